/** The least contrast small text on a key has with what is behind it (WCAG 2, level AA). */
export const MIN_CONTRAST = 4.5;

/** Text colours a key draws small text in: whichever reads better on the colour behind it. */
const TEXT_COLOURS = ["#ffffff", "#000000"] as const;

/**
 * The relative luminance of a colour, as WCAG 2 defines it: 0 for black, 1 for white.
 * @param colour The colour, `#RRGGBB`.
 * @returns The luminance.
 */
export function relativeLuminance(colour: string): number {
	const channels = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16) / 255);
	const [red, green, blue] = channels.map((value) =>
		value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
	);
	return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * The contrast ratio of two colours, as WCAG 2 defines it: from 1 (the same) to 21 (black on white).
 * @param first A colour, `#RRGGBB`.
 * @param second Another colour, `#RRGGBB`.
 * @returns The ratio.
 */
export function contrastRatio(first: string, second: string): number {
	const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
	return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour small text reads best in on a background: white or black, whichever contrasts more. One of the two always
 * reaches at least 4.58:1, so the text stays readable on any colour a user picks.
 * @param background The colour behind the text, `#RRGGBB`.
 * @returns `#ffffff` or `#000000`.
 */
export function readableTextColour(background: string): string {
	const [white, black] = TEXT_COLOURS;
	return contrastRatio(white, background) >= contrastRatio(black, background) ? white : black;
}
