/**
 * The record of released starter profiles (`scripts/released-profiles.json`): each profile name a released version
 * shipped, with its page's content. The app installs a bundled profile once and never updates it, so a released
 * name must keep its content for good; a changed page ships under the next edition's name. `npm run release` adds the
 * release's names; `test/static/released-profiles.test.ts` holds the build to the record.
 */
import { readFileSync } from "node:fs";

import { STARTER_DEVICES, starterProfileName } from "../src/contract/starter-devices";
import { withSortedKeys } from "../tools/profiles/profile-files";
import { type ProfileFile, readProfileFile } from "../tools/profiles/starter-profile-reader";

/** One released profile: the first version that shipped it, and its page's content then. */
export type ReleasedProfile = {
	/** The version, e.g. `0.2.0`. */
	version: string;
	/** Its page's content, as {@link pageContent} writes it. */
	page: string[];
};

/** The record: each released profile by its name (`profiles/starter-plus`). */
export type ReleasedProfiles = Record<string, ReleasedProfile>;

/** Where the record is kept, from the repository root. */
export const RELEASED_PROFILES_FILE = "scripts/released-profiles.json";

/**
 * What a streamer gets from a profile's page: where each key and dial sits, its action and its settings, one line each
 * in a fixed order. The versions a file carries (`Plugin.Version`, `AppVersion`) and its ids are not content.
 * @param file The profile, read.
 * @returns E.g. `Keypad 0,0 com.channel.companion.goal-add {"value":10,"widgetId":"main"}`.
 */
export function pageContent(file: ProfileFile): string[] {
	return file.current
		.map(
			(action) =>
				`${action.controller} ${action.column},${action.row} ${action.uuid} ${JSON.stringify(withSortedKeys(action.settings))}`,
		)
		.sort();
}

/**
 * The content of every starter profile a plugin folder holds.
 * @param pluginDir The built `.sdPlugin` folder.
 * @returns Each profile's page content, by its name.
 */
export function builtProfileContents(pluginDir: string): Map<string, string[]> {
	return new Map(
		STARTER_DEVICES.map((starter) => {
			const name = starterProfileName(starter);
			return [name, pageContent(readProfileFile(pluginDir, name))];
		}),
	);
}

/**
 * What the build would change in released profiles.
 * @param record The record.
 * @param built The content of each profile the build writes, by name.
 * @returns One sentence per released name whose content changed; none when every released name keeps its page.
 */
export function changedReleasedProfiles(record: ReleasedProfiles, built: ReadonlyMap<string, string[]>): string[] {
	return [...built].flatMap(([name, page]) => {
		const released = record[name];
		if (!released || sameLines(released.page, page)) return [];
		const gone = released.page.filter((line) => !page.includes(line));
		const added = page.filter((line) => !released.page.includes(line));
		return [
			`${name} was released in ${released.version} and its page changed (gone: ${gone.join("; ") || "nothing"}; ` +
				`new: ${added.join("; ") || "nothing"}). The app never updates an installed profile: give the device ` +
				"its next edition in src/contract/starter-devices.ts, so that the changed page ships under a new name.",
		];
	});
}

/**
 * The record after a release: every profile the release ships that the record lacks, under the release's version.
 * @param record The record before.
 * @param version The version released.
 * @param built The content of each profile the release ships, by name.
 * @returns The record after.
 * @throws When the release would change a released name's page.
 */
export function recordRelease(
	record: ReleasedProfiles,
	version: string,
	built: ReadonlyMap<string, string[]>,
): ReleasedProfiles {
	const changed = changedReleasedProfiles(record, built);
	if (changed.length > 0) throw new Error(changed.join("\n"));
	const added = [...built].filter(([name]) => !record[name]).map(([name, page]) => [name, { version, page }]);
	return { ...record, ...Object.fromEntries(added) };
}

/**
 * Reads the record.
 * @param file Its path.
 * @returns The record.
 * @throws When it is not a record.
 */
export function readReleasedProfiles(file: string): ReleasedProfiles {
	const record = JSON.parse(readFileSync(file, "utf8")) as unknown;
	const valid =
		record !== null &&
		typeof record === "object" &&
		!Array.isArray(record) &&
		Object.values(record).every(
			(entry: Partial<ReleasedProfile>) =>
				typeof entry.version === "string" &&
				Array.isArray(entry.page) &&
				entry.page.every((line) => typeof line === "string"),
		);
	if (!valid) throw new Error(`${file} is not a record of released profiles: { "<name>": { version, page } }`);
	return record as ReleasedProfiles;
}

/**
 * Whether two pages hold the same lines.
 * @param a One page.
 * @param b The other.
 * @returns `true` when they do.
 */
function sameLines(a: readonly string[], b: readonly string[]): boolean {
	return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
}
