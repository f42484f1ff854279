import type { KeySurfaces } from "./key-display";
import { ignoreIfKeyGone } from "./key-gone";
import { keyImageStart, SIGN_FONT, svgDataUrl, svgOfDataUrl, svgStart, svgText } from "./svg";

/** How long a press waits for its answer before its key or strip shows that it is waiting. */
export const PENDING_AFTER_MS = 500;

/** What a touch strip's status says while a press waits for its answer: no word, so no language to translate. */
export const PENDING_STATUS = "…";

/**
 * The hourglass of the pending sign, at the right of a 144-pixel key under the band kept for the `DEMO` mark: a round
 * amber badge that neither a value nor a title covers.
 */
const HOURGLASS = [
	'<g id="pending">',
	'<circle cx="118" cy="50" r="22" fill="#17181c" stroke="#F59E0B" stroke-width="4"/>',
	'<path d="M108 36 H128 M108 64 H128 M110 37 L118 50 L110 63 M126 37 L118 50 L126 63" fill="none" stroke="#F59E0B" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>',
	'<path d="M113 60 L118 53 L123 60 Z" fill="#F59E0B"/>',
	"</g>",
].join("");

/**
 * The picture of a key that waits for an answer: what it shows, dimmed, with the hourglass on top, so that the key still
 * says what it is; a key that shows the manifest's icon (which the plugin cannot draw over) gets a dark face with the
 * hourglass large and an ellipsis, and keeps its title.
 * @param image What the key shows now: an image the plugin drew, or `undefined` for the manifest's.
 * @returns A data URL.
 */
export function pendingImage(image: string | undefined): string {
	const svg = svgOfDataUrl(image);
	const inner = svg === undefined ? undefined : innerSvg(svg);
	if (inner !== undefined) return svgDataUrl(`${svgStart()}<g opacity="0.45">${inner}</g>${HOURGLASS}</svg>`);
	const dots = svgText({
		id: "pending-dots",
		x: 72,
		y: 118,
		text: PENDING_STATUS,
		size: 34,
		font: SIGN_FONT,
		weight: 700,
		fill: "#F59E0B",
	});
	return svgDataUrl(`${keyImageStart()}<g transform="translate(-46 8)">${HOURGLASS}</g>${dots}</svg>`);
}

/**
 * The content of one of the plugin's own SVG images, without its outer element, to draw inside another.
 * @param svg The SVG document.
 * @returns Its content; `undefined` when it is not an image of the plugin's size.
 */
function innerSvg(svg: string): string | undefined {
	const match = /^<svg [^>]*viewBox="0 0 144 144"[^>]*>([\s\S]*)<\/svg>$/.exec(svg);
	return match?.[1];
}

/**
 * The pending sign of one press: when its answer takes longer than {@link PENDING_AFTER_MS}, the key shows the pending
 * picture over what it shows, a dial `…` as its status. Made just before the press's request leaves and ended once its
 * answer came, before the press shows its result, so a fast answer never shows it. Updates go through the key's and
 * strip's throttles.
 */
export class PendingSign {
	/** The key or dial pressed. */
	readonly #key: KeySurfaces;

	/** Shows the sign once the answer is late. */
	readonly #timer: NodeJS.Timeout;

	/** Whether the sign is shown. */
	#shown = false;

	/**
	 * Starts waiting for a press's answer.
	 * @param key The key or dial pressed.
	 */
	constructor(key: KeySurfaces) {
		this.#key = key;
		this.#timer = setTimeout(() => this.#show(), PENDING_AFTER_MS);
	}

	/**
	 * Ends the wait: the sign, if shown, goes.
	 */
	public async end(): Promise<void> {
		clearTimeout(this.#timer);
		if (!this.#shown) return;
		this.#shown = false;
		const { action, display, strip } = this.#key;
		if (action.isKey()) await ignoreIfKeyGone(display.uncover());
		else await ignoreIfKeyGone(strip.setFeedback({ status: "" }));
	}

	/**
	 * Shows the sign.
	 */
	#show(): void {
		this.#shown = true;
		const { action, display, strip } = this.#key;
		if (action.isKey()) void ignoreIfKeyGone(display.cover(pendingImage(display.ownImage())));
		else void ignoreIfKeyGone(strip.setFeedback({ status: PENDING_STATUS }));
	}
}
