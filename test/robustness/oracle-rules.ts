import type { JsonValue } from "@elgato/utils";

// How the contract reads one setting (docs/behaviour.md#settings-as-the-inspector-stores-them), for the settings
// oracle: each reader returns the value as it travels, or throws Refused for a value the plugin must refuse.

/** Bounds and default of an integer setting. */
export type IntegerRule = {
	/** Smallest allowed. */
	min?: number;
	/** Largest allowed. */
	max?: number;
	/** Default; without one a missing value is refused. */
	fallback?: number;
};

/** Longest percent-encoded value the contract's length rule lets travel. */
const MAX_ENCODED_LENGTH = 2000;
const INTEGER_TEXT = /^[+-]?\d+$/;
const DATA_KEY = /^[A-Za-z0-9_-]+$/;

/** Thrown inside the oracle when a setting is invalid. */
export class Refused extends Error {}

/** Collects the settings the contract leaves open while an expectation is worked out. */
export type Doubts = string[];

/**
 * Whether a setting counts as not given.
 * @param value The setting.
 * @returns `true` for absent, `null` and empty or blank text.
 */
export function isMissing(value: JsonValue | undefined): boolean {
	return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * The per-action key: when non-empty (after trimming) it replaces the global key.
 * @param value The `apiKey` setting.
 * @returns The key, or `undefined` to use the global one.
 */
export function apiKey(value: JsonValue | undefined): string | undefined {
	if (typeof value !== "string" || value.trim() === "") return undefined;
	const key = value.trim();
	if (key === "." || key === "..") throw new Refused("apiKey cannot travel as a segment");
	encoded(key);
	return key;
}

/**
 * A text setting: text or a number, trimmed, not empty.
 * @param value The setting.
 * @returns The text.
 */
export function text(value: JsonValue | undefined): string {
	if (typeof value === "number") return String(value);
	if (typeof value !== "string" || value.trim() === "") throw new Refused("empty or not text");
	return value.trim();
}

/**
 * A text setting that travels as one path segment.
 * @param value The setting.
 * @returns The text.
 */
export function segment(value: JsonValue | undefined): string {
	const result = text(value);
	if (result === "." || result === "..") throw new Refused("dot segment");
	checkLength(result);
	return result;
}

/**
 * The length rule: a value whose percent-encoding is longer than 2000 characters is refused, and so is one that
 * cannot be percent-encoded at all (a lone UTF-16 surrogate).
 * @param value The value as sent.
 */
export function checkLength(value: string): void {
	if (encoded(value).length > MAX_ENCODED_LENGTH) throw new Refused("too long");
}

/**
 * Percent-encodes a value.
 * @param value The value.
 * @returns Its encoding.
 */
export function encoded(value: string): string {
	try {
		return encodeURIComponent(value);
	} catch {
		throw new Refused("cannot be percent-encoded");
	}
}

/**
 * A custom data key: letters, digits, `-` and `_`.
 * @param value The setting.
 * @returns The key.
 */
export function dataKey(value: JsonValue | undefined): string {
	const key = segment(value);
	if (!DATA_KEY.test(key)) throw new Refused("DATA_KEY characters");
	return key;
}

/**
 * An integer setting: a number or `^[+-]?\d+$` text, a safe integer within range; missing (or blank, since values
 * are trimmed) takes the default.
 * @param value The setting.
 * @param range Bounds and default.
 * @returns The integer as it travels.
 */
export function integer(value: JsonValue | undefined, range: IntegerRule): string {
	const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, fallback } = range;
	if (isMissing(value)) {
		if (fallback === undefined) throw new Refused("missing integer");
		return String(fallback);
	}
	let number = Number.NaN;
	if (typeof value === "number") number = value;
	else if (typeof value === "string" && INTEGER_TEXT.test(value.trim())) number = Number(value.trim());
	if (!Number.isSafeInteger(number) || number < min || number > max) throw new Refused("not an integer in range");
	return String(number);
}

/**
 * A setting that is one of a few words; missing takes the default.
 * @param value The setting.
 * @param words The words allowed.
 * @param fallback Default; without one a missing value is refused.
 * @param doubts Receives what the contract leaves open.
 * @returns The word.
 */
export function choice(
	value: JsonValue | undefined,
	words: string[],
	fallback: string | undefined,
	doubts: Doubts,
): string {
	if (value === undefined || value === null || value === "") {
		if (fallback === undefined) throw new Refused("missing choice");
		return fallback;
	}
	if (typeof value !== "string") throw new Refused("choice is not text");
	const word = value.trim();
	if (word === "") {
		if (fallback === undefined) throw new Refused("blank choice");
		doubts.push("blank choice");
		return fallback;
	}
	if (!words.includes(word)) throw new Refused("unknown choice");
	return word;
}

/**
 * A boolean setting: `true`/`false` or their text; missing takes the default. Other spellings (`1`, `on`, `TRUE`)
 * the contract does not cover.
 * @param value The setting.
 * @param fallback Default.
 * @param doubts Receives what the contract leaves open.
 * @returns The boolean.
 */
export function boolean(value: JsonValue | undefined, fallback: boolean, doubts: Doubts): boolean {
	if (value === undefined || value === null || value === "") return fallback;
	if (value === true || value === false) return value;
	const word = typeof value === "string" ? value.trim() : undefined;
	if (word === "true") return true;
	if (word === "false") return false;
	if (
		word === "" ||
		["1", "0", "on", "off", "TRUE", "FALSE", "True", "False"].includes(word ?? "") ||
		value === 1 ||
		value === 0
	) {
		doubts.push(`boolean spelled ${JSON.stringify(value)}`);
		return word === "" ? fallback : ["1", "on", "TRUE", "True"].includes(word ?? "") || value === 1;
	}
	throw new Refused("not a boolean");
}
