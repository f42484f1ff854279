import type { JsonObject } from "@elgato/utils";

import type { StreamDeckHost } from "../host/stream-deck-host";
import { actionUuid } from "../support/deck";

export { ACTION_PREFIX } from "../support/deck";

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
}

/**
 * The sample profile: eight keys that use most actions against the emulator's seed data, and four dials. Goal Add
 * removes on a long press, Undo reverts what the others did, and Warning Count turns red from one warning on.
 * `currency-remove` on `ZeroBalance` is there on purpose: that viewer has no funds, so the key shows an alert.
 */
export const SAMPLE_PROFILE: readonly ProfileEntry[] = [
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

/**
 * Puts every entry of a profile on the host's device, keys first, the way the app does when a profile loads.
 * @param host The Stream Deck host running the plugin.
 * @param profile The entries; defaults to {@link SAMPLE_PROFILE}.
 * @returns The contexts, in profile order.
 */
export async function placeProfile(
	host: StreamDeckHost,
	profile: readonly ProfileEntry[] = SAMPLE_PROFILE,
): Promise<string[]> {
	const contexts: string[] = [];
	for (const entry of profile) {
		contexts.push(
			await host.appear({
				action: actionUuid(entry.slug),
				controller: entry.controller,
				coordinates: { column: entry.column, row: entry.row },
				settings: entry.settings,
			}),
		);
	}
	return contexts;
}

/**
 * Builds a key entry.
 * @param column Column.
 * @param row Row.
 * @param slug Action slug.
 * @param settings Settings.
 * @returns The entry.
 */
function key(column: number, row: number, slug: string, settings: JsonObject): ProfileEntry {
	return { slug, controller: "Keypad", column, row, settings };
}

/**
 * Builds a dial entry.
 * @param column Dial position, from the left.
 * @param slug Action slug.
 * @param settings Settings.
 * @returns The entry.
 */
function dial(column: number, slug: string, settings: JsonObject): ProfileEntry {
	return { slug, controller: "Encoder", column, row: 0, settings };
}
