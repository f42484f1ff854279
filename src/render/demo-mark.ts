import { readFileSync } from "node:fs";

import { DARK, KEY_IMAGE_SIZE, keyImageStart, svgDataUrl, svgOfDataUrl, svgText } from "./svg";

/** The word every key and strip of a demo channel shows. */
export const DEMO_WORD = "DEMO";

/** Height of the band across the top of a key that carries the word. */
const BAND_HEIGHT = 16;

/**
 * The band a demo channel's keys show across the top: the word on white, above the family's colour.
 * @returns The SVG group.
 */
function demoBand(): string {
	const size = KEY_IMAGE_SIZE;
	const word = svgText({
		x: size / 2,
		y: BAND_HEIGHT - 4,
		text: DEMO_WORD,
		size: 13,
		weight: 800,
		spacing: 2,
		fill: DARK,
	});
	return `<g id="demo"><rect width="${size}" height="${BAND_HEIGHT}" fill="#ffffff"/>${word}</g>`;
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

/** What the manifest says of its actions' images. */
type ManifestImages = {
	/** The actions. */
	Actions?: {
		/** The action's UUID. */
		UUID?: string;
		/** Its states. */
		States?: {
			/** The state's image, without extension. */
			Image?: string;
		}[];
	}[];
};

/** The manifest's key images by action UUID, one per state, read once. */
let stateImages: Map<string, string[]> | undefined;

/**
 * The manifest's image of each state of an action, with the demo mark: what the key shows of its own when the plugin
 * draws nothing. The app draws those images from the plugin folder; to mark them, the plugin reads and redraws them.
 * @param uuid The action's UUID.
 * @returns One data URL per state; a plain marked face when the manifest or its image cannot be read.
 */
export function markedStateImages(uuid: string): string[] {
	stateImages ??= readStateImages();
	const images = stateImages.get(uuid) ?? [""];
	const size = KEY_IMAGE_SIZE;
	return images.map((svg) =>
		svgDataUrl(`${keyImageStart()}<g transform="scale(${size / 72})">${svg}</g>${demoBand()}</svg>`),
	);
}

/**
 * Reads the SVG of every state image of the manifest (in the working directory, the plugin folder).
 * @returns The SVG documents by action UUID, without their XML declaration; an empty text for an image not readable.
 */
function readStateImages(): Map<string, string[]> {
	const images = new Map<string, string[]>();
	try {
		const manifest = JSON.parse(readFileSync("manifest.json", "utf8")) as ManifestImages;
		for (const action of manifest.Actions ?? []) {
			if (typeof action.UUID !== "string") continue;
			images.set(
				action.UUID,
				(action.States ?? [{}]).map((state) => readSvg(state.Image)),
			);
		}
	} catch {
		// No manifest to read: every key is marked on a plain face.
	}
	return images;
}

/**
 * Reads one image of the manifest.
 * @param path Its path without extension, as the manifest gives it.
 * @returns The SVG document; empty when there is none.
 */
function readSvg(path: string | undefined): string {
	if (typeof path !== "string") return "";
	try {
		return readFileSync(`${path}.svg`, "utf8").replace(/<\?xml[^>]*>/, "");
	} catch {
		// A PNG image or a missing file: the key is marked on a plain face.
		return "";
	}
}
