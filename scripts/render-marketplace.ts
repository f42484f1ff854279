/**
 * `npm run marketplace`: draws the Marketplace listing's pictures from the real plugin into `marketplace/`: the
 * thumbnail and the gallery (1920 × 960 PNG: what the built plugin drew on its keys and strip, on a drawing of a
 * Stream Deck +, and its property inspector; laid out by `listing-slides.ts`) and the 288 × 288 icon (the plugin icon
 * the build draws). Needs a build and Chromium (see `tools/browser/chromium.ts`); regenerate, never edit the PNGs.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";

import { DEMO_WORD } from "../src/render/demo-mark";
import { launchChromium } from "../tools/browser/chromium";
import { PLUGIN_DIR } from "../tools/host/plugin-paths";
import { captureDeck, type DeckScenes } from "./deck-captures";
import { deviceHtml } from "./hardware-drawing";
import { type Slide, SLIDE_SIZE, slideHtml, SLIDES } from "./listing-slides";
import { type PixelSize, pngSize } from "./png-size";

/** Where the listing's files live. */
export const MARKETPLACE_DIR = fileURLToPath(new URL("../marketplace", import.meta.url));

/** Width and height of the listing icon. */
export const ICON_SIZE = 288;

/** File name of the listing icon. */
export const ICON_FILE = "icon-288.png";

/** What one run wrote. */
export type MarketplaceImages = {
	/** Paths of the files written, thumbnail first, then the gallery, then the icon. */
	files: string[];
	/** Requests the API emulator answered while the captures were taken: the setup's Test connection. */
	apiRequests: number;
	/** Answers the plugin showed on the demo channel for the gestures staged (check marks, alerts, strip statuses). */
	answers: number;
	/** Keys and touch strip segments drawn, and how many of them carry the demo channel's DEMO mark. */
	marks: DemoMarks;
};

/** How many keys and touch strip segments the hardware pictures show, and how many carry the DEMO mark. */
export type DemoMarks = {
	/** Keys and segments drawn. */
	faces: number;
	/** Those with the mark. */
	marked: number;
};

/**
 * Draws every picture of the listing into a folder.
 * @param outDir The folder; `marketplace/` by default.
 * @returns What was written.
 */
export async function renderMarketplace(outDir = MARKETPLACE_DIR): Promise<MarketplaceImages> {
	const iconPng = await readFile(path.join(PLUGIN_DIR, "imgs", "plugin", "plugin-icon@2x.png"));
	const icon = dataUrl(iconPng);
	await mkdir(outDir, { recursive: true });
	const browser = await launchChromium();
	try {
		const scenes = await captureDeck(browser);
		const files: string[] = [];
		for (const slide of SLIDES) {
			const file = path.join(outDir, `${slide.file}.png`);
			await writeFile(file, await renderPage(browser, slideHtml(slide, sceneHtml(slide, scenes), icon), SLIDE_SIZE));
			files.push(file);
		}
		const iconFile = path.join(outDir, ICON_FILE);
		const iconPage = `<!doctype html><html><body style="margin:0;background:transparent"><img src="${icon}" width="${ICON_SIZE}" height="${ICON_SIZE}" style="display:block"></body></html>`;
		await writeFile(iconFile, await renderPage(browser, iconPage, { width: ICON_SIZE, height: ICON_SIZE }, true));
		files.push(iconFile);
		return { files, apiRequests: scenes.apiRequests, answers: scenes.answers, marks: demoMarks(scenes) };
	} finally {
		await browser.close().catch(() => undefined);
	}
}

/**
 * The scene of a slide as HTML.
 * @param slide The slide.
 * @param scenes Everything captured.
 * @returns A hardware drawing, or the setup picture.
 */
function sceneHtml(slide: Slide, scenes: DeckScenes): string {
	switch (slide.scene) {
		case "starterPage":
			return deviceHtml(scenes.starterPage, { part: "device", tilted: true, zoom: 0.92 });
		case "turnedDials":
			return deviceHtml(scenes.turnedDials, { part: "controls" });
		case "setup":
			return `<img class="picture" src="${dataUrl(scenes.setup)}" alt="">`;
		default:
			return deviceHtml(scenes[slide.scene], { part: "device" });
	}
}

/**
 * Counts the keys and strip segments of the hardware pictures, and those with the DEMO mark the plugin draws on a demo
 * channel's faces (a band in a key's image, a `demo` text item on a strip).
 * @param scenes Everything captured.
 * @returns The counts.
 */
function demoMarks(scenes: DeckScenes): DemoMarks {
	const all = [scenes.used, scenes.starterPage, scenes.turnedDials, scenes.live];
	const keys = all.flatMap((faces) => faces.keys);
	const segments = all.flatMap((faces) => faces.segments);
	const marked =
		keys.filter((key) => decodeURIComponent(key.image).includes(`>${DEMO_WORD}</text>`)).length +
		segments.filter((segment) => segment.items.some((item) => item.text === DEMO_WORD && item.background)).length;
	return { faces: keys.length + segments.length, marked };
}

/**
 * Renders an HTML page to a PNG of exactly the given size.
 * @param browser The browser.
 * @param html The page.
 * @param size Its size in pixels.
 * @param transparent Whether the page's background stays transparent.
 * @returns The PNG.
 */
async function renderPage(browser: Browser, html: string, size: PixelSize, transparent = false): Promise<Buffer> {
	const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
	try {
		await page.setContent(html, { waitUntil: "load" });
		const png = await page.screenshot({ omitBackground: transparent });
		const actual = pngSize(png);
		if (actual.width !== size.width || actual.height !== size.height) {
			throw new Error(`rendered ${actual.width} × ${actual.height}, not ${size.width} × ${size.height}`);
		}
		return png;
	} finally {
		await page.close();
	}
}

/**
 * A PNG as a `data:` URL.
 * @param png The PNG.
 * @returns The URL.
 */
function dataUrl(png: Buffer): string {
	return `data:image/png;base64,${png.toString("base64")}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	renderMarketplace().then(
		({ files }) => console.log(`Wrote ${files.map((file) => path.relative(process.cwd(), file)).join(", ")}`),
		(error: unknown) => {
			console.error(error);
			process.exit(1);
		},
	);
}
