import { COLOUR_PATTERN } from "../contract/field-spec";
import { readableTextColour } from "./contrast";
import { DARK, KEY_IMAGE_SIZE, keyImageStart, MARK_BAND_HEIGHT, MIN_TEXT_SIZE, SIGN_FONT, svgText } from "./svg";
import { type FittedText, fitText, fitWhole, textWidth } from "./text-width";

/** Colours of the action families, shared by the key faces and the manifest's images. */
export const ACCENTS = {
	goal: "#2DD4BF",
	streamathon: "#F59E0B",
	event: "#8B5CF6",
	top: "#EAB308",
	warnings: "#F97316",
	currency: "#22C55E",
	data: "#06B6D4",
} as const;

/** What a key image shows: a value large, its label small, and optional marks. */
export type KeyFace = {
	/** Colour of the family the action belongs to. */
	accent: string;
	/** Small line above the value, e.g. the viewer's name. */
	label: string;
	/** The value, large. */
	value: string;
	/** A short mark in the top-right corner, e.g. `#2` for a rank. */
	badge?: string;
	/**
	 * The channel's name, small in the top-left corner, when there is more than one channel: plain text in white or
	 * black, whichever reads on the background, so that it never looks like the badge.
	 */
	channel?: string;
	/** Whether the value could not be refreshed: it is dimmed and marked. */
	stale?: boolean;
	/** Whether the key shows a title (from a title template): the value leaves the bottom to it. */
	titled?: boolean;
	/** Colour the whole key is drawn on (`#RRGGBB`, e.g. a display key's colour by value); dark when absent. */
	background?: string;
	/** A small line under the value, e.g. `hold −5`. */
	hint?: string;
	/** How far a hold has come, 0 to 1: a bar along the bottom fills up. */
	progress?: number;
};

/** Size of the key image, in short. */
const SIZE = KEY_IMAGE_SIZE;
/** Left and right margin of every line. */
const MARGIN = 8;
/** The row under the mark band that holds the channel's name, when the face has one. */
const CHANNEL_ROW = { baseline: MARK_BAND_HEIGHT + 20 } as const;
/** Baseline of the label: under the channel's row when the face has one, else right under the mark band. */
const LABEL_BASELINE = { underChannel: 68, underBand: 48 } as const;
/** The badge's size: right of the label, on its line, as wide as its text needs (a count narrower than a rank). */
const BADGE = { minWidth: 26, maxWidth: 46, padding: 10, height: 24 } as const;
/** Where the stale mark goes when the bottom is free. */
const STALE_MARK_AT_BOTTOM = { x: 106, y: 108 } as const;
/** Width and height of the stale mark. */
const STALE_MARK_SIZE = { width: 32, height: 26 } as const;
/** Sizes of the small lines (label, channel, badge, hint): never below {@link MIN_TEXT_SIZE}. */
const SMALL_TEXT = { label: 19, channel: 18, badge: 18, hint: 20 } as const;

