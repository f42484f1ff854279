import type { JsonObject } from "@elgato/utils";

import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import { ACTION_PREFIX } from "../deck";

export { ACTION_PREFIX };

/**
 * One action placed on the virtual deck.
 */
export interface ProfileEntry {
	/** Action slug, e.g. `goal-add` (the UUID without the plugin's `ACTION_PREFIX`). */
	slug: string;
	/** Key or dial. */
	controller: "Encoder" | "Keypad";
	/** Column (0–3); keys also have a row. */
	column: number;
	/** Row of a key (0–1); 0 for dials. */
	row: number;
	/** Stored settings. */
	settings: JsonObject;
	/** Page of the profile it is on, from 0; the first page unless given. */
	page?: number;
}

/**
 * Page 1 of the sample profile, chosen by hand against the emulator's seed data: Goal Add removes on a long press, Undo
 * reverts what the others did, Warning Count turns red from one warning on, and `currency-remove` on `ZeroBalance`
 * alerts on purpose (that viewer has no funds).
 */
const FIRST_PAGE: readonly ProfileEntry[] = [
	key(0, 0, "goal-add", { widgetId: "main", value: "10", holdAction: "remove" }),
	key(1, 0, "goal-lock", { widgetId: "main", mode: "toggle" }),
	key(2, 0, "streamathon-add-seconds", { widgetId: "main", seconds: "60" }),
	key(3, 0, "undo", { windowSeconds: "300" }),
	key(0, 1, "show-top", { topType: "message", topSubType: "global", rank: "1", refreshSeconds: "30" }),
	key(1, 1, "warnings", { viewer: "StreamFan42", refreshSeconds: "30", highlight: "above", highlightValue: "1" }),
	key(2, 1, "currency-balance", { viewer: "night owl", refreshSeconds: "30" }),
	key(3, 1, "currency-remove", { viewer: "ZeroBalance", amount: "5", force: false }),
	dial(0, "goal-add", { widgetId: "main", value: "5" }),
	dial(1, "streamathon-add-seconds", { widgetId: "main", seconds: "30" }),
	dial(2, "show-top", { topType: "currency", topSubType: "global", rank: "1", refreshSeconds: "30" }),
	dial(3, "goal-add", { widgetId: "subs", value: "1" }),
];

/** The keys of a page: two rows of four. */
const KEYS_PER_PAGE = 8;

/**
 * Page 2 and on: every action that page 1 leaves out, in the catalogue's order with its spec's example settings, so
 * that a new action appears without an edit here; then, on the last page, a Custom Event of another mode, an Undo of
 * its own and four more dials.
 * @returns The entries.
 */
function laterPages(): ProfileEntry[] {
	const onFirstPage = new Set(FIRST_PAGE.map((entry) => entry.slug));
	const keys: [slug: string, settings: JsonObject][] = ACTION_SPECS.map((spec): [string, JsonObject] => [
		spec.uuid.slice(ACTION_PREFIX.length),
		spec.example as JsonObject,
	]).filter(([slug]) => !onFirstPage.has(slug));
	keys.push(["custom-event", { value: "hype", mode: "data" }], ["undo", { windowSeconds: "300" }]);
	const pages = Math.ceil(keys.length / KEYS_PER_PAGE);
	return [
		...keys.map(([slug, settings], index) => {
			const slot = index % KEYS_PER_PAGE;
			return key(slot % 4, Math.floor(slot / 4), slug, settings, 1 + Math.floor(index / KEYS_PER_PAGE));
		}),
		dial(0, "show-top", { topType: "message", topSubType: "global", rank: "1", refreshSeconds: "30" }, pages),
		dial(1, "streamathon-add-seconds", { widgetId: "main", seconds: "60" }, pages),
		dial(2, "goal-add", { widgetId: "main", value: "1" }, pages),
		dial(3, "show-top", { topType: "level", topSubType: "global", rank: "1", refreshSeconds: "30" }, pages),
	];
}

/** The sample profile: pages of eight keys and four dials that, together, hold every action of the plugin. */
export const SAMPLE_PROFILE: readonly ProfileEntry[] = [...FIRST_PAGE, ...laterPages()];

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
 * Builds a key entry.
 * @param column Column.
 * @param row Row.
 * @param slug Action slug.
 * @param settings Settings.
 * @param page Page, from 0.
 * @returns The entry.
 */
function key(column: number, row: number, slug: string, settings: JsonObject, page = 0): ProfileEntry {
	return { slug, controller: "Keypad", column, row, settings, page };
}

/**
 * Builds a dial entry.
 * @param column Dial position, from the left.
 * @param slug Action slug.
 * @param settings Settings.
 * @param page Page, from 0.
 * @returns The entry.
 */
function dial(column: number, slug: string, settings: JsonObject, page = 0): ProfileEntry {
	return { slug, controller: "Encoder", column, row: 0, settings, page };
}
