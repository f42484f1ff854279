/** Size of the key images the plugin draws; the app shows them on 72-pixel keys at half that. */
const IMAGE_SIZE = 144;

/** A shown text of a key image and the size it is drawn at. */
export type DrawnText = {
	/** The text, as written in the image. */
	text: string;
	/** Its font size in the image's own pixels, after every enclosing scale. */
	size: number;
};

/**
 * The scale a `transform` attribute applies (its `scale(…)` parts multiplied; a translation scales nothing).
 * @param transform The attribute's value.
 * @returns The factor, 1 without a scale.
 */
function scaleOf(transform: string | undefined): number {
	let factor = 1;
	for (const match of (transform ?? "").matchAll(/scale\(\s*([\d.]+)/g)) factor *= Number(match[1]);
	return factor;
}

/**
 * Every text of an SVG key image with the size it is drawn at, as an SVG renderer draws it: a text's `font-size`
 * times the scales of the groups around it, and of an inner `<svg>` whose `viewBox` is not its size.
 * @param svg The SVG document, 144 × 144.
 * @returns The texts, in document order.
 */
export function drawnTexts(svg: string): DrawnText[] {
	const texts: DrawnText[] = [];
	const scales: number[] = [];
	let scale = 1;
	const tags = /<(\/?)(g|svg|text)\b([^>]*?)(\/?)>([^<]*)/g;
	let depth = 0;
	for (const [, closing, name, attributes, selfClosing, content] of svg.matchAll(tags)) {
		if (name === "text") {
			if (closing || selfClosing) continue;
			const size = Number(/font-size="([\d.]+)"/.exec(attributes)?.[1] ?? Number.NaN);
			texts.push({ text: content, size: size * scale });
			continue;
		}
		if (selfClosing) continue;
		if (closing) {
			scale = scales.pop() ?? 1;
			depth -= 1;
			continue;
		}
		scales.push(scale);
		// The document's own <svg> draws at its size; an inner one maps its viewBox onto its width.
		const width = Number(/\swidth="([\d.]+)"/.exec(attributes)?.[1]);
		const box = /viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(attributes)?.[1];
		const inner = name === "svg" && depth > 0 && box !== undefined && width > 0 ? width / Number(box) : 1;
		scale *= scaleOf(/transform="([^"]*)"/.exec(attributes)?.[1]) * inner;
		depth += 1;
	}
	return texts;
}

/**
 * The smallest text of a key image as the app shows it on a 72-pixel key (a Stream Deck MK.2).
 * @param svg The SVG document, 144 × 144.
 * @returns Its font size in pixels of the key; `Infinity` for an image without text.
 */
export function smallestTextAt72(svg: string): number {
	return Math.min(...drawnTexts(svg).map((text) => (text.size * 72) / IMAGE_SIZE));
}
