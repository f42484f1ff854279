import { starterDeviceOfType } from "../../src/contract/starter-devices";
import type { InstalledProfile, ProfileFolderContents } from "./installed-profiles";
import type { PageContents } from "./profile-pages";
import type { StarterCheck } from "./starter-check";

/** What the report is made from. */
export type ReportInput = {
	/** The app's profile folder. */
	readonly folder: string;
	/** What it holds, or why it could not be read. */
	readonly contents: ProfileFolderContents;
	/** The bundled profiles found in it; absent when it could not be read. */
	readonly check?: StarterCheck;
	/** The folder of an app older than 7.1, when it is there beside a missing profile folder. */
	readonly olderFolder?: string;
};

/** The document that says how to read the report and what to do next. */
const GUIDE = "docs/installed-profiles.md";

/** The controllers' names in the report, by the type a page's manifest gives them. */
const CONTROL_NAMES: Readonly<Record<string, string>> = { Keypad: "keys", Encoder: "dials" };

/**
 * The report `npm run dev` and `npm run installed-profiles` print: per device of the manifest, the starter profile the
 * app installed (its name, what its pages hold, its folder and deck model) or `missing`; then what else this plugin
 * installed, what could not be read, and the deck models the app has profiles for. The last line counts and points to
 * the guide.
 * @param input The folder, what it holds and the check.
 * @returns The report's lines, joined.
 */
export function formatReport(input: ReportInput): string {
	const { folder, contents, check } = input;
	if (!contents.read || check === undefined) {
		const problem = contents.read ? "it was not checked" : contents.problem;
		const lines = [`The Stream Deck app's profile folder ${folder} could not be read: ${problem}.`];
		if (input.olderFolder !== undefined) {
			lines.push(
				`${input.olderFolder} is there: an app older than 7.1 keeps its profiles in it, and this plugin needs 7.1 or later.`,
			);
		}
		lines.push(`Is the app installed and has it run once? See ${GUIDE}.`);
		return lines.join("\n");
	}
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
