/** Most occurrences reported per text. */
const MAX_REPORTED = 200;

/** Settings fields that hold a key on purpose: a property inspector may see its own key fields. */
const KEY_FIELDS = new Set(["apiKey", "readKey", "writeKey"]);

/**
 * A deep copy of a value without the key fields, so that what remains must not hold a key.
 * @param value Any JSON-like value.
 * @returns The copy.
 */
export function withoutKeyFields(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutKeyFields);
	if (typeof value !== "object" || value === null) return value;
	return Object.fromEntries(
		Object.entries(value)
			.filter(([name]) => !KEY_FIELDS.has(name))
			.map(([name, field]) => [name, withoutKeyFields(field)]),
	);
}

/**
 * Finds secrets in a text. Each token is a distinctive run of letters and digits inside a key, so it survives
 * percent-encoding, JSON escaping and truncation around it; the search ignores case.
 * @param where What the text is, for the report.
 * @param text The text.
 * @param tokens The tokens.
 * @returns One line per occurrence (up to 200), with the text around it.
 */
export function findSecrets(where: string, text: string, tokens: readonly string[]): string[] {
	const lower = text.toLowerCase();
	const found: string[] = [];
	for (const token of tokens) {
		for (let at = lower.indexOf(token.toLowerCase()); at >= 0 && found.length < MAX_REPORTED; ) {
			found.push(`${where}: …${text.slice(Math.max(0, at - 80), at + token.length + 40)}…`);
			at = lower.indexOf(token.toLowerCase(), at + token.length);
		}
	}
	return found;
}
