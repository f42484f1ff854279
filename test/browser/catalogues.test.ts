import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import { CATALOGUES, matchLanguage, plural } from "../../ui/lib/i18n";

describe("property inspector catalogues", () => {
	it("cover the eight languages of Stream Deck", () => {
		expect(Object.keys(CATALOGUES).sort()).toEqual(["de", "en", "es", "fr", "ja", "ko", "zh_CN", "zh_TW"]);
	});

	// Their keys, placeholders and translations are checked where they live: test/static/language-files.test.ts.
	it.each(Object.entries(CATALOGUES))(
		"%s is the Inspector block of its file beside the manifest",
		(language, texts) => {
			const file = JSON.parse(readFileSync(join(PLUGIN_DIR, `${language}.json`), "utf8")) as {
				Localization: { Inspector: Record<string, string> };
			};
			expect(texts).toEqual(file.Localization.Inspector);
		},
	);

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
