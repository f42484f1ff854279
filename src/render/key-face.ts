import { COLOUR_PATTERN } from "../contract/field-spec";
import { contrastRatio, MIN_CONTRAST, readableTextColour } from "./contrast";
import { BADGE, layoutKeyFace, STALE_MARK_SIZE } from "./key-face-layout";
import { DARK, KEY_IMAGE_SIZE, keyImageStart, SIGN_FONT, svgText } from "./svg";

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

/**
 * The line of a display key that says what it shows, e.g. `Top Currency` or `Messages · Week`: words that are cut with
 * `…` when they do not fit, and a detail that never is (what tells two keys of one list apart).
 */
export type FaceHeading = {
	/** What the value is, e.g. `Warnings` or a top list's name. */
	words: string;
	/** What follows the words after a `·`, whole, e.g. a period. */
	detail?: string;
};

/** What a key image shows: a value large, its label small, and optional marks. */
export type KeyFace = {
	/** Colour of the family the action belongs to. */
	accent: string;
	/** What a display key shows, above its label, in the family's colour. */
	heading?: FaceHeading;
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
/** The margin the key's lines keep from its sides; the hold bar's track keeps twice as much. */
const MARGIN = 8;

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
		layout.heading ? svgText({ id: "heading", ...layout.heading, fill: headingColour(face.accent, background) }) : "",
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
 * The colour of a heading: the family's colour where it reads on the dark, else black or white, whichever reads on
 * what is behind it (a colour the user picked for the value).
 * @param accent The family's colour.
 * @param background The colour the key is drawn on, when it is not the dark.
 * @returns A colour.
 */
function headingColour(accent: string, background: string | undefined): string {
	if (background === undefined && COLOUR_PATTERN.test(accent) && contrastRatio(accent, DARK) >= MIN_CONTRAST)
		return accent;
	return readableTextColour(background ?? DARK);
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
