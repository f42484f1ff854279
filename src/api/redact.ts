import { type Endpoint, ENDPOINT_KEYS } from "../contract/endpoints";
import { isSendable } from "../contract/validation";

/** What stands in for a key wherever a URL or message is shown. */
export const REDACTED = "***";

/**
 * Removes every key from a text, in plain and in percent-encoded form (upper- and lower-case hex).
 * @param text A message, URL or log line.
 * @param keys The secrets to hide; empty ones are ignored.
 * @returns The text with each key replaced by `***`.
 */
export function redactKeys(text: string, keys: readonly (string | undefined)[]): string {
	let result = text;
	// Longest first: a key that is part of a longer one must not cut the longer one in two.
	const longestFirst = keys.filter((key): key is string => !!key).sort((a, b) => b.length - a.length);
	for (const key of longestFirst) {
		result = replaceEvery(result, key);
		if (!isSendable(key)) continue;
		const encoded = encodeURIComponent(key);
		if (encoded === key) continue;
		result = replaceEvery(result, encoded);
		const lowerHex = encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
		if (lowerHex !== encoded) result = replaceEvery(result, lowerHex);
	}
	return result;
}

/**
 * Replaces every occurrence of one form of a key by `***`.
 * @param text The text.
 * @param form The form.
 * @returns The text; the same string when the form is not in it (every request is redacted, few hold a key).
 */
function replaceEvery(text: string, form: string): string {
	return text.includes(form) ? text.split(form).join(REDACTED) : text;
}

/**
 * Masks the key segment of an API path by its position (`/api/{endpoint}/{key}/…`), whatever the key is: `{R}` or `{W}`
 * for the key its endpoint needs, `{key}` for a path outside the API's endpoints. For showing requests a server
 * received, where the key may be one the plugin does not hold (a wrong one, another channel's).
 * @param path The path as sent, e.g. `/api/currency/abc123/get/night%20owl`.
 * @returns The path with its key segment masked; other paths as they are.
 */
export function maskKeySegment(path: string): string {
	const segments = path.split("/");
	if (segments[1] !== "api" || segments.length < 4) return path;
	const endpoint = segments[2];
	const kind = Object.hasOwn(ENDPOINT_KEYS, endpoint) ? ENDPOINT_KEYS[endpoint as Endpoint] : undefined;
	segments[3] = kind === "read" ? "{R}" : kind === "write" ? "{W}" : "{key}";
	return segments.join("/");
}
