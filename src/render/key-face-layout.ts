import type { FaceHeading, KeyFace } from "./key-face";
import { KEY_IMAGE_SIZE, MARK_BAND_HEIGHT, MIN_TEXT_SIZE } from "./svg";
import { fitNameAndValue, type FittedText, fitText, fitWhole, textWidth } from "./text-width";

/** Size of the key image, in short. */
const SIZE = KEY_IMAGE_SIZE;
/** Left and right margin of every line. */
const MARGIN = 8;
/**
 * How far each row's baseline lies below the one above it, or below the mark band: the channel's name, the heading,
 * then the label (further down on a face without a heading). A face with all three over a title packs them closer, so
 * that the value keeps room between them and the title.
 */
const ROW_STEPS = {
	roomy: { channel: 20, heading: 19, label: 22, labelAlone: 24 },
	packed: { channel: 14, heading: 18, label: 22, labelAlone: 24 },
} as const;
/**
 * The width the heading may take: it alone reaches nearer the edges (the corners round off above it), so that a list
 * and its period (`Messages · Month`) fit whole.
 */
const HEADING_WIDTH = SIZE - 6;
/** The badge's size: right of the label, on its line, as wide as its text needs (a count narrower than a rank). */
export const BADGE = { minWidth: 26, maxWidth: 46, padding: 10, height: 24 } as const;
/** Where the stale mark goes when the bottom is free. */
const STALE_MARK_AT_BOTTOM = { x: 106, y: 108 } as const;
/** Width and height of the stale mark. */
export const STALE_MARK_SIZE = { width: 32, height: 26 } as const;
/** Sizes of the small lines (label, channel, badge, hint): never below {@link MIN_TEXT_SIZE}. */
const SMALL_TEXT = { label: 19, channel: 18, badge: 18, hint: 20, heading: 17 } as const;
/** The largest size of the label and the channel's name on a packed face. */
const PACKED_TEXT = 17;

/** Where each text of a key face goes, and how large: worked out once so that nothing overlaps. */
export type KeyFaceLayout = {
	/** The heading, when there is one. */
	heading?: PlacedText;
	/** The label: its text, size, centre and baseline. */
	label: PlacedText;
	/** The value. */
	value: PlacedText;
	/** The badge, when there is one. */
	badge?: PlacedText;
	/** The channel's name, left-aligned (`x` is its start), when there is one. */
	channel?: PlacedText;
	/** Top-left corner of the stale mark, when the value is stale. */
	staleMark?: Point;
	/** The small line under the value, when there is one. */
	hint?: PlacedText;
};

/** A point of the key image. */
export type Point = {
	/** From the left. */
	x: number;
	/** From the top. */
	y: number;
};

/** A fitted text and where it goes. */
export type PlacedText = FittedText & {
	/** Centre of the line. */
	x: number;
	/** Baseline. */
	y: number;
	/** Width the line may take, centred on `x`. */
	width: number;
};

/**
 * Lays a key face out: the mark band left free, the channel's name in a row under it, then a display key's heading,
 * the label beside the badge, the value below it as large as fits, leaving the bottom to the title when the key shows
 * one (the manifest puts titles at the bottom), and a corner for the stale mark. Names shrink to {@link MIN_TEXT_SIZE},
 * then are cut with `…` at a word or between characters; the value is never cut.
 * @param face What to show.
 * @returns Where each part goes.
 */
export function layoutKeyFace(face: KeyFace): KeyFaceLayout {
	const rows = rowsOf(face);
	const labelBaseline = rows.label;
	const badgeWidth = face.badge ? badgeWidthOf(face.badge) : 0;
	const labelWidth = SIZE - MARGIN * 2 - (face.badge ? badgeWidth + MARGIN / 2 : 0);
	const smallest = { maxSize: rows.packed ? PACKED_TEXT : SMALL_TEXT.label, minSize: MIN_TEXT_SIZE };
	const label = fitText(face.label, { width: labelWidth, ...smallest });
	const value = placeValue(face, labelBaseline + 6);
	const layout: KeyFaceLayout = {
		label: { ...label, x: MARGIN + labelWidth / 2, y: labelBaseline, width: labelWidth },
		value,
	};
	if (face.badge) {
		const width = badgeWidth - 6;
		const badge = fitText(face.badge, { width, maxSize: SMALL_TEXT.badge, minSize: MIN_TEXT_SIZE, bold: true });
		layout.badge = { ...badge, x: SIZE - MARGIN - badgeWidth / 2, y: labelBaseline, width };
	}
	if (face.channel && rows.channel !== undefined) {
		const width = SIZE - MARGIN * 2;
		const channel = fitText(face.channel, {
			width,
			...smallest,
			maxSize: Math.min(smallest.maxSize, SMALL_TEXT.channel),
		});
		layout.channel = { ...channel, x: MARGIN + 2, y: rows.channel, width };
	}
	if (face.heading && rows.heading !== undefined) {
		layout.heading = { ...fitHeading(face.heading), x: SIZE / 2, y: rows.heading, width: HEADING_WIDTH };
	}
	if (face.stale) layout.staleMark = placeStaleMark(face, value, labelBaseline);
	if (face.hint !== undefined) {
		const width = SIZE - MARGIN * 2;
		const hint = fitText(face.hint, { width, maxSize: SMALL_TEXT.hint, minSize: MIN_TEXT_SIZE });
		layout.hint = { ...hint, x: SIZE / 2, y: 116, width };
	}
	return layout;
}

