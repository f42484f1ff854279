import type { JsonObject } from "@elgato/utils";

/**
 * One action placed on the virtual deck.
 */
export interface ProfileEntry {
	/** Action slug, e.g. `goal-add` (the UUID without the plugin's `ACTION_PREFIX`). */
	slug: string;
	/** Key or dial. */
	controller: "Encoder" | "Keypad";
	/** Column of a key; a dial's place from the left. */
	column: number;
	/** Row of a key; 0 for dials. */
	row: number;
	/** Stored settings. */
	settings: JsonObject;
	/** Page of the profile it is on, from 0; the first page unless given. */
	page?: number;
}

/**
 * The pages of a profile, in order; a page without entries between two others stays, empty.
 * @param profile The entries.
 * @returns The entries of each page.
 */
export function profilePages(profile: readonly ProfileEntry[]): ProfileEntry[][] {
	const pages: ProfileEntry[][] = [[]];
	for (const entry of profile) {
		const page = entry.page ?? 0;
		while (pages.length <= page) pages.push([]);
		pages[page].push(entry);
	}
	return pages;
}

/**
 * Finds the first page of a profile with a key of each of some actions, wherever its layout put them: what a test or a
 * tool looks up instead of assuming a page, so that it keeps working however many actions the catalogue holds.
 * @param profile The entries.
 * @param slugs The actions, e.g. `["goal-add", "undo"]` for a page with both.
 * @returns The page's index, from 0; `undefined` when no page has them all.
 */
export function pageOfKeys(profile: readonly ProfileEntry[], slugs: readonly string[]): number | undefined {
	const index = profilePages(profile).findIndex((entries) =>
		slugs.every((slug) => entries.some((entry) => entry.slug === slug && entry.controller === "Keypad")),
	);
	return index < 0 ? undefined : index;
}
