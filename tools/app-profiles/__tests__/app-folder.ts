/*
 * A profile folder laid out as the Stream Deck app's `ProfilesV3`, for the tests: one `<UUID>.sdProfile` folder per
 * profile with its `manifest.json` (`Device`, `InstalledByPluginUUID`, `Name`, `Pages`, `PreconfiguredName`,
 * `Version`) and its `Images/`, and one `Profiles/<PAGE UUID>/` folder per page with the page's `manifest.json`
 * (`Controllers`, `Icon`, `Name`) and `Images/`. The layout is the one docs/installed-profiles.md reads from its
 * sources; nothing here comes from the plugin's own profile writer.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

/** One page: the actions on each controller, by position; `null` for the app's empty default page. */
export type PageSpec = Readonly<Record<string, readonly string[] | null>>;

/** One profile as the app keeps it. */
export type ProfileSpec = {
	/** `Name`. */
	readonly name: string;
	/** `Device.Model`. */
	readonly model: string;
	/** `Device.UUID`; the app's own profiles carry the deck's. */
	readonly deviceUUID?: string;
	/** `InstalledByPluginUUID`; absent for the user's own profile. */
	readonly installedBy?: string;
	/** `PreconfiguredName`; absent for the user's own profile. */
	readonly preconfiguredName?: string;
	/** The pages, the first the current one; an empty default page is added before them. */
	readonly pages?: readonly PageSpec[];
};

/**
 * A new, empty profile folder in the system's temporary folder; the test removes it.
 * @returns Its path, ending in `ProfilesV3`, inside a folder of its own standing for the app's data folder.
 */
export function makeAppFolder(): string {
	const data = mkdtempSync(path.join(tmpdir(), "app-profiles-"));
	const folder = path.join(data, "ProfilesV3");
	mkdirSync(folder);
	return folder;
}

/** A profile folder a test may fill: a new one for each test. */
export type AppFolder = {
	/** The current test's profile folder. */
	readonly folder: string;
};

/**
 * Gives each test of the suite a new, empty profile folder ({@link makeAppFolder}) and removes it, with the data folder
 * around it, after the test.
 * @returns The current test's folder.
 */
export function useAppFolder(): AppFolder {
	let folder = "";
	beforeEach(() => {
		folder = makeAppFolder();
	});
	afterEach(() => {
		rmSync(path.dirname(folder), { recursive: true, force: true });
	});
	return {
		get folder(): string {
			return folder;
		},
	};
}

/**
 * Writes one profile into the folder as the app does.
 * @param folder The profile folder.
 * @param spec The profile.
 * @returns Its folder's name, `<UUID>.sdProfile` in upper case.
 */
export function writeProfile(folder: string, spec: ProfileSpec): string {
	const name = `${randomUUID().toUpperCase()}.sdProfile`;
	const dir = path.join(folder, name);
	mkdirSync(path.join(dir, "Images"), { recursive: true });
	const defaultPage = randomUUID();
	const pages = (spec.pages ?? []).map((page) => ({ id: randomUUID(), page }));
	const controllers = Object.keys(spec.pages?.[0] ?? { Keypad: null });
	writePage(dir, defaultPage, Object.fromEntries(controllers.map((type) => [type, null])));
	for (const { id, page } of pages) writePage(dir, id, page);
	const manifest = {
		Device: { Model: spec.model, UUID: spec.deviceUUID ?? "" },
		...(spec.installedBy === undefined ? {} : { InstalledByPluginUUID: spec.installedBy }),
		Name: spec.name,
		Pages: { Current: pages[0]?.id ?? defaultPage, Default: defaultPage, Pages: pages.map(({ id }) => id) },
		...(spec.preconfiguredName === undefined ? {} : { PreconfiguredName: spec.preconfiguredName }),
		Version: "3.0",
	};
	writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
	return name;
}

/**
 * Writes a profile folder whose `manifest.json` holds the given bytes, or that has none.
 * @param folder The profile folder.
 * @param manifest The manifest's text; `undefined` writes none.
 * @returns Its folder's name.
 */
export function writeRawProfile(folder: string, manifest: string | undefined): string {
	const name = `${randomUUID().toUpperCase()}.sdProfile`;
	mkdirSync(path.join(folder, name, "Images"), { recursive: true });
	if (manifest !== undefined) writeFileSync(path.join(folder, name, "manifest.json"), manifest);
	return name;
}

/**
 * Writes a page folder, named by the page's UUID in upper case as the app's 7.x exports name them.
 * @param profileDir The profile's folder.
 * @param id The page's UUID.
 * @param page Its controllers.
 */
function writePage(profileDir: string, id: string, page: PageSpec): void {
	const dir = path.join(profileDir, "Profiles", id.toUpperCase());
	mkdirSync(path.join(dir, "Images"), { recursive: true });
	const Controllers = Object.entries(page).map(([Type, actions]) => ({
		Actions:
			actions === null
				? null
				: Object.fromEntries(actions.map((position) => [position, { Name: "action", Settings: {}, State: 0 }])),
		Type,
	}));
	writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ Controllers, Icon: "", Name: "" }));
}
