import { DARK, KEY_IMAGE_SIZE, keyImageStart, SIGN_FONT, svgText } from "./svg";
import { type FittedText, fitText } from "./text-width";

/** Colour of the alert: its top bar and its warning sign. */
const ALERT_COLOUR = "#EF4444";
/** Width the reason may take, in pixels of the 144-pixel image: the key's width less a margin on each side. */
const REASON_WIDTH = 128;
/** Font size of a short reason such as `Key?`; longer ones get smaller so that they fit {@link REASON_WIDTH}. */
const MAX_REASON_SIZE = 46;
/** Smallest size a reason is drawn at; a longer one is cut. */
const MIN_REASON_SIZE = 16;

/** The two kinds of face without a value: a failure of the moment, or settings that must be fixed first. */
export type ReasonTone = "alert" | "setup";

/** Where the app draws a title the user typed for a key (its `titleAlignment`). */
export type TitlePlace = "bottom" | "middle" | "top";

/** Colour of each tone: its top bar and its sign. */
const TONE_COLOURS: Readonly<Record<ReasonTone, string>> = { alert: ALERT_COLOUR, setup: "#F59E0B" };

/**
 * Draws the face a key shows while it alerts: the short reason large, under a warning sign, on the plain dark
 * background, with neither the action's icon nor its value behind it. The `setup` tone is the lasting face of a key
 * whose settings are invalid (amber, a question mark in a circle): it stays until the settings are fixed.
 * The app draws a title the user typed over the image, and the plugin cannot take it away: under a title at the bottom
 * (where the reason goes), the reason moves to the middle and the sign shrinks above it, so that the reason stays
 * readable.
 * @param reason The short reason in the app's language, e.g. `Key?` or `未接続`.
 * @param tone `alert` for a failure, `setup` for invalid settings.
 * @param userTitle Where the user's own title is drawn, when the key shows one.
 * @returns The SVG document.
 */
export function renderAlertFace(reason: string, tone: ReasonTone = "alert", userTitle?: TitlePlace): string {
	const { text, size } = fitReason(reason);
	const colour = TONE_COLOURS[tone];
	const mark = (y: number, text: string, size: number): string =>
		svgText({ x: 72, y, text, size, font: SIGN_FONT, weight: 700, fill: DARK });
	// The signs stay under the band kept for the `DEMO` mark.
	const sign =
		tone === "alert"
			? `<g id="alert-sign"><path d="M72 30 L94 66 L50 66 Z" fill="${colour}" stroke="${colour}" stroke-width="6" stroke-linejoin="round"/>${mark(62, "!", 26)}</g>`
			: `<g id="setup-sign"><circle cx="72" cy="50" r="21" fill="${colour}"/>${mark(60, "?", 28)}</g>`;
	const raised = userTitle === "bottom";
	const reasonMiddle = raised ? 82 : 108;
	return [
		keyImageStart(),
		`<rect x="0" y="0" width="${KEY_IMAGE_SIZE}" height="8" fill="${colour}"/>`,
		raised ? `<g transform="translate(72 28) scale(0.62) translate(-72 -26)">${sign}</g>` : sign,
		svgText({ id: "reason", x: 72, y: Math.round(reasonMiddle + size / 3), text, size, weight: 700, fill: "#ffffff" }),
		"</svg>",
	].join("");
}

/**
 * Fits a reason into the key: as large as {@link MAX_REASON_SIZE}, smaller for long words and for the wide
 * characters of Chinese, Japanese and Korean, cut with an ellipsis only below the smallest readable size.
 * @param reason The reason.
 * @returns What to draw, and how large.
 */
export function fitReason(reason: string): FittedText {
	return fitText(reason, { width: REASON_WIDTH, maxSize: MAX_REASON_SIZE, minSize: MIN_REASON_SIZE, bold: true });
}

/**
 * The font size a reason is drawn at.
 * @param reason The reason.
 * @returns Pixels.
 */
export function reasonFontSize(reason: string): number {
	return fitReason(reason).size;
}
