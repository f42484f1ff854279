import { ApiFailure } from "./api-response";

/**
 * Checks that a path parameter is one of the allowed words.
 * @param name Parameter name, for the error message.
 * @param value The decoded segment.
 * @param allowed The allowed words.
 * @returns The value, typed.
 */
export function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
	if (!(allowed as readonly string[]).includes(value)) {
		throw invalidParameter(`${name} must be one of ${allowed.join(", ")}`);
	}
	return value as T;
}

/**
 * Parses integer text (optional leading `-`, digits only) within a range.
 * @param name Parameter name, for the error message.
 * @param value The decoded segment.
 * @param min Smallest accepted value.
 * @param max Largest accepted value.
 * @returns The integer.
 */
export function integerInRange(
	name: string,
	value: string,
	min = Number.MIN_SAFE_INTEGER,
	max = Number.MAX_SAFE_INTEGER,
): number {
	const parsed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
	if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
		throw invalidParameter(`${name} must be an integer from ${min} to ${max}`);
	}
	return parsed;
}

/**
 * Checks that a path parameter is not empty.
 * @param name Parameter name, for the error message.
 * @param value The decoded segment.
 * @returns The value.
 */
export function nonEmpty(name: string, value: string): string {
	if (value === "") {
		throw invalidParameter(`${name} must not be empty`);
	}
	return value;
}

/**
 * Checks a custom data key: letters, digits, `-` and `_` only.
 * @param value The decoded segment.
 * @returns The key.
 */
export function dataKey(value: string): string {
	if (!/^[A-Za-z0-9_-]+$/.test(value)) {
		throw invalidParameter("DATA_KEY accepts only letters, digits, - and _");
	}
	return value;
}

/**
 * Parses the `JSON_VAL` query parameter, which must be a JSON array of strings.
 * @param text The decoded query value.
 * @returns The strings.
 */
export function jsonStringArray(text: string): string[] {
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		throw invalidParameter("JSON_VAL must be valid JSON");
	}
	if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) {
		throw invalidParameter("JSON_VAL must be a JSON array of strings");
	}
	return parsed;
}

/**
 * The failure for a parameter that breaks its rule.
 * @param message What is wrong.
 * @returns HTTP 400 `invalid_parameter`.
 */
export function invalidParameter(message: string): ApiFailure {
	return new ApiFailure(400, "invalid_parameter", message);
}
