import type { JsonObject } from "@elgato/utils";

import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import { STARTER_PAGES, type StarterSlot } from "../../src/contract/starter-pages";
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

/** One action of a catalogue, as the sample profile lays it out: its slug and its spec's example settings. */
export type SampleAction = {
	/** Action slug. */
	readonly slug: string;
	/** Its spec's example settings. */
	readonly example: JsonObject;
};

/** The keys of a page of the Stream Deck +: two rows of four. */
export const KEYS_PER_PAGE = 8;

/** Keys that the later pages add to the catalogue's: a Custom Event of another mode than the starter page's. */
const EXTRA_KEYS: readonly SampleAction[] = [{ slug: "custom-event", example: { value: "hype", mode: "data" } }];

/** The four dials of every later page: a top list, the timer, the goal one by one and another top list. */
const LATER_DIALS: readonly SampleAction[] = [
	{ slug: "show-top", example: { topType: "message", topSubType: "global", rank: "1", refreshSeconds: "30" } },
	{ slug: "streamathon-add-seconds", example: { widgetId: "main", seconds: "60" } },
	{ slug: "goal-add", example: { widgetId: "main", value: "1" } },
	{ slug: "show-top", example: { topType: "level", topSubType: "global", rank: "1", refreshSeconds: "30" } },
];

/** Verbs of `goal-action` and `streamathon-action` that Undo takes back. */
const UNDOABLE_VERBS = new Set(["add", "remove", "add_seconds", "remove_seconds"]);

/**
 * Whether Undo can take back what a key or dial sends: a goal's or a timer's add or remove, from `goal-add`,
 * `streamathon-add-seconds`, or a `goal-action` or `streamathon-action` with such a verb (docs/behaviour.md, "Hold,
 * long press and undo").
 * @param entry The key or dial.
 * @returns `true` when it can.
 */
export function isUndoableChange(entry: Pick<ProfileEntry, "settings" | "slug">): boolean {
	if (entry.slug === "goal-add" || entry.slug === "streamathon-add-seconds") return true;
	const verb = entry.settings.goalAction ?? entry.settings.streamathonAction;
	return typeof verb === "string" && UNDOABLE_VERBS.has(verb);
}

/**
 * The Stream Deck + starter page (`src/contract/starter-pages.ts`) as the virtual deck places it.
 * @param slots The starter page's keys and dials.
 * @returns Its entries, on the first page.
 */
export function starterPageEntries(slots: readonly StarterSlot[]): ProfileEntry[] {
	return slots.map(({ spec, controller, column, row, settings }) => ({
		slug: spec.uuid.slice(ACTION_PREFIX.length),
		controller,
		column,
		row,
		settings: settings as JsonObject,
		page: 0,
	}));
}

/**
 * The sample profile of a catalogue. Page 1 is the Stream Deck + starter page, the page a streamer installs. The later
 * pages hold every action that page 1 has no key of, with its example settings, and a Custom Event of another mode:
 * the changes that Undo takes back first, then an Undo, then the rest in the catalogue's order, eight keys a page,
 * each page with the same four dials. So the Undo follows changes on its page whatever the catalogue holds.
 * @param actions The catalogue, in its order (a test may hand a longer one).
 * @param firstPage The first page.
 * @returns The entries of every page.
 * @throws When the catalogue has no change that Undo could take back.
 */
export function sampleProfile(
	actions: readonly SampleAction[],
	firstPage: readonly ProfileEntry[] = starterPageEntries(STARTER_PAGES.plus),
): ProfileEntry[] {
	const onFirstPage = new Set(firstPage.filter((entry) => entry.controller === "Keypad").map((entry) => entry.slug));
	const others = [...actions.filter(({ slug }) => slug !== "undo" && !onFirstPage.has(slug)), ...EXTRA_KEYS].map(
		({ slug, example }) => ({ slug, settings: example }),
	);
	const changes = others.filter((action) => isUndoableChange(action));
	const rest = others.filter((action) => !isUndoableChange(action));
	const keys = [...changes];
	if (actions.some(({ slug }) => slug === "undo")) {
		const undo = actions.find(({ slug }) => slug === "undo")!;
		if (changes.length === 0) throw new Error("no change for the Undo of the later pages to take back");
		// After the changes that share its page: never the first key of a page.
		keys.splice(Math.min(changes.length, KEYS_PER_PAGE - 1), 0, { slug: "undo", settings: undo.example });
	}
	keys.push(...rest);
	const pages = Math.ceil(keys.length / KEYS_PER_PAGE);
	const later: ProfileEntry[] = keys.map(({ slug, settings }, index) => {
		const slot = index % KEYS_PER_PAGE;
		return key(slot % 4, Math.floor(slot / 4), slug, settings, 1 + Math.floor(index / KEYS_PER_PAGE));
	});
	for (let page = 1; page <= pages; page++) {
		later.push(...LATER_DIALS.map(({ slug, example }, column) => dial(column, slug, example, page)));
	}
	return [...firstPage, ...later];
}

/** The sample profile: pages of eight keys and four dials that, together, hold every action of the plugin. */
export const SAMPLE_PROFILE: readonly ProfileEntry[] = sampleProfile(
	ACTION_SPECS.map((spec) => ({ slug: spec.uuid.slice(ACTION_PREFIX.length), example: spec.example as JsonObject })),
);

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
