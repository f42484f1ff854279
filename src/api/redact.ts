import { isSendable } from "./validation";

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
		const forms = new Set([key]);
		if (isSendable(key)) {
			const encoded = encodeURIComponent(key);
			forms.add(encoded);
			forms.add(encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
		}
		for (const form of forms) {
			result = result.split(form).join(REDACTED);
		}
	}
	return result;
}
