import { describe, expect, it } from "vitest";

import { drawnTexts, smallestTextAt72 } from "../text-sizes";

describe("drawnTexts", () => {
	it("reads each text's font size times the scales around it, and forgets a scale once its group closes", () => {
		const svg = [
			'<svg xmlns="http://www.w3.org/2000/svg" width="144" height="144" viewBox="0 0 144 144">',
			'<text x="1" y="2" font-size="20">big</text>',
			'<g transform="translate(72 14) scale(0.5) translate(-72 -22)"><text font-size="28">half</text>',
			'<g transform="scale(0.5)"><text font-size="40">quarter</text></g></g>',
			'<svg x="0" y="0" width="40" height="40" viewBox="0 0 20 20"><text font-size="8">doubled</text></svg>',
			'<text font-size="18">after</text></svg>',
		].join("");
		expect(drawnTexts(svg)).toEqual([
			{ text: "big", size: 20 },
			{ text: "half", size: 14 },
			{ text: "quarter", size: 10 },
			{ text: "doubled", size: 16 },
			{ text: "after", size: 18 },
		]);
		expect(smallestTextAt72(svg)).toBe(5);
	});

	it("finds no text in a picture without any", () => {
		expect(smallestTextAt72('<svg width="144" viewBox="0 0 144 144"><rect width="1" height="1"/></svg>')).toBe(
			Infinity,
		);
	});
});
