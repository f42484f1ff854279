/**
 * The README's key pictures: one per action of the manifest, named after the action, plus a few that show a feature.
 * An action whose key shows live data is drawn by the plugin's own code with sample values; any other action shows
 * the image its manifest gives its key, so that a new action has its picture without being named here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { renderAlertFace } from "../src/render/alert-face";
import { ACCENTS, type KeyFace, renderKeyFace } from "../src/render/key-face";

/** The plugin folder, whose manifest lists the actions. */
const PLUGIN_DIR = path.join(
	path.dirname(path.dirname(fileURLToPath(import.meta.url))),
	"com.channel.companion.sdPlugin",
);

/** The UUID every action's UUID starts with; the rest names its picture. */
const ACTION_PREFIX = "com.channel.companion.";

/** Key faces as the plugin draws them, with sample values, for the actions whose key shows live data. */
const LIVE_KEYS: Readonly<Record<string, KeyFace>> = {
	"goal-add": { accent: ACCENTS.goal, label: "Goal main", value: "+10" },
	"streamathon-add-seconds": { accent: ACCENTS.streamathon, label: "Timer main", value: "+60 s" },
	"show-top": { accent: ACCENTS.top, label: "Moderator_Mia", value: "40k" },
	warnings: { accent: ACCENTS.warnings, label: "StreamFan42", value: "1" },
	"currency-balance": { accent: ACCENTS.currency, label: "night owl", value: "12.3k", stale: true },
	"custom-data": { accent: ACCENTS.data, label: "song", value: "Never Gonna" },
	undo: { accent: ACCENTS.goal, label: "Undo Goal", value: "−10 main", badge: "3" },
};

/** Pictures of features rather than actions: the new behaviour of 0.2, and a key's alert. */
const FEATURE_PICTURES: Readonly<Record<string, string>> = {
	"goal-add-hold-remove": renderKeyFace({ accent: ACCENTS.goal, label: "Goal main", value: "+5", hint: "Hold −5" }),
	hold: renderKeyFace({ accent: ACCENTS.currency, label: "Hold", value: "60%", progress: 0.6 }),
	highlight: renderKeyFace({ accent: ACCENTS.warnings, label: "StreamFan42", value: "3", background: "#E5484D" }),
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
	/** Its states. */
	States: ManifestState[];
};

/** What the manifest says of its actions. */
type ManifestFile = {
	/** The actions, in the manifest's order. */
	Actions: ManifestAction[];
};

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
		// The last state shows what the action does: a lock key's locked picture.
		const image = action.States.at(-1)?.Image;
		if (face) pictures.set(slug, `${renderKeyFace(face)}\n`);
		else if (image) pictures.set(slug, readFileSync(path.join(PLUGIN_DIR, `${image}.svg`), "utf8"));
		else throw new Error(`${action.UUID} has no live face and no key image in the manifest to show in the README.`);
	}
	for (const [slug, svg] of Object.entries(FEATURE_PICTURES)) pictures.set(slug, `${svg}\n`);
	return pictures;
}
