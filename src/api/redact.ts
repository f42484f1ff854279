import { type Endpoint, ENDPOINT_API_KEYS } from "../contract/endpoints";
import { isSendable } from "../contract/validation";

/** What stands in for an API key wherever a URL or message is shown. */
export const REDACTED = "***";

/**
 * Removes every API key from a text, in plain and in percent-encoded form (upper- and lower-case hex).
 * @param text A message, URL or log line.
 * @param apiKeys The secrets to hide; empty ones are ignored.
 * @returns The text with each API key replaced by `***`.
 */
export function redactApiKeys(text: string, apiKeys: readonly (string | undefined)[]): string {
	let result = text;
	// Longest first: an API key that is part of a longer one must not cut the longer one in two.
	const longestFirst = apiKeys.filter((apiKey): apiKey is string => !!apiKey).sort((a, b) => b.length - a.length);
	for (const apiKey of longestFirst) {
		result = replaceEvery(result, apiKey);
		if (!isSendable(apiKey)) continue;
		const encoded = encodeURIComponent(apiKey);
		if (encoded === apiKey) continue;
		result = replaceEvery(result, encoded);
		const lowerHex = encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
		if (lowerHex !== encoded) result = replaceEvery(result, lowerHex);
	}
	return result;
}

/**
 * Replaces every occurrence of one form of an API key by `***`.
 * @param text The text.
 * @param form The form.
 * @returns The text; the same string when the form is not in it (every request is redacted, few hold an API key).
 */
function replaceEvery(text: string, form: string): string {
	return text.includes(form) ? text.split(form).join(REDACTED) : text;
}

/**
 * Masks the API key segment of an API path by its position (`/api/{endpoint}/{key}/…`), whatever the API key is:
 * `{R}` or `{W}` for the API key its endpoint needs, `{key}` for a path outside the API's endpoints. For showing
 * requests a server received, where the API key may be one the plugin does not hold (a wrong one, another channel's).
 * @param path The path as sent, e.g. `/api/currency/abc123/get/night%20owl`.
 * @returns The path with its API key segment masked; other paths as they are.
 */
export function maskApiKeySegment(path: string): string {
	const segments = path.split("/");
	if (segments[1] !== "api" || segments.length < 4) return path;
	const endpoint = segments[2];
	const kind = Object.hasOwn(ENDPOINT_API_KEYS, endpoint) ? ENDPOINT_API_KEYS[endpoint as Endpoint] : undefined;
	segments[3] = kind === "read" ? "{R}" : kind === "write" ? "{W}" : "{key}";
	return segments.join("/");
}
