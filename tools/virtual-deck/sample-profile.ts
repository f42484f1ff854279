import type { JsonObject } from "@elgato/utils";

import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import type { ActionSpec } from "../../src/contract/action-spec";
import { holdActionField } from "../../src/contract/hold-fields";
import { STARTER_PAGES, type StarterSlot } from "../../src/contract/starter-pages";
import { undoableChange, widgetFamilyOfEndpoint, type WidgetFamilySpec } from "../../src/contract/widget-verbs";
import { ACTION_PREFIX } from "../deck";
import type { ProfileEntry } from "./profile-pages";

export { ACTION_PREFIX };

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

/**
 * Whether Undo can take back what a tap of a key or a turn of a dial sends: a goal's or a timer's add or remove, as
 * `undoableChange` in `src/contract/widget-verbs.ts` says.
 * @param entry The key or dial.
 * @returns `true` when it can.
 */
export function isUndoableChange(entry: Pick<ProfileEntry, "settings" | "slug">): boolean {
	const spec = ACTION_SPECS.find((candidate) => candidate.uuid === ACTION_PREFIX + entry.slug);
	const family = widgetFamilyOfEndpoint(spec?.endpoint);
	const verb = spec && family ? tappedVerb(spec, family, entry.settings) : undefined;
	return family !== undefined && typeof verb === "string" && undoableChange(family, verb, 1) !== undefined;
}

/**
 * The widget action a tap of a key sends: an action that adds (one with `holdAction`, what holding an adding key does)
 * its family's add; an action that offers its widget's actions the one its settings choose.
 * @param spec The action's spec.
 * @param family Its widget family.
 * @param settings The key's settings.
 * @returns The action; `undefined` for an action that sends none of its own (a lock, Undo).
 */
function tappedVerb(spec: ActionSpec, family: WidgetFamilySpec, settings: JsonObject): unknown {
	const choice = Object.entries(spec.fields).find(
		([, field]) => field.kind === "choice" && field.choices.join() === family.actions.join(),
	);
	if (choice) return settings[choice[0]];
	return spec.fields.holdAction === holdActionField ? family.add : undefined;
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
