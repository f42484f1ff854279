import { describe, expect, it } from "vitest";

import { CATALOGUES, matchLanguage, plural } from "../../ui/lib/i18n";
import { en } from "../../ui/lib/strings/en";

/**
 * The `{name}` placeholders of a text.
 * @param text The text.
 * @returns Their names, sorted.
 */
function placeholders(text: string): string[] {
	return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
}

const translations = Object.entries(CATALOGUES).filter(([language]) => language !== "en");

describe("property inspector catalogues", () => {
	it("cover the eight languages of Stream Deck", () => {
		expect(Object.keys(CATALOGUES).sort()).toEqual(["de", "en", "es", "fr", "ja", "ko", "zh_CN", "zh_TW"]);
	});

	it.each(translations)("%s has exactly the English keys, none empty", (_, catalogue) => {
		expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
		for (const [key, text] of Object.entries(catalogue)) {
			expect(text.trim(), key).not.toBe("");
		}
	});

	it.each(translations)("%s fills in the same placeholders as English", (_, catalogue) => {
		for (const [key, text] of Object.entries(en)) {
			expect(placeholders(catalogue[key as keyof typeof en]), key).toEqual(placeholders(text));
		}
	});

	it.each(translations)("%s is translated, not copied from English", (_, catalogue) => {
		const keys = Object.keys(en) as (keyof typeof en)[];
		const copied = keys.filter((key) => catalogue[key] === en[key] && /[a-z]{3}/.test(en[key]));
		// Words that are the same in some languages (Mode, Action, JSON (JSON_VAL), the example URL) are few.
		expect(copied.length, copied.join(", ")).toBeLessThan(keys.length / 10);
	});

	it("words a count in the form each language uses for it", () => {
		const forms = Object.fromEntries(
			Object.keys(CATALOGUES).map((language) => [
				language,
				[0, 1, 2].map((count) => plural("channels.inUse", count, language as keyof typeof CATALOGUES)),
			]),
		);
		expect(forms.en).toEqual([
			"0 keys the plugin has seen use this channel.",
			"1 key the plugin has seen uses this channel.",
			"2 keys the plugin has seen use this channel.",
		]);
		expect(forms.de[1]).toMatch(/^1 Taste, .* nutzt /);
		expect(forms.de[2]).toMatch(/^2 Tasten, .* nutzen /);
		expect(forms.es[1]).toMatch(/^1 tecla vista .* usa /);
		expect(forms.es[2]).toMatch(/^2 teclas vistas .* usan /);
		// French counts 0 and 1 alike.
		expect(forms.fr[0]).toMatch(/^0 touche vue .* utilise /);
		expect(forms.fr[1]).toMatch(/^1 touche vue .* utilise /);
		expect(forms.fr[2]).toMatch(/^2 touches vues .* utilisent /);
		for (const language of ["ja", "ko", "zh_CN", "zh_TW"]) {
			expect(forms[language][1].replace("1", "2"), language).toBe(forms[language][2]);
		}
		for (const [language, texts] of Object.entries(forms)) {
			texts.forEach((text, count) => expect(text, language).toContain(String(count)));
		}
	});

	it("picks the app's language, a close one, or English", () => {
		expect(matchLanguage("de")).toBe("de");
		expect(matchLanguage("ja")).toBe("ja");
		expect(matchLanguage("zh_CN")).toBe("zh_CN");
		expect(matchLanguage("zh_TW")).toBe("zh_TW");
		expect(matchLanguage("zh-Hant-HK")).toBe("zh_TW");
		expect(matchLanguage("zh")).toBe("zh_CN");
		expect(matchLanguage("fr-CA")).toBe("fr");
		expect(matchLanguage("KO")).toBe("ko");
		expect(matchLanguage("ru")).toBe("en");
		expect(matchLanguage("constructor")).toBe("en");
		expect(matchLanguage(undefined)).toBe("en");
		expect(matchLanguage(42)).toBe("en");
	});
});
