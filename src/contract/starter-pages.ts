/*
 * The one page of each starter profile: which action sits on which key or dial, with which settings. Settings are the
 * action's `example` (ready on the demo channel) with what the page changes, typed by the action's fields, so that a
 * renamed setting fails the type check. No slot names a channel: every key is on the default channel. The build writes
 * the profiles from these pages (`scripts/write-profiles.ts`); the virtual deck opens them from the built files.
 */
import type { ActionSpec, SettingsOf } from "./action-spec";
import { currencyBalanceSpec } from "./specs/currency-balance";
import { currencyRemoveSpec } from "./specs/currency-remove";
import { currencySetSpec } from "./specs/currency-set";
import { customDataSpec } from "./specs/custom-data";
import { customEventSpec } from "./specs/custom-event";
import { goalActionSpec } from "./specs/goal-action";
import { goalAddSpec } from "./specs/goal-add";
import { goalLockSpec } from "./specs/goal-lock";
import { showTopSpec } from "./specs/show-top";
import { streamathonActionSpec } from "./specs/streamathon-action";
import { streamathonAddSecondsSpec } from "./specs/streamathon-add-seconds";
import { streamathonLockSpec } from "./specs/streamathon-lock";
import { undoSpec } from "./specs/undo";
import { warningsSpec } from "./specs/warnings";

/** One key or dial of a starter page. */
export type StarterSlot = {
	/** The action's spec. */
	readonly spec: ActionSpec;
	/** A key or a dial. */
	readonly controller: "Encoder" | "Keypad";
	/** Column of a key; a dial's place from the left. */
	readonly column: number;
	/** Row of a key; 0 for a dial. */
	readonly row: number;
	/** Its settings as stored: the spec's example and what the page changes. */
	readonly settings: Readonly<Record<string, unknown>>;
};

/**
 * A key of a page.
 * @param column Column.
 * @param row Row.
 * @param spec The action.
 * @param changes Settings that differ from the action's example.
 * @returns The slot.
 */
function key<S extends ActionSpec>(column: number, row: number, spec: S, changes: SettingsOf<S> = {}): StarterSlot {
	return { spec, controller: "Keypad", column, row, settings: { ...spec.example, ...changes } };
}

/**
 * A dial of a page.
 * @param column Its place from the left.
 * @param spec The action.
 * @param changes Settings that differ from the action's example.
 * @returns The slot.
 */
function dial<S extends ActionSpec>(column: number, spec: S, changes: SettingsOf<S> = {}): StarterSlot {
	return { spec, controller: "Encoder", column, row: 0, settings: { ...spec.example, ...changes } };
}

/** Goal down: the same amount as Goal Add's example, removed. */
const goalDown = { goalAction: "remove", value: 10 } as const;
/** Timer down: the same seconds as Add Seconds' example, removed. */
const timerDown = { streamathonAction: "remove_seconds", value: 60 } as const;

/** Fifteen keys: goal, timer, displays, a custom event and Undo in the bottom right corner. */
const FIFTEEN_KEYS: readonly StarterSlot[] = [
	key(0, 0, goalAddSpec),
	key(1, 0, goalActionSpec, goalDown),
	key(2, 0, goalLockSpec),
	key(3, 0, showTopSpec),
	key(4, 0, warningsSpec),
	key(0, 1, streamathonAddSecondsSpec),
	key(1, 1, streamathonActionSpec, timerDown),
	key(2, 1, streamathonLockSpec),
	key(3, 1, showTopSpec, { topType: "currency" }),
	key(4, 1, customDataSpec),
	key(0, 2, customEventSpec),
	key(4, 2, undoSpec),
];

