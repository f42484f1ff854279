import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SLIDE_SIZE, SLIDES } from "../../scripts/listing-slides";
import { pngSize } from "../../scripts/png-size";
import { ICON_FILE, ICON_SIZE, type MarketplaceImages, renderMarketplace } from "../../scripts/render-marketplace";
import { RUN_BROWSER_TESTS } from "../support/chromium";

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

	it("shows the plugin at work: the API emulator answered its requests while the pictures were taken", () => {
		// 17 today: the sample deck's reads, dial turns and presses, and the live deck's reads. Pictures drawn without
		// the plugin running would count none.
		expect(images.apiRequests).toBeGreaterThanOrEqual(12);
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
});
