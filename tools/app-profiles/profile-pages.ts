import { readdir } from "node:fs/promises";
import path from "node:path";

import { readJsonObject } from "./json-file";

/** What an installed profile's pages hold: how many pages, and the actions on each kind of controller. */
export type PageContents = {
	/** Page folders read, the app's empty default page among them. */
	readonly pages: number;
	/** Actions placed, by controller type (`Keypad`, `Encoder`, `Neo`), over every page. */
	readonly actions: Readonly<Record<string, number>>;
	/** Page folders that could not be read, each with why. */
	readonly unreadable: readonly string[];
};

/** The fields of a page's controller that are counted. */
type Controller = {
	/** `Keypad`, `Encoder`, `Neo`. */
	readonly Type?: unknown;
	/** The actions by position; `null` on an empty page. */
	readonly Actions?: unknown;
};

/**
 * Counts the actions on an installed profile's pages: every folder of its `Profiles/` holds a page's `manifest.json`
 * with `Controllers: [{ Type, Actions: { "col,row": … } | null }]`, as in the app's exports. The count shows at a
 * glance whether the app took the page's keys and dials or installed an empty profile.
 * @param profileDir The profile's `<UUID>.sdProfile` folder.
 * @returns What its pages hold; a profile without `Profiles/` has no pages.
 */
export async function readPageContents(profileDir: string): Promise<PageContents> {
	const pagesDir = path.join(profileDir, "Profiles");
	let folders: string[];
	try {
		folders = (await readdir(pagesDir, { withFileTypes: true }))
			.filter((entry) => entry.isDirectory())
			.map((entry) => entry.name)
			.sort();
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		return { pages: 0, actions: {}, unreadable: code === "ENOENT" ? [] : [`Profiles/ unreadable (${code})`] };
	}
	const actions: Record<string, number> = {};
	const unreadable: string[] = [];
	let pages = 0;
	for (const folder of folders) {
		const read = await readJsonObject(path.join(pagesDir, folder, "manifest.json"));
		if ("problem" in read) {
			unreadable.push(`page ${folder}: ${read.problem}`);
			continue;
		}
		pages++;
		const controllers = Array.isArray(read.object.Controllers) ? (read.object.Controllers as unknown[]) : [];
		for (const controller of controllers) {
			if (typeof controller !== "object" || controller === null) continue;
			const { Type, Actions } = controller as Controller;
			const type = typeof Type === "string" ? Type : "?";
			const placed = typeof Actions === "object" && Actions !== null ? Object.keys(Actions).length : 0;
			actions[type] = (actions[type] ?? 0) + placed;
		}
	}
	return { pages, actions, unreadable };
}
