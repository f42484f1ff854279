/** Size of the key image; the app scales it to the key (72 px, 144 px on high-density decks). */
export const KEY_IMAGE_SIZE = 144;

/**
 * Smallest font size of any text the plugin draws on a key image: 8 px once the app shows the 144-pixel image on a
 * 72-pixel key (a Stream Deck MK.2), a little under the app's own default title (9 px there).
 */
export const MIN_TEXT_SIZE = 16;

/**
 * Height of the band across the top of every key image that the plugin keeps for its marks (the `DEMO` word): faces
 * draw only the family's colour bar there, so that a mark never covers a word or an icon.
 */
export const MARK_BAND_HEIGHT = 24;

/** Colour of a key that is not drawn on a colour of its own, and of the text on a light mark. */
export const DARK = "#17181c";

/** Sans-serif fonts the app has on every system, for words and values. */
export const TEXT_FONT = "Segoe UI, Helvetica, Arial, sans-serif";

/** The font of the signs' marks (`!`, `?`, `…`). */
export const SIGN_FONT = "Arial, sans-serif";

/** How the images the plugin draws itself begin. */
const SVG_DATA_PREFIX = "data:image/svg+xml;charset=utf8,";

/** One line of text in a key image, centred on `x` unless it starts there. */
export type SvgText = {
	/** The element's id, for the tests and the virtual deck that read the image. */
	id?: string;
	/** Where the line is centred, or starts. */
	x: number;
	/** Its baseline. */
	y: number;
	/** The text, unescaped. */
	text: string;
	/** Font size in pixels. */
	size: number;
	/** {@link TEXT_FONT} when absent. */
	font?: string;
	/** The font weight, e.g. 700; the font's normal weight when absent. */
	weight?: number;
	/** Letter spacing in pixels. */
	spacing?: number;
	/** The colour. */
	fill: string;
	/** The colour's opacity, 0 to 1. */
	opacity?: number;
	/** Whether the line starts at `x` instead of being centred on it. */
	start?: boolean;
	/** Width the line is drawn into, narrower than it would be at its size: for a value that must show whole. */
	squeezeTo?: number;
};

/**
 * Draws one line of text of a key image.
 * @param line The line.
 * @returns The SVG element.
 */
export function svgText(line: SvgText): string {
	const anchor = line.start ? "" : ' text-anchor="middle"';
	const weight = line.weight === undefined ? "" : ` font-weight="${line.weight}"`;
	const spacing = line.spacing === undefined ? "" : ` letter-spacing="${line.spacing}"`;
	const opacity = line.opacity === undefined ? "" : ` fill-opacity="${line.opacity}"`;
	const squeeze = line.squeezeTo === undefined ? "" : ` textLength="${line.squeezeTo}" lengthAdjust="spacingAndGlyphs"`;
	return `<text${line.id ? ` id="${line.id}"` : ""} x="${line.x}" y="${line.y}"${anchor} font-family="${line.font ?? TEXT_FONT}" font-size="${line.size}"${weight}${spacing}${squeeze} fill="${line.fill}"${opacity}>${escapeXml(line.text)}</text>`;
}

/**
 * Opens a key image and draws its rounded background.
 * @param fill The background's colour.
 * @param id The background's id, if it needs one.
 * @returns The start of the SVG document.
 */
export function keyImageStart(fill = DARK, id?: string): string {
	const size = KEY_IMAGE_SIZE;
	return `${svgStart()}<rect${id ? ` id="${id}"` : ""} width="${size}" height="${size}" rx="18" fill="${fill}"/>`;
}

/**
 * Opens a key image without a background, e.g. to draw another image inside it.
 * @returns The SVG element's start tag.
 */
export function svgStart(): string {
	const size = KEY_IMAGE_SIZE;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`;
}

/**
 * Wraps an SVG document so `setImage` accepts it.
 * @param svg The SVG document.
 * @returns A `data:` URL.
 */
export function svgDataUrl(svg: string): string {
	return `${SVG_DATA_PREFIX}${encodeURIComponent(svg)}`;
}

/**
 * The SVG document of an image the plugin drew itself.
 * @param image A data URL from {@link svgDataUrl}, or any other image.
 * @returns The document; `undefined` for an image of another kind.
 */
export function svgOfDataUrl(image: string | undefined): string | undefined {
	return image?.startsWith(SVG_DATA_PREFIX) ? decodeURIComponent(image.slice(SVG_DATA_PREFIX.length)) : undefined;
}

/**
 * Escapes text for an SVG text node.
 * @param text The text.
 * @returns The escaped text.
 */
export function escapeXml(text: string): string {
	return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
