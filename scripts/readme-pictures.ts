/**
 * The README's key pictures: one per action of the manifest, named after the action, plus a few that show a feature.
 * An action whose key shows live data is drawn by the plugin's own code with sample values; any other action shows
 * the image its manifest gives its key, so that a new action has its picture without being named here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { topListHeading } from "../src/display/display-naming";
import { renderAlertFace } from "../src/render/alert-face";
import { ACCENTS, type KeyFace, renderKeyFace } from "../src/render/key-face";
import { glyphOf } from "../src/render/manifest-images";
import { lockGlyph, type PressFace, renderPressFace } from "../src/render/press-face";

/** The plugin folder, whose manifest lists the actions. */
const PLUGIN_DIR = path.join(
	path.dirname(path.dirname(fileURLToPath(import.meta.url))),
	"com.channel.companion.sdPlugin",
);

/** The UUID every action's UUID starts with; the rest names its picture. */
const ACTION_PREFIX = "com.channel.companion.";

/** Key faces as the plugin draws them, with sample values, for the actions whose key shows live data. */
const LIVE_KEYS: Readonly<Record<string, KeyFace>> = {
	"show-top": {
		accent: ACCENTS.top,
		heading: topListHeading("message", "global"),
		label: "Moderator_Mia",
		value: "40k",
	},
	warnings: { accent: ACCENTS.warnings, heading: { words: "Warnings" }, label: "StreamFan42", value: "1" },
	"currency-balance": {
		accent: ACCENTS.currency,
		heading: { words: "Balance" },
		label: "night owl",
		value: "12.3k",
		stale: true,
	},
	"custom-data": { accent: ACCENTS.data, heading: { words: "Data" }, label: "song", value: "Never Gonna" },
	undo: { accent: ACCENTS.goal, label: "Undo Goal", value: "−10 main", badge: "3" },
};

/** A press key's face with sample settings; its glyph is the action's icon unless given. */
type SampleFace = Omit<PressFace, "glyph"> & Partial<Pick<PressFace, "glyph">>;

/**
 * The faces of press keys with sample settings, as the plugin draws them: what each acts on under its glyph (the
 * action's icon unless given; a lock key's padlock).
 */
const PRESS_KEYS: Readonly<Record<string, SampleFace>> = {
	"goal-add": { accent: ACCENTS.goal, name: "Goal main", deed: "+10" },
	"goal-lock": { accent: ACCENTS.goal, name: "Goal main", deed: "Locked", glyph: lockGlyph("locked") },
	"goal-action": { accent: ACCENTS.goal, name: "Goal main", deed: "Target = 500" },
	"streamathon-add-seconds": { accent: ACCENTS.streamathon, name: "Timer main", deed: "+60 s" },
	"streamathon-lock": {
		accent: ACCENTS.streamathon,
		name: "Timer main",
		deed: "Push: lock",
		glyph: lockGlyph("unknown"),
	},
	"streamathon-action": { accent: ACCENTS.streamathon, name: "Timer main", deed: "= 10 min" },
	"custom-event": { accent: ACCENTS.event, name: "confetti" },
	"currency-set": { accent: ACCENTS.currency, name: "night owl", deed: "= 500" },
	"currency-remove": { accent: ACCENTS.currency, name: "night owl", deed: "−50" },
};

/** Pictures of features rather than actions: the new behaviour of 0.2, and a key's alert. */
const FEATURE_PICTURES: Readonly<Record<string, string>> = {
	"goal-add-hold-remove": renderKeyFace({ accent: ACCENTS.goal, label: "Goal main", value: "+5", hint: "Hold −5" }),
	hold: renderKeyFace({ accent: ACCENTS.currency, label: "Hold", value: "60%", progress: 0.6 }),
	highlight: renderKeyFace({
		accent: ACCENTS.warnings,
		heading: { words: "Warnings" },
		label: "StreamFan42",
		value: "3",
		background: "#E5484D",
	}),
	alert: renderAlertFace("Key?"),
};

/** One state of an action in the manifest. */
type ManifestState = {
	/** Its key image, without the extension. */
	Image: string;
};

/** What the manifest says of an action, as far as its picture goes. */
type ManifestAction = {
	/** Its UUID. */
	UUID: string;
	/** Its glyph in the app's list of actions, without extension. */
	Icon: string;
	/** Its states. */
	States: ManifestState[];
};

/** What the manifest says of its actions. */
type ManifestFile = {
	/** The actions, in the manifest's order. */
	Actions: ManifestAction[];
};

/**
 * The glyph of an action, from its icon in the plugin folder.
 * @param action The action.
 * @returns The glyph's drawing.
 */
function glyphOfAction(action: ManifestAction): string {
	return glyphOf(readFileSync(path.join(PLUGIN_DIR, `${action.Icon}.svg`), "utf8"));
}

/**
 * The picture of each action of the manifest and of each feature, as SVG documents.
 * @returns SVG text by slug (`goal-add` for `docs/keys/goal-add.svg`), the manifest's actions first, in its order.
 */
export function readmePictures(): Map<string, string> {
	const manifest = JSON.parse(readFileSync(path.join(PLUGIN_DIR, "manifest.json"), "utf8")) as ManifestFile;
	const pictures = new Map<string, string>();
	for (const action of manifest.Actions) {
		const slug = action.UUID.slice(ACTION_PREFIX.length);
		const face = LIVE_KEYS[slug];
		const press = PRESS_KEYS[slug];
		// The last state shows what the action does: a lock key's locked picture.
		const image = action.States.at(-1)?.Image;
		if (face) pictures.set(slug, `${renderKeyFace(face)}\n`);
		else if (press) pictures.set(slug, `${renderPressFace({ glyph: glyphOfAction(action), ...press })}\n`);
		else if (image) pictures.set(slug, readFileSync(path.join(PLUGIN_DIR, `${image}.svg`), "utf8"));
		else throw new Error(`${action.UUID} has no live face and no key image in the manifest to show in the README.`);
	}
	for (const [slug, svg] of Object.entries(FEATURE_PICTURES)) pictures.set(slug, `${svg}\n`);
	return pictures;
}
