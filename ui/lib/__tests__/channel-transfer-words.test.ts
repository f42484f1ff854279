import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { planChannelImport } from "../../../src/contract/channel-import";
import { planLines } from "../channel-transfer-words";
import { CATALOGUES, type Language, setLanguage } from "../i18n";

describe("what an import says before it changes anything", () => {
	beforeEach(() => {
		// setLanguage marks the page's language; no page here.
		vi.stubGlobal("document", { documentElement: { lang: "" } });
	});

	afterEach(() => {
		setLanguage("en");
		vi.unstubAllGlobals();
	});

	it("says where the API keys kept here will be sent when a channel moves to another server", () => {
		const here = { baseUrl: "https://api.example.com", readKey: "r-here", writeKey: "w-here" };
		const plan = planChannelImport(here, [{ id: "default", name: "", baseUrl: "https://stranger.example/x" }]);
		expect(plan.ok).toBe(true);
		if (!plan.ok) return;
		expect(planLines(plan.value)).toEqual([
			"Updated: Default.",
			"API keys kept as they are here: Default.",
			"“Default” moves to another server: its lock states, undo history and values are forgotten.",
			"“Default” keeps the API keys typed here and sends them to https://stranger.example.",
		]);
		for (const language of Object.keys(CATALOGUES) as Language[]) {
			setLanguage(language);
			expect(planLines(plan.value).at(-1), language).toContain("https://stranger.example");
		}
	});

	it("says nothing of sending API keys when the channel moves to the demo, which sends nothing", () => {
		const here = { baseUrl: "https://api.example.com", readKey: "r-here" };
		const plan = planChannelImport(here, [{ id: "default", name: "", baseUrl: "demo" }]);
		expect(plan.ok && planLines(plan.value).some((line) => line.includes("sends them"))).toBe(false);
	});
});
