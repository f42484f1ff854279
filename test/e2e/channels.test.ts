import type { JsonObject } from "@elgato/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PropertyInspectorClient } from "../host/property-inspector-client";
import { stringField } from "../host/wire-message";
import { type IsolatedDeck, startIsolatedDeck } from "../robustness/isolated-deck";
import { findSecrets, withoutKeyFields } from "../robustness/secret-scan";
import { connectionSettings } from "../support/deck";
import { pressAndSettle, reasonsIn, settle, uuid, WRITE_KEY } from "./deck";

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
		expect(deck.host.keys.get(key)?.image).toBeUndefined();
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
		expect(channelOnFace(deck.host.keys.get(main)?.image)).toBe("#1");
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
		await deck.host.press(press);
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
		expect(deck.emulator.requests.map((request) => request.segments[2])).toEqual([legacy.trim()]);

		// What an inspector of a moved key gets holds no key.
		const pi = await PropertyInspectorClient.connect(deck.host.propertyInspectorArgs(press));
		await pi.getSettings();
		await pi.waitForEvent("didReceiveSettings");
		await pi.close();

		const tokens = [token, readToken];
		const log = deck.logText().slice(logFrom);
		expect(log).toMatch(/moved the 0\.1 key of a Goal Add action into channel/);
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

	it("tells an inspector how many keys it has seen use a channel, and moves them to the default channel", async () => {
		const third = { id: "third", name: "", ...connectionSettings(deck.emulator) };
		await reset({ ...global, channels: [...(global.channels as JsonObject[]), third] });
		const a = await deck.host.appear({ action: uuid("goal-add"), settings: { widgetId: "main", channel: "third" } });
		const gone = await deck.host.appear({ action: uuid("warnings"), settings: { viewer: "x", channel: "third" } });
		await deck.host.appear({ action: uuid("warnings"), settings: { viewer: "x", channel: "twin" } });
		// A key that left the screen still counts: it may come back.
		await deck.host.disappear(gone);
		const pi = await PropertyInspectorClient.connect(deck.host.propertyInspectorArgs(a));
		try {
			let since = pi.messages.length;
			await pi.sendToPlugin(uuid("goal-add"), { event: "channelUsage", channel: "third" });
			const usage = await pi.waitFor((m) => m.event === "sendToPropertyInspector", { since });
			expect(usage.payload).toEqual({ event: "channelUsageResult", channel: "third", keys: 2 });

			since = pi.messages.length;
			await pi.sendToPlugin(uuid("goal-add"), { event: "moveChannelKeys", channel: "third", to: "default" });
			const moved = await pi.waitFor((m) => m.event === "sendToPropertyInspector", { since });
			expect(moved.payload).toEqual({ event: "channelUsageResult", channel: "third", keys: 0, moved: 2 });
			expect(deck.host.settingsOf(a)).toEqual({ widgetId: "main" });
			expect(deck.host.settingsOf(gone)).toEqual({ viewer: "x" });
		} finally {
			await pi.close();
		}
	});
});
