import { ChildProcess } from "node:child_process";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { happensAt, settlesAt, useFakeClock, waitWithoutClock } from "../../fake-clock";
import { BARE_PLUGIN_DIR } from "../plugin-paths";
import { KILL_GRACE_MS } from "../plugin-process";
import { PropertyInspectorClient } from "../property-inspector-client";
import { DEVICE_ID, HostStartError, startHost, type StreamDeckHost } from "../stream-deck-host";
import {
	createScratchPlugin,
	isAlive,
	rawRequest,
	type RecordingServer,
	startRecordingServer,
	unusedPort,
} from "../test-servers";

const FETCH_ACTION = "com.channel.bare.fetch";

describe("StreamDeckHost with the bare plugin", () => {
	let host: StreamDeckHost;
	let api: RecordingServer;
	const inspectors: PropertyInspectorClient[] = [];

	beforeAll(async () => {
		api = await startRecordingServer();
		host = await startHost({ pluginDir: BARE_PLUGIN_DIR });
	});

	afterEach(async () => {
		vi.useRealTimers();
		await Promise.all(inspectors.splice(0).map((pi) => pi.close()));
	});

	afterAll(async () => {
		await host?.close();
		await api?.close();
	});

	/**
	 * Opens a scripted property inspector for a key, closed after the test.
	 * @param context The key.
	 * @returns The inspector.
	 */
	async function openInspector(context: string): Promise<PropertyInspectorClient> {
		const pi = await PropertyInspectorClient.connect(host.propertyInspectorArgs(context));
		inspectors.push(pi);
		return pi;
	}

	it("launches the plugin, which registers with the manifest UUID", () => {
		expect(host.messages[0]?.raw).toEqual({ event: "registerPlugin", uuid: "com.channel.bare" });
		expect(host.pluginUUID).toBe("com.channel.bare");
		expect(host.pluginExit).toBeUndefined();
		expect(host.info.devices).toEqual([
			{ id: DEVICE_ID, name: "Stream Deck +", size: { columns: 4, rows: 2 }, type: 7 },
		]);
		expect(host.sentToPlugin[0]?.raw).toMatchObject({ event: "deviceDidConnect", device: DEVICE_ID });
	});

	it("records the title the plugin sets on willAppear, and only for keys whose settings have one", async () => {
		const since = host.messages.length;
		const untitled = await host.appear({ action: FETCH_ACTION, settings: { url: `${api.url}/x` } });
		const titled = await host.appear({ action: FETCH_ACTION, settings: { title: "Hello" } });

		const message = await host.waitForEvent("setTitle", titled, { since });
		expect(message.payload).toMatchObject({ title: "Hello" });
		expect(host.keys.get(titled)).toMatchObject({ title: "Hello", visible: true, controller: "Keypad" });
		// The plugin handles willAppear in order, so a title for the first key would have come before this one.
		expect(host.messages.slice(since).filter((m) => m.context === untitled)).toEqual([]);
		expect(host.keys.get(untitled)?.title).toBeUndefined();
	});

	it("sends the request on keyDown and records showOk when the server accepts it", async () => {
		const context = await host.appear({ action: FETCH_ACTION, settings: { url: `${api.url}/status/204` } });
		const before = api.requests.length;

		await host.keyDown(context);
		await host.waitForEvent("showOk", context);

		expect(api.requests.slice(before)).toEqual([{ method: "POST", url: "/status/204" }]);
		expect(host.keys.get(context)).toMatchObject({ okCount: 1, alertCount: 0 });
	});

	it("uses the method from the settings", async () => {
		const context = await host.appear({
			action: FETCH_ACTION,
			settings: { url: `${api.url}/status/200?m=get`, method: "GET" },
		});
		await host.press(context);
		await host.waitForEvent("showOk", context);
		expect(api.requests).toContainEqual({ method: "GET", url: "/status/200?m=get" });
	});

	it("records showAlert when the server fails", async () => {
		const context = await host.appear({ action: FETCH_ACTION, settings: { url: `${api.url}/status/500` } });
		await host.keyDown(context);
		await host.waitForEvent("showAlert", context);
		expect(host.keys.get(context)).toMatchObject({ okCount: 0, alertCount: 1 });
		expect(api.requests.at(-1)).toEqual({ method: "POST", url: "/status/500" });
	});

	it("records showAlert when nothing listens at the URL", async () => {
		const port = await unusedPort();
		const context = await host.appear({ action: FETCH_ACTION, settings: { url: `http://127.0.0.1:${port}/` } });
		await host.keyDown(context);
		await host.waitForEvent("showAlert", context);
		expect(host.keys.get(context)?.okCount).toBe(0);
	});

	it("tells only the plugin of an inspector's global settings; another inspector learns them when it asks", async () => {
		const context = await host.appear({ action: FETCH_ACTION });
		const writer = await openInspector(context);
		const other = await openInspector(context);
		const sentBefore = host.sentToPlugin.length;

		const settings = { baseUrl: "http://127.0.0.1:1", readKey: "r-key", nested: { n: 1 } };
		await writer.setGlobalSettings(settings);
		await expect
			.poll(() => host.sentToPlugin.slice(sentBefore).map((m) => m.raw))
			.toContainEqual({ event: "didReceiveGlobalSettings", payload: { settings } });
		expect(host.globalSettings).toEqual(settings);

		// Asking is the only way: the answer goes to the inspector that asked, and it is the first message either got.
		await other.getGlobalSettings();
		expect(await other.waitForEvent("didReceiveGlobalSettings")).toEqual({
			event: "didReceiveGlobalSettings",
			payload: { settings },
		});
		expect(writer.messages.filter((m) => m.event === "didReceiveGlobalSettings")).toEqual([]);
		expect(other.messages.filter((m) => m.event === "didReceiveGlobalSettings")).toHaveLength(1);
	});

	it("tells the plugin when an inspector appears and disappears, forwards sendToPlugin and stores its settings", async () => {
		const context = await host.appear({ action: FETCH_ACTION, settings: { url: `${api.url}/status/500` } });
		const sentBefore = host.sentToPlugin.length;
		const pi = await openInspector(context);

		await pi.sendToPlugin(FETCH_ACTION, { hello: ["world"] });
		await pi.setSettings({ url: `${api.url}/status/201` });
		await pi.getSettings();
		const reply = await pi.waitForEvent("didReceiveSettings");

		expect(reply).toMatchObject({
			action: FETCH_ACTION,
			context,
			device: DEVICE_ID,
			payload: { settings: { url: `${api.url}/status/201` }, controller: "Keypad", isInMultiAction: false },
		});
		expect(host.settingsOf(context)).toEqual({ url: `${api.url}/status/201` });
		const sent = host.sentToPlugin.slice(sentBefore).map((m) => m.raw);
		expect(sent[0]).toEqual({
			event: "propertyInspectorDidAppear",
			action: FETCH_ACTION,
			context,
			device: DEVICE_ID,
		});
		expect(sent).toContainEqual({
			event: "sendToPlugin",
			action: FETCH_ACTION,
			context,
			payload: { hello: ["world"] },
		});
		expect(sent).toContainEqual(
			expect.objectContaining({
				event: "didReceiveSettings",
				context,
				payload: expect.objectContaining({ settings: { url: `${api.url}/status/201` } }),
			}),
		);
		expect(host.piMessages(context).map((m) => m.event)).toEqual([
			"registerPropertyInspector",
			"sendToPlugin",
			"setSettings",
			"getSettings",
		]);

		// The next press uses the settings the inspector stored.
		await host.keyDown(context);
		await host.waitForEvent("showOk", context);

		const beforeClose = host.sentToPlugin.length;
		await pi.close();
		await expect
			.poll(() => host.sentToPlugin.slice(beforeClose).map((m) => m.raw), { timeout: 5_000 })
			.toContainEqual({
				event: "propertyInspectorDidDisappear",
				action: FETCH_ACTION,
				context,
				device: DEVICE_ID,
			});
	});

	it("hands a property inspector the arguments the app passes to connectElgatoStreamDeckSocket", async () => {
		const context = await host.appear({
			action: FETCH_ACTION,
			settings: { url: "u" },
			coordinates: { column: 3, row: 1 },
		});
		const args = host.propertyInspectorArgs(context);
		expect(args).toMatchObject({ port: host.port, uuid: context, registerEvent: "registerPropertyInspector" });
		expect(JSON.parse(args.info)).toEqual(host.info);
		expect(JSON.parse(args.actionInfo)).toEqual({
			action: FETCH_ACTION,
			context,
			device: DEVICE_ID,
			payload: {
				controller: "Keypad",
				coordinates: { column: 3, row: 1 },
				isInMultiAction: false,
				resources: {},
				settings: { url: "u" },
				state: 0,
			},
		});
	});

	it("serves the plugin folder over HTTP with content types", async () => {
		const manifest = await fetch(`${host.httpUrl}/manifest.json`);
		expect(manifest.status).toBe(200);
		expect(manifest.headers.get("content-type")).toMatch(/^application\/json/);
		expect(await manifest.json()).toMatchObject({ UUID: "com.channel.bare" });

		const svg = await fetch(`${host.httpUrl}/imgs/key.svg`);
		expect(svg.headers.get("content-type")).toBe("image/svg+xml");
		expect(await svg.text()).toContain("<svg");

		const script = await fetch(`${host.httpUrl}/bin/plugin.js`);
		expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
		expect(await script.text()).toContain("com.channel.bare.fetch");

		const png = await fetch(`${host.httpUrl}/imgs/plugin.png`);
		expect(png.headers.get("content-type")).toBe("image/png");
		expect(new Uint8Array(await png.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode("PNG"));

		expect((await fetch(`${host.httpUrl}/missing.html`)).status).toBe(404);
		expect((await fetch(`${host.httpUrl}/imgs`)).status).toBe(404);
		expect((await rawRequest(host.httpUrl, "/manifest.json", "POST")).status).toBe(405);
	});

	it("refuses paths that lead outside the plugin folder", async () => {
		// ../../../package.json from the plugin folder is the repository's package.json.
		for (const path of [
			"/../../../package.json",
			"/..%2F..%2F..%2Fpackage.json",
			"/%2e%2e/%2e%2e/%2e%2e/package.json",
			"/imgs/..%5C..%5C..%5C..%5Cpackage.json",
			"/manifest.json%00.png",
		]) {
			const res = await rawRequest(host.httpUrl, path);
			expect({ path, status: res.status }).toEqual({ path, status: 403 });
			expect(res.body).not.toContain("channel-companion-streamdeck");
		}
		// Sanity check that the target exists, so a 403 above is a refusal and not a miss.
		expect((await rawRequest(host.httpUrl, "/manifest.json")).status).toBe(200);
	});

	it("rejects waitFor on timeout, 5 s unless told otherwise, with the last messages in the error", async () => {
		useFakeClock();
		await expect(settlesAt(host.waitForEvent("neverSent"), 5_000)).rejects.toThrow(
			/no matching message within 5000 ms[\s\S]*registerPlugin/,
		);
		await expect(settlesAt(host.waitForEvent("neverSent", undefined, { timeoutMs: 50 }), 50)).rejects.toThrow(
			/no matching message within 50 ms/,
		);
	});
});

describe("StreamDeckHost lifecycle", () => {
	it("kills the plugin on close, and close is idempotent", async () => {
		const host = await startHost({ pluginDir: BARE_PLUGIN_DIR });
		const pid = host.pid;
		expect(pid).toBeTypeOf("number");
		expect(isAlive(pid as number)).toBe(true);

		await Promise.all([host.close(), host.close()]);
		await host.close();

		expect(host.pluginExit).toBeDefined();
		expect(isAlive(pid as number)).toBe(false);
		await expect(host.waitForEvent("anything")).rejects.toThrow(/closed/);
		await expect(fetch(`${host.httpUrl}/manifest.json`)).rejects.toThrow();
	});

	it("kills a plugin that ignores SIGTERM with SIGKILL, once its grace has passed", async () => {
		const plugin = await createScratchPlugin(`
process.on("SIGTERM", () => console.log("ignoring SIGTERM"));
const ws = new WebSocket("ws://127.0.0.1:" + args.port);
ws.on("open", () => ws.send(JSON.stringify({ event: args.registerEvent, uuid: args.pluginUUID })));
`);
		let pid: number | undefined;
		try {
			const host = await startHost({ pluginDir: plugin.dir });
			pid = host.pid;
			const ignored = (): number => host.stdout.split("ignoring SIGTERM\n").length - 1;
			useFakeClock();
			const closing = host.close();
			await waitWithoutClock(() => ignored() === 1, "the plugin ignored SIGTERM");
			await vi.advanceTimersByTimeAsync(KILL_GRACE_MS - 1);
			// A millisecond before its grace ends it still runs: it hears another SIGTERM, and ignores that too.
			process.kill(pid as number, "SIGTERM");
			await waitWithoutClock(() => ignored() === 2, "the plugin ignored SIGTERM again");
			expect(host.pluginExit).toBeUndefined();
			await happensAt(1, () => host.pluginExit !== undefined, "the plugin was killed");
			await closing;
			expect(host.pluginExit).toEqual({ code: null, signal: "SIGKILL" });
			expect(isAlive(pid as number)).toBe(false);
		} finally {
			vi.useRealTimers();
			// A failed check leaves a plugin that ignores SIGTERM: it must not outlive the test.
			if (pid !== undefined && isAlive(pid)) process.kill(pid, "SIGKILL");
			await plugin.remove();
		}
	});

	it("rejects startHost with the plugin's stderr when the plugin dies before registering", async () => {
		const plugin = await createScratchPlugin(`console.error("boom: no config"); process.exit(3);`);
		try {
			await expect(startHost({ pluginDir: plugin.dir })).rejects.toThrow(/exited \(code 3[\s\S]*boom: no config/);
		} finally {
			await plugin.remove();
		}
	});

	it("rejects startHost when the plugin never registers, and kills it", async () => {
		const plugin = await createScratchPlugin(`setInterval(() => {}, 1000);`);
		try {
			useFakeClock();
			const kill = vi.spyOn(ChildProcess.prototype, "kill");
			const starting = startHost({ pluginDir: plugin.dir, registrationTimeoutMs: 3_000 }).then(
				() => undefined,
				(error: unknown) => error,
			);
			await waitWithoutClock(() => vi.getTimerCount() === 1, "the host waits for the registration");
			// It gives up, and ends the plugin, when the time it was given has passed and not a millisecond sooner.
			await happensAt(3_000, () => kill.mock.calls.length > 0, "the plugin was told to end");
			expect(kill.mock.calls).toEqual([["SIGTERM"]]);
			const failure = await starting;
			expect(failure).toBeInstanceOf(HostStartError);
			expect((failure as HostStartError).message).toMatch(/did not register within 3000 ms/);
			const pid = (failure as HostStartError).pluginPid;
			expect(pid).toBeGreaterThan(0);
			expect(isAlive(pid as number)).toBe(false);
		} finally {
			vi.useRealTimers();
			vi.restoreAllMocks();
			await plugin.remove();
		}
	});

	it("passes the app's command line, the given UUID and the environment to the plugin", async () => {
		const plugin = await createScratchPlugin(`
const info = JSON.parse(args.info);
console.log(JSON.stringify({ cwd: process.cwd(), args, execArgv: process.execArgv, marker: process.env.HOST_TEST_MARKER, info }));
const ws = new WebSocket("ws://127.0.0.1:" + args.port);
ws.on("open", () => ws.send(JSON.stringify({ event: args.registerEvent, uuid: args.pluginUUID })));
`);
		const host = await startHost({
			pluginDir: plugin.dir,
			pluginUUID: "com.channel.other",
			language: "de",
			env: { ...process.env, HOST_TEST_MARKER: "m-1" },
			nodeArgs: ["--no-warnings"],
		});
		try {
			await expect.poll(() => host.stdout, { timeout: 5_000 }).toContain("\n");
			const seen = JSON.parse(host.stdout.split("\n")[0]);
			expect(seen).toMatchObject({
				cwd: plugin.dir,
				args: { port: String(host.port), pluginUUID: "com.channel.other", registerEvent: "registerPlugin" },
				execArgv: ["--no-warnings"],
				marker: "m-1",
			});
			expect(seen.info).toMatchObject({
				application: { language: "de", platform: "mac", version: "7.1.0.0" },
				plugin: { uuid: "com.channel.scratch", version: "0.0.1.0" },
				devicePixelRatio: 2,
			});
			expect(host.messages[0]?.raw).toEqual({ event: "registerPlugin", uuid: "com.channel.other" });
		} finally {
			await host.close();
			await plugin.remove();
		}
	});
});
