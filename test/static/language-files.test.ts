import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { PLUGIN_DIR } from "../../tools/host/plugin-paths";

/**
 * Texts that stay the same in every language: the plugin's name, the example address, a format's code name.
 * Texts with no word outside their `{placeholders}` (`, `, `{name}: {value}`) need no entry.
 */
const SAME_IN_EVERY_LANGUAGE = ["Channel Companion", "https://api.example.com", "JSON (JSON_VAL)"];

/**
 * Each language's own short list of English texts that are the same word there. Any other text equal to its English
 * one is English left in another language.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
	de: ["Demo", "Level", "Name", "Offline", "OK", "Timeout", "Timer", "Top {list}", "URL?", "Widget?"],
	es: ["Demo", "Error", "OK", "Top {list}", "Widget?"],
	fr: ["Action", "Messages", "Mode", "OK", "Top {list}", "Widget?"],
	ja: ["URL?"],
	ko: ["URL?"],
	zh_CN: [],
	zh_TW: [],
};

/** A language file's texts by their path (`Localization/Inspector/field.viewer.label`), in the file's order. */
type Texts = ReadonlyMap<string, unknown>;

/**
 * Reads a language file beside the manifest and lists its texts by path.
 * @param language The language, e.g. `de`.
 * @returns Its texts.
 */
function textsOf(language: string): Texts {
	const texts = new Map<string, unknown>();
	const walk = (value: unknown, path: string): void => {
		if (value !== null && typeof value === "object" && !Array.isArray(value)) {
			for (const [key, inner] of Object.entries(value)) walk(inner, path === "" ? key : `${path}/${key}`);
		} else {
			texts.set(path, value);
		}
	};
	walk(JSON.parse(readFileSync(join(PLUGIN_DIR, `${language}.json`), "utf8")), "");
	return texts;
}

/**
 * The `{name}` placeholders of a text.
 * @param text The text.
 * @returns Their names, sorted.
 */
function placeholders(text: string): string[] {
	return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
}

const english = textsOf("en");
const languages = readdirSync(PLUGIN_DIR)
	.filter((file) => /^[a-z]{2}(_[A-Z]{2})?\.json$/.test(file))
	.map((file) => file.replace(/\.json$/, ""));
const translations = languages.filter((language) => language !== "en");

describe("the language files beside the manifest, one per language", () => {
	it("are the eight languages of Stream Deck, each with its own list of words the same as in English", () => {
		expect(languages.sort()).toEqual(["de", "en", "es", "fr", "ja", "ko", "zh_CN", "zh_TW"]);
		expect(Object.keys(SAME_AS_ENGLISH).sort()).toEqual(translations.sort());
	});

	it("hold the inspector's texts in English beside the key words, every text a non-empty string", () => {
		expect([...english.keys()].filter((path) => path.startsWith("Localization/Inspector/")).length).toBeGreaterThan(
			200,
		);
		for (const [path, text] of english) {
			expect(typeof text, path).toBe("string");
			expect(String(text).trim(), path).not.toBe("");
		}
	});

	it("keep the key words where the SDK's i18n finds them: at the top of Localization, no dot in their key", () => {
		const deckWords = [...english.keys()].filter((path) => /^Localization\/[^/]+$/.test(path));
		expect(deckWords.length).toBeGreaterThan(20);
		for (const path of deckWords) expect(path, path).not.toContain(".");
	});

	it.each(translations)("%s has exactly the English texts, no more and no fewer, none empty", (language) => {
		const texts = textsOf(language);
		const missing = [...english.keys()].filter((path) => !texts.has(path));
		const extra = [...texts.keys()].filter((path) => !english.has(path));
		expect(missing, "missing").toEqual([]);
		expect(extra, "not in English").toEqual([]);
		for (const [path, text] of texts) {
			expect(typeof text, path).toBe("string");
			expect(String(text).trim(), path).not.toBe("");
		}
	});

	it.each(translations)("%s fills in the same placeholders as English", (language) => {
		const texts = textsOf(language);
		for (const [path, text] of english) {
			expect(placeholders(String(texts.get(path) ?? "")), path).toEqual(placeholders(String(text)));
		}
	});

	it.each(translations)("%s is translated: a text left as in English must be on its list", (language) => {
		const texts = textsOf(language);
		const allowed = new Set([...SAME_IN_EVERY_LANGUAGE, ...SAME_AS_ENGLISH[language]]);
		const hasWords = (text: string): boolean => /\p{L}/u.test(text.replace(/\{\w+\}/g, ""));
		const copied = [...english].filter(
			([path, text]) => texts.get(path) === text && hasWords(String(text)) && !allowed.has(String(text)),
		);
		expect(copied.map(([path, text]) => `${path}: ${String(text)}`)).toEqual([]);
	});

	it.each(translations)("%s lists only words it does keep as in English", (language) => {
		const texts = textsOf(language);
		const kept = new Set([...english].filter(([path, text]) => texts.get(path) === text).map(([, text]) => text));
		const unused = [...SAME_IN_EVERY_LANGUAGE, ...SAME_AS_ENGLISH[language]].filter((word) => !kept.has(word));
		expect(unused).toEqual([]);
	});
});
