/**
 * Renders the images the build produces from SVG code: the plugin icon as PNG (256 and 512 pixels) and, for the
 * README, a picture of each action's key drawn by the same code the plugin uses on the deck.
 */
import { Resvg } from "@resvg/resvg-js";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { renderAlertFace } from "../src/render/alert-face";
import { ACCENTS, type KeyFace, renderKeyFace } from "../src/render/key-face";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pluginDir = path.join(root, "com.channel.companion.sdPlugin");
const keysDir = path.join(root, "docs", "keys");

/** Key faces as the plugin draws them, with sample values, for the actions whose key shows live data. */
const LIVE_KEYS: Record<string, KeyFace> = {
	"goal-add": { accent: ACCENTS.goal, label: "Goal main", value: "+10" },
	"streamathon-add-seconds": { accent: ACCENTS.streamathon, label: "Timer main", value: "+60 s" },
	"show-top": { accent: ACCENTS.top, label: "Moderator_Mia", value: "40k" },
	warnings: { accent: ACCENTS.warnings, label: "StreamFan42", value: "1" },
	"currency-balance": { accent: ACCENTS.currency, label: "night owl", value: "12.3k", stale: true },
	"custom-data": { accent: ACCENTS.data, label: "song", value: "Never Gonna" },
	undo: { accent: ACCENTS.goal, label: "Undo Goal", value: "−10 main", badge: "3" },
	// The new behaviour of 0.2: a long press that removes, a hold filling up, a value over its threshold.
	"goal-add-hold-remove": { accent: ACCENTS.goal, label: "Goal main", value: "+5", hint: "Hold −5" },
	hold: { accent: ACCENTS.currency, label: "Hold", value: "60%", progress: 0.6 },
	highlight: { accent: ACCENTS.warnings, label: "StreamFan42", value: "3", background: "#E5484D" },
};

/** Actions whose key keeps the manifest's image, and which of their images to show. */
const STATIC_KEYS: Record<string, string> = {
	"goal-lock": "key-locked.svg",
	"goal-action": "key.svg",
	"streamathon-lock": "key-unlocked.svg",
	"streamathon-action": "key.svg",
	"custom-event": "key.svg",
	"currency-set": "key.svg",
	"currency-remove": "key.svg",
};

/**
 * The plugin icon: the channel glyph (a screen with a play mark) on the brand gradient.
 * @returns The SVG document, 256 × 256.
 */
function pluginIconSvg(): string {
	return [
		'<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
		'<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">',
		'<stop offset="0" stop-color="#8B5CF6"/><stop offset="1" stop-color="#14B8A6"/></linearGradient></defs>',
		'<rect x="8" y="8" width="240" height="240" rx="56" fill="url(#brand)"/>',
		'<g fill="none" stroke="#FFFFFF" stroke-linecap="round" stroke-linejoin="round">',
		'<path d="M94 50 L128 84 L162 50" stroke-width="16"/>',
		'<rect x="50" y="88" width="156" height="118" rx="26" stroke-width="17"/></g>',
		'<path d="M110 120 L158 147 L110 174 Z" fill="#FFFFFF" stroke="#FFFFFF" stroke-width="8" stroke-linejoin="round"/>',
		"</svg>",
	].join("");
}

/**
 * Writes a PNG rendering of an SVG document.
 * @param svg The SVG document.
 * @param width Width of the PNG in pixels.
 * @param file Where to write it.
 */
function writePng(svg: string, width: number, file: string): void {
	const png = new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
	writeFileSync(file, png);
}

mkdirSync(path.join(pluginDir, "imgs", "plugin"), { recursive: true });
writePng(pluginIconSvg(), 256, path.join(pluginDir, "imgs", "plugin", "plugin-icon.png"));
writePng(pluginIconSvg(), 512, path.join(pluginDir, "imgs", "plugin", "plugin-icon@2x.png"));

mkdirSync(keysDir, { recursive: true });
for (const [slug, face] of Object.entries(LIVE_KEYS)) {
	writeFileSync(path.join(keysDir, `${slug}.svg`), `${renderKeyFace(face)}\n`);
}
for (const [slug, image] of Object.entries(STATIC_KEYS)) {
	copyFileSync(path.join(pluginDir, "imgs", "actions", slug, image), path.join(keysDir, `${slug}.svg`));
}
writeFileSync(path.join(keysDir, "alert.svg"), `${renderAlertFace("Key?")}\n`);