/** The page of each starter device, by its id (`starter-devices.ts`). */
export const STARTER_PAGES: Readonly<Record<string, readonly StarterSlot[]>> = {
	standard: FIFTEEN_KEYS,
	mobile: FIFTEEN_KEYS,
	mini: [
		key(0, 0, goalAddSpec),
		key(1, 0, goalLockSpec),
		key(2, 0, showTopSpec),
		key(0, 1, streamathonAddSecondsSpec),
		key(1, 1, customEventSpec),
		key(2, 1, undoSpec),
	],
	neo: [
		key(0, 0, goalAddSpec),
		key(1, 0, goalActionSpec, goalDown),
		key(2, 0, goalLockSpec),
		key(3, 0, showTopSpec),
		key(0, 1, streamathonAddSecondsSpec),
		key(1, 1, streamathonLockSpec),
		key(2, 1, customEventSpec),
		key(3, 1, undoSpec),
	],
	plus: [
		key(0, 0, goalLockSpec),
		key(1, 0, streamathonLockSpec),
		key(2, 0, customEventSpec),
		key(3, 0, undoSpec),
		key(0, 1, showTopSpec),
		key(1, 1, warningsSpec),
		key(2, 1, customDataSpec),
		key(3, 1, currencyBalanceSpec),
		dial(0, goalAddSpec, { value: 5 }),
		dial(1, streamathonAddSecondsSpec, { seconds: 30 }),
		dial(2, showTopSpec),
		dial(3, showTopSpec, { topType: "currency" }),
	],
	// Worked by foot, without looking: the goal on the middle pedal, the timer on the left, Undo on the right to
	// take back a press that went wrong. No display: nothing to read.
	pedal: [key(0, 0, streamathonAddSecondsSpec), key(1, 0, goalAddSpec), key(2, 0, undoSpec)],
	// Two long rows, a dial at either end: the goal at the left beside the goal dial, the timer at the right beside the
	// timer dial, the event and the displays between them, the currency keys under the balance, Undo in the corner.
	// Its dials have no touch strip: only changes, which show on the Undo key and the lock keys.
	studio: [
		key(0, 0, goalAddSpec),
		key(1, 0, goalActionSpec, goalDown),
		key(2, 0, goalLockSpec),
		key(4, 0, customEventSpec),
		key(6, 0, showTopSpec),
		key(7, 0, showTopSpec, { topType: "currency" }),
		key(8, 0, warningsSpec),
		key(9, 0, customDataSpec),
		key(10, 0, currencyBalanceSpec),
		key(13, 0, streamathonAddSecondsSpec),
		key(14, 0, streamathonActionSpec, timerDown),
		key(15, 0, streamathonLockSpec),
		key(0, 1, goalAddSpec, { value: 1 }),
		key(9, 1, currencySetSpec),
		key(10, 1, currencyRemoveSpec),
		key(13, 1, streamathonAddSecondsSpec, { seconds: 300 }),
		key(15, 1, undoSpec),
		dial(0, goalAddSpec, { value: 5 }),
		dial(1, streamathonAddSecondsSpec, { seconds: 30 }),
	],
	// The keys as on the XL, one column wider; six dials under the strip, each under what it changes or shows: the goal
	// in fives and ones, the timer in half minutes and five minutes, then the top chatter and the top of currency.
	"plus-xl": [
		key(0, 0, goalAddSpec),
		key(1, 0, goalActionSpec, goalDown),
		key(2, 0, goalLockSpec),
		key(3, 0, goalAddSpec, { value: 1 }),
		key(5, 0, showTopSpec),
		key(6, 0, showTopSpec, { rank: 2 }),
		key(7, 0, showTopSpec, { rank: 3 }),
		key(8, 0, warningsSpec),
		key(0, 1, streamathonAddSecondsSpec),
		key(1, 1, streamathonActionSpec, timerDown),
		key(2, 1, streamathonLockSpec),
		key(3, 1, streamathonAddSecondsSpec, { seconds: 300 }),
		key(5, 1, showTopSpec, { topType: "currency" }),
		key(6, 1, showTopSpec, { topType: "level" }),
		key(7, 1, customDataSpec),
		key(8, 1, currencyBalanceSpec),
		key(0, 2, customEventSpec),
		key(7, 2, currencySetSpec),
		key(8, 2, currencyRemoveSpec),
		key(8, 3, undoSpec),
		dial(0, goalAddSpec, { value: 5 }),
		dial(1, goalAddSpec, { value: 1 }),
		dial(2, streamathonAddSecondsSpec, { seconds: 30 }),
		dial(3, streamathonAddSecondsSpec, { seconds: 300 }),
		dial(4, showTopSpec),
		dial(5, showTopSpec, { topType: "currency" }),
	],
	xl: [
		key(0, 0, goalAddSpec),
		key(1, 0, goalActionSpec, goalDown),
		key(2, 0, goalLockSpec),
		key(3, 0, goalAddSpec, { value: 1 }),
		key(4, 0, showTopSpec),
		key(5, 0, showTopSpec, { rank: 2 }),
		key(6, 0, showTopSpec, { rank: 3 }),
		key(7, 0, warningsSpec),
		key(0, 1, streamathonAddSecondsSpec),
		key(1, 1, streamathonActionSpec, timerDown),
		key(2, 1, streamathonLockSpec),
		key(4, 1, showTopSpec, { topType: "currency" }),
		key(5, 1, showTopSpec, { topType: "level" }),
		key(6, 1, customDataSpec),
		key(7, 1, currencyBalanceSpec),
		key(0, 2, customEventSpec),
		key(4, 2, currencySetSpec),
		key(5, 2, currencyRemoveSpec),
		key(7, 3, undoSpec),
	],
};
