/**
 * Renders the images the build produces from SVG code: the plugin icon as PNG (256 and 512 pixels). The README's key
 * pictures come from the built plugin itself (`render-readme-keys.ts`).
 */
import { Resvg } from "@resvg/resvg-js";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pluginDir = path.join(root, "com.channel.companion.sdPlugin");

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
