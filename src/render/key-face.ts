import { COLOUR_PATTERN } from "../contract/field-spec";
import { readableTextColour } from "./contrast";
import { DARK, KEY_IMAGE_SIZE, keyImageStart, SIGN_FONT, svgText } from "./svg";
import { type FittedText, fitText } from "./text-width";

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
/** The badge's box, top right. */
const BADGE = { x: SIZE - 52, y: 14, width: 44, height: 26 } as const;
/** The stale mark's box: bottom right, or right of the value when a title takes the bottom. */
const STALE_MARK = { bottom: { x: 106, y: 108 }, titled: { x: 110, y: 56 } } as const;
/** Width and height of the stale mark. */
const STALE_MARK_SIZE = { width: 32, height: 26 } as const;

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
 * Lays a key face out: the label beside the badge, the value below it as large as fits, leaving the bottom to the
 * title when the key shows one (the manifest puts titles at the bottom), and a corner for the stale mark. Texts shrink
 * to fit, then are cut at a word or between characters.
 * @param face What to show.
 * @returns Where each part goes.
 */
export function layoutKeyFace(face: KeyFace): KeyFaceLayout {
	const labelWidth = face.badge ? BADGE.x - MARGIN * 2 : SIZE - MARGIN * 2;
	const label = fitText(face.label, { width: labelWidth, maxSize: 19, minSize: 13 });
	const layout: KeyFaceLayout = {
		label: { ...label, x: MARGIN + labelWidth / 2, y: 42, width: labelWidth },
		value: placeValue(face),
	};
	if (face.badge) {
		const badge = fitText(face.badge, { width: BADGE.width - 6, maxSize: 17, minSize: 11, bold: true });
		layout.badge = { ...badge, x: BADGE.x + BADGE.width / 2, y: BADGE.y + 19, width: BADGE.width - 6 };
	}
	if (face.channel) {
		const width = (face.badge ? BADGE.x : SIZE) - MARGIN * 2;
		layout.channel = { ...fitText(face.channel, { width, maxSize: 13, minSize: 11 }), x: MARGIN + 2, y: 24, width };
	}
	if (face.stale) layout.staleMark = face.titled ? STALE_MARK.titled : STALE_MARK.bottom;
	if (face.hint !== undefined) {
		const hint = fitText(face.hint, { width: SIZE - MARGIN * 2, maxSize: 20, minSize: 12 });
		layout.hint = { ...hint, x: SIZE / 2, y: 114, width: SIZE - MARGIN * 2 };
	}
	return layout;
}

/**
 * Places the value: below the label, above the title or the stale mark when there is one.
 * @param face What to show.
 * @returns The value's text, size and place.
 */
function placeValue(face: KeyFace): PlacedText {
	const top = 52;
	let bottom = 118;
	let maxSize = 56;
	let width = SIZE - MARGIN * 2;
	let x = SIZE / 2;
	if (face.titled) {
		bottom = 94;
		maxSize = 36;
		if (face.stale) {
			width = STALE_MARK.titled.x - MARGIN * 2;
			x = MARGIN + width / 2;
		}
	} else if (face.stale) {
		bottom = STALE_MARK.bottom.y - 4;
		maxSize = 46;
	}
	if (face.hint !== undefined || face.progress !== undefined) {
		// The hint and the hold bar take the bottom.
		bottom = Math.min(bottom, 96);
		maxSize = Math.min(maxSize, 40);
	}
	const value = fitText(face.value, { width, maxSize, minSize: 18, bold: true });
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
		parts.push(
			`<rect x="${BADGE.x}" y="${BADGE.y}" width="${BADGE.width}" height="${BADGE.height}" rx="13" fill="${face.accent}"/>`,
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
