import { ApiError, type ApiErrorDetails, type InputLimits, type InvalidInputRule } from "./errors";

/** Longest path segment we send, once percent-encoded: well inside what HTTP servers accept in a request line. */
export const MAX_ENCODED_SEGMENT_LENGTH = 2000;

const DATA_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Half of a UTF-16 pair without its other half: text that no URL encoding can carry. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const INTEGER_PATTERN = /^[+-]?\d+$/;

/**
 * Throws the error every refused input gets.
 * @param field Name of the setting or parameter.
 * @param message What is wrong, as a sentence.
 * @param rule The rule broken, for messages in other languages.
 * @param details The range or the words allowed, for the rules that have them.
 */
function refuse(
	field: string,
	message: string,
	rule: InvalidInputRule,
	details: Pick<ApiErrorDetails, "choices" | "limits"> = {},
): never {
	throw new ApiError("invalid-input", message, { field, rule, ...details });
}

/**
 * Checks a text value at the API's boundary: not blank, and holding no broken character. Nothing is trimmed.
 * @param text The value.
 * @param field Name of the setting or parameter, for the message.
 * @returns The same text.
 */
export function checkText(text: string, field: string): string {
	if (typeof text !== "string" || text.trim() === "") refuse(field, `${field} is empty.`, "empty");
	if (!isSendable(text)) refuse(field, `${field} holds characters that cannot be sent.`, "unsendable");
	return text;
}

/**
 * Reads a text setting: a string or a number, trimmed, not empty.
 * @param value The raw setting.
 * @param field Name of the setting, for the message.
 * @returns The trimmed text.
 */
export function parseText(value: unknown, field: string): string {
	if (typeof value === "number" && Number.isFinite(value)) {
		return String(value);
	}
	if (typeof value !== "string") {
		refuse(field, `${field} is empty.`, "empty");
	}
	return checkText(value, field).trim();
}

/**
 * Tells whether a text can be percent-encoded, i.e. holds no broken UTF-16 character.
 * @param text The text.
 * @returns `false` when `encodeURIComponent` would throw.
 */
export function isSendable(text: string): boolean {
	return !LONE_SURROGATE.test(text);
}

/**
 * Checks a value that travels as one path segment at the API's boundary (a viewer, a widget ID, an event value).
 * @param text The value.
 * @param field Name of the setting or parameter, for the message.
 * @returns The same text, safe to percent-encode as one segment.
 */
export function checkSegment(text: string, field: string): string {
	checkText(text, field);
	if (text.trim() === "." || text.trim() === "..") {
		refuse(field, `${field} cannot be "${text.trim()}": URLs collapse it.`, "dot-segment");
	}
	return checkLength(text, field);
}

/**
 * Reads a setting that travels as one path segment (a viewer, a widget ID, an event value).
 * @param value The raw setting.
 * @param field Name of the setting, for the message.
 * @returns The trimmed text, safe to percent-encode as one segment.
 */
export function parseSegment(value: unknown, field: string): string {
	return checkSegment(parseText(value, field), field);
}

/**
 * Checks a value that travels as a query parameter at the API's boundary: like a segment, except that `.` and `..`
 * are fine there.
 * @param text The value.
 * @param field Name of the parameter, for the message.
 * @returns The same text.
 */
export function checkQueryText(text: string, field: string): string {
	return checkLength(checkText(text, field), field);
}

/**
 * Reads a setting that travels as a query parameter: like a segment, except that `.` and `..` are fine there.
 * @param value The raw setting.
 * @param field Name of the setting, for the message.
 * @returns The trimmed text.
 */
export function parseQueryText(value: unknown, field: string): string {
	return checkQueryText(parseText(value, field), field);
}

/**
 * Refuses a value too long for a request line once percent-encoded.
 * @param text The value.
 * @param field Name of the setting, for the message.
 * @returns The same text.
 */
function checkLength(text: string, field: string): string {
	if (encodeURIComponent(text).length > MAX_ENCODED_SEGMENT_LENGTH) {
		refuse(field, `${field} is too long.`, "too-long");
	}
	return text;
}

/** The values an integer setting may take, and its default. */
export type IntegerRange = {
	/** Smallest value allowed. */
	min?: number;
	/** Largest value allowed. */
	max?: number;
	/** Value of a missing setting; without it a missing setting is refused. */
	fallback?: number;
};

/**
 * Reads an integer setting given as a number or as numeric text (`5` or `"5"`).
 * @param value The raw setting; `undefined` or `""` takes the default.
 * @param field Name of the setting, for the message.
 * @param range Smallest and largest value allowed, and the default for a missing one.
 * @returns The integer.
 */
export function parseInteger(value: unknown, field: string, range: IntegerRange = {}): number {
	if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
		if (range.fallback === undefined) {
			refuse(field, `${field} is empty.`, "empty");
		}
		return range.fallback;
	}
	let number = Number.NaN;
	if (typeof value === "number") {
		number = value;
	} else if (typeof value === "string" && INTEGER_PATTERN.test(value.trim())) {
		number = Number(value.trim());
	}
	return checkInteger(number, field, range);
}

