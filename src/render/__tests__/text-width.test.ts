import { describe, expect, it } from "vitest";

import { ellipsize, fitNameAndValue, fitStripLine, fitText, graphemes, STRIP_FONTS, textWidth } from "../text-width";

const box = { width: 124, maxSize: 56, minSize: 22, bold: true };

describe("textWidth", () => {
	it("counts what a reader sees as one character once", () => {
		expect(graphemes("👩‍👩‍👧 é🇩🇪")).toEqual(["👩‍👩‍👧", " ", "é", "🇩🇪"]);
		expect(textWidth("👩‍👩‍👧", 10)).toBe(textWidth("🎉", 10));
	});

	it("splits Latin text and lone emoji as Intl.Segmenter does, without building one", () => {
		// Every character of the class graphemes() splits by itself (printable ASCII, Latin-1, Latin extensions,
		// modifier letters, general punctuation's dashes, quotes and ellipsis, pictographs), beside every other one and
		// beside characters that do join (accents, joiners, skin tones): the split matches the segmenter's.
		const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
		const split = (text: string): string[] => Array.from(segmenter.segment(text), (s) => s.segment);
		const own = [
			[0x20, 0x7e],
			[0xa0, 0x2ff],
			[0x2010, 0x2027],
		].flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)));
		const pictographs = Array.from({ length: 0x1fb00 - 0x1f000 }, (_, i) => String.fromCodePoint(0x1f000 + i)).filter(
			(c) => /\p{Extended_Pictographic}/u.test(c),
		);
		own.push(...pictographs, "©", "™", "⌚", "☀");
		const all = own.join("");
		for (const text of [all, [...all].reverse().join(""), `${all}e\u0301👩‍👧 🇩🇪\r\n${all}`]) {
			expect(graphemes(text)).toEqual(split(text));
		}
		for (const c of own) {
			const joined = `${c}\u0301${c}\u200d${c}\u{1f3fd}${c}\ufe0f`;
			expect(graphemes(joined)).toEqual(split(joined));
		}
	});

	it("draws CJK and emoji wider than Latin letters, and narrow letters narrower", () => {
		expect(textWidth("夜", 20)).toBeGreaterThan(textWidth("n", 20));
		expect(textWidth("🎉", 20)).toBeGreaterThan(textWidth("夜", 20));
		expect(textWidth("iii", 20)).toBeLessThan(textWidth("mmm", 20));
		expect(textWidth("abc", 40)).toBe(2 * textWidth("abc", 20));
		expect(textWidth("abc", 20, true)).toBeGreaterThan(textWidth("abc", 20));
	});
});

describe("fitText", () => {
	it("keeps a short value at the largest size", () => {
		expect(fitText("320", box)).toEqual({ text: "320", size: 56 });
	});

	it("shrinks before it cuts", () => {
		const fitted = fitText("12.3k pts", box);
		expect(fitted.text).toBe("12.3k pts");
		expect(fitted.size).toBeLessThan(56);
		expect(fitted.size).toBeGreaterThanOrEqual(22);
		expect(textWidth(fitted.text, fitted.size, true)).toBeLessThanOrEqual(124);
	});

	it("cuts a long name after a word at the smallest size", () => {
		const fitted = fitText("night owl the magnificent streamer", { width: 124, maxSize: 19, minSize: 14 });
		expect(fitted.size).toBe(14);
		expect(fitted.text).toMatch(/^night owl the\b.*…$/);
		expect(fitted.text).not.toMatch(/ …$/);
		expect(textWidth(fitted.text, 14)).toBeLessThanOrEqual(124);
	});

	it("cuts a name without spaces between graphemes", () => {
		const fitted = fitText("Moderator_Mia_the_second_of_her_name", { width: 124, maxSize: 19, minSize: 14 });
		expect(fitted.text.startsWith("Moderator_")).toBe(true);
		expect(fitted.text.endsWith("…")).toBe(true);
		expect(textWidth(fitted.text, 14)).toBeLessThanOrEqual(124);
	});

	it("fits CJK names, cutting between characters", () => {
		const fitted = fitText("夜更かしのフクロウさん配信者", { width: 124, maxSize: 19, minSize: 14 });
		expect(textWidth(fitted.text, fitted.size)).toBeLessThanOrEqual(124);
		expect(fitted.text.endsWith("…")).toBe(true);
		expect(fitted.text.startsWith("夜更かし")).toBe(true);
	});

	it("never splits an emoji sequence", () => {
		const name = "👩‍👩‍👧🇩🇪🎉🎉🎉🎉🎉🎉🎉🎉🎉";
		const fitted = fitText(name, { width: 80, maxSize: 19, minSize: 14 });
		const kept = graphemes(fitted.text.slice(0, -1));
		expect(kept[0]).toBe("👩‍👩‍👧");
		expect(kept[1]).toBe("🇩🇪");
		for (const grapheme of kept) expect(graphemes(name)).toContain(grapheme);
	});

	it("treats runs of white space as one space", () => {
		expect(fitText("  a \n  b  ", box).text).toBe("a b");
	});
});

describe("ellipsize", () => {
	it("leaves text that fits alone", () => {
		expect(ellipsize("owl", 100, 14)).toBe("owl");
	});

	it("always leaves room for the ellipsis", () => {
		for (const width of [10, 20, 40, 60]) {
			expect(textWidth(ellipsize("abcdefghijklmnop", width, 14), 14)).toBeLessThanOrEqual(width);
		}
	});
});

describe("touch strip lines", () => {
	it("keeps the value whole and cuts the name to the room left", () => {
		const line = fitNameAndValue("Moderator_Mia_the_second_of_her_name", "1.5k", STRIP_FONTS.value);
		expect(line.endsWith(" 1.5k")).toBe(true);
		expect(line).toContain("…");
		expect(textWidth(line, 24, true)).toBeLessThanOrEqual(184);
		expect(fitNameAndValue("night owl", "3", STRIP_FONTS.value)).toBe("night owl 3");
	});

	it("cuts a strip heading with an ellipsis", () => {
		const title = fitStripLine("Goal a-very-long-widget-identifier-indeed", STRIP_FONTS.heading);
		expect(title.endsWith("…")).toBe(true);
		expect(textWidth(title, 16)).toBeLessThanOrEqual(184);
	});
});
