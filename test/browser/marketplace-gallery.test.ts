import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SLIDE_SIZE, SLIDES } from "../../scripts/listing-slides";
import { pngSize } from "../../scripts/png-size";
import { ICON_FILE, ICON_SIZE, type MarketplaceImages, renderMarketplace } from "../../scripts/render-marketplace";
import { launchChromium, RUN_BROWSER_TESTS } from "../../tools/browser/chromium";
import { pictureUnlikeness } from "../support/picture-likeness";

/**
 * Least unlikeness between two listing pictures (see {@link pictureUnlikeness}). Measured when it was set: the old
 * thumbnail, whose right half was a gallery picture's capture under a new headline, scored 2.0 against it; pictures of
 * different scenes score above 6 (their headlines' large white type is what comes closest).
 */
const LEAST_UNLIKENESS = 4;

/** `npm run marketplace`'s script, run as CI runs it: from the built plugin, into a scratch folder. */
describe.skipIf(!RUN_BROWSER_TESTS)("marketplace pictures", { timeout: 120_000 }, () => {
	let outDir: string;
	let images: MarketplaceImages;

	beforeAll(async () => {
		outDir = await mkdtemp(path.join(tmpdir(), "marketplace-"));
		images = await renderMarketplace(outDir);
	}, 120_000);

	afterAll(async () => {
		await rm(outDir, { recursive: true, force: true });
	});

	it("draws a thumbnail and at least four gallery pictures at 1920 × 960, and a 288 × 288 icon", async () => {
		expect(images.files.map((file) => path.basename(file))).toEqual([
			...SLIDES.map((slide) => `${slide.file}.png`),
			ICON_FILE,
		]);
		expect(SLIDES.filter((slide) => slide.kind === "gallery").length).toBeGreaterThanOrEqual(4);
		for (const file of images.files) {
			const expected = path.basename(file) === ICON_FILE ? { width: ICON_SIZE, height: ICON_SIZE } : SLIDE_SIZE;
			expect(pngSize(await readFile(file)), path.basename(file)).toEqual(expected);
		}
	});

	it("shows the plugin at work on its demo channel: every key and strip carries the DEMO mark, gestures were answered", () => {
		// What a reviewer trying the plugin sees: the demo channel, marked on every key and strip the pictures show.
		expect(images.marks.faces).toBeGreaterThanOrEqual(40);
		expect(images.marks.marked).toBe(images.marks.faces);
		// 12 today: the dial turns and presses of both pages, each answered with a check mark, an alert or a strip's OK.
		expect(images.answers).toBeGreaterThanOrEqual(10);
		// Only the setup picture's Test connection (its two probes) goes to the API emulator; the decks send nothing.
		expect(images.apiRequests).toBe(2);
	});

	it("draws pictures with content: each gallery picture differs from the others and is more than a background", async () => {
		const sizes = new Set<number>();
		for (const file of images.files.filter((f) => path.basename(f) !== ICON_FILE)) {
			const png = await readFile(file);
			// A 1920 × 960 gradient alone compresses to far less; a capture of keys, text and strips does not.
			expect(png.length, path.basename(file)).toBeGreaterThan(150_000);
			sizes.add(png.length);
		}
		expect(sizes.size).toBe(SLIDES.length);
	});

	it("draws each picture on its own: none is a copy, a crop or a half of another", async () => {
		const slides = images.files.filter((file) => path.basename(file) !== ICON_FILE);
		const pngs = await Promise.all(slides.map((file) => readFile(file)));
		const hashes = pngs.map((png) => createHash("sha256").update(png).digest("hex"));
		expect(new Set(hashes).size).toBe(pngs.length);
		const browser = await launchChromium();
		try {
			const unlike = await pictureUnlikeness(browser, pngs);
			for (const [a, row] of unlike.entries()) {
				for (const [b, value] of row.entries()) {
					// Each pair is judged both ways: a piece of a in b, and a piece of b in a.
					if (a === b) continue;
					const pair = `${path.basename(slides[a])} in ${path.basename(slides[b])}`;
					expect(value, pair).toBeGreaterThan(LEAST_UNLIKENESS);
				}
			}

			// The check finds what it is for: the right half of a gallery picture under a new headline.
			const page = await browser.newPage({ viewport: SLIDE_SIZE });
			const half = `data:image/png;base64,${pngs[1].toString("base64")}`;
			await page.setContent(
				`<body style="margin:0;background:#202024;color:#fff;font:80px sans-serif">` +
					`<h1 style="position:absolute;left:80px;top:300px;margin:0">New headline</h1>` +
					`<div style="position:absolute;right:0;top:0;width:960px;height:960px;background:url(${half}) right top / 1920px 960px"></div></body>`,
			);
			const reused = await page.screenshot();
			await page.close();
			const [[, galleryInReused], [reusedInGallery]] = await pictureUnlikeness(browser, [pngs[1], reused]);
			expect(Math.min(galleryInReused, reusedInGallery)).toBeLessThan(LEAST_UNLIKENESS);
		} finally {
			await browser.close();
		}
	});
});
