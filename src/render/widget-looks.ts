import type { WidgetFamilySpec } from "../contract/widget-verbs";
import { ACCENTS } from "./key-face";
import { type DeckWord, localize } from "./localization";

/** How a widget family reads on keys and strips: its colour, the word for its widget, and how a change is written. */
export type WidgetLook = {
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
	 * Writes the step of one turn of a dial, which adds or removes it.
	 * @param amount The amount of one tick.
	 * @returns E.g. `±5` or `±60 s`.
	 */
	formatStep(amount: number): string;
	/**
	 * Names a widget of the family on a key.
	 * @param widgetId The widget's ID, or `all`.
	 * @returns E.g. `Goal main`.
	 */
	nameOf(widgetId: string): string;
	/**
	 * Says what one of the family's verbs does, with its value, for a key's face.
	 * @param verb The API's verb, e.g. `set_goal`.
	 * @param value The value it sends.
	 * @returns E.g. `+5`, `= 100`, `Target = 500` or `Lock`.
	 */
	deedOf(verb: string, value: number): string;
};

/** How each verb reads on a key, by family: the change it makes, or its word. */
type VerbDeeds = Readonly<Record<string, (value: number, look: WidgetLook) => string>>;

/** The verbs both families share. */
const LOCK_DEEDS: VerbDeeds = {
	lock: () => localize("Lock"),
	unlock: () => localize("Unlock"),
};

/** How the goals widget's verbs read. */
const GOAL_DEEDS: VerbDeeds = {
	...LOCK_DEEDS,
	add: (value, look) => look.formatChange(value),
	remove: (value, look) => look.formatChange(-value),
	set: (value) => `= ${value}`,
	reset: () => localize("Reset"),
	add_goal: (value) => `${localize("Target")} ${value >= 0 ? "+" : "−"}${Math.abs(value)}`,
	set_goal: (value) => `${localize("Target")} = ${value}`,
};

/** How the streamathon timer's verbs read; a reset sets the timer to its value in minutes. */
const STREAMATHON_DEEDS: VerbDeeds = {
	...LOCK_DEEDS,
	add_seconds: (value, look) => look.formatChange(value),
	remove_seconds: (value, look) => look.formatChange(-value),
	reset: (value) => `= ${value} min`,
};

/**
 * Builds a look.
 * @param accent The colour.
 * @param word The word for the widget.
 * @param unit What follows an amount, e.g. ` s`.
 * @param deeds How its verbs read.
 * @returns The look.
 */
function widgetLook(accent: string, word: DeckWord, unit: string, deeds: VerbDeeds): WidgetLook {
	const look: WidgetLook = {
		accent,
		widgetWord: () => localize(word),
		formatChange: (change) => `${change >= 0 ? "+" : "−"}${Math.abs(change)}${unit}`,
		formatStep: (amount) => `±${Math.abs(amount)}${unit}`,
		nameOf: (widgetId) => `${localize(word)} ${widgetId}`,
		deedOf: (verb, value) => (Object.hasOwn(deeds, verb) ? deeds[verb](value, look) : verb),
	};
	return look;
}

/** The look of each widget family, by its name: for the adjust and lock keys, and for Undo's preview of a change. */
export const WIDGET_LOOKS: Readonly<Record<WidgetFamilySpec["name"], WidgetLook>> = {
	goal: widgetLook(ACCENTS.goal, "Goal", "", GOAL_DEEDS),
	streamathon: widgetLook(ACCENTS.streamathon, "Timer", " s", STREAMATHON_DEEDS),
};
