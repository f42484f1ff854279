import type { Settings } from "./field-types";
import type { Phrase } from "./i18n";
import type { FieldTexts } from "./page-texts";

/**
 * The rule of colour by value in words, e.g. "When the value is at least 1000, the key is drawn on the colour.".
 * @param settings The settings as the user sees them: a threshold the field refuses stays as typed, not a number.
 * @returns The sentence; for a refused threshold, that there is no rule yet (the key refuses such settings).
 */
function ruleInWords(settings: Readonly<Settings>): Phrase {
	if (settings.highlight !== "above" && settings.highlight !== "below") return "highlight.rule.none";
	const value = settings.highlightValue;
	if (typeof value !== "number" || !Number.isFinite(value)) return "highlight.rule.invalid";
	return { translationKey: `highlight.rule.${settings.highlight}`, values: { value } };
}

/** The words of the colour-by-value settings of a display action (`highlight`, `highlightValue`, `highlightColor`). */
export const highlightTexts = {
	highlight: {
		label: "field.highlight.label",
		choices: { none: "highlight.none", above: "highlight.above", below: "highlight.below" },
		hint: ruleInWords,
	},
	highlightValue: { label: "field.highlightValue.label", noun: "field.highlightValue.noun" },
	highlightColor: { label: "field.highlightColor.label", noun: "field.highlightColor.noun" },
} as const satisfies Record<string, FieldTexts>;
