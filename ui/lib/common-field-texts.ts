import type { LockMode } from "../../src/contract/common-fields";
import type { ChoiceFieldSpec } from "../../src/contract/field-spec";
import type { TranslationKey } from "./i18n";
import type { FieldTexts } from "./page-texts";

/** The words of the widget an action steers (`widgetId`). */
export const widgetIdTexts = {
	label: "field.widgetId.label",
	placeholder: "field.widgetId.placeholder",
	hint: "field.widgetId.hint",
} as const satisfies FieldTexts;

/** The words of the viewer an action is about (`viewer`). */
export const viewerTexts = {
	label: "field.viewer.label",
	placeholder: "field.viewer.placeholder",
} as const satisfies FieldTexts;

/** The words of how a lock key turns (`mode`). */
export const lockModeTexts = {
	label: "field.mode.label",
	choices: { toggle: "lockMode.toggle", lock: "lockMode.lock", unlock: "lockMode.unlock" },
} as const satisfies FieldTexts<ChoiceFieldSpec<LockMode>>;

/** The words of how often a display key refreshes (`refreshSeconds`). */
export const refreshSecondsTexts = {
	label: "field.refreshSeconds.label",
	noun: "field.refreshSeconds.noun",
	hint: "field.refreshSeconds.hint",
} as const satisfies FieldTexts;

/**
 * The words of a display key's title template (`titleTemplate`), with the placeholders that action fills.
 * @param placeholders The placeholders, e.g. `["name", "value"]`.
 * @returns The words.
 */
export function titleTemplateTexts(placeholders: readonly string[]): FieldTexts {
	return {
		label: "field.titleTemplate.label",
		placeholder: "field.titleTemplate.placeholder",
		hint: {
			translationKey: "field.titleTemplate.hint",
			values: { fields: placeholders.map((name) => `{${name}}`).join(", ") },
		},
	};
}

/**
 * The text for a setting's value, e.g. the hint that goes with the chosen action.
 * @param texts The text for each value.
 * @param value The setting's value, whatever it is.
 * @param fallback The text for any other value.
 * @returns The text's translation key.
 */
export function textFor(
	texts: Readonly<Record<string, TranslationKey>>,
	value: unknown,
	fallback: TranslationKey,
): TranslationKey {
	return typeof value === "string" && Object.hasOwn(texts, value) ? texts[value] : fallback;
}
