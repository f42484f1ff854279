import { readFileSync } from "node:fs";
import path from "node:path";

import { readZip, type ZipEntry } from "./zip-reader";

/** One action placed in a profile's page, as the file has it. */
export type ProfileAction = {
	/** The action's UUID. */
	uuid: string;
	/** Key, dial or the Neo's info bar. */
	controller: string;
	/** Column (a dial's place). */
	column: number;
	/** Row (0 for a dial). */
	row: number;
	/** Its stored settings. */
	settings: Record<string, unknown>;
	/** Everything the file says of it. */
	entry: Record<string, unknown>;
};

/** A controller of a page manifest. */
type PageController = {
	/** `Keypad`, `Encoder` or `Neo`. */
	Type: string;
	/** Its actions by `"column,row"`; `null` when it has none. */
	Actions: Record<string, Record<string, unknown>> | null;
};

/** A `.streamDeckProfile`, read. */
export type ProfileFile = {
	/** Its entries' names, in the archive's order. */
	names: string[];
	/** The wrapper's `package.json`. */
	wrapper: Record<string, unknown>;
	/** The profile's manifest (`Profiles/<UUID>.sdProfile/manifest.json`). */
	manifest: Record<string, unknown>;
	/** Each page's manifest by its folder's name. */
	pages: Map<string, Record<string, unknown>>;
	/** The actions of the page a switch to the profile opens, the first of `Pages.Pages`, in the file's order. */
	current: ProfileAction[];
	/** The name of that page's folder. */
	currentFolder: string;
};

/**
 * Reads a `.streamDeckProfile` from the plugin folder.
 * @param pluginDir The `.sdPlugin` folder.
 * @param name The profile's `Name` in the manifest (its path without the extension).
 * @returns The profile.
 */
export function readProfileFile(pluginDir: string, name: string): ProfileFile {
	return readProfile(readFileSync(path.join(pluginDir, `${name}.streamDeckProfile`)), name);
}

/**
 * Reads the bytes of a `.streamDeckProfile` in the app's 7.x layout.
 * @param bytes The file's bytes.
 * @param name What to call it in an error.
 * @returns The profile.
 * @throws When it is not in that layout or names a first page it lacks.
 */
export function readProfile(bytes: Buffer, name: string): ProfileFile {
	const entries = readZip(bytes);
	const json = (entry: ZipEntry): Record<string, unknown> =>
		JSON.parse(entry.read().toString("utf8")) as Record<string, unknown>;
	const wrapperEntry = entries.find((entry) => entry.name === "package.json");
	if (!wrapperEntry) throw new Error(`${name}: no package.json (the app's 7.x layout)`);
	const rootEntry = entries.find((entry) => /^Profiles\/[^/]+\.sdProfile\/manifest\.json$/.test(entry.name));
	if (!rootEntry) throw new Error(`${name}: no Profiles/<UUID>.sdProfile/manifest.json`);
	const root = rootEntry.name.slice(0, -"manifest.json".length);
	const pages = new Map<string, Record<string, unknown>>();
	for (const entry of entries) {
		const match = new RegExp(`^${escape(root)}Profiles/([^/]+)/manifest\\.json$`).exec(entry.name);
		if (match) pages.set(match[1], json(entry));
	}
	const manifest = json(rootEntry);
	const first = (manifest.Pages as Partial<Record<"Pages", unknown[]>> | undefined)?.Pages?.[0];
	const currentFolder = String(first).toUpperCase();
	const page = pages.get(currentFolder);
	if (!page) throw new Error(`${name}: no folder ${currentFolder} for the first page ${String(first)}`);
	return {
		names: entries.map((entry) => entry.name),
		wrapper: json(wrapperEntry),
		manifest,
		pages,
		current: actionsOf(page),
		currentFolder,
	};
}

/**
 * The actions of a page manifest, controller by controller.
 * @param page The page manifest.
 * @returns Its actions.
 */
export function actionsOf(page: Record<string, unknown>): ProfileAction[] {
	const controllers = (page.Controllers ?? []) as PageController[];
	return controllers.flatMap((controller) =>
		Object.entries(controller.Actions ?? {}).map(([place, entry]) => {
			const [column, row] = place.split(",").map(Number);
			return {
				uuid: String(entry.UUID),
				controller: controller.Type,
				column,
				row,
				settings: (entry.Settings ?? {}) as Record<string, unknown>,
				entry,
			};
		}),
	);
}

/**
 * A text made safe to use as a regular expression.
 * @param text The text.
 * @returns It, with its special characters escaped.
 */
function escape(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
