import { describe, expect, it } from "vitest";

import { drawnTexts } from "../../../tools/text-sizes";
import { lockGlyph, type PressFace, renderPressFace } from "../press-face";

/** A face with a name and what a press does. */
const FACE: PressFace = {
	accent: "#22C55E",
	glyph: '<circle cx="10" cy="10" r="8"/>',
	name: "night owl",
	deed: "= 500",
};

/**
 * The texts of a face, by id.
 * @param svg The face.
 * @returns Its label and value, as drawn.
 */
function wordsOf(svg: string): { label?: string; value?: string } {
	const text = (id: string): string | undefined => new RegExp(`<text id="${id}"[^>]*>([^<]*)</text>`).exec(svg)?.[1];
	return { label: text("label"), value: text("value") };
}

/**
 * Where the glyph's box starts and how tall it is, from its group's translation and its disc.
 * @param svg The face.
 * @returns The box's top and side.
 */
function glyphBox(svg: string): { top: number; side: number } {
	const top = Number(/<g id="icon" transform="translate\([\d.]+ ([\d.]+)\)">/.exec(svg)?.[1]);
	const radius = Number(/<circle cx="[\d.]+" cy="[\d.]+" r="([\d.]+)"/.exec(svg)?.[1]);
	return { top, side: radius * 2 };
}

describe("a press key's face", () => {
	it("names what the key acts on under its glyph, and what a press does, at 8 px or more on a 72-pixel key", () => {
		const svg = renderPressFace(FACE);
		expect(wordsOf(svg)).toEqual({ label: "night owl", value: "= 500" });
		expect(Math.min(...drawnTexts(svg).map((text) => text.size))).toBeGreaterThanOrEqual(16);
		// The glyph stays under the band kept for the DEMO mark.
		expect(glyphBox(svg).top).toBeGreaterThanOrEqual(24);
	});

	it("cuts a name that does not fit with an ellipsis, never a value", () => {
		const svg = renderPressFace({ ...FACE, name: "Moderator_Mia_the_second_of_her_name", deed: "= 2147483647000" });
		const { label, value } = wordsOf(svg);
		expect(label).toMatch(/…$/);
		expect(value).toBe("= 2147483647000");
		expect(svg).toMatch(/id="value"[^>]*textLength="128"/);
	});

	it("draws an event's name alone, larger, when a press has nothing more to say", () => {
		const svg = renderPressFace({ ...FACE, name: "confetti", deed: undefined });
		expect(wordsOf(svg)).toEqual({ label: "confetti", value: undefined });
	});

	it.each(["bottom", "middle", "top"] as const)(
		"leaves the words to a user's title at the %s and keeps the glyph clear of the title's place",
		(userTitle) => {
			const svg = renderPressFace({ ...FACE, userTitle });
			expect(drawnTexts(svg)).toEqual([]);
			const { top, side } = glyphBox(svg);
			// The title's place on a 144-pixel image: about the top, middle or bottom third.
			const title = { top: [0, 48], middle: [56, 88], bottom: [100, 144] }[userTitle];
			expect(top + side <= title[0] || top >= title[1]).toBe(true);
		},
	);

	it("draws a padlock for each lock state, the one not known with a question mark and no text", () => {
		const looks = (["locked", "unlocked", "unknown"] as const).map(lockGlyph);
		expect(new Set(looks).size).toBe(3);
		expect(looks[2]).toContain('data-lock="unknown"');
		expect(drawnTexts(`<svg>${looks[2]}</svg>`)).toEqual([]);
	});
});
