import type { ChoiceFieldSpec } from "../../src/contract/field-spec";
import { type Activation, MAX_HOLD_MS, MIN_HOLD_MS } from "../../src/contract/hold-fields";
import type { Settings, SettingsRule } from "./field-types";
import type { Phrase } from "./i18n";
import type { FieldTexts } from "./page-texts";

/**
 * Tells whether an action's settings make a press hard to take back (a reset, a set, every widget at once), where
 * firing on a hold is recommended.
 * @param settings The settings as the user sees them.
 * @returns `true` to recommend holding.
 */
export type DestructiveChoice = (settings: Readonly<Settings>) => boolean;

/**
 * Tells whether settings steer every widget at once (`widgetId` `all`).
 * @param settings The settings.
 * @returns `true` for `all`.
 */
export const allWidgets: DestructiveChoice = (settings) =>
	typeof settings.widgetId === "string" && settings.widgetId.trim().toLowerCase() === "all";

/**
 * The words of when a press action fires (`activation`), with the hold recommended for destructive choices.
 * @param destructive Tells the choices where holding is recommended; never by default.
 * @returns The words.
 */
export function activationTexts(destructive: DestructiveChoice = () => false): FieldTexts<ChoiceFieldSpec<Activation>> {
	return {
		label: "field.activation.label",
		choices: { press: "activation.press", hold: "activation.hold" },
		hint: (settings): Phrase =>
			settings.activation !== "hold" && destructive(settings) ? "activation.recommended" : "activation.hint",
	};
}

/**
 * Tells whether holding the key does something: it fires on hold, or a hold removes (Goal Add, Streamathon Add Seconds).
 * @param settings The settings as the user sees them.
 * @returns `true` while the hold time matters.
 */
const holdMatters: SettingsRule = (settings) => settings.activation === "hold" || settings.holdAction === "remove";

/** The words of how long a hold is (`holdMs`), shown only while a hold does something. */
export const holdMsTexts = {
	label: "field.holdMs.label",
	noun: "field.holdMs.noun",
	hint: { translationKey: "field.holdMs.hint", values: { min: MIN_HOLD_MS, max: MAX_HOLD_MS } },
	shownWhen: holdMatters,
} as const satisfies FieldTexts;

/** The words of what holding Goal Add or Streamathon Add Seconds does (`holdAction`). */
export const holdActionTexts = {
	label: "field.holdAction.label",
	choices: { none: "holdAction.none", remove: "holdAction.remove" },
	hint: (settings: Readonly<Settings>): Phrase =>
		settings.holdAction === "remove" ? "holdAction.hint.remove" : "holdAction.hint.none",
} as const satisfies FieldTexts;

/** The words of what a press key shows while it is ready (`face`). */
export const faceTexts = {
	label: "field.face.label",
	choices: { named: "face.named", icon: "face.icon" },
	hint: "face.hint",
} as const satisfies FieldTexts;
