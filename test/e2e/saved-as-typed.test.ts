import { describe, expect, it } from "vitest";

import type { PluginMessage } from "../../tools/host/stream-deck-host";
import { place, pressAndSettle, settle, useDeck } from "./deck";

// What the property inspector now saves when a value is refused (as typed, trimmed), and what a key does with it:
// it refuses every press with `Setup` and sends nothing, instead of firing an older value.
const deck = useDeck();

/**
 * Tells whether the plugin said `Setup` on a key: in its title or drawn in its image.
 * @param messages The key's messages.
 * @returns `true` when one of them shows the reason.
 */
function saysSetup(messages: PluginMessage[]): boolean {
	return messages.some((m) => {
		const payload = m.payload ?? {};
		const title = typeof payload.title === "string" ? payload.title : "";
		const image = typeof payload.image === "string" ? decodeURIComponent(payload.image) : "";
		return title === "Setup" || image.includes(">Setup<");
	});
}

describe("settings saved as typed, valid or not", () => {
	const refused: [string, string, Record<string, number | string>][] = [
		["Currency Remove, amount -5", "currency-remove", { viewer: "night owl", amount: "-5" }],
		["Currency Remove, amount ten", "currency-remove", { viewer: "night owl", amount: "ten" }],
		["Goal Add, no widget", "goal-add", { value: 5 }],
		["Goal Add, value 1.5", "goal-add", { widgetId: "main", value: "1.5" }],
		["Goal Action, no action", "goal-action", { widgetId: "main", value: 5 }],
		["Send Custom Event, JSON that is not an array", "custom-event", { mode: "json", value: "a,b" }],
		["Goal Lock, widget ..", "goal-lock", { widgetId: ".." }],
	];
	for (const [name, slug, settings] of refused) {
		it(`${name}: alerts Setup and sends nothing`, async () => {
			const key = await place(deck.host, slug, settings);
			const outcome = await pressAndSettle(deck.host, key);
			expect(outcome.feedback).toBe("showAlert");
			expect(saysSetup(outcome.messages)).toBe(true);
			expect(deck.emulator.requests).toHaveLength(0);
		});
	}

	it("a key fixed in the inspector works at once, and broken again refuses again", async () => {
		const key = await place(deck.host, "currency-remove", { viewer: "night owl", amount: 5 });
		expect((await pressAndSettle(deck.host, key)).feedback).toBe("showOk");
		await deck.host.setSettings(key, { viewer: "night owl", amount: "ten" });
		await settle();
		const refused = await pressAndSettle(deck.host, key);
		expect(refused.feedback).toBe("showAlert");
		expect(deck.emulator.requests).toHaveLength(1);
		await deck.host.setSettings(key, { viewer: "night owl", amount: "7" });
		await settle();
		expect((await pressAndSettle(deck.host, key)).feedback).toBe("showOk");
		expect(deck.emulator.requests.map((r) => r.segments.slice(-2))).toEqual([
			["5", "0"],
			["7", "0"],
		]);
	});

	it("a base URL that is not https:// (loopback aside) refuses every press, and nothing leaves the computer", async () => {
		const saved = deck.host.globalSettings;
		await deck.host.setGlobalSettings({ ...saved, baseUrl: "http://example.com" });
		await settle();
		try {
			const key = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
			const outcome = await pressAndSettle(deck.host, key);
			expect(outcome.feedback).toBe("showAlert");
			expect(saysSetup(outcome.messages)).toBe(true);
			expect(deck.emulator.requests).toHaveLength(0);
		} finally {
			await deck.host.setGlobalSettings(saved);
			await settle();
		}
	});

	it("a display key with bad settings stops polling and never shows a value of its old settings", async () => {
		const key = await place(deck.host, "currency-balance", { viewer: "night owl", refreshSeconds: 5 });
		await deck.host.waitFor(
			(m) => m.context === key && m.event === "setImage" && typeof m.payload?.image === "string",
			{
				timeoutMs: 4000,
			},
		);
		await deck.host.setSettings(key, { viewer: "..", refreshSeconds: 5 });
		await settle(1000);
		const before = deck.emulator.requests.length;
		await settle(6000);
		expect(deck.emulator.requests.length).toBe(before);
		const outcome = await pressAndSettle(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		expect(saysSetup(outcome.messages)).toBe(true);
		expect(deck.emulator.requests.length).toBe(before);
	});
});
