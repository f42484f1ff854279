import type { Settings } from "./field-types";
import type { Phrase } from "./i18n";
import type { FieldTexts } from "./page-texts";

/**
 * The rule of colour by value in words, e.g. "When the value is at least 1000, the key is drawn on the colour.".
 * @param settings The settings as the user sees them.
 * @returns The sentence.
 */
function ruleInWords(settings: Readonly<Settings>): Phrase {
	const value = typeof settings.highlightValue === "number" ? settings.highlightValue : 0;
	if (settings.highlight === "above") return { key: "highlight.rule.above", values: { value } };
	if (settings.highlight === "below") return { key: "highlight.rule.below", values: { value } };
	return "highlight.rule.none";
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
