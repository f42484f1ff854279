import type { TitlePlace } from "./alert-face";
import { DARK, KEY_IMAGE_SIZE, keyImageStart, MARK_BAND_HEIGHT, MIN_TEXT_SIZE, svgDataUrl, svgText } from "./svg";
import { fitText, fitWhole } from "./text-width";

/** What the face of a key that fires shows: its glyph, what it acts on, and what it does to it. */
export type PressFace = {
	/** Colour of the action's family: the bar along the top and the disc behind the glyph. */
	accent: string;
	/** The glyph's drawing in a 20 × 20 box (see `actionGlyph`, `lockGlyph`). */
	glyph: string;
	/** What the key acts on, e.g. `Goal main`, a viewer or an event: cut with `…` when it does not fit. */
	name: string;
	/** What a press does to it, e.g. `+5`, `= 500` or `Locked`: never cut. */
	deed?: string;
	/** Where the app draws a title the user typed: the face then leaves words to the title and shows the glyph alone. */
	userTitle?: TitlePlace;
};

/** Size of the key image, in short. */
const SIZE = KEY_IMAGE_SIZE;
/** Width the lines may take: the key's width less a margin on each side. */
const LINE_WIDTH = SIZE - 16;
/** The glyph's side in its 20-unit box. */
const GLYPH_UNITS = 20;

/** A square box for the glyph, centred across the key. */
type GlyphBox = {
	/** Where it starts. */
	top: number;
	/** Its width and height. */
	side: number;
};

/** Where the glyph goes: its top and its side, by what else the face shows. */
const GLYPH_BOXES = {
	withDeed: { top: MARK_BAND_HEIGHT + 4, side: 48 },
	nameOnly: { top: MARK_BAND_HEIGHT + 4, side: 52 },
	titleAtBottom: { top: MARK_BAND_HEIGHT + 4, side: 64 },
	titleAtTop: { top: 62, side: 64 },
	titleInMiddle: { top: MARK_BAND_HEIGHT + 1, side: 30 },
} as const;

/**
 * Draws the face of a key that fires: the action's glyph on a disc of its family's colour, what the key acts on under
 * it, and what a press does (the amount, the verb, the lock's state). Under a title the user typed, the words give way
 * to it and the glyph stays clear of the title's place. The band at the top stays free for the `DEMO` mark.
 * @param face What to show.
 * @returns The SVG document.
 */
export function renderPressFace(face: PressFace): string {
	const parts = [keyImageStart(), `<rect x="0" y="0" width="${SIZE}" height="8" fill="${face.accent}"/>`];
	if (face.userTitle !== undefined) {
		const box =
			face.userTitle === "bottom"
				? GLYPH_BOXES.titleAtBottom
				: face.userTitle === "top"
					? GLYPH_BOXES.titleAtTop
					: GLYPH_BOXES.titleInMiddle;
		parts.push(glyphAt(face, box), "</svg>");
		return parts.join("");
	}
	if (face.deed === undefined || face.deed === "") {
		const box = GLYPH_BOXES.nameOnly;
		const top = box.top + box.side + 6;
		parts.push(glyphAt(face, box), nameLine(face.name, top, SIZE - 8, 24));
	} else {
		const box = GLYPH_BOXES.withDeed;
		const nameTop = box.top + box.side + 4;
		const deedTop = nameTop + 28;
		const deed = fitWhole(face.deed, { width: LINE_WIDTH, maxSize: 30, minSize: MIN_TEXT_SIZE, bold: true });
		const deedBaseline = Math.round((deedTop + SIZE - 6) / 2 + deed.size * 0.35);
		parts.push(
			glyphAt(face, box),
			nameLine(face.name, nameTop, nameTop + 26, 20),
			svgText({ id: "value", x: SIZE / 2, y: deedBaseline, ...deed, weight: 700, fill: "#ffffff" }),
		);
	}
	parts.push("</svg>");
	return parts.join("");
}

/**
 * The glyph on its disc, in a square box centred across the key.
 * @param face The face.
 * @param box The box's top and side.
 * @returns The SVG group.
 */
function glyphAt(face: PressFace, box: GlyphBox): string {
	const left = (SIZE - box.side) / 2;
	const centre = box.side / 2;
	// The glyph takes two thirds of the disc.
	const scale = (box.side * 0.68) / GLYPH_UNITS;
	const inset = (box.side - GLYPH_UNITS * scale) / 2;
	return [
		`<g id="icon" transform="translate(${left} ${box.top})">`,
		`<circle cx="${centre}" cy="${centre}" r="${centre}" fill="${face.accent}" fill-opacity="0.28"/>`,
		`<g transform="translate(${inset} ${inset}) scale(${scale})">${face.glyph}</g>`,
		"</g>",
	].join("");
}

/**
 * The line that names what the key acts on, centred between two heights, cut with `…` when it does not fit.
 * @param name The name.
 * @param top Where its space starts.
 * @param bottom Where it ends.
 * @param maxSize Its largest size.
 * @returns The SVG text.
 */
function nameLine(name: string, top: number, bottom: number, maxSize: number): string {
	const fitted = fitText(name, { width: LINE_WIDTH, maxSize, minSize: MIN_TEXT_SIZE });
	const y = Math.round((top + bottom) / 2 + fitted.size * 0.35);
	return svgText({ id: "label", x: SIZE / 2, y, ...fitted, fill: "#d4d7de" });
}

/** What the plugin knows of a widget's lock. */
export type LockLook = "locked" | "unknown" | "unlocked";

/** The colour of each lock state: red locked, green unlocked, grey while not known. */
export const LOCK_COLOURS: Readonly<Record<LockLook, string>> = {
	locked: "#F87171",
	unlocked: "#34D399",
	unknown: "#94A3B8",
};

/**
 * The padlock glyph of a lock state, in a 20 × 20 box: closed and red when locked, open and green when unlocked, grey
 * with a question mark on its body when the plugin does not know: the same glyph on a lock key and on a dial's strip.
 * @param look The state.
 * @returns The glyph's drawing.
 */
export function lockGlyph(look: LockLook): string {
	const colour = LOCK_COLOURS[look];
	const shackle =
		look === "unlocked" ? "M6.2 9.5V6.4A3.8 3.8 0 0 1 13.6 5.2" : "M6.2 9.5V6.4A3.8 3.8 0 0 1 13.8 6.4V9.5";
	// The question mark is drawn, not written: a sign inside a glyph, whatever size the glyph is shown at.
	const mark =
		look === "unknown"
			? `<path d="M8.3 12.1A1.75 1.75 0 1 1 10.9 13.6Q10 14.1 10 15" fill="none" stroke="${DARK}" stroke-width="1.5" stroke-linecap="round"/><circle cx="10" cy="17" r="0.85" fill="${DARK}"/>`
			: "";
	return `<g data-lock="${look}"><path d="${shackle}" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round"/><rect x="3.6" y="9" width="12.8" height="9.6" rx="2" fill="${colour}"/>${mark}</g>`;
}

/**
 * The padlock of a lock state as an image of its own, for a dial's touch strip (a `pixmap` item of its layout).
 * @param look The state.
 * @returns A data URL.
 */
export function lockGlyphImage(look: LockLook): string {
	return svgDataUrl(
		`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 20 20">${lockGlyph(look)}</svg>`,
	);
}
