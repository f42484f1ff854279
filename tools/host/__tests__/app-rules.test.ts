import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { PROBE_PLUGIN_DIR } from "../plugin-paths";
import { PropertyInspectorClient } from "../property-inspector-client";
import { DEVICE_ID, type PluginMessage, startHost, type StreamDeckHost } from "../stream-deck-host";
import { stringField, type WireObject } from "../wire-message";

// The app's rules for what a key shows, for start-up and for wake (docs/behaviour.md#what-the-app-does-with-keys), checked against the real SDK through the probe plugin, which reports what it saw as `openUrl("probe:…")`.

const PROBE_ACTION = "com.channel.probe.echo";

/**
 * Parses a probe report out of a plugin message.
 * @param message A plugin message.
 * @returns The report; `undefined` when the message is not one.
 */
function reportOf(message: PluginMessage): WireObject | undefined {
	const url = message.event === "openUrl" ? stringField(message.payload, "url") : undefined;
	return url?.startsWith("probe:") ? (JSON.parse(url.slice("probe:".length)) as WireObject) : undefined;
}

/**
 * Waits for a probe report.
 * @param host The host.
 * @param kind Report kind.
 * @param since Index into host.messages to start from.
 * @returns The report.
 */
async function report(host: StreamDeckHost, kind: string, since = 0): Promise<WireObject> {
	const message = await host.waitFor((m) => reportOf(m)?.kind === kind, { since });
	return reportOf(message) as WireObject;
}

describe("the app's rules, as the test host plays them", () => {
	let host: StreamDeckHost;
	const inspectors: PropertyInspectorClient[] = [];

	beforeAll(async () => {
		host = await startHost({ pluginDir: PROBE_PLUGIN_DIR });
	});

	afterEach(async () => {
		await Promise.all(inspectors.splice(0).map((pi) => pi.close()));
	});

	afterAll(async () => {
		await host?.close();
	});

	/**
	 * Has the probe plugin run a command for an instance, through a scripted inspector.
	 * @param context The instance.
	 * @param command The command.
	 * @param done The report that says it ran.
	 */
	async function run(context: string, command: WireObject, done: string): Promise<void> {
		const pi = await PropertyInspectorClient.connect(host.propertyInspectorArgs(context));
		inspectors.push(pi);
		const since = host.messages.length;
		await pi.sendToPlugin(PROBE_ACTION, command);
		await report(host, done, since);
	}

	it("keeps an image and a title per state: without a state both are set, and the key shows its current state's", async () => {
		const key = await host.appear({ action: PROBE_ACTION });
		const command = { cmd: "drawStates", both: "data:,both", second: "data:,second", secondTitle: "on" };
		await run(key, { ...command, state: 1 }, "drawn");
		expect(host.keys.get(key)).toMatchObject({ state: 1, image: "data:,second", title: "on" });
		await run(key, { ...command, state: 0 }, "drawn");
		expect(host.keys.get(key)).toMatchObject({ state: 0, image: "data:,both" });
		expect(host.keys.get(key)?.title).toBeUndefined();
	});

	it("shows the user's title over the plugin's, sent after willAppear and on every edit", async () => {
		const since = host.messages.length;
		const key = await host.appear({ action: PROBE_ACTION, userTitle: "Mine" });
		expect(await report(host, "titleParametersDidChange", since)).toMatchObject({ context: key, title: "Mine" });
		await run(key, { cmd: "title", title: "Plugin's" }, "titled");
		expect(host.keys.get(key)).toMatchObject({ title: "Mine", stateTitles: ["Plugin's", "Plugin's"] });
		await host.titleParametersDidChange(key, "");
		expect(host.keys.get(key)?.title).toBe("Plugin's");
	});

	it("sends willAppear again for every key on screen after a wake, and none for a key gone", async () => {
		const shown = await host.appear({ action: PROBE_ACTION });
		const gone = await host.appear({ action: PROBE_ACTION });
		await host.disappear(gone);
		const since = host.sentToPlugin.length;
		await host.systemDidWakeUp();
		const sent = host.sentToPlugin.slice(since).map((m) => [m.event, m.context]);
		expect(sent[0]).toEqual(["systemDidWakeUp", undefined]);
		expect(sent).toContainEqual(["willAppear", shown]);
		expect(sent.filter(([event]) => event === "willDisappear")).toEqual([]);
		expect(sent.filter(([, context]) => context === gone)).toEqual([]);
	});

	it("switches a device only to a profile the manifest bundles for its type, and records why it would not", async () => {
		const key = await host.appear({ action: PROBE_ACTION });
		const switchTo = (command: WireObject): Promise<void> => run(key, { cmd: "switchProfile", ...command }, "switched");
		await switchTo({ profile: "profiles/probe-plus" });
		await switchTo({ profile: "profiles/probe-plus", page: 0 });
		await switchTo({ profile: "profiles/unknown" });
		await switchTo({ profile: "profiles/probe-mini" });
		await switchTo({ profile: "profiles/probe-missing" });
		await switchTo({ profile: "profiles/probe-plus", device: "NO-SUCH-DEVICE" });
		const command = host.messages.filter((m) => m.event === "switchToProfile").at(0);
		expect(command?.raw).toEqual({
			event: "switchToProfile",
			context: host.pluginUUID,
			device: DEVICE_ID,
			payload: { profile: "profiles/probe-plus" },
		});
		expect(host.profileSwitches.map(({ profile, page, refused }) => [profile, page, refused])).toEqual([
			["profiles/probe-plus", undefined, undefined],
			["profiles/probe-plus", 0, undefined],
			["profiles/unknown", undefined, expect.stringContaining("bundles no profile")],
			["profiles/probe-mini", undefined, expect.stringContaining("is for device type 1")],
			["profiles/probe-missing", undefined, expect.stringContaining("has no profiles/probe-missing.streamDeckProfile")],
			["profiles/probe-plus", undefined, "no device NO-SUCH-DEVICE"],
		]);
	});
});

describe("start-up and answers, as the app and OpenDeck give them", () => {
	it("sends willAppear for the keys on screen before it answers the plugin's getGlobalSettings", async () => {
		const host = await startHost({
			pluginDir: PROBE_PLUGIN_DIR,
			globalSettings: { stored: true },
			keysOnScreen: [{ action: PROBE_ACTION, context: "ON-SCREEN" }],
		});
		try {
			expect(await report(host, "startGlobals")).toMatchObject({ settings: { stored: true } });
			const events = host.sentToPlugin.map((m) => `${m.event} ${m.context ?? ""}`.trim());
			const appeared = events.indexOf("willAppear ON-SCREEN");
			expect(appeared).toBeGreaterThanOrEqual(0);
			expect(appeared).toBeLessThan(events.indexOf("didReceiveGlobalSettings"));
		} finally {
			await host.close();
		}
	});

	it("answers without the request's id when told to, as OpenDeck does, and the SDK's promises still resolve", async () => {
		const host = await startHost({ pluginDir: PROBE_PLUGIN_DIR, answerIds: false, globalSettings: { a: 1 } });
		try {
			expect(await report(host, "startGlobals")).toMatchObject({ settings: { a: 1 } });
			const request = await host.waitForEvent("getGlobalSettings");
			expect(request.raw.id).toEqual(expect.any(String));
			const answers = host.sentToPlugin.filter((m) => m.event === "didReceiveGlobalSettings");
			expect(answers.map((m) => m.raw.id)).toEqual([undefined]);
		} finally {
			await host.close();
		}
	});
});
