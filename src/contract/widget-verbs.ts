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
