import type { JsonObject } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import { connectionSettings } from "../../tools/deck";
import { place, READ_KEY, settle, useDeck } from "./deck";

const deck = useDeck();

/**
 * The read keys of the emulator's warning-count requests, in order.
 * @returns One key per request.
 */
function warningKeys(): string[] {
	return deck.emulator.requests
		.filter((request) => request.segments[1] === "warnings")
		.map((request) => decodeURIComponent(request.segments[2]));
}

// The plugin turns on SDK 3's settings behaviour (an answer to getSettings no longer reaches onDidReceiveSettings), and
// the app never echoes a plugin's own setSettings: what the plugin saves must reach its keys from the plugin itself.
describe("settings the plugin saves itself reach its keys without an echo from the app", () => {
	it("a display key on screen moved to another channel reads with that channel's key at once, and nothing asks getSettings", async () => {
		const other = { id: "other", name: "Other", baseUrl: deck.emulator.url, readKey: "R-other", writeKey: "W-other" };
		await deck.host.setGlobalSettings({ ...connectionSettings(deck.emulator), channels: [other] } as JsonObject);
		// A long refresh, so that only following the new settings can bring the next request soon.
		const key = await place(deck.host, "warnings", { viewer: "alice", channel: "other", refreshSeconds: 600 });
		await expect.poll(warningKeys, { timeout: 4000 }).toContain("R-other");
		const before = warningKeys().length;
		const messagesBefore = deck.host.messages.length;

		// The channel is removed and its keys moved to the default channel, as the channel editor records it.
		await deck.host.setGlobalSettings({
			...connectionSettings(deck.emulator),
			channels: [],
			removedChannels: { other: "default" },
		} as JsonObject);
		await expect
			.poll(() => deck.host.settingsOf(key), { timeout: 5000 })
			.toEqual({ viewer: "alice", refreshSeconds: 600 });
		expect(deck.host.settingsOf(key)).toEqual({ viewer: "alice", refreshSeconds: 600 });
		// No press, no new appearance: the key follows what the plugin saved.
		await expect.poll(() => warningKeys().slice(before), { timeout: 5000 }).toContain(READ_KEY);
		await settle(300);
		expect(
			warningKeys()
				.slice(before)
				.filter((used) => used !== READ_KEY),
		).toEqual([]);
		const asked = deck.host.messages.slice(messagesBefore).filter((m) => m.event === "getSettings");
		expect(asked).toEqual([]);
	});

	it("a 0.1 key on screen moves into a channel without asking the app for its settings", async () => {
		const messagesBefore = deck.host.messages.length;
		const key = await place(deck.host, "goal-add", { widgetId: "main", apiKey: "W-legacy-9917" });
		await expect.poll(() => deck.host.settingsOf(key).apiKey, { timeout: 4000 }).toBeUndefined();
		expect(deck.host.settingsOf(key)).toMatchObject({ widgetId: "main", channel: expect.any(String) });
		await settle(300);
		const asked = deck.host.messages.slice(messagesBefore).filter((m) => m.event === "getSettings");
		expect(asked).toEqual([]);
	});
});
