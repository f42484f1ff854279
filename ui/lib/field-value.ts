import { parseBoolean, parseChoice, parseInteger } from "../../src/contract/validation";
import type { Field, Settings } from "./field-types";
import { t } from "./i18n";
import { refusalMessage } from "./refusal-message";

/** What a field's control holds: text, or a checkbox's state. */
export type FieldInput = boolean | string;

/** An input the plugin accepts. */
export type AcceptedInput = {
	/** Always `true`. */
	valid: true;
	/** The value to store; `undefined` removes the setting (the plugin then uses its default). */
	value: unknown;
};

/** An input the plugin would refuse. */
export type RefusedInput = {
	/** Always `false`. */
	valid: false;
	/** Why, as a sentence in the user's language to show under the field. */
	message: string;
};

/** The verdict on a field's input. */
export type FieldOutcome = AcceptedInput | RefusedInput;

/**
 * Judges what a field holds with the plugin's own rules, and says what to store.
 * @param field The field.
 * @param input What its control holds.
 * @param settings The other settings, for checks that depend on them.
 * @returns The value to store, or the message to show.
 */
export function evaluateField(field: Field, input: FieldInput, settings: Readonly<Settings>): FieldOutcome {
	const noun = t(field.noun ?? field.label);
	try {
		return { valid: true, value: valueOf(field, input, noun, settings) };
	} catch (error) {
		return { valid: false, message: refusalMessage(error, noun, typeof input === "string" ? input : "") };
	}
}

/**
 * The value a valid input stores; throws for an invalid one.
 * @param field The field.
 * @param input What its control holds.
 * @param noun The field's name in messages.
 * @param settings The other settings.
 * @returns The value to store; `undefined` removes the setting.
 */
function valueOf(field: Field, input: FieldInput, noun: string, settings: Readonly<Settings>): unknown {
	const text = typeof input === "string" ? input : String(input);
	switch (field.kind) {
		case "text":
			field.parse(text, noun, settings);
			return text.trim() || undefined;
		case "integer": {
			const number = parseInteger(text, noun, { min: field.min, max: field.max, fallback: field.default });
			return text.trim() === "" ? undefined : number;
		}
		case "select":
			if (field.dynamic) return field.parse(text, noun, settings);
			return parseChoice(
				text,
				noun,
				field.choices.map((choice) => choice.value),
			);
		case "number":
		case "colour": {
			const value = field.parse(text, noun, settings);
			return text.trim() === "" ? undefined : value;
		}
		case "checkbox":
			return input === true;
		case "password":
			return text.trim() || undefined;
	}
}

/**
 * What a field's control shows for a stored setting: the setting, or the default when it is missing.
 * @param field The field.
 * @param stored The setting as stored; `undefined` when missing.
 * @returns The text or checkbox state.
 */
export function inputFor(field: Field, stored: unknown): FieldInput {
	switch (field.kind) {
		case "checkbox":
			try {
				return parseBoolean(stored, field.name, field.default);
			} catch {
				return field.default;
			}
		case "integer":
			if (stored === undefined || stored === null || stored === "") {
				return field.default === undefined ? "" : String(field.default);
			}
			return typeof stored === "string" ? stored : JSON.stringify(stored);
		case "select":
			if (typeof stored === "string" && stored !== "") return stored;
			return field.default ?? "";
		case "number":
			if (stored === undefined || stored === null || stored === "") return String(field.default);
			return typeof stored === "string" ? stored : JSON.stringify(stored);
		case "colour":
			if (stored === undefined || stored === null || stored === "") return field.default;
			return typeof stored === "string" ? stored : JSON.stringify(stored);
		case "text":
		case "password":
			if (typeof stored === "string") return stored;
			return typeof stored === "number" ? String(stored) : "";
	}
}
