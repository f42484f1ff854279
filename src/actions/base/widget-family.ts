import type { ChannelCompanionClient } from "../../api/client";
import { ACCENTS } from "../../feedback/key-face";
import { type KeyWord, localize } from "../../localization";
import { GOAL_FAMILY, STREAMATHON_FAMILY, type WidgetFamilySpec } from "../../specs/widget-families";

/**
 * A widget family as keys and dials see it: goals or streamathon timers. The four lock and adjust actions differ only
 * in this.
 */
export type WidgetFamily = {
	/** The family's name, for its widgets' lock states. */
	readonly name: WidgetFamilySpec["name"];
	/** The family's colour on key images. */
	readonly accent: string;
	/**
	 * What the touch strip calls the widget, in the app's language.
	 * @returns E.g. `Goal`.
	 */
	widgetWord(): string;
	/**
	 * Writes a change for a key or a touch strip.
	 * @param change The signed amount.
	 * @returns E.g. `+5` or `−60 s`.
	 */
	formatChange(change: number): string;
	/**
	 * Adds (positive) or removes (negative) an amount.
	 * @param client The API client.
	 * @param widgetId The widget's ID, or `all`.
	 * @param change The signed amount.
	 */
	adjust(client: ChannelCompanionClient, widgetId: string, change: number): Promise<void>;
	/**
	 * Locks or unlocks a widget.
	 * @param client The API client.
	 * @param widgetId The widget's ID, or `all`.
	 * @param locked `true` to lock.
	 */
	setLocked(client: ChannelCompanionClient, widgetId: string, locked: boolean): Promise<void>;
};

/** How a family looks on keys and strips. */
type FamilyLook = {
	/** The colour. */
	accent: string;
	/** The word for the widget. */
	word: KeyWord;
	/** What follows an amount, e.g. ` s`. */
	unit: string;
};

/**
 * Builds a family from its names on the wire and the client call of its endpoint.
 * @param spec The family's names.
 * @param look Its colour, the word for its widget and how changes read.
 * @param look.accent The colour.
 * @param look.word The word for the widget.
 * @param look.unit What follows an amount, e.g. ` s`.
 * @param send Sends one action of the endpoint.
 * @returns The family.
 */
function widgetFamily<V extends string>(
	spec: WidgetFamilySpec<V>,
	look: FamilyLook,
	send: (client: ChannelCompanionClient, verb: V, widgetId: string, value: number) => Promise<unknown>,
): WidgetFamily {
	return {
		name: spec.name,
		accent: look.accent,
		widgetWord: () => localize(look.word),
		formatChange: (change) => `${change >= 0 ? "+" : "−"}${Math.abs(change)}${look.unit}`,
		adjust: async (client, widgetId, change) => {
			await send(client, change >= 0 ? spec.add : spec.remove, widgetId, Math.abs(change));
		},
		setLocked: async (client, widgetId, locked) => {
			await send(client, locked ? spec.lock : spec.unlock, widgetId, 0);
		},
	};
}

/** Goal widgets. */
export const GOALS = widgetFamily(
	GOAL_FAMILY,
	{ accent: ACCENTS.goal, word: "Goal", unit: "" },
	(client, verb, widgetId, value) => client.goalAction(verb, widgetId, value),
);

/** Streamathon timers. */
export const STREAMATHON = widgetFamily(
	STREAMATHON_FAMILY,
	{ accent: ACCENTS.streamathon, word: "Timer", unit: " s" },
	(client, verb, widgetId, value) => client.streamathonAction(verb, widgetId, value),
);

/** Both families, by name. */
export const FAMILIES: Readonly<Record<WidgetFamily["name"], WidgetFamily>> = { goal: GOALS, streamathon: STREAMATHON };