/**
 * Checks an integer at the API's boundary: a safe whole number inside the range.
 * @param value The number.
 * @param field Name of the setting or parameter, for the message.
 * @param range Smallest and largest value allowed.
 * @returns The same number.
 */
export function checkInteger(value: number, field: string, range: Pick<IntegerRange, "max" | "min"> = {}): number {
	const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = range;
	if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min || value > max) {
		refuse(field, `${field} must be a whole number${describeRange(min, max)}.`, "integer", {
			limits: limitsOf(min, max),
		});
	}
	return value;
}

/**
 * Words for an integer range, for messages.
 * @param min Smallest value allowed.
 * @param max Largest value allowed.
 * @returns E.g. ` from 1 to 100`, ` of at least 1`, or nothing.
 */
function describeRange(min: number, max: number): string {
	const hasMin = min !== Number.MIN_SAFE_INTEGER;
	const hasMax = max !== Number.MAX_SAFE_INTEGER;
	if (hasMin && hasMax) return ` from ${min} to ${max}`;
	if (hasMin) return ` of at least ${min}`;
	if (hasMax) return ` of at most ${max}`;
	return "";
}

/**
 * The ends of an integer range that are set, for the error's `limits`.
 * @param min Smallest value allowed.
 * @param max Largest value allowed.
 * @returns The ends that are not the safe-integer bounds.
 */
function limitsOf(min: number, max: number): InputLimits {
	return {
		...(min !== Number.MIN_SAFE_INTEGER && { min }),
		...(max !== Number.MAX_SAFE_INTEGER && { max }),
	};
}

/**
 * Reads a boolean setting given as a boolean or as text (`true`, `"true"`, `"1"`…).
 * @param value The raw setting; missing takes the default.
 * @param field Name of the setting, for the message.
 * @param fallback Value of a missing setting.
 * @returns The boolean.
 */
export function parseBoolean(value: unknown, field: string, fallback: boolean): boolean {
	if (value === undefined || value === null || value === "") return fallback;
	if (value === true || value === false) return value;
	const text = typeof value === "string" || typeof value === "number" ? String(value).trim().toLowerCase() : "";
	if (text === "true" || text === "1" || text === "on") return true;
	if (text === "false" || text === "0" || text === "off") return false;
	refuse(field, `${field} must be true or false.`, "boolean");
}

/**
 * Checks a boolean at the API's boundary.
 * @param value The value.
 * @param field Name of the setting or parameter, for the message.
 * @returns The same boolean.
 */
export function checkBoolean(value: boolean, field: string): boolean {
	if (typeof value !== "boolean") refuse(field, `${field} must be true or false.`, "boolean");
	return value;
}

/**
 * Reads a setting that must be one of a fixed set of words.
 * @param value The raw setting; missing takes the default when there is one.
 * @param field Name of the setting, for the message.
 * @param choices The words allowed.
 * @param fallback Value of a missing setting; without it a missing setting is refused.
 * @returns The chosen word.
 */
export function parseChoice<T extends string>(value: unknown, field: string, choices: readonly T[], fallback?: T): T {
	if ((value === undefined || value === null || value === "") && fallback !== undefined) {
		return fallback;
	}
	return checkChoice(typeof value === "string" ? value.trim() : "", field, choices);
}

/**
 * Checks a word at the API's boundary: one of a fixed set.
 * @param value The word.
 * @param field Name of the setting or parameter, for the message.
 * @param choices The words allowed.
 * @returns The same word.
 */
export function checkChoice<T extends string>(value: string, field: string, choices: readonly T[]): T {
	if (!(choices as readonly string[]).includes(value)) {
		refuse(field, `${field} must be one of: ${choices.join(", ")}.`, "choice", { choices: [...choices] });
	}
	return value as T;
}

/**
 * Reads a custom data key: letters, digits, `-` and `_` only (the API's rule for `DATA_KEY`).
 * @param value The raw setting.
 * @param field Name of the setting, for the message.
 * @returns The data key.
 */
export function parseDataKey(value: unknown, field = "dataKey"): string {
	return checkDataKey(parseText(value, field), field);
}

/**
 * Checks a custom data key at the API's boundary: letters, digits, `-` and `_` only.
 * @param dataKey The data key.
 * @param field Name of the setting or parameter, for the message.
 * @returns The same data key.
 */
export function checkDataKey(dataKey: string, field = "dataKey"): string {
	checkSegment(dataKey, field);
	if (!DATA_KEY_PATTERN.test(dataKey)) {
		refuse(field, `${field} may only hold letters, digits, "-" and "_".`, "data-key");
	}
	return dataKey;
}

/**
 * Reads a custom event's JSON value: it must be a JSON array of strings (the API's `JSON_VAL`).
 * @param value The raw setting.
 * @param field Name of the setting, for the message.
 * @returns The array, serialised compactly.
 */
export function parseJsonStringArray(value: unknown, field = "value"): string {
	const text = parseText(value, field);
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		refuse(field, `${field} must be a JSON array of strings, e.g. ["a","b"].`, "json-array");
	}
	if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) {
		refuse(field, `${field} must be a JSON array of strings, e.g. ["a","b"].`, "json-array");
	}
	return parseQueryText(JSON.stringify(parsed), field);
}