/** Where each text of a key face goes, and how large: worked out once so that nothing overlaps. */
export type KeyFaceLayout = {
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
 * Lays a key face out: the mark band left free, the channel's name in a row under it, the label beside the badge, the
 * value below it as large as fits, leaving the bottom to the title when the key shows one (the manifest puts titles at
 * the bottom), and a corner for the stale mark. Names shrink to {@link MIN_TEXT_SIZE}, then are cut with `…` at a word
 * or between characters; the value is never cut.
 * @param face What to show.
 * @returns Where each part goes.
 */
export function layoutKeyFace(face: KeyFace): KeyFaceLayout {
	const labelBaseline = face.channel ? LABEL_BASELINE.underChannel : LABEL_BASELINE.underBand;
	const badgeWidth = face.badge ? badgeWidthOf(face.badge) : 0;
	const labelWidth = SIZE - MARGIN * 2 - (face.badge ? badgeWidth + MARGIN / 2 : 0);
	const label = fitText(face.label, { width: labelWidth, maxSize: SMALL_TEXT.label, minSize: MIN_TEXT_SIZE });
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
	if (face.channel) {
		const width = SIZE - MARGIN * 2;
		const channel = fitText(face.channel, { width, maxSize: SMALL_TEXT.channel, minSize: MIN_TEXT_SIZE });
		layout.channel = { ...channel, x: MARGIN + 2, y: CHANNEL_ROW.baseline, width };
	}
	if (face.stale) layout.staleMark = placeStaleMark(face, value, labelBaseline);
	if (face.hint !== undefined) {
		const width = SIZE - MARGIN * 2;
		const hint = fitText(face.hint, { width, maxSize: SMALL_TEXT.hint, minSize: MIN_TEXT_SIZE });
		layout.hint = { ...hint, x: SIZE / 2, y: 116, width };
	}
	return layout;
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

/**
 * Draws a key image as SVG.
 * @param face What to show.
 * @returns The SVG document.
 */
export function renderKeyFace(face: KeyFace): string {
	const layout = layoutKeyFace(face);
	const opacity = face.stale ? 0.55 : 1;
	const { label, value } = layout;
	// Only a colour written #RRGGBB goes into the image: anything else could break out of the attribute.
	const background =
		face.background !== undefined && COLOUR_PATTERN.test(face.background) ? face.background : undefined;
	// The label and hint are quieter than the value on the dark background.
	const smallTextColour = background ? "#ffffff" : "#b8bcc6";
	const parts = [
		keyImageStart(background, "background"),
		`<rect x="0" y="0" width="${SIZE}" height="8" fill="${face.accent}"/>`,
		svgText({ id: "label", ...label, fill: smallTextColour }),
		svgText({ id: "value", ...value, weight: 700, fill: "#ffffff", opacity }),
	];
	if (layout.badge) {
		const badge = layout.badge;
		const top = badge.y - 18;
		parts.push(
			`<rect x="${badge.x - (badge.width + 6) / 2}" y="${top}" width="${badge.width + 6}" height="${BADGE.height}" rx="${BADGE.height / 2}" fill="${face.accent}"/>`,
			svgText({ id: "badge", ...badge, weight: 700, fill: DARK }),
		);
	}
	if (layout.hint) {
		parts.push(svgText({ id: "hint", ...layout.hint, fill: smallTextColour }));
	}
	if (face.progress !== undefined) parts.push(progressBar(face.progress, face.accent));
	if (layout.channel) {
		parts.push(
			svgText({ id: "channel", ...layout.channel, fill: readableTextColour(background ?? DARK), start: true }),
		);
	}
	if (layout.staleMark) {
		const { x, y } = layout.staleMark;
		const { width, height } = STALE_MARK_SIZE;
		parts.push(
			`<g id="stale"><path d="M${x + width / 2} ${y} L${x + width} ${y + height} L${x} ${y + height} Z" fill="#F59E0B"/>`,
			svgText({ x: x + width / 2, y: y + height - 3, text: "!", size: 16, font: SIGN_FONT, weight: 700, fill: DARK }),
			"</g>",
		);
	}
	parts.push("</svg>");
	return parts.join("");
}

/**
 * Draws the hold bar along the bottom of a key: a track, filled from the left as far as the hold has come.
 * @param progress How far, 0 to 1.
 * @param accent The fill's colour.
 * @returns The SVG group.
 */
function progressBar(progress: number, accent: string): string {
	const share = Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 0;
	const width = SIZE - MARGIN * 4;
	const fill = Math.round(width * share);
	return `<g id="progress" data-percent="${Math.round(share * 100)}"><rect x="${MARGIN * 2}" y="124" width="${width}" height="10" rx="5" fill="#ffffff" fill-opacity="0.18"/><rect x="${MARGIN * 2}" y="124" width="${fill}" height="10" rx="5" fill="${accent}"/></g>`;
}
