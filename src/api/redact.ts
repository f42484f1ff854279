/** What stands in for a key wherever a URL or message is shown. */
export const REDACTED = "***";

/**
 * Removes every key from a text, in plain and in percent-encoded form.
 * @param text A message, URL or log line.
 * @param keys The secrets to hide; empty ones are ignored.
 * @returns The text with each key replaced by `***`.
 */
export function redactKeys(text: string, keys: readonly (string | undefined)[]): string {
	let result = text;
	for (const key of keys) {
		if (!key) continue;
		for (const form of new Set([key, encodeURIComponent(key)])) {
			result = result.split(form).join(REDACTED);
		}
	}
	return result;
}
