import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { PROBE_PLUGIN_DIR } from "../plugin-paths";
import { PropertyInspectorClient } from "../property-inspector-client";
import { DEVICE_ID, type PluginMessage, startHost, type StreamDeckHost } from "../stream-deck-host";
import { objectField, stringField, type WireObject } from "../wire-message";

// The probe plugin reports what the real SDK made of each host message as `openUrl("probe:<json>")`, so these
// tests check the host's wire shapes against @elgato/streamdeck itself rather than against our reading of it.

const PROBE_ACTION = "com.channel.probe.echo";

/**
 * A report from the probe plugin: its kind, the instance it concerns, and whatever the plugin observed.
 */
type Report = WireObject;

/**
 * Parses a probe report out of a plugin message.
 * @param message A plugin message.
 * @returns The report; `undefined` when the message is not one.
 */
function reportOf(message: PluginMessage): Report | undefined {
	const url = message.event === "openUrl" ? stringField(message.payload, "url") : undefined;
	return url?.startsWith("probe:") ? (JSON.parse(url.slice("probe:".length)) as Report) : undefined;
}

describe("host messages as the SDK sees them", () => {
	let host: StreamDeckHost;
	const inspectors: PropertyInspectorClient[] = [];

	beforeAll(async () => {
		host = await startHost({ pluginDir: PROBE_PLUGIN_DIR, globalSettings: { initial: true } });
	});

	afterEach(async () => {
		await Promise.all(inspectors.splice(0).map((pi) => pi.close()));
	});

	afterAll(async () => {
		await host?.close();
	});

	/**
	 * Waits for a probe report.
	 * @param kind Report kind.
	 * @param context Instance it is about; any when absent.
	 * @param since Index into host.messages to start from.
	 * @returns The report.
	 */
	async function report(kind: string, context?: string, since = 0): Promise<Report> {
		const message = await host.waitFor(
			(m) => {
				const r = reportOf(m);
				return r?.kind === kind && (context === undefined || r.context === context);
			},
			{ since },
		);
		return reportOf(message) as Report;
	}

	/**
	 * The settings a `didReceiveSettings` or `didReceiveGlobalSettings` message carries.
	 * @param message The message.
	 * @returns `payload.settings`; `undefined` when absent.
	 */
	function settingsIn(message: WireObject): WireObject | undefined {
		return objectField(objectField(message, "payload"), "settings");
	}

	/**
	 * Opens a scripted property inspector for an instance, closed after the test.
	 * @param context The instance.
	 * @returns The inspector.
	 */
	async function openInspector(context: string): Promise<PropertyInspectorClient> {
		const pi = await PropertyInspectorClient.connect(host.propertyInspectorArgs(context));
		inspectors.push(pi);
		return pi;
	}

	it("announces the Stream Deck + after registration", async () => {
		expect(await report("deviceDidConnect")).toEqual({
			kind: "deviceDidConnect",
			device: DEVICE_ID,
			name: "Stream Deck +",
			type: 7,
			size: { columns: 4, rows: 2 },
		});
	});

	it("delivers willAppear, keyDown and keyUp of a key", async () => {
		const context = await host.appear({
			action: PROBE_ACTION,
			settings: { a: 1 },
			coordinates: { column: 2, row: 1 },
			state: 1,
		});
		expect(await report("willAppear", context)).toEqual({
			kind: "willAppear",
			context,
			controller: "Keypad",
			device: DEVICE_ID,
			deviceName: "Stream Deck +",
			deviceType: 7,
			coordinates: { column: 2, row: 1 },
			isInMultiAction: false,
			payload: {
				controller: "Keypad",
				coordinates: { column: 2, row: 1 },
				isInMultiAction: false,
				resources: {},
				settings: { a: 1 },
				state: 1,
			},
		});

		await host.press(context);
		expect((await report("keyDown", context)).payload).toMatchObject({ state: 1, settings: { a: 1 } });
		expect((await report("keyUp", context)).payload).not.toHaveProperty("userDesiredState");
	});

	it("delivers userDesiredState for keys inside a multi-action", async () => {
		const context = await host.appear({ action: PROBE_ACTION, isInMultiAction: true, state: 0 });
		const appeared = await report("willAppear", context);
		expect(appeared).toMatchObject({ isInMultiAction: true, payload: { isInMultiAction: true } });
		expect(appeared.payload).not.toHaveProperty("coordinates");

		await host.keyDown(context, { userDesiredState: 1 });
		expect((await report("keyDown", context)).payload).toMatchObject({
			isInMultiAction: true,
			userDesiredState: 1,
		});
		await host.keyUp(context);
		expect((await report("keyUp", context)).payload).toMatchObject({ userDesiredState: 0 });
	});

	it("delivers dial events with their payloads", async () => {
		const context = await host.appear({ action: PROBE_ACTION, controller: "Encoder", settings: { d: true } });
		const appeared = await report("willAppear", context);
		expect(appeared).toMatchObject({
			controller: "Encoder",
			payload: { controller: "Encoder", settings: { d: true } },
		});

		await host.dialRotate(context, -2, true);
		expect((await report("dialRotate", context)).payload).toMatchObject({
			ticks: -2,
			pressed: true,
			controller: "Encoder",
		});
		await host.dialDown(context);
		await host.dialUp(context);
		expect((await report("dialDown", context)).payload).toMatchObject({ settings: { d: true } });
		expect((await report("dialUp", context)).payload).toMatchObject({ settings: { d: true } });
		await host.touchTap(context, [12, 34], true);
		expect((await report("touchTap", context)).payload).toMatchObject({ tapPos: [12, 34], hold: true });
		await expect(host.keyDown(context)).rejects.toThrow(/dial/);
	});

	it("delivers willDisappear, systemDidWakeUp and titleParametersDidChange", async () => {
		const context = await host.appear({ action: PROBE_ACTION });
		expect(await report("titleParametersDidChange", context)).toMatchObject({ title: "" });
		const edited = host.messages.length;
		await host.titleParametersDidChange(context, "User title");
		expect(await report("titleParametersDidChange", context, edited)).toMatchObject({ title: "User title" });

		const since = host.messages.length;
		await host.systemDidWakeUp();
		await report("systemDidWakeUp", undefined, since);

		await host.disappear(context);
		await report("willDisappear", context);
		expect(host.keys.get(context)?.visible).toBe(false);
	});

	it("answers getSettings and getGlobalSettings so the SDK's promises resolve", async () => {
		const context = await host.appear({ action: PROBE_ACTION, settings: { mine: "yes" } });
		const pi = await openInspector(context);
		await pi.sendToPlugin(PROBE_ACTION, { cmd: "fetch" });

		const fetched = await report("fetched", context);
		expect(fetched.settings).toEqual({ mine: "yes" });
		expect(fetched.globals).toEqual(host.globalSettings);
		// The SDK's requests carry an id, which the host echoes in its replies.
		const request = await host.waitForEvent("getSettings", context);
		expect(request.raw.id).toEqual(expect.any(String));
		expect(host.sentToPlugin.map((m) => m.raw)).toContainEqual(
			expect.objectContaining({ event: "didReceiveSettings", context, id: request.raw.id }),
		);
	});

	it("delivers settings and global settings changed by the host", async () => {
		const context = await host.appear({ action: PROBE_ACTION });
		await host.setSettings(context, { changed: 1 });
		expect(await report("didReceiveSettings", context)).toMatchObject({ settings: { changed: 1 } });

		const since = host.messages.length;
		await host.setGlobalSettings({ baseUrl: "http://127.0.0.1:9" });
		expect(await report("didReceiveGlobalSettings", undefined, since)).toEqual({
			kind: "didReceiveGlobalSettings",
			settings: { baseUrl: "http://127.0.0.1:9" },
		});
	});

	it("relays between a property inspector and the plugin in both directions", async () => {
		const context = await host.appear({ action: PROBE_ACTION, settings: { before: true } });
		const pi = await openInspector(context);
		await report("propertyInspectorDidAppear", context);

		// PI → plugin: sendToPlugin, then plugin → PI: sendToPropertyInspector.
		await pi.sendToPlugin(PROBE_ACTION, { cmd: "echo", value: [1, "two"] });
		expect(await pi.waitForEvent("sendToPropertyInspector")).toEqual({
			event: "sendToPropertyInspector",
			action: PROBE_ACTION,
			context,
			payload: { echo: [1, "two"] },
		});

		// PI settings reach the plugin.
		await pi.setSettings({ fromPi: "x" });
		expect(await report("didReceiveSettings", context)).toMatchObject({ settings: { fromPi: "x" } });

		// Plugin settings reach the PI and the store.
		const piSince = pi.messages.length;
		await pi.sendToPlugin(PROBE_ACTION, { cmd: "setSettings", settings: { fromPlugin: 2 } });
		const settingsAtPi = await pi.waitForEvent("didReceiveSettings", { since: piSince });
		expect(settingsIn(settingsAtPi)).toEqual({ fromPlugin: 2 });
		expect(host.settingsOf(context)).toEqual({ fromPlugin: 2 });

		// PI global settings reach the plugin.
		const since = host.messages.length;
		await pi.setGlobalSettings({ writeKey: "w" });
		expect(await report("didReceiveGlobalSettings", undefined, since)).toMatchObject({
			settings: { writeKey: "w" },
		});

		// Plugin global settings reach the PI and the store.
		await pi.sendToPlugin(PROBE_ACTION, { cmd: "setGlobalSettings", settings: { readKey: "r" } });
		const globalsAtPi = await pi.waitFor(
			(m) => m.event === "didReceiveGlobalSettings" && Boolean(settingsIn(m)?.readKey),
		);
		expect(settingsIn(globalsAtPi)).toEqual({ readKey: "r" });
		expect(host.globalSettings).toEqual({ readKey: "r" });

		await pi.close();
		await report("propertyInspectorDidDisappear", context);
	});

	it("takes and answers settings only for instances on screen", async () => {
		const shown = await host.appear({ action: PROBE_ACTION, settings: { n: 1 } });
		const hidden = await host.appear({ action: PROBE_ACTION, settings: { n: 2 } });
		await host.disappear(hidden);
		const pi = await openInspector(shown);
		const before = host.offScreenCommands.length;

		await pi.sendToPlugin(PROBE_ACTION, { cmd: "settingsOf", context: hidden, settings: { n: 3 } });
		await report("settingsOfSent", hidden);
		await expect.poll(() => host.offScreenCommands.length).toBe(before + 2);
		expect(host.offScreenCommands.slice(before).map((m) => [m.event, m.context])).toEqual([
			["setSettings", hidden],
			["getSettings", hidden],
		]);
		expect(host.settingsOf(hidden)).toEqual({ n: 2 });
		expect(host.sentToPlugin.some((m) => m.event === "didReceiveSettings" && m.context === hidden)).toBe(false);

		// The same commands for an instance on screen are taken and answered.
		await pi.sendToPlugin(PROBE_ACTION, { cmd: "settingsOf", context: shown, settings: { n: 4 } });
		expect(await report("didReceiveSettings", shown)).toMatchObject({ settings: { n: 4 } });
		expect(host.settingsOf(shown)).toEqual({ n: 4 });
		expect(host.offScreenCommands).toHaveLength(before + 2);
	});

	it("keeps what the plugin displays in the key views", async () => {
		const key = await host.appear({ action: PROBE_ACTION });
		const dial = await host.appear({ action: PROBE_ACTION, controller: "Encoder" });
		const keyPi = await openInspector(key);
		const dialPi = await openInspector(dial);

		await keyPi.sendToPlugin(PROBE_ACTION, {
			cmd: "display",
			title: "T",
			image: "data:image/svg+xml,<svg/>",
			state: 1,
		});
		await report("displayed", key);
		expect(host.keys.get(key)).toMatchObject({
			title: "T",
			image: "data:image/svg+xml,<svg/>",
			state: 1,
			okCount: 1,
			alertCount: 1,
		});

		await dialPi.sendToPlugin(PROBE_ACTION, {
			cmd: "display",
			layout: "$B1",
			feedback: { title: "Goal", value: "5" },
			triggerDescription: { rotate: "Add" },
		});
		await report("displayed", dial);
		expect(host.keys.get(dial)).toMatchObject({
			feedbackLayout: "$B1",
			feedback: { title: "Goal", value: "5" },
			triggerDescription: { rotate: "Add" },
		});
	});
});