/** Baselines of the rows above the value, and whether they are packed. */
type Rows = {
	/** The channel's name, when the face has one. */
	channel?: number;
	/** The heading, when the face has one. */
	heading?: number;
	/** The label. */
	label: number;
	/** Whether the rows are packed closer than usual. */
	packed: boolean;
};

/**
 * Lays the rows above the value out, from the mark band down.
 * @param face What to show.
 * @returns Their baselines.
 */
function rowsOf(face: KeyFace): Rows {
	const packed = face.channel !== undefined && face.heading !== undefined && face.titled === true;
	const steps = packed ? ROW_STEPS.packed : ROW_STEPS.roomy;
	let line = MARK_BAND_HEIGHT;
	const rows: Rows = { label: 0, packed };
	if (face.channel !== undefined) rows.channel = line += steps.channel;
	if (face.heading !== undefined) rows.heading = line += steps.heading;
	rows.label = line + (face.heading === undefined ? steps.labelAlone : steps.label);
	return rows;
}

/**
 * Fits the heading to its line: whole as large as it fits; else its words cut with `…` and its detail whole.
 * @param heading The heading.
 * @returns What to draw, and how large.
 */
function fitHeading(heading: FaceHeading): FittedText {
	const box = { width: HEADING_WIDTH, maxSize: SMALL_TEXT.heading, minSize: MIN_TEXT_SIZE };
	if (heading.detail === undefined) return fitText(heading.words, box);
	const detail = `· ${heading.detail}`;
	const whole = `${heading.words} ${detail}`;
	if (textWidth(whole, MIN_TEXT_SIZE) <= HEADING_WIDTH) return fitText(whole, box);
	return {
		text: fitNameAndValue(heading.words, detail, { size: MIN_TEXT_SIZE, bold: false }, HEADING_WIDTH),
		size: box.minSize,
	};
}

/**
 * Places the stale mark: beside the value when a title takes the bottom, else in the bottom corner.
 * @param face What to show.
 * @param value The value, placed.
 * @param labelBaseline The label's baseline, which the mark stays under.
 * @returns The mark's top-left corner.
 */
function placeStaleMark(face: KeyFace, value: PlacedText, labelBaseline: number): Point {
	if (!face.titled) return STALE_MARK_AT_BOTTOM;
	const y = Math.max(labelBaseline + 6, value.y - STALE_MARK_SIZE.height + 2);
	return { x: SIZE - MARGIN - STALE_MARK_SIZE.width, y };
}

/**
 * How wide a badge is drawn: as its text at the badge's size needs, between a narrow and a wide box.
 * @param badge The badge's text, e.g. `3` or `#42`.
 * @returns Its box's width.
 */
function badgeWidthOf(badge: string): number {
	const needed = Math.ceil(textWidth(badge, SMALL_TEXT.badge, true)) + BADGE.padding;
	return Math.min(BADGE.maxWidth, Math.max(BADGE.minWidth, needed));
}

/**
 * Places the value: below the label, above the title or the stale mark when there is one; as large as fits, never
 * below {@link MIN_TEXT_SIZE} and never cut.
 * @param face What to show.
 * @param top Where the value's space starts.
 * @returns The value's text, size and place.
 */
function placeValue(face: KeyFace, top: number): PlacedText {
	let bottom = 118;
	let maxSize = 56;
	let width = SIZE - MARGIN * 2;
	let x = SIZE / 2;
	if (face.titled) {
		bottom = 94;
		maxSize = 36;
		if (face.stale) {
			width = SIZE - MARGIN * 3 - STALE_MARK_SIZE.width;
			x = MARGIN + width / 2;
		}
	} else if (face.stale) {
		bottom = STALE_MARK_AT_BOTTOM.y - 4;
		maxSize = 46;
	}
	if (face.hint !== undefined || face.progress !== undefined) {
		// The hint and the hold bar take the bottom.
		bottom = Math.min(bottom, 96);
		maxSize = Math.min(maxSize, 40);
	}
	// The size fits the height left as well as the width.
	maxSize = Math.max(MIN_TEXT_SIZE, Math.min(maxSize, Math.round((bottom - top) * 1.1)));
	const value = fitWhole(face.value, { width, maxSize, minSize: MIN_TEXT_SIZE, bold: true });
	const centre = (top + bottom) / 2;
	return { ...value, x, y: Math.round(centre + value.size * 0.35), width };
}
