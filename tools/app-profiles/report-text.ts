import { starterDeviceOfType } from "../../src/contract/starter-devices";
import type { InstalledProfile, ProfileFolderRead } from "./installed-profiles";
import type { PageContents } from "./profile-pages";
import type { StarterCheck } from "./starter-check";

/** The document that says how to read the report and what to do next. */
const GUIDE = "docs/installed-profiles.md";

/** The controllers' names in the report, by the type a page's manifest gives them. */
const CONTROL_NAMES: Readonly<Record<string, string>> = { Keypad: "keys", Encoder: "dials" };

/**
 * The report when the app's profile folder could not be read: why, and the folder of an app older than 7.1 when it is
 * there instead.
 * @param folder The profile folder.
 * @param problem Why it could not be read.
 * @param olderFolder The folder of an app older than 7.1, when it is there.
 * @returns The report's lines, joined.
 */
export function formatUnreadFolder(folder: string, problem: string, olderFolder?: string): string {
	const lines = [`The Stream Deck app's profile folder ${folder} could not be read: ${problem}.`];
	if (olderFolder !== undefined) {
		lines.push(
			`${olderFolder} is there: an app older than 7.1 keeps its profiles in it, and this plugin needs 7.1 or later.`,
		);
	}
	lines.push(`Is the app installed and has it run once? See ${GUIDE}.`);
	return lines.join("\n");
}

/**
 * The report `npm run dev` and `npm run installed-profiles` print: per device of the manifest, the starter profile the
 * app installed (its name, what its pages hold, its folder and deck model) or `missing`; then what else this plugin
 * installed, what could not be read, and the deck models the app has profiles for. The last line counts and points to
 * the guide.
 * @param folder The profile folder.
 * @param contents What it holds.
 * @param check The bundled profiles found in it.
 * @returns The report's lines, joined.
 */
export function formatReport(folder: string, contents: ProfileFolderRead, check: StarterCheck): string {
	const lines = [
		`Starter profiles the Stream Deck app installed, read from ${folder} (${count(contents.profiles.length, "profile")}):`,
	];
	const rows = check.bundled.map(({ bundled, installed }) => ({
		device: starterDeviceOfType(bundled.DeviceType)?.name ?? `DeviceType ${bundled.DeviceType}`,
		name: bundled.Name,
		found: installed,
	}));
	const deviceWidth = Math.max(0, ...rows.map((row) => row.device.length));
	const nameWidth = Math.max(0, ...rows.map((row) => row.name.length));
	for (const row of rows) {
		const head = `  ${row.device.padEnd(deviceWidth)}  ${row.name.padEnd(nameWidth)}  `;
		if (row.found.length === 0) lines.push(`${head}missing`);
		row.found.forEach((profile, index) => {
			lines.push(`${index === 0 ? head : " ".repeat(head.length)}installed: ${describeProfile(profile)}`);
		});
	}
	for (const profile of check.otherNames) {
		const named = profile.preconfiguredName === undefined ? "no PreconfiguredName" : `"${profile.preconfiguredName}"`;
		lines.push(
			`  Also installed by this plugin, under a name the manifest does not list (${named}): ${describeProfile(profile)}`,
		);
	}
	for (const unreadable of contents.unreadable) lines.push(`  Not read: ${unreadable.folder}: ${unreadable.problem}`);
	lines.push(
		`  Decks this app has profiles for (models): ${check.models.length === 0 ? "none" : check.models.join(", ")}`,
	);
	const installed = rows.filter((row) => row.found.length > 0).length;
	lines.push(
		installed === 0
			? `None of the ${rows.length} is installed. A plugin linked by npm run dev may not be offered its profiles: ` +
					`install the packed plugin to check (${GUIDE}).`
			: `${installed} of ${rows.length} installed; a device this app has never seen gets none (${GUIDE}).`,
	);
	return lines.join("\n");
}

/**
 * One installed profile, in a few words: its name, what its pages hold, its folder and its deck.
 * @param profile The profile.
 * @returns E.g. `"Channel Companion" (2 pages: 11 keys, 4 dials) in 1A….sdProfile, model 20GBD9901`.
 */
function describeProfile(profile: InstalledProfile): string {
	const name = profile.name === undefined ? "(no name)" : `"${profile.name}"`;
	const model = profile.model === undefined ? "no model" : `model ${profile.model}`;
	const deck = profile.deviceUUID ? `, deck ${profile.deviceUUID}` : "";
	return `${name} (${describeContents(profile.contents)}) in ${profile.folder}, ${model}${deck}`;
}

/**
 * What a profile's pages hold, in words.
 * @param contents The pages' count and actions.
 * @returns E.g. `2 pages: 11 keys, 4 dials`, with the pages that could not be read.
 */
function describeContents(contents: PageContents): string {
	const counts = Object.entries(contents.actions).map(([type, count]) => `${count} ${CONTROL_NAMES[type] ?? type}`);
	const pages = count(contents.pages, "page");
	const held = counts.length === 0 ? `${pages}, no actions` : `${pages}: ${counts.join(", ")}`;
	return [held, ...contents.unreadable].join("; ");
}

/**
 * A count and its noun.
 * @param n The count.
 * @param noun The noun, singular.
 * @returns E.g. `1 page`, `2 pages`.
 */
function count(n: number, noun: string): string {
	return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
