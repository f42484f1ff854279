/**
 * A number drawn from text, the same on every start: the demo channel derives every value it invents from the name
 * it invents it for, so a viewer or widget typed today looks the same tomorrow.
 * @param text What the value is for, e.g. `viewer:alice`.
 * @returns An unsigned 32-bit number (FNV-1a).
 */
export function seeded(text: string): number {
	let hash = 0x811c9dc5;
	for (let index = 0; index < text.length; index++) {
		hash ^= text.charCodeAt(index);
		hash = Math.imul(hash, 0x01000193) >>> 0;
	}
	return hash;
}

/**
 * A whole number in a range, drawn from text.
 * @param text What the value is for.
 * @param min Smallest value.
 * @param max Largest value.
 * @returns A number from `min` to `max`, inclusive.
 */
export function seededBetween(text: string, min: number, max: number): number {
	return min + (seeded(text) % (max - min + 1));
}
