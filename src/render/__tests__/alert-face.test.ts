import { Resvg } from "@resvg/resvg-js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { reasonFontSize, renderAlertFace } from "../alert-face";
import { KEY_REASONS } from "../reasons";
import { textWidth } from "../text-width";

/** The plugin folder, where the `<lang>.json` files hold the words keys show. */
const PLUGIN_DIR = join(import.meta.dirname, "..", "..", "..", "com.channel.companion.sdPlugin");

/** The languages Stream Deck offers. */
const LANGUAGES = ["de", "en", "es", "fr", "ja", "ko", "zh_CN", "zh_TW"] as const;

/** The width the reason may take in the 144-pixel image. */
const REASON_WIDTH = 128;

/**
 * The short reasons of one language.
 * @param language E.g. `ja`.
 * @returns The words, by their English key.
 */
function reasonsOf(language: string): Record<string, string> {
	const file = JSON.parse(readFileSync(join(PLUGIN_DIR, `${language}.json`), "utf8")) as {
		/** The words keys show. */
		Localization: Record<string, string>;
	};
	return Object.fromEntries(KEY_REASONS.map((reason) => [reason, file.Localization[reason]]));
}

/**
 * The reason's text and font size in an alert face.
 * @param svg The face.
 * @returns What the reason element holds.
 */
function reasonIn(svg: string): { text: string; size: number } {
	const match = /<text id="reason"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/.exec(svg);
	if (!match) throw new Error("no reason in the face");
	return { text: match[2], size: Number(match[1]) };
}

describe("the alert face", () => {
	it.each(LANGUAGES)("shows every short reason of %s whole, large, and within the key's width", (language) => {
		for (const [key, word] of Object.entries(reasonsOf(language))) {
			expect(word, `${language} ${key}`).toBeTruthy();
			const { text, size } = reasonIn(renderAlertFace(word));
			// Whole, its spaces (French puts a no-break space before `?`) as plain ones: the face is one line anyway.
			expect(text, `${language} ${key}`).toBe(word.replace(/\s+/g, " "));
			// At least 24 px of 144: 12 px on a 72-pixel key, the size of the app's own titles.
			expect(size, `${language} ${key}`).toBeGreaterThanOrEqual(24);
			// Within the key's width, by the plugin's one estimate of text widths (see text-width.ts).
			expect(textWidth(text, size, true), `${language} ${key}`).toBeLessThanOrEqual(REASON_WIDTH);
		}
	});

	it("gives wide scripts a smaller size than Latin words of the same length", () => {
		expect(reasonFontSize("未接続")).toBeLessThan(reasonFontSize("Off"));
		expect(reasonFontSize("Key?")).toBe(46);
		expect(reasonFontSize("Timeout")).toBeLessThan(reasonFontSize("Funds"));
	});

	it("escapes what it draws, shortens what is too long, and stays a well-formed image", () => {
		const svg = renderAlertFace(`<b>&"x'</b> and a much longer tail`);
		expect(svg).not.toContain("<b>");
		const shown = reasonIn(svg).text;
		expect(shown.startsWith("&#60;b&#62;&#38;&#34;x&#39;")).toBe(true);
		expect(shown.endsWith("…")).toBe(true);
		expect(shown).not.toContain("tail");
		const png = new Resvg(svg).render();
		expect(png.width).toBe(144);
		expect(png.height).toBe(144);
	});

	it("draws nothing of the action: no picture, no value, no label, only the sign and the reason", () => {
		const svg = renderAlertFace("Funds");
		expect(svg).not.toMatch(/<image|href=|id="value"|id="label"/);
		expect([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1])).toEqual(["!", "Funds"]);
	});
});

describe("the alert and setup faces under the DEMO band", () => {
	it.each([
		["alert", undefined],
		["setup", undefined],
		["alert", "bottom"],
		["setup", "bottom"],
	] as const)(
		"a %s face (user title: %s) draws nothing but its colour bar in the band kept for DEMO",
		(tone, title) => {
			const { pixels, width } = new Resvg(renderAlertFace("Offline", tone, title)).render();
			// Rows 9 to 23, away from the rounded corners: the key's dark background, nothing of a sign.
			const drawn: string[] = [];
			for (let y = 9; y < 24; y++) {
				for (let x = 20; x < 124; x++) {
					const at = (y * width + x) * 4;
					const colour = [pixels[at], pixels[at + 1], pixels[at + 2]].map((c) => c.toString(16).padStart(2, "0"));
					if (colour.join("") !== "17181c") drawn.push(`${x},${y}`);
				}
			}
			expect(drawn.slice(0, 5)).toEqual([]);
		},
	);
});
