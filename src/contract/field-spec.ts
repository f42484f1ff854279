import { ApiError } from "./errors";
import { parseBoolean, parseChoice, parseDataKey, parseInteger, parseSegment, parseText } from "./validation";

/** Settings as the Stream Deck app stores them, before any check. */
export type RawSettings = Readonly<Record<string, unknown>>;

/**
 * Reads one setting: turns what the app stored (a number or numeric text, a boolean or `"true"`…) into a checked,
 * typed value, or throws the one invalid-input error (`ApiError`) whose `rule` says what is wrong.
 * @param raw The stored setting; `undefined` when missing.
 * @param name What messages call the setting: its name in the plugin, its label in a property inspector.
 * @param settings All the action's settings, for rules that depend on another one.
 */
export type FieldParser<V> = (raw: unknown, name: string, settings: RawSettings) => V;

/** A text setting (`widgetId`, `viewer`, `dataKey`…), stored trimmed. */
export type TextFieldSpec<V = string> = {
	/** A line of text. */
	readonly kind: "text";
	/** Whether an empty value is refused; an optional text reads as `undefined` when empty. */
	readonly required: boolean;
	/** Reads the setting. */
	readonly parse: FieldParser<V>;
};

/** A whole-number setting, stored as a number (or numeric text, as 0.1 stored it). */
export type IntegerFieldSpec = {
	/** A whole number. */
	readonly kind: "integer";
	/** Smallest value allowed. */
	readonly min?: number;
	/** Largest value allowed. */
	readonly max?: number;
	/** Value of a missing setting; without one a missing setting is refused. */
	readonly default?: number;
	/** Reads the setting. */
	readonly parse: FieldParser<number>;
};

/** A setting chosen from a fixed list of words. */
export type ChoiceFieldSpec<T extends string = string> = {
	/** One of a list. */
	readonly kind: "choice";
	/** The words allowed, in the API's order. */
	readonly choices: readonly T[];
	/** Value of a missing setting; without one the user must choose. */
	readonly default?: T;
	/** Reads the setting. */
	readonly parse: FieldParser<T>;
};

/** A true/false setting. */
export type BooleanFieldSpec = {
	/** A switch. */
	readonly kind: "boolean";
	/** Value of a missing setting. */
	readonly default: boolean;
	/** Reads the setting. */
	readonly parse: FieldParser<boolean>;
};

/** A secret (an API key): never shown, stored trimmed; empty means "not set". */
export type SecretFieldSpec = {
	/** An API key. */
	readonly kind: "secret";
	/** Reads the setting. */
	readonly parse: FieldParser<string | undefined>;
};

/** A number that may have decimals (a threshold), stored as a number (or numeric text). */
export type NumberFieldSpec = {
	/** A number. */
	readonly kind: "number";
	/** Value of a missing setting. */
	readonly default: number;
	/** Reads the setting. */
	readonly parse: FieldParser<number>;
};

/** A colour, written `#RRGGBB`. */
export type ColourFieldSpec = {
	/** A colour. */
	readonly kind: "colour";
	/** Value of a missing setting. */
	readonly default: string;
	/** Reads the setting. */
	readonly parse: FieldParser<string>;
};

/** Any setting an action or the global settings declare. */
export type FieldSpec =
	| BooleanFieldSpec
	| ChoiceFieldSpec
	| ColourFieldSpec
	| IntegerFieldSpec
	| NumberFieldSpec
	| SecretFieldSpec
	| TextFieldSpec<string | undefined>
	| TextFieldSpec<string>;

/**
 * A required text that travels as one URL path segment: a viewer, a widget ID.
 * @returns The field.
 */
export function segmentField(): TextFieldSpec {
	return { kind: "text", required: true, parse: (raw, name) => parseSegment(raw, name) };
}

/**
 * A required custom data key: letters, digits, `-` and `_`.
 * @returns The field.
 */
export function dataKeyField(): TextFieldSpec {
	return { kind: "text", required: true, parse: (raw, name) => parseDataKey(raw, name) };
}

/**
 * A required text whose rule depends on the other settings.
 * @param parse Reads it.
 * @returns The field.
 */
export function dependentTextField(parse: FieldParser<string>): TextFieldSpec {
	return { kind: "text", required: true, parse };
}

/**
 * An optional free text (a title template): anything, trimmed; empty reads as `undefined`.
 * @returns The field.
 */
