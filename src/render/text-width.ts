/**
 * Estimates how wide text is drawn, without a font engine: the plugin draws its key images as SVG that the app
 * renders with a system sans-serif font, so an estimate per character class (narrow, wide, CJK, emoji) is what can be
 * known. The estimates err on the wide side, so that text that "fits" really fits.
 */

/**
 * Splits text into what a reader sees as characters (an emoji with modifiers, a letter with accents). Made on first
 * need: building one loads ICU's break rules, which costs tens of milliseconds, and most text the keys draw never needs
 * it (see {@link ONE_GRAPHEME_EACH}).
 */
let segmenter: Intl.Segmenter | undefined;

/**
 * Text in which every character is a grapheme of its own: printable ASCII, Latin-1 and the Latin extensions, spacing
 * modifier letters, the dashes, quotes and ellipsis of general punctuation, and pictographs (a lone emoji such as 🎉).
 * None of these joins a neighbour (no combining mark, joiner, variation selector, skin tone, regional indicator, jamo
 * or line break), so such text is split by code point without Intl.Segmenter, which would split it the same way.
 */
const ONE_GRAPHEME_EACH = /^(?:[\x20-\x7E\u00A0-\u02FF\u2010-\u2027]|\p{Extended_Pictographic})*$/u;

/** Characters about a quarter of an em wide; the middle dot that parts a heading's words from its detail is one. */
const NARROW = /^[\s.,:;'`!|iIljtf()[\]{}\u00B7-]$/;
/** Latin characters wider than most. */
const WIDE = /^[mwMWOQGD@%&#]$/;
/** Capitals and digits, a little wider than lower-case letters. */
const CAPITAL_OR_DIGIT = /^[A-Z0-9]$/;
/** Ideographs, kana, hangul and full-width forms: a full em. */
const FULL_WIDTH =
	/^[\u1100-\u115F\u2E80-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]$/u;
/** Pictographs (emoji), drawn a little wider than an em. */
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/**
 * The characters of a text as a reader sees them.
 * @param text The text.
 * @returns Its graphemes, in order.
 */
export function graphemes(text: string): string[] {
	if (ONE_GRAPHEME_EACH.test(text)) return Array.from(text);
	segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
	return Array.from(segmenter.segment(text), (segment) => segment.segment);
}

/**
 * How wide one character is drawn, in ems.
 * @param grapheme One grapheme.
 * @param bold Whether the text is bold.
 * @returns Its width, in ems.
 */
function graphemeWidth(grapheme: string, bold: boolean): number {
	let width = 0.56;
	if (PICTOGRAPH.test(grapheme)) width = 1.2;
	else if (FULL_WIDTH.test(grapheme)) width = 1;
	else if (NARROW.test(grapheme)) width = 0.3;
	else if (WIDE.test(grapheme)) width = 0.86;
	else if (CAPITAL_OR_DIGIT.test(grapheme)) width = 0.64;
	return bold ? width * 1.06 : width;
}

/**
 * How wide a text is drawn.
 * @param text The text.
 * @param size The font size, in pixels.
 * @param bold Whether the text is bold.
 * @returns The width, in pixels.
 */
export function textWidth(text: string, size: number, bold = false): number {
	let ems = 0;
	for (const grapheme of graphemes(text)) ems += graphemeWidth(grapheme, bold);
	return ems * size;
}

/** Where a text must fit and how far it may shrink. */
export type FitBox = {
	/** Width available, in pixels. */
	width: number;
	/** Preferred font size, in pixels. */
	maxSize: number;
	/** Smallest font size still readable; below it the text is cut. */
	minSize: number;
	/** Whether the text is bold. */
	bold?: boolean;
};

/** A text fitted into a box: what to draw and how large. */
export type FittedText = {
	/** The text, cut with an ellipsis when it did not fit at the smallest size (a name; a value is never cut). */
	text: string;
	/** The font size, in pixels. */
	size: number;
	/** A value too wide for the box even at the smallest size is drawn whole, squeezed into this width. */
	squeezeTo?: number;
};

/**
 * Fits a text into a width: the largest size at which it fits whole, and at the smallest size the longest start of
 * it that fits with an ellipsis, cut after a word when that keeps most of the line, else between two graphemes.
 * @param text The text; runs of white space count as one space.
 * @param box The width and sizes.
 * @returns What to draw, and how large.
 */
export function fitText(text: string, box: FitBox): FittedText {
	const clean = text.replace(/\s+/g, " ").trim();
	const bold = box.bold ?? false;
	// Width grows with the size: measured once at size 1, the text is not segmented again for every size tried.
	const widthAtOne = textWidth(clean, 1, bold);
	for (let size = box.maxSize; size > box.minSize; size -= 1) {
		if (widthAtOne * size <= box.width) return { text: clean, size };
	}
	return { text: ellipsize(clean, box.width, box.minSize, bold), size: box.minSize };
}

/**
 * Fits a value into a width: the largest size at which it fits, and never smaller than the box's smallest size nor cut
 * (a number shown short would be a false number): too wide even then, it is squeezed into the width, whole.
 * @param text The value; runs of white space count as one space.
 * @param box The width and sizes.
 * @returns What to draw, how large, and the width to squeeze it into when it is too wide.
 */
export function fitWhole(text: string, box: FitBox): FittedText {
	const fitted = fitText(text, { ...box, minSize: box.minSize - 1 });
	if (fitted.size >= box.minSize) return fitted;
	const whole = text.replace(/\s+/g, " ").trim();
	return { text: whole, size: box.minSize, squeezeTo: box.width };
}

/**
 * Cuts a text so that it and an ellipsis fit a width.
 * @param text The text.
 * @param width Width available, in pixels.
 * @param size The font size.
 * @param bold Whether the text is bold.
 * @returns The text, whole when it fits, else cut and ending with `…`.
 */
export function ellipsize(text: string, width: number, size: number, bold = false): string {
	if (textWidth(text, size, bold) <= width) return text;
	const room = width - textWidth("…", size, bold);
	const kept: string[] = [];
	let used = 0;
	for (const grapheme of graphemes(text)) {
		const next = graphemeWidth(grapheme, bold) * size;
		if (used + next > room) break;
		kept.push(grapheme);
		used += next;
	}
	let cut = kept.join("");
	const lastSpace = cut.lastIndexOf(" ");
	// A word boundary reads better, unless it throws away more than a third of the line.
	if (lastSpace > 0 && textWidth(cut.slice(0, lastSpace), size, bold) >= room * 0.66) cut = cut.slice(0, lastSpace);
	return `${cut.trimEnd()}…`;
}

/** Width of a line of the touch strip's layout, in pixels (see layouts/*.json). */
export const STRIP_LINE_WIDTH = 184;

/** A font of the touch strip. */
export type StripFont = {
	/** Size, in pixels. */
	size: number;
	/** Whether it is bold. */
	bold: boolean;
};

/** The fonts of the touch strip's lines: the heading in the default size, the value large and bold. */
export const STRIP_FONTS = {
	heading: { size: 16, bold: false },
	value: { size: 24, bold: true },
} as const satisfies Record<string, StripFont>;

/**
 * Fits a text to one line of the touch strip, cut with an ellipsis after a word or between characters.
 * @param text The text.
 * @param font The line's font.
 * @returns The text, whole when it fits.
 */
export function fitStripLine(text: string, font: StripFont): string {
	return ellipsize(text.replace(/\s+/g, " ").trim(), STRIP_LINE_WIDTH, font.size, font.bold);
}

/**
 * Fits a name and a value to one line, of the touch strip unless told: the value always whole, the name cut to the
 * room left.
 * @param name The name, e.g. a viewer's.
 * @param value The value, e.g. `1.5k`.
 * @param font The line's font.
 * @param width The line's width, in pixels.
 * @returns E.g. `night o… 1.5k`.
 */
export function fitNameAndValue(name: string, value: string, font: StripFont, width = STRIP_LINE_WIDTH): string {
	const room = width - textWidth(` ${value}`, font.size, font.bold);
	const fitted = ellipsize(name.replace(/\s+/g, " ").trim(), room, font.size, font.bold);
	return fitted === "…" || fitted === "" ? value : `${fitted} ${value}`;
}
