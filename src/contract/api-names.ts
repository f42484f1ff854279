/**
 * The words the Channel Companion API takes in its paths, written once: the settings specs offer them, the property
 * inspectors label them, the client checks them.
 */

/** Top lists the API offers (`TOP_TYPE`). */
export const TOP_TYPES = ["uptime", "message", "currency", "ranks", "level"] as const;
/** Periods of a top list (`TOP_SUB_TYPE`); only uptime and message lists honour them. */
export const TOP_SUB_TYPES = ["week", "month", "global"] as const;
/** Actions of the goals widget endpoint. */
export const GOAL_ACTIONS = ["add", "remove", "lock", "unlock", "reset", "set", "add_goal", "set_goal"] as const;
/** Actions of the streamathon widget endpoint. */
export const STREAMATHON_ACTIONS = ["add_seconds", "remove_seconds", "lock", "unlock", "reset"] as const;
/** How a custom event carries its value. */
export const CUSTOM_EVENT_MODES = ["path", "data", "json"] as const;

/** A top list type. */
export type TopType = (typeof TOP_TYPES)[number];
/** A top list period. */
export type TopSubType = (typeof TOP_SUB_TYPES)[number];

/**
 * Whether the service keeps a top list per period: uptime and message lists have a week's, a month's and an all-time
 * list; the others are of all time whatever period a request names.
 * @param topType The list (a setting as stored: anything but a list with periods answers `false`).
 * @returns `true` when its period changes what it holds.
 */
export function topListHasPeriods(topType: unknown): topType is "message" | "uptime" {
	return topType === "uptime" || topType === "message";
}
/** A goals widget action (`ACTION` in its path): a verb, not a Stream Deck action. */
export type GoalVerb = (typeof GOAL_ACTIONS)[number];
/** A streamathon widget action (`ACTION` in its path): a verb, not a Stream Deck action. */
export type StreamathonVerb = (typeof STREAMATHON_ACTIONS)[number];
/** How a custom event carries its value. */
export type CustomEventMode = (typeof CUSTOM_EVENT_MODES)[number];

/** What a widget action does, for the choices that follow from it. */
export type VerbTraits = {
	/**
	 * It changes the widget's value, so an answer of `change_count: 0` means the API applied nothing (a locked widget);
	 * lock and unlock leave the state as wanted either way.
	 */
	readonly changesValue: boolean;
	/** It replaces what the widget held (a set, a reset), so the inspector suggests firing it on a hold. */
	readonly suggestsHold: boolean;
};

/** Every goal action, classified: a new action fails the type check until it is added here. */
export const GOAL_VERB_TRAITS: Readonly<Record<GoalVerb, VerbTraits>> = {
	add: { changesValue: true, suggestsHold: false },
	remove: { changesValue: true, suggestsHold: false },
	lock: { changesValue: false, suggestsHold: false },
	unlock: { changesValue: false, suggestsHold: false },
	reset: { changesValue: true, suggestsHold: true },
	set: { changesValue: true, suggestsHold: true },
	add_goal: { changesValue: true, suggestsHold: false },
	set_goal: { changesValue: true, suggestsHold: true },
};

/** Every streamathon action, classified: a new action fails the type check until it is added here. */
export const STREAMATHON_VERB_TRAITS: Readonly<Record<StreamathonVerb, VerbTraits>> = {
	add_seconds: { changesValue: true, suggestsHold: false },
	remove_seconds: { changesValue: true, suggestsHold: false },
	lock: { changesValue: false, suggestsHold: false },
	unlock: { changesValue: false, suggestsHold: false },
	reset: { changesValue: true, suggestsHold: true },
};

/**
 * The traits of a verb named by a setting, which may hold anything.
 * @param traits A verb list's classification.
 * @param verb The setting's value.
 * @returns The verb's traits, or `undefined` when it is none of the list's.
 */
export function traitsOf<V extends string>(
	traits: Readonly<Record<V, VerbTraits>>,
	verb: unknown,
): VerbTraits | undefined {
	return typeof verb === "string" && Object.hasOwn(traits, verb) ? traits[verb as V] : undefined;
}

/** Largest top list the API returns (`LIMIT`). */
export const MAX_TOP_LIMIT = 100;