export function optionalTextField(): TextFieldSpec<string | undefined> {
	return {
		kind: "text",
		required: false,
		parse: (raw, name) => (raw === undefined || raw === null || raw === "" ? undefined : parseText(raw, name)),
	};
}

/** The values an integer setting may take. */
export type IntegerOptions = {
	/** Smallest value allowed. */
	min?: number;
	/** Largest value allowed. */
	max?: number;
	/** Value of a missing setting; without one a missing setting is refused. */
	default?: number;
};

/**
 * A whole-number setting, given as a number or numeric text.
 * @param options Its range and default.
 * @returns The field.
 */
export function integerField(options: IntegerOptions = {}): IntegerFieldSpec {
	const range = { min: options.min, max: options.max, fallback: options.default };
	return { kind: "integer", ...options, parse: (raw, name) => parseInteger(raw, name, range) };
}

/**
 * A whole-number setting that bends rather than breaks a key: the property inspector refuses values outside
 * `min`…`max`, while the plugin reads a stored value outside it as the nearest end and an unreadable one as the
 * default (settings saved by 0.1 accepted any number here).
 * @param options Its range and default.
 * @returns The field.
 */
export function clampedIntegerField(options: Required<IntegerOptions>): IntegerFieldSpec {
	const { min, max } = options;
	return {
		kind: "integer",
		...options,
		parse: (raw, name) => {
			let value = options.default;
			try {
				value = parseInteger(raw, name, { fallback: options.default });
			} catch {
				// Documented above: an unreadable stored value keeps the key working with the default.
			}
			return Math.min(Math.max(value, min), max);
		},
	};
}

/**
 * A setting chosen from a list.
 * @param choices The words allowed.
 * @param fallback Value of a missing setting; without one a missing setting is refused.
 * @returns The field.
 */
export function choiceField<T extends string>(choices: readonly T[], fallback?: T): ChoiceFieldSpec<T> {
	return {
		kind: "choice",
		choices,
		default: fallback,
		parse: (raw, name) => parseChoice(raw, name, choices, fallback),
	};
}

/**
 * A true/false setting, given as a boolean or as text.
 * @param fallback Value of a missing setting.
 * @returns The field.
 */
export function booleanField(fallback: boolean): BooleanFieldSpec {
	return { kind: "boolean", default: fallback, parse: (raw, name) => parseBoolean(raw, name, fallback) };
}

/**
 * An API key: trimmed, empty reads as `undefined`. Whether it is usable is the API client's call, made when a
 * request needs it.
 * @returns The field.
 */
export function secretField(): SecretFieldSpec {
	return {
		kind: "secret",
		parse: (raw) => (typeof raw === "string" && raw.trim() !== "" ? raw.trim() : undefined),
	};
}

/** A number as text: an optional sign, digits, optional decimals; no exponent, no spaces inside. */
const NUMBER_PATTERN = /^[+-]?\d+(\.\d+)?$/;

/** A colour as `#RRGGBB`: the only form a colour setting takes, so that it can go into an image as it is. */
export const COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/**
 * A number that may have decimals, given as a number or as numeric text (`1000`, `"12.5"`; not `"1e3"`).
 * @param fallback Value of a missing setting.
 * @returns The field.
 */
export function numberField(fallback: number): NumberFieldSpec {
	return {
		kind: "number",
		default: fallback,
		parse: (raw, name) => {
			if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return fallback;
			if (typeof raw === "number" && Number.isFinite(raw)) return raw;
			if (typeof raw === "string" && NUMBER_PATTERN.test(raw.trim())) {
				const value = Number(raw.trim());
				if (Number.isFinite(value)) return value;
			}
			throw new ApiError("invalid-input", `${name} must be a number.`, { field: name, rule: "number" });
		},
	};
}

/**
 * A colour, given as `#RRGGBB` (either case); stored and read upper-case.
 * @param fallback Value of a missing setting, `#RRGGBB`.
 * @returns The field.
 */
export function colourField(fallback: string): ColourFieldSpec {
	return {
		kind: "colour",
		default: fallback,
		parse: (raw, name) => {
			if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return fallback;
			if (typeof raw === "string" && COLOUR_PATTERN.test(raw.trim())) return raw.trim().toUpperCase();
			throw new ApiError("invalid-input", `${name} must be a colour written #RRGGBB.`, { field: name, rule: "colour" });
		},
	};
}
