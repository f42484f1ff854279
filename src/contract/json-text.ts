/**
 * Parses JSON text that may not be JSON: an API's answer, a message from the app. Callers decide what garbage means
 * (a malformed answer, a message ignored) rather than catching a `SyntaxError` each.
 * @param text The text.
 * @returns The value; `undefined` when the text is not JSON.
 */
export function parseJsonText(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		// Not JSON: see above.
		return undefined;
	}
}
