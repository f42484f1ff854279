import { readFileSync } from "node:fs";

/** What the manifest says of its actions' images. */
type ManifestImages = {
	/** The actions. */
	Actions?: {
		/** The action's UUID. */
		UUID?: string;
		/** Its icon in the app's list of actions, without extension: a 20 × 20 glyph. */
		Icon?: string;
		/** Its states. */
		States?: {
			/** The state's image, without extension. */
			Image?: string;
		}[];
	}[];
};

/** The images of one action, as SVG documents without their XML declaration (empty when not readable). */
type ActionImages = {
	/** Its glyph. */
	icon: string;
	/** Its key image, one per state. */
	states: string[];
};

/** The manifest's images by action UUID, read once. */
let images: Map<string, ActionImages> | undefined;

/**
 * The manifest's key image of each state of an action (in the working directory, the plugin folder).
 * @param uuid The action's UUID.
 * @returns One SVG document per state; a single empty text when the manifest or its image cannot be read.
 */
export function stateImageSvgs(uuid: string): string[] {
	return imagesOf(uuid)?.states ?? [""];
}

/**
 * The content of an action's glyph, the icon of the app's list of actions: white strokes in a 20 × 20 box, to draw
 * inside a key face.
 * @param uuid The action's UUID.
 * @returns The glyph's drawing without its outer element; empty when it cannot be read.
 */
export function actionGlyph(uuid: string): string {
	const svg = imagesOf(uuid)?.icon ?? "";
	return /^<svg[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg.trim())?.[1] ?? "";
}

/**
 * The images of one action, reading the manifest on first need.
 * @param uuid The action's UUID.
 * @returns Its images; `undefined` for an action the manifest does not have.
 */
function imagesOf(uuid: string): ActionImages | undefined {
	images ??= readImages();
	return images.get(uuid);
}

/**
 * Reads the SVG of every action's glyph and state images.
 * @returns The images by action UUID.
 */
function readImages(): Map<string, ActionImages> {
	const read = new Map<string, ActionImages>();
	try {
		const manifest = JSON.parse(readFileSync("manifest.json", "utf8")) as ManifestImages;
		for (const action of manifest.Actions ?? []) {
			if (typeof action.UUID !== "string") continue;
			read.set(action.UUID, {
				icon: readSvg(action.Icon),
				states: (action.States ?? [{}]).map((state) => readSvg(state.Image)),
			});
		}
	} catch {
		// No manifest to read: keys are drawn without the manifest's pictures.
	}
	return read;
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
		// A PNG image or a missing file.
		return "";
	}
}
