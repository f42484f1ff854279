import { stateImageSvgs } from "./manifest-images";
import {
	DARK,
	KEY_IMAGE_SIZE,
	keyImageStart,
	MARK_BAND_HEIGHT,
	MIN_TEXT_SIZE,
	svgDataUrl,
	svgOfDataUrl,
	svgText,
} from "./svg";

/** The word every key and strip of a demo channel shows. */
export const DEMO_WORD = "DEMO";

/**
 * The band a demo channel's keys show across the top, in the band every face keeps free for it: the word on white,
 * over the family's colour.
 * @returns The SVG group.
 */
function demoBand(): string {
	const size = KEY_IMAGE_SIZE;
	const word = svgText({
		x: size / 2,
		y: MARK_BAND_HEIGHT - 6,
		text: DEMO_WORD,
		size: MIN_TEXT_SIZE,
		weight: 800,
		spacing: 2,
		fill: DARK,
	});
	return `<g id="demo"><rect width="${size}" height="${MARK_BAND_HEIGHT}" fill="#ffffff"/>${word}</g>`;
}

/**
 * Adds the demo mark to a key image the plugin drew.
 * @param image A data URL from {@link svgDataUrl}.
 * @returns The same image with the mark on top; an image of another kind as it is.
 */
export function withDemoMark(image: string): string {
	const svg = svgOfDataUrl(image);
	const end = svg?.lastIndexOf("</svg>") ?? -1;
	return svg === undefined || end < 0 ? image : svgDataUrl(`${svg.slice(0, end)}${demoBand()}</svg>`);
}

/**
 * The manifest's image of each state of an action, with the demo mark: what the key shows of its own when the plugin
 * draws nothing. The app draws those images from the plugin folder; to mark them, the plugin reads and redraws them,
 * smaller, under the band, so that the mark covers none of the icon.
 * @param uuid The action's UUID.
 * @returns One data URL per state; a plain marked face when the manifest or its image cannot be read.
 */
export function markedStateImages(uuid: string): string[] {
	const images = stateImageSvgs(uuid);
	const room = KEY_IMAGE_SIZE - MARK_BAND_HEIGHT;
	const left = (KEY_IMAGE_SIZE - room) / 2;
	return images.map((svg) =>
		svgDataUrl(
			`${keyImageStart()}<g transform="translate(${left} ${MARK_BAND_HEIGHT}) scale(${room / 72})">${svg}</g>${demoBand()}</svg>`,
		),
	);
}
