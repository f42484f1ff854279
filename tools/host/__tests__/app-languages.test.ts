import { describe, expect, it } from "vitest";

import { APP_LANGUAGES, appLanguage, takeLanguageOption } from "../app-languages";
import { createRegistrationInfo } from "../registration-info";

const PLUGIN = { uuid: "com.channel.companion", version: "0.2.0.0" };

describe("the app's languages", () => {
	it("are the eight the Stream Deck app runs in, and the host passes no other", () => {
		expect(APP_LANGUAGES).toEqual(["de", "en", "es", "fr", "ja", "ko", "zh_CN", "zh_TW"]);
		expect(createRegistrationInfo(PLUGIN, "zh_TW").application.language).toBe("zh_TW");
		for (const code of ["DE", "de-DE", "zh", "german", ""]) {
			expect(() => createRegistrationInfo(PLUGIN, code), code).toThrow(
				`the host's language takes a language of the Stream Deck app, one of de (German), en (English), es (Spanish), ` +
					`fr (French), ja (Japanese), ko (Korean), zh_CN (Chinese, simplified), zh_TW (Chinese, traditional); ` +
					`got ${JSON.stringify(code)}`,
			);
		}
		expect(appLanguage("ko", "--language")).toBe("ko");
	});

	it("come from --language on a command line, which leaves the other options", () => {
		expect(takeLanguageOption(["--demo", "--language", "ja", "--latency", "0"])).toEqual([
			"ja",
			["--demo", "--latency", "0"],
		]);
		expect(takeLanguageOption(["--demo"])).toEqual([undefined, ["--demo"]]);
		expect(() => takeLanguageOption(["--language"])).toThrow("--language takes a language of the Stream Deck app");
		expect(() => takeLanguageOption(["--language", "--demo"])).toThrow("; got nothing");
		expect(() => takeLanguageOption(["--language", "xx"])).toThrow('; got "xx"');
	});
});
