import type { Browser } from "playwright-core";

/** Width and height the pictures are reduced to before they are compared. */
const SMALL = { width: 120, height: 60 } as const;

/** Side of the piece of one picture looked for in another. */
const PIECE = 36;

/** Scales at which the piece is looked for: a picture laid out again may be a little larger or smaller. */
const SCALES = [0.85, 1, 1.15];

/**
 * Runs in the page: for each pair of pictures, takes the most detailed piece of each half of the first (the part with
 * the most contrast: what it shows, not its background), and looks for it in the second at every place and a few
 * scales.
 * Returns, for every ordered pair, the smallest mean grey difference found (0–255, each area's mean brightness taken
 * out first).
 */
const COMPARE_IN_PAGE = `async function (sources, small, piece, scales) {
	const images = [];
	for (const source of sources) {
		const image = new Image();
		image.src = source;
		await image.decode();
		images.push(image);
	}
	function grey(image, sx, sy, sw, sh, width, height) {
		const canvas = document.createElement("canvas");
		canvas.width = width;
		canvas.height = height;
		const context = canvas.getContext("2d");
		context.imageSmoothingQuality = "high";
		context.drawImage(image, sx, sy, sw, sh, 0, 0, width, height);
		const data = context.getImageData(0, 0, width, height).data;
		const values = new Float32Array(width * height);
		for (let i = 0; i < values.length; i++) values[i] = 0.299 * data[4 * i] + 0.587 * data[4 * i + 1] + 0.114 * data[4 * i + 2];
		return values;
	}
	const reduced = images.map((image) => grey(image, 0, 0, image.naturalWidth, image.naturalHeight, small.width, small.height));
	function detailedPiece(values, from, to) {
		let best = { x: from, y: 0, spread: -1 };
		for (let y = 0; y + piece <= small.height; y += 2) {
			for (let x = from; x + piece <= to; x += 2) {
				let sum = 0, squares = 0;
				for (let j = 0; j < piece; j++) for (let i = 0; i < piece; i++) { const v = values[(y + j) * small.width + x + i]; sum += v; squares += v * v; }
				const n = piece * piece, spread = squares / n - (sum / n) * (sum / n);
				if (spread > best.spread) best = { x, y, spread };
			}
		}
		return best;
	}
	function centred(values) {
		let sum = 0;
		for (const v of values) sum += v;
		const mean = sum / values.length;
		return values.map((v) => v - mean);
	}
	const result = [];
	for (let a = 0; a < images.length; a++) {
		// One piece from each half: either half may be the one reused.
		const pieces = [detailedPiece(reduced[a], 0, small.width / 2), detailedPiece(reduced[a], small.width / 2, small.width)];
		const factor = images[a].naturalWidth / small.width;
		const row = [];
		for (let b = 0; b < images.length; b++) {
			if (a === b) { row.push(0); continue; }
			let least = 255;
			for (const where of pieces) for (const scale of scales) {
				// The piece of picture a, as it would look in picture b if b showed it scale times larger.
				const side = Math.round(piece * scale);
				const target = centred(grey(images[a], where.x * factor, where.y * factor, piece * factor, piece * factor, side, side));
				const field = reduced[b];
				for (let y = 0; y + side <= small.height; y++) {
					for (let x = 0; x + side <= small.width; x++) {
						let sum = 0;
						for (let j = 0; j < side; j++) for (let i = 0; i < side; i++) sum += field[(y + j) * small.width + x + i];
						const mean = sum / (side * side);
						let difference = 0;
						for (let j = 0; j < side && difference < least * side * side; j++) {
							for (let i = 0; i < side; i++) difference += Math.abs(field[(y + j) * small.width + x + i] - mean - target[j * side + i]);
						}
						least = Math.min(least, difference / (side * side));
					}
				}
			}
			row.push(least);
		}
		result.push(row);
	}
	return result;
}`;

/**
 * How unlike each picture is to each other one, judged by what they show rather than byte for byte: the most detailed
 * piece of each half of one is looked for anywhere in the other, at a few scales, so that a copy, a re-encoding, a crop, or one
 * half of another picture laid out again under a new headline is found close to it. Chromium decodes and scales.
 * @param browser The browser.
 * @param pngs The pictures.
 * @returns `unlike[a][b]`: how far the best match of picture a's piece in picture b is (0 the same, up to 255).
 */
export async function pictureUnlikeness(browser: Browser, pngs: readonly Buffer[]): Promise<number[][]> {
	const page = await browser.newPage();
	try {
		const urls = pngs.map((png) => `data:image/png;base64,${png.toString("base64")}`);
		// Sent as text: a function compiled by tsx or Vite may carry helpers that do not exist in the page.
		const call = `(${COMPARE_IN_PAGE})(${JSON.stringify(urls)}, ${JSON.stringify(SMALL)}, ${PIECE}, ${JSON.stringify(SCALES)})`;
		return (await page.evaluate(call)) as number[][];
	} finally {
		await page.close();
	}
}
