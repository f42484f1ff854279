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
};

/**
 * Builds a look.
 * @param accent The colour.
 * @param word The word for the widget.
 * @param unit What follows an amount, e.g. ` s`.
 * @returns The look.
 */
function widgetLook(accent: string, word: DeckWord, unit: string): WidgetLook {
	return {
		accent,
		widgetWord: () => localize(word),
		formatChange: (change) => `${change >= 0 ? "+" : "−"}${Math.abs(change)}${unit}`,
		formatStep: (amount) => `±${Math.abs(amount)}${unit}`,
	};
}

/** The look of each widget family, by its name: for the adjust and lock keys, and for Undo's preview of a change. */
export const WIDGET_LOOKS: Readonly<Record<WidgetFamilySpec["name"], WidgetLook>> = {
	goal: widgetLook(ACCENTS.goal, "Goal", ""),
	streamathon: widgetLook(ACCENTS.streamathon, "Timer", " s"),
};
