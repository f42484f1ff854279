import type { JsonObject } from "@elgato/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { connectionSettings } from "../../tools/deck";
import { PropertyInspectorClient } from "../../tools/host/property-inspector-client";
import { stringField } from "../../tools/host/wire-message";
import { type IsolatedDeck, startIsolatedDeck } from "../robustness/isolated-deck";
import { findSecrets, withoutKeyFields } from "../robustness/secret-scan";
import { pressAndSettle, readFace, reasonsIn, settle, uuid, waitForQuiet, WRITE_KEY } from "./deck";

/**
 * The channel's name a display key shows in its corner.
 * @param image The key's image.
 * @returns The name; `undefined` when the image shows none.
 */
function channelOnFace(image: string | undefined): string | undefined {
	const svg = decodeURIComponent(image?.replace(/^data:image\/svg\+xml;charset=utf8,/, "") ?? "");
	return /<text id="channel"[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
}

/**
 * Waits until a condition holds, checking every 50 ms.
 * @param check The condition.
 * @param timeoutMs How long to wait.
 * @returns Whether it held in time.
 */
async function eventually(check: () => boolean, timeoutMs = 4000): Promise<boolean> {
	for (let waited = 0; waited < timeoutMs; waited += 50) {
		if (check()) return true;
		await settle(50);
	}
	return check();
}

describe("channels: several connections, keys only in global settings", () => {
	let deck: IsolatedDeck;
	/** The emulator's own keys under another channel: reads work, and prove which channel a key used. */
	let global: JsonObject;

	beforeAll(async () => {
		deck = await startIsolatedDeck();
		global = {
			...connectionSettings(deck.emulator),
			channels: [
				{ id: "twin", name: "Second", ...connectionSettings(deck.emulator) },
				{ id: "other", name: "Other", baseUrl: deck.emulator.url, readKey: "R-other", writeKey: "W-other" },
			],
		};
	});

	afterAll(async () => {
		await deck?.close();
	});

	/**
	 * Clears the deck and sets the global settings.
	 * @param settings The global settings.
	 */
	async function reset(settings: JsonObject): Promise<void> {
		for (const [context, key] of deck.host.keys) if (key.visible) await deck.host.disappear(context);
		// A read a display key started before the plugin took in its disappearance must not count in the next test.
		await waitForQuiet(deck.emulator);
		await deck.host.setGlobalSettings(settings);
		deck.emulator.reset();
	}

	it("a press carries its channel's key; an unknown channel id is Setup and sends nothing", async () => {
		await reset(global);
		const other = await deck.host.appear({
			action: uuid("goal-add"),
			settings: { widgetId: "main", channel: "other" },
		});
		expect(reasonsIn((await pressAndSettle(deck.host, other)).messages)).toEqual(["Key?"]);
		expect(deck.emulator.requests.map((request) => request.segments[2])).toEqual(["W-other"]);

		const fallback = await deck.host.appear({ action: uuid("goal-add"), settings: { widgetId: "main", channel: "" } });
		expect((await pressAndSettle(deck.host, fallback)).feedback).toBe("showOk");
		expect(deck.emulator.requests.map((request) => request.segments[2])).toEqual(["W-other", WRITE_KEY]);

		const gone = await deck.host.appear({ action: uuid("goal-add"), settings: { widgetId: "main", channel: "gone" } });
		expect(reasonsIn((await pressAndSettle(deck.host, gone)).messages)).toEqual(["Setup"]);
		const display = await deck.host.appear({
			action: uuid("warnings"),
			settings: { viewer: "night owl", channel: "gone" },
		});
		expect(await eventually(() => deck.host.keys.get(display)?.image?.includes("setup-sign") === true)).toBe(true);
		await settle(300);
		expect(deck.emulator.requests).toHaveLength(2);
	});

	it("a press key of a channel that does not exist shows the setup mark, until the channel is added", async () => {
		await reset(global);
		const key = await deck.host.appear({
			action: uuid("currency-set"),
			settings: { viewer: "night owl", amount: 5, channel: "later" },
		});
		const marked = (): boolean => deck.host.keys.get(key)?.image?.includes("setup-sign") === true;
		expect(await eventually(marked)).toBe(true);
		const channels = [
			...(global.channels as JsonObject[]),
			{ id: "later", name: "Later", ...connectionSettings(deck.emulator) },
		];
		await deck.host.setGlobalSettings({ ...global, channels });
		expect(await eventually(() => !marked())).toBe(true);
		expect(readFace(deck.host.keys.get(key)?.image)).toBe("night owl · = 5");
		expect((await pressAndSettle(deck.host, key)).feedback).toBe("showOk");
		// Removed again: the mark comes back at once, before any press.
		await deck.host.setGlobalSettings(global);
		expect(await eventually(marked)).toBe(true);
		expect(deck.emulator.requests).toHaveLength(1);
	});

	it("a Goal Add key of a channel that does not exist shows the setup mark, then its widget once the channel exists", async () => {
		await reset(global);
		const key = await deck.host.appear({
			action: uuid("goal-add"),
			settings: { widgetId: "main", value: 5, channel: "later" },
		});
		const marked = (): boolean => deck.host.keys.get(key)?.image?.includes("setup-sign") === true;
		const ownFace = (): boolean => decodeURIComponent(deck.host.keys.get(key)?.image ?? "").includes("+5");
		expect(await eventually(marked)).toBe(true);
		const channels = [
			...(global.channels as JsonObject[]),
			{ id: "later", name: "Later", ...connectionSettings(deck.emulator) },
		];
		await deck.host.setGlobalSettings({ ...global, channels });
		expect(await eventually(() => !marked() && ownFace())).toBe(true);
		expect((await pressAndSettle(deck.host, key)).feedback).toBe("showOk");
		await deck.host.setGlobalSettings(global);
		expect(await eventually(marked)).toBe(true);
		expect(deck.emulator.requests).toHaveLength(1);
	});

	it("display keys of different channels never share a poll, and name their channel", async () => {
		await reset(global);
		const main = await deck.host.appear({ action: uuid("warnings"), settings: { viewer: "night owl" } });
		const twin = await deck.host.appear({
			action: uuid("warnings"),
			settings: { viewer: "night owl", channel: "twin" },
		});
		const same = await deck.host.appear({
			action: uuid("warnings"),
			settings: { viewer: "night owl", channel: "twin" },
		});
		expect(await eventually(() => [main, twin, same].every((key) => deck.host.keys.get(key)?.image))).toBe(true);
		await settle(300);
		expect(deck.emulator.requests).toHaveLength(2);
		expect(channelOnFace(deck.host.keys.get(main)?.image)).toBe("Default");
		expect(channelOnFace(deck.host.keys.get(twin)?.image)).toBe("Second");

		// With the default channel alone, no key names a channel.
		await reset(connectionSettings(deck.emulator));
		const alone = await deck.host.appear({ action: uuid("warnings"), settings: { viewer: "night owl" } });
		expect(await eventually(() => deck.host.keys.get(alone)?.image !== undefined)).toBe(true);
		expect(channelOnFace(deck.host.keys.get(alone)?.image)).toBeUndefined();
	});

	it("a widget of one channel is not the same widget of another: lock states are per channel", async () => {
		await reset(global);
		const lockA = await deck.host.appear({ action: uuid("goal-lock"), settings: { widgetId: "main" } });
		const alsoA = await deck.host.appear({
			action: uuid("goal-lock"),
			settings: { widgetId: "main", channel: "default" },
		});
		const lockB = await deck.host.appear({
			action: uuid("goal-lock"),
			settings: { widgetId: "main", channel: "twin" },
		});
		expect((await pressAndSettle(deck.host, lockA)).messages.some((m) => m.event === "setState")).toBe(true);
		expect(await eventually(() => deck.host.keys.get(alsoA)?.state === 1)).toBe(true);
		await settle(300);
		expect(deck.host.keys.get(lockB)?.state).toBe(0);
	});

	it("moves 0.1 keys into channels: the key works at once, then no action setting, log, image or message holds it", async () => {
		const token = "Mig7Token4242";
		const readToken = "Rmig5Token3131";
		await reset(connectionSettings(deck.emulator));
		const logFrom = deck.logText().length;
		const messagesFrom = deck.host.messages.length;
		const legacy = ` W-${token} `;
		const press = await deck.host.appear({ action: uuid("goal-add"), settings: { widgetId: "main", apiKey: legacy } });
		// The key's own 0.1 key is not the emulator's: refused, as in 0.1.
		expect(reasonsIn((await pressAndSettle(deck.host, press)).messages)).toEqual(["Key?"]);
		const balance = await deck.host.appear({
			action: uuid("currency-balance"),
			settings: { viewer: "night owl", apiKey: legacy },
		});
		const top = await deck.host.appear({ action: uuid("show-top"), settings: { apiKey: `R-${readToken}` } });
		const reused = await deck.host.appear({ action: uuid("goal-add"), settings: { widgetId: "x", apiKey: WRITE_KEY } });
		const keys = [press, balance, top, reused];
		expect(await eventually(() => keys.every((key) => deck.host.settingsOf(key).apiKey === undefined))).toBe(true);

		// It kept working at once: the press went out with its own key (its answer may still be on its way).
		await deck.emulator.waitForRequests(1);
		expect(deck.emulator.requests[0].segments[2]).toBe(legacy.trim());
		// Keys of the same kind share one channel; the default channel's own key stays the default channel.
		const channels = (deck.host.globalSettings.channels ?? []) as JsonObject[];
		expect(channels).toHaveLength(2);
		const write = channels.find((channel) => channel.writeKey === legacy.trim());
		const read = channels.find((channel) => channel.readKey === `R-${readToken}`);
		expect(write?.baseUrl).toBe(deck.emulator.url);
		expect(deck.host.settingsOf(press)).toEqual({ widgetId: "main", channel: write?.id });
		expect(deck.host.settingsOf(balance)).toEqual({ viewer: "night owl", channel: write?.id });
		expect(deck.host.settingsOf(top)).toEqual({ channel: read?.id });
		expect(deck.host.settingsOf(reused)).toEqual({ widgetId: "x", channel: "default" });

		// After the move, a press carries the channel's key.
		deck.emulator.reset();
		await pressAndSettle(deck.host, press);
		// Display keys of the moved keys may read meanwhile: the press is the one write.
		const writes = deck.emulator.requests.filter((request) => request.segments[1] === "goals");
		expect(writes.map((request) => request.segments[2])).toEqual([legacy.trim()]);

		// What an inspector of a moved key gets holds no key.
		const pi = await PropertyInspectorClient.connect(deck.host.propertyInspectorArgs(press));
		await pi.getSettings();
		await pi.waitForEvent("didReceiveSettings");
		await pi.close();

		const tokens = [token, readToken];
		const log = deck.logText().slice(logFrom);
		expect(log).toMatch(/moved the 0\.1 API key of a Goal Add action into channel/);
		const toApp = deck.host.messages.slice(messagesFrom).filter((m) => m.event !== "setGlobalSettings");
		const images = toApp.map((m) => stringField(m.payload, "image") ?? "").join(" ");
		expect([
			...findSecrets("log", log, tokens),
			...findSecrets("settings", JSON.stringify(keys.map((key) => deck.host.settingsOf(key))), tokens),
			...findSecrets("plugin → app", JSON.stringify(toApp.map((m) => m.raw)), tokens),
			...findSecrets("images", decodeURIComponent(images), tokens),
			...findSecrets("app → inspector", JSON.stringify(pi.messages), tokens),
		]).toEqual([]);
		// The scan can see a key where it belongs: the global settings hold it.
		expect(findSecrets("global", JSON.stringify(deck.host.globalSettings), tokens)).not.toEqual([]);
		expect(findSecrets("global", JSON.stringify(withoutKeyFields(deck.host.globalSettings)), tokens)).toEqual([]);
	});

	it("tells an inspector how many keys it has seen use a channel, on screen or not", async () => {
		const third = { id: "third", name: "", ...connectionSettings(deck.emulator) };
		await reset({ ...global, channels: [...(global.channels as JsonObject[]), third] });
		const a = await deck.host.appear({ action: uuid("goal-add"), settings: { widgetId: "main", channel: "third" } });
		const gone = await deck.host.appear({ action: uuid("warnings"), settings: { viewer: "x", channel: "third" } });
		await deck.host.appear({ action: uuid("warnings"), settings: { viewer: "x", channel: "twin" } });
		// A key that left the screen still counts: it may come back.
		await deck.host.disappear(gone);
		const pi = await PropertyInspectorClient.connect(deck.host.propertyInspectorArgs(a));
		try {
			const since = pi.messages.length;
			await pi.sendToPlugin(uuid("goal-add"), { event: "channelUsage", channel: "third" });
			const usage = await pi.waitFor((m) => m.event === "sendToPropertyInspector", { since });
			expect(usage.payload).toEqual({ event: "channelUsageResult", channel: "third", keys: 2 });
		} finally {
			await pi.close();
		}
	});

	/**
	 * The global settings after an inspector removed the channel `third` of {@link global}.
	 * @param movedTo Where its keys went: a channel's id, or `""`.
	 * @returns The global settings.
	 */
	function withThirdRemoved(movedTo: string): JsonObject {
		return { ...global, removedChannels: { third: movedTo } };
	}

	/**
	 * The settings commands the app ignored for an instance, because it was not on screen.
	 * @param context The instance.
	 * @returns The events.
	 */
	function offScreenCalls(context: string): string[] {
		return deck.host.offScreenCommands.filter((m) => m.context === context).map((m) => String(m.event));
	}

	it("a removed channel's keys move where the user chose: on screen at once, on other pages when they appear", async () => {
		const third = { id: "third", name: "Third", ...connectionSettings(deck.emulator) };
		await reset({ ...global, channels: [...(global.channels as JsonObject[]), third] });
		const shown = await deck.host.appear({
			action: uuid("goal-add"),
			settings: { widgetId: "main", channel: "third" },
		});
		const hidden = await deck.host.appear({
			action: uuid("currency-set"),
			settings: { viewer: "night owl", amount: 5, channel: "third" },
		});
		await deck.host.disappear(hidden);

		await deck.host.setGlobalSettings(withThirdRemoved("other"));
		expect(await eventually(() => deck.host.settingsOf(shown).channel === "other")).toBe(true);
		expect(deck.host.settingsOf(shown)).toEqual({ widgetId: "main", channel: "other" });
		// The key that left the screen is not written to: the app would not take it.
		await settle(300);
		expect(deck.host.settingsOf(hidden)).toEqual({ viewer: "night owl", amount: 5, channel: "third" });

		// A key on a page never shown since the plugin started, and the one shown before, appear: both move.
		const unseen = await deck.host.appear({
			action: uuid("goal-add"),
			settings: { widgetId: "side", value: 2, channel: "third" },
		});
		await deck.host.appear({ action: uuid("currency-set"), context: hidden, settings: deck.host.settingsOf(hidden) });
		expect(await eventually(() => deck.host.settingsOf(unseen).channel === "other")).toBe(true);
		expect(deck.host.settingsOf(unseen)).toEqual({ widgetId: "side", value: 2, channel: "other" });
		expect(await eventually(() => deck.host.settingsOf(hidden).channel === "other")).toBe(true);

		// Presses go to the channel they moved to: its write key.
		expect(reasonsIn((await pressAndSettle(deck.host, unseen)).messages)).toEqual(["Key?"]);
		expect(reasonsIn((await pressAndSettle(deck.host, hidden)).messages)).toEqual(["Key?"]);
		expect(deck.emulator.requests.map((request) => request.segments[2])).toEqual(["W-other", "W-other"]);
		expect(offScreenCalls(hidden)).toEqual([]);
		expect(deck.logText()).toMatch(/a key of the removed channel third now uses channel other/);
	});

	it("keys of a channel removed without moving them refuse with Setup, on screen and when they appear", async () => {
		const third = { id: "third", name: "Third", ...connectionSettings(deck.emulator) };
		await reset({ ...global, channels: [...(global.channels as JsonObject[]), third] });
		const shown = await deck.host.appear({
			action: uuid("goal-add"),
			settings: { widgetId: "main", channel: "third" },
		});
		expect((await pressAndSettle(deck.host, shown)).feedback).toBe("showOk");
		const hidden = await deck.host.appear({ action: uuid("warnings"), settings: { viewer: "x", channel: "third" } });
		await deck.host.disappear(hidden);
		// The press and any read the display key started before it left are done: from here on nothing may be sent.
		await waitForQuiet(deck.emulator);
		const requestsFrom = deck.emulator.requests.length;
		const messagesFrom = deck.host.messages.length;

		await deck.host.setGlobalSettings(withThirdRemoved(""));
		const marked = (key: string): boolean => deck.host.keys.get(key)?.image?.includes("setup-sign") === true;
		expect(await eventually(() => marked(shown))).toBe(true);
		expect(reasonsIn((await pressAndSettle(deck.host, shown)).messages)).toEqual(["Setup"]);
		await deck.host.appear({ action: uuid("warnings"), context: hidden, settings: deck.host.settingsOf(hidden) });
		const unseen = await deck.host.appear({ action: uuid("goal-add"), settings: { widgetId: "x", channel: "third" } });
		expect(await eventually(() => marked(hidden) && marked(unseen))).toBe(true);
		expect(reasonsIn((await pressAndSettle(deck.host, unseen)).messages)).toEqual(["Setup"]);

		// Nothing was sent, and no key's settings were touched.
		expect(deck.emulator.requests).toHaveLength(requestsFrom);
		for (const key of [shown, hidden, unseen]) expect(deck.host.settingsOf(key).channel).toBe("third");
		const settingsCalls = deck.host.messages
			.slice(messagesFrom)
			.filter((m) => m.event === "setSettings" || m.event === "getSettings");
		expect(settingsCalls).toEqual([]);
		expect(offScreenCalls(hidden)).toEqual([]);
	});
});
