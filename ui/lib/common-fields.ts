import type { Choice, IntegerField, SelectField, TextField } from "./field-types";
import type { TextKey } from "./i18n";
import { segment } from "./validators";

/**
 * Turns setting values into dropdown entries.
 * @param labels The text shown for each value, in order.
 * @returns The choices.
 */
export function choices(labels: Readonly<Record<string, TextKey>>): Choice[] {
	return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** The widget an action steers (`widgetId`). */
export const widgetIdField: TextField = {
	kind: "text",
	name: "widgetId",
	label: "field.widgetId.label",
	placeholder: "field.widgetId.placeholder",
	hint: "field.widgetId.hint",
	validate: segment,
};

/** The viewer an action is about (`viewer`). */
export const viewerField: TextField = {
	kind: "text",
	name: "viewer",
	label: "field.viewer.label",
	placeholder: "field.viewer.placeholder",
	validate: segment,
};

/** How a lock key turns (`mode`). */
export const lockModeField: SelectField = {
	kind: "select",
	name: "mode",
	label: "field.mode.label",
	default: "toggle",
	choices: choices({ toggle: "lockMode.toggle", lock: "lockMode.lock", unlock: "lockMode.unlock" }),
};

/** How often a display key refreshes (`refreshSeconds`). */
export const refreshSecondsField: IntegerField = {
	kind: "integer",
	name: "refreshSeconds",
	label: "field.refreshSeconds.label",
	noun: "field.refreshSeconds.noun",
	default: 60,
	min: 1,
	hint: "field.refreshSeconds.hint",
};

/**
 * The title template of a display key (`titleTemplate`), with the placeholders that action fills.
 * @param placeholders The placeholders, e.g. `["name", "value"]`.
 * @returns The field.
 */
export function titleTemplateField(placeholders: readonly string[]): TextField {
	return {
		kind: "text",
		name: "titleTemplate",
		label: "field.titleTemplate.label",
		placeholder: "field.titleTemplate.placeholder",
		hint: { key: "field.titleTemplate.hint", values: { fields: placeholders.map((name) => `{${name}}`).join(", ") } },
	};
}

/**
 * The text for a setting's value, e.g. the hint that goes with the chosen action.
 * @param texts The text for each value.
 * @param value The setting's value, whatever it is.
 * @param fallback The text for any other value.
 * @returns The text's key.
 */
export function textFor(texts: Readonly<Record<string, TextKey>>, value: unknown, fallback: TextKey): TextKey {
	return typeof value === "string" && Object.hasOwn(texts, value) ? texts[value] : fallback;
}
