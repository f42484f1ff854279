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
/** A goals widget action (`ACTION` in its path): a verb, not a Stream Deck action. */
export type GoalVerb = (typeof GOAL_ACTIONS)[number];
/** A streamathon widget action (`ACTION` in its path): a verb, not a Stream Deck action. */
export type StreamathonVerb = (typeof STREAMATHON_ACTIONS)[number];
/** How a custom event carries its value. */
export type CustomEventMode = (typeof CUSTOM_EVENT_MODES)[number];

/** Largest top list the API returns (`LIMIT`). */
export const MAX_TOP_LIMIT = 100;
