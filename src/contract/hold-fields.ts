import { choiceField, integerField } from "./field-spec";

/** When a press action fires: `press` on key-down, `hold` once the key has been held for `holdMs`. */
export const ACTIVATIONS = ["press", "hold"] as const;

/** When a press action fires. */
export type Activation = (typeof ACTIVATIONS)[number];

/** What holding an adding key does: `none` (it adds, as a press), or `remove` the same amount. */
export const HOLD_ACTIONS = ["none", "remove"] as const;

/** What holding an adding key does. */
export type HoldAction = (typeof HOLD_ACTIONS)[number];

/** Shortest hold, in milliseconds. */
export const MIN_HOLD_MS = 300;
/** Longest hold, in milliseconds. */
export const MAX_HOLD_MS = 3000;
/** Hold of a key that does not say, in milliseconds. */
export const DEFAULT_HOLD_MS = 600;

/** The settings every press action has for holding (`activation`, `holdMs`). */
export const HOLD_FIELDS = {
	activation: choiceField(ACTIVATIONS, "press"),
	holdMs: integerField({ min: MIN_HOLD_MS, max: MAX_HOLD_MS, default: DEFAULT_HOLD_MS }),
} as const;

/** What holding Goal Add or Streamathon Add Seconds does (`holdAction`). */
export const holdActionField = choiceField(HOLD_ACTIONS, "none");

/** How a key fires, read from its parsed settings. */
export type HoldMode = {
	/** `press`: on key-down; `hold`: once held for `holdMs`; `tap-or-remove`: a tap adds on key-up, a hold removes. */
	kind: "hold" | "press" | "tap-or-remove";
	/** How long a hold is, in milliseconds. */
	holdMs: number;
};

/** The hold settings of a key, parsed. */
export type HoldValues = {
	/** When it fires. */
	activation: Activation;
	/** How long a hold is. */
	holdMs: number;
	/** What a hold does, for the actions that have it. */
	holdAction?: HoldAction;
};

/**
 * How a key fires: its `activation`, unless `holdAction` is `remove` (then a tap adds and a hold removes).
 * @param values The key's parsed settings.
 * @returns The mode.
 */
export function holdModeOf(values: HoldValues): HoldMode {
	if (values.holdAction === "remove") return { kind: "tap-or-remove", holdMs: values.holdMs };
	return { kind: values.activation, holdMs: values.holdMs };
}
