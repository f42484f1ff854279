import type { ActionSpec, ShownFieldName } from "../../src/contract/action-spec";
import type { BooleanFieldSpec, ChoiceFieldSpec, FieldSpec } from "../../src/contract/field-spec";
import type { Field, SettingsRule, SettingsText } from "./field-types";
import type { TranslationKey } from "./i18n";

/** The words of one field that every kind has. */
type CommonTexts = {
	/** Label of the row. */
	label: TranslationKey;
	/** What messages call the value, e.g. "The refresh interval"; defaults to the label. */
	noun?: TranslationKey;
	/** Help shown under the field while its value is valid. */
	hint?: SettingsText;
	/** Shows the row only while the other settings make the field do something. */
	shownWhen?: SettingsRule;
};

/** The words of a field, by the kind of its spec: a text has a placeholder, a choice a label per word, etc. */
export type FieldTexts<F extends FieldSpec = FieldSpec> = CommonTexts &
	(F extends ChoiceFieldSpec<infer T>
		? {
				/** The text shown for each word, in the order the dropdown lists them. */
				choices: Readonly<Record<T, TranslationKey>>;
				/** Text of the empty entry shown while nothing is chosen (choices without a default only). */
				prompt?: TranslationKey;
			}
		: F extends BooleanFieldSpec
			? {
					/** Text beside the box. */
					caption: TranslationKey;
				}
			: {
					/** Greyed text of the empty field. */
					placeholder?: TranslationKey;
				});

/**
 * The words of a property inspector page: one entry per setting of the action's spec, by name. A setting without
 * words, or words for a setting the spec does not have, fails the type check.
 */
export type PageTexts<S extends ActionSpec> = {
	[K in ShownFieldName<S>]: FieldTexts<S["fields"][K]>;
};

/**
 * Joins a spec's settings and a page's words into the fields of a form, in the spec's order.
 * @param fields The settings, by name.
 * @param texts The words, by the same names.
 * @returns The form's fields.
 */
export function formFields(
	fields: Readonly<Record<string, FieldSpec>>,
	texts: Readonly<Record<string, FieldTexts>>,
): Field[] {
	return Object.entries(texts).map(([name, words]) => formField(name, fields[name], words));
}

/**
 * One field of a form, from its spec and its words.
 * @param name The setting's name.
 * @param spec Its spec.
 * @param words Its words.
 * @returns The field.
 */
export function formField(name: string, spec: FieldSpec, words: FieldTexts): Field {
	const { label, noun, hint, shownWhen } = words;
	const common = { name, label, noun, hint, shownWhen, parse: spec.parse };
	const placeholder = "placeholder" in words ? words.placeholder : undefined;
	switch (spec.kind) {
		case "text":
			return { ...common, kind: "text", placeholder };
		case "secret":
			return { ...common, kind: "password", placeholder };
		case "integer":
			return { ...common, kind: "integer", default: spec.default, min: spec.min, max: spec.max };
		case "number":
			return { ...common, kind: "number", default: spec.default };
		case "colour":
			return { ...common, kind: "colour", default: spec.default };
		case "boolean":
			return {
				...common,
				kind: "checkbox",
				default: spec.default,
				caption: "caption" in words ? words.caption : words.label,
			};
		case "choice": {
			const labels: Readonly<Record<string, TranslationKey>> = "choices" in words ? words.choices : {};
			return {
				...common,
				kind: "select",
				default: spec.default,
				prompt: "prompt" in words ? words.prompt : undefined,
				choices: Object.entries(labels).map(([value, label]) => ({ value, label })),
			};
		}
	}
}
