import type { ChannelCompanionClient } from "../api/client";
import { GOAL_FAMILY, STREAMATHON_FAMILY, verbOfChange, type WidgetFamilySpec } from "../contract/widget-verbs";
import { WIDGET_LOOKS, type WidgetLook } from "../render/widget-looks";

/**
 * A widget family as keys and dials see it: goals or streamathon timers, with their look. The four lock and adjust
 * actions differ only in this.
 */
export type WidgetFamily = WidgetLook & {
	/** The family's name, for its widgets' lock states. */
	readonly name: WidgetFamilySpec["name"];
	/**
	 * Adds (positive) or removes (negative) an amount.
	 * @param client The API client.
	 * @param widgetId The widget's ID, or `all`.
	 * @param change The signed amount.
	 * @returns Settles once the API accepted the change (with the API's answer, which callers do not need).
	 */
	adjust(client: ChannelCompanionClient, widgetId: string, change: number): Promise<unknown>;
	/**
	 * Locks or unlocks a widget.
	 * @param client The API client.
	 * @param widgetId The widget's ID, or `all`.
	 * @param locked `true` to lock.
	 * @returns Settles once the API accepted it.
	 */
	setLocked(client: ChannelCompanionClient, widgetId: string, locked: boolean): Promise<unknown>;
};

/**
 * Builds a family from its names on the wire and the client call of its endpoint.
 * @param spec The family's names.
 * @param send Sends one action of the endpoint.
 * @returns The family.
 */
function widgetFamily<V extends string>(
	spec: WidgetFamilySpec<V>,
	send: (client: ChannelCompanionClient, verb: V, widgetId: string, value: number) => Promise<unknown>,
): WidgetFamily {
	return {
		...WIDGET_LOOKS[spec.name],
		name: spec.name,
		adjust: (client, widgetId, change) => send(client, verbOfChange(spec, change), widgetId, Math.abs(change)),
		setLocked: (client, widgetId, locked) => send(client, locked ? spec.lock : spec.unlock, widgetId, 0),
	};
}

/** Goal widgets. */
export const GOALS = widgetFamily(GOAL_FAMILY, (client, verb, widgetId, value) =>
	client.goalAction(verb, widgetId, value),
);

/** Streamathon timers. */
export const STREAMATHON = widgetFamily(STREAMATHON_FAMILY, (client, verb, widgetId, value) =>
	client.streamathonAction(verb, widgetId, value),
);

/** Both families, by name. */
export const FAMILIES: Readonly<Record<WidgetFamily["name"], WidgetFamily>> = { goal: GOALS, streamathon: STREAMATHON };
