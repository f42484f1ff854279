import { GOAL_ACTIONS, STREAMATHON_ACTIONS } from "./api-names";

/**
 * What tells the goals widget and the streamathon timer apart on the wire: their endpoint and the words for adding
 * and removing. Locking is `lock` / `unlock` in both, named here so that no caller spells it.
 */
export type WidgetFamilySpec<V extends string = string> = {
	/** The family's name, for keys of per-widget state. */
	readonly name: "goal" | "streamathon";
	/** The endpoint family. */
	readonly endpoint: "goals" | "streamathon";
	/** Every action the endpoint takes. */
	readonly actions: readonly V[];
	/** The action that adds an amount. */
	readonly add: V;
	/** The action that removes an amount. */
	readonly remove: V;
	/** The action that locks the widget. */
	readonly lock: V;
	/** The action that unlocks it. */
	readonly unlock: V;
};

/** The goals widget: `add` / `remove` an amount. */
export const GOAL_FAMILY = {
	name: "goal",
	endpoint: "goals",
	actions: GOAL_ACTIONS,
	add: "add",
	remove: "remove",
	lock: "lock",
	unlock: "unlock",
} as const satisfies WidgetFamilySpec<(typeof GOAL_ACTIONS)[number]>;

/** The streamathon timer: `add_seconds` / `remove_seconds`. */
export const STREAMATHON_FAMILY = {
	name: "streamathon",
	endpoint: "streamathon",
	actions: STREAMATHON_ACTIONS,
	add: "add_seconds",
	remove: "remove_seconds",
	lock: "lock",
	unlock: "unlock",
} as const satisfies WidgetFamilySpec<(typeof STREAMATHON_ACTIONS)[number]>;

/** Both widget families: the goals widget and the streamathon timer. */
export const WIDGET_FAMILIES: readonly WidgetFamilySpec[] = [GOAL_FAMILY, STREAMATHON_FAMILY];

/**
 * The widget family of an endpoint, as a request's path or an action's spec names it.
 * @param endpoint E.g. `goals`.
 * @returns The family; `undefined` for an endpoint of no widget.
 */
export function widgetFamilyOfEndpoint(endpoint: string | undefined): WidgetFamilySpec | undefined {
	return WIDGET_FAMILIES.find((family) => family.endpoint === endpoint);
}

/**
 * The change a widget action makes that Undo can take back: what the family's add adds (positive) or its remove
 * removes (negative). Any other verb (a lock, a reset, a set…) makes no such change: Undo never reverts it.
 * @param family The widget family.
 * @param verb The action sent.
 * @param amount Its amount.
 * @returns The signed change; `undefined` when Undo cannot take it back.
 */
export function undoableChange(family: WidgetFamilySpec, verb: string, amount: number): number | undefined {
	if (verb === family.add) return amount;
	if (verb === family.remove) return -amount;
	return undefined;
}

/**
 * The action that sends a change: the family's add for an amount added, its remove for one removed. Undo takes a
 * change back by sending it with its sign turned.
 * @param family The widget family.
 * @param change The signed change.
 * @returns The action.
 */
export function verbOfChange<V extends string>(family: WidgetFamilySpec<V>, change: number): V {
	return change >= 0 ? family.add : family.remove;
}
