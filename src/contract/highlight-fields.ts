import { choiceField, colourField, numberField } from "./field-spec";

/** When a display key is drawn on its highlight colour: `none`, `above` (value ≥ threshold), `below` (value < it). */
export const HIGHLIGHTS = ["none", "above", "below"] as const;

/** When a display key is highlighted. */
export type Highlight = (typeof HIGHLIGHTS)[number];

/** Colour of a highlighted key that does not say. */
export const DEFAULT_HIGHLIGHT_COLOR = "#E5484D";

/** The settings every display action has for colour by value (`highlight`, `highlightValue`, `highlightColor`). */
export const HIGHLIGHT_FIELDS = {
	highlight: choiceField(HIGHLIGHTS, "none"),
	highlightValue: numberField(0),
	highlightColor: colourField(DEFAULT_HIGHLIGHT_COLOR),
} as const;

/** A display key's colour rule, parsed. */
export type HighlightRule = {
	/** When it applies. */
	highlight: Highlight;
	/** The threshold. */
	highlightValue: number;
	/** The colour, `#RRGGBB`. */
	highlightColor: string;
};

/**
 * The colour a value is drawn on under a rule: the rule's colour while it holds, nothing otherwise. A value that is not
 * a number (custom data text) is never highlighted.
 * @param rule The key's rule.
 * @param value The value shown, as a number; `undefined` when it is not one.
 * @returns The colour, or `undefined`.
 */
export function highlightColourOf(rule: HighlightRule, value: number | undefined): string | undefined {
	if (value === undefined || !Number.isFinite(value) || rule.highlight === "none") return undefined;
	const holds = rule.highlight === "above" ? value >= rule.highlightValue : value < rule.highlightValue;
	return holds ? rule.highlightColor : undefined;
}

/**
 * Reads a rule from stored settings; settings that cannot be read give no highlight (the key's request refuses them).
 * @param settings The key's settings as stored.
 * @returns The rule.
 */
export function readHighlightRule(settings: Readonly<Record<string, unknown>>): HighlightRule {
	try {
		return {
			highlight: HIGHLIGHT_FIELDS.highlight.parse(settings.highlight, "highlight", settings),
			highlightValue: HIGHLIGHT_FIELDS.highlightValue.parse(settings.highlightValue, "highlightValue", settings),
			highlightColor: HIGHLIGHT_FIELDS.highlightColor.parse(settings.highlightColor, "highlightColor", settings),
		};
	} catch {
		return { highlight: "none", highlightValue: 0, highlightColor: DEFAULT_HIGHLIGHT_COLOR };
	}
}

/**
 * Reads a shown value as a number, for the colour rule: numbers as they are, text only when it is a plain number.
 * @param value The value.
 * @returns The number, or `undefined` for text that is not one.
 */
export function numericValue(value: unknown): number | undefined {
	if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
	if (typeof value === "string" && /^[+-]?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
	return undefined;
}
