import type { JsonObject } from "@elgato/utils";

import type { EmulatorState } from "../emulator/server";
import { ACTION_SLUGS } from "../support/deck";
import { addGoal, addStreamathon, addViewer } from "./emulator-fixtures";

/**
 * A short prefix per press action (one whose press sends one POST), so that tags of different actions never
 * collide. Its keys are the press actions this catalog can tag.
 */
const PREFIXES = {
	"goal-add": "gadd",
	"goal-lock": "glck",
	"goal-action": "gact",
	"streamathon-add-seconds": "sadd",
	"streamathon-lock": "slck",
	"streamathon-action": "sact",
	"custom-event": "cevt",
	"currency-set": "cset",
	"currency-remove": "crem",
} as const;

/** One of the nine press actions. */
export type PressActionSlug = keyof typeof PREFIXES;

/** The press actions of the plugin's manifest, in its order. */
export const PRESS_ACTIONS: readonly PressActionSlug[] = ACTION_SLUGS.filter(
	(slug): slug is PressActionSlug => slug in PREFIXES,
);

/** A press key whose requests can be told apart from every other key's by a substring of the path. */
export type TaggedPressKey = {
	/** The action. */
	slug: PressActionSlug;
	/** Valid settings that succeed against the emulator once `prepare` ran. */
	settings: JsonObject;
	/** A substring of every raw path this key sends and of no other key's (for faults and counting). */
	match: string;
	/** Adds the widget or viewer the key acts on. */
	prepare(state: EmulatorState): void;
};

/**
 * A press key of an action, tagged so that its requests are its own: its widget, viewer or event value carries the
 * tag.
 * @param slug The action.
 * @param tag Letters and digits, the same length for every key of a test (so that no match contains another).
 * @returns The key's description.
 */
export function taggedPressKey(slug: PressActionSlug, tag: string): TaggedPressKey {
	const id = `${PREFIXES[slug]}-${tag}`;
	switch (slug) {
		case "goal-add":
			return { slug, settings: { widgetId: id, value: 3 }, match: `/${id}/`, prepare: (s) => addGoal(s, id) };
		case "goal-lock":
			return { slug, settings: { widgetId: id }, match: `/${id}/`, prepare: (s) => addGoal(s, id) };
		case "goal-action":
			return {
				slug,
				settings: { widgetId: id, goalAction: "add_goal", value: "7" },
				match: `/${id}/`,
				prepare: (s) => addGoal(s, id),
			};
		case "streamathon-add-seconds":
			return { slug, settings: { widgetId: id, seconds: 30 }, match: `/${id}/`, prepare: (s) => addStreamathon(s, id) };
		case "streamathon-lock":
			return {
				slug,
				settings: { widgetId: id, mode: "toggle" },
				match: `/${id}/`,
				prepare: (s) => addStreamathon(s, id),
			};
		case "streamathon-action":
			return {
				slug,
				settings: { widgetId: id, streamathonAction: "remove_seconds", value: 5 },
				match: `/${id}/`,
				prepare: (s) => addStreamathon(s, id),
			};
		case "custom-event":
			return { slug, settings: { value: id, mode: "path" }, match: `/send/${id}`, prepare: () => undefined };
		case "currency-set":
			return {
				slug,
				settings: { viewer: id, amount: "250" },
				match: `/${id}/`,
				prepare: (s) => void addViewer(s, id),
			};
		case "currency-remove":
			return {
				slug,
				settings: { viewer: id, amount: 2, force: "false" },
				match: `/${id}/`,
				prepare: (s) => void addViewer(s, id),
			};
	}
}
