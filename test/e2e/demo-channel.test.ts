import type { JsonObject } from "@elgato/utils";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import { ACTION_PREFIX, connectionSettings } from "../../tools/deck";
import type { StreamDeckHost } from "../../tools/host/stream-deck-host";
import { isDisplaySpec } from "../support/action-specs";
import { requestDiagnostics } from "../support/diagnostics-request";
import {
	clearDeck,
	type Deck,
	place,
	pressAndSettle,
	readFace,
	reasonsIn,
	settle,
	startDeck,
	stripLockOf,
	W,
	waitForFace,
} from "./deck";

/** What the preload writes to the plugin's stderr for every TCP connection the plugin opens. */
const CONNECT_LINE = "cc-test-connect ";

/**
 * Runs in the plugin's process before it starts: reports every outgoing TCP connection (HTTP, HTTPS, WebSocket all go
 * through `net.Socket#connect`), so the test can tell which ones the plugin opened.
 */
const CONNECT_LOGGER = `
import net from "node:net";
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
	const first = Array.isArray(args[0]) ? args[0][0] : args[0];
	const target = typeof first === "object" && first !== null
		? (first.path ?? String(first.host ?? "localhost") + ":" + String(first.port))
		: String(args[1] ?? "localhost") + ":" + String(first);
	process.stderr.write(${JSON.stringify(CONNECT_LINE)} + target + "\\n");
	return connect.apply(this, args);
};`;

let deck: Deck;

beforeAll(async () => {
	deck = await startDeck({
		globalSettings: () => ({ baseUrl: "demo" }),
		nodeArgs: ["--import", `data:text/javascript,${encodeURIComponent(CONNECT_LOGGER)}`],
	});
});

afterAll(async () => {
	await deck?.close();
});

afterEach(async () => {
	await clearDeck(deck.host);
});

/**
 * The TCP connections the plugin opened so far.
 * @returns Their targets, e.g. `127.0.0.1:4321`.
 */
function connections(): string[] {
	return deck.host.stderr
		.split("\n")
		.filter((line) => line.startsWith(CONNECT_LINE))
		.map((line) => line.slice(CONNECT_LINE.length));
}

/**
 * Tells whether an image carries the demo mark: the word `DEMO` drawn as text on it.
 * @param image The key's image.
 * @returns `true` when it does.
 */
function hasDemoMark(image: string | undefined): boolean {
	const prefix = "data:image/svg+xml;charset=utf8,";
	if (!image?.startsWith(prefix)) return false;
	return /<g id="demo">.*>DEMO<\/text><\/g><\/svg>$/.test(decodeURIComponent(image.slice(prefix.length)));
}

/**
 * Waits, within a bound, until a condition about the deck holds.
 * @param host The host.
 * @param condition The condition.
 * @param timeoutMs How long to wait.
 * @returns Whether it held in time.
 */
async function until(host: StreamDeckHost, condition: () => boolean, timeoutMs = 4000): Promise<boolean> {
	const deadline = Date.now() + timeoutMs;
	while (!condition() && Date.now() < deadline) {
		await host.waitFor(() => true, { since: host.messages.length, timeoutMs: 200 }).catch(() => undefined);
	}
	return condition();
}

/**
 * Whether every given key shows the demo mark on its image, and every given dial on its touch strip.
 * @param keys Key contexts.
 * @param dials Dial contexts.
 * @returns `true` when all do.
 */
function allMarked(keys: readonly string[], dials: readonly string[] = []): boolean {
	return (
		keys.every((key) => hasDemoMark(deck.host.keys.get(key)?.image)) &&
		dials.every((dial) => {
			const demo = deck.host.keys.get(dial)?.feedback.demo as JsonObject | undefined;
			return demo?.value === "DEMO" && demo.enabled === true;
		})
	);
}

/**
 * Places a dial.
 * @param slug The action.
 * @param settings Its settings.
 * @returns Its context.
 */
function dial(slug: string, settings: JsonObject): Promise<string> {
	return place(deck.host, slug, settings, { controller: "Encoder" });
}

describe("The demo channel (base URL `demo`, no keys)", () => {
	it("balances, warnings and top lists: values for any name typed, insufficient funds refused", async () => {
		const viewer = "Typed Viewer";
		const balance = await place(deck.host, "currency-balance", { viewer });
		const set = await place(deck.host, "currency-set", { viewer, amount: 300 });
		const remove = await place(deck.host, "currency-remove", { viewer, amount: 500 });
		const forced = await place(deck.host, "currency-remove", { viewer, amount: "500", force: "true" });
		const warnings = await place(deck.host, "warnings", { viewer });
		const top = await place(deck.host, "show-top", { topType: "level", topSubType: "week", rank: 3 });
		const topDial = await dial("show-top", { topType: "currency", rank: 1 });

		await until(deck.host, () => /^Typed Viewer · \d/.test(readFace(deck.host.keys.get(balance)?.image) ?? ""));
		expect(readFace(deck.host.keys.get(balance)?.image)).toMatch(/^Typed Viewer · \d/);
		expect(await waitForMatch(warnings, /^Typed Viewer · [0-3]$/)).toMatch(/^Typed Viewer · [0-3]$/);
		expect(await waitForMatch(top, /^\S+ · \d+ #3$/)).toMatch(/^\S+ · \d+ #3$/);

		expect((await pressAndSettle(deck.host, set)).feedback).toBe("showOk");
		await deck.host.press(balance);
		expect(await waitForFace(deck.host, balance, "Typed Viewer · 300")).toBe("Typed Viewer · 300");

		const refused = await pressAndSettle(deck.host, remove);
		expect(refused.feedback).toBe("showAlert");
		expect(reasonsIn(refused.messages)).toEqual(["Funds"]);
		expect((await pressAndSettle(deck.host, forced)).feedback).toBe("showOk");
		await deck.host.press(balance);
		expect(await waitForFace(deck.host, balance, "Typed Viewer · 0")).toBe("Typed Viewer · 0");

		// The currency list follows balances: a viewer set far above everyone leads it.
		expect((await pressAndSettle(deck.host, set)).feedback).toBe("showOk");
		await deck.host.setSettings(set, { viewer: "Top Fan", amount: 9_999_999 });
		expect((await pressAndSettle(deck.host, set)).feedback).toBe("showOk");
		await deck.host.dialRotate(topDial, 1);
		await deck.host.dialRotate(topDial, -1);
		const leader = (): unknown => deck.host.keys.get(topDial)?.feedback.value;
		await until(deck.host, () => String(leader()).startsWith("Top Fan"));
		expect(leader()).toBe("Top Fan 9.9M");

		const keys = [balance, set, remove, forced, warnings, top];
		expect(await until(deck.host, () => allMarked(keys, [topDial]))).toBe(true);
	});

	it("goals, timers, dials and undo", async () => {
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
		const undo = await place(deck.host, "undo", {});
		const timerAdd = await place(deck.host, "streamathon-add-seconds", { widgetId: "main", seconds: 60 });
		const goalDial = await dial("goal-add", { widgetId: "any goal", value: 2 });
		const timerDial = await dial("streamathon-add-seconds", { widgetId: "main", seconds: 30 });

		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		expect(await waitForFace(deck.host, undo, "Undo Goal · −5 main 1")).toBe("Undo Goal · −5 main 1");
		expect((await pressAndSettle(deck.host, undo)).feedback).toBe("showOk");
		expect(await waitForFace(deck.host, undo, "Undo · —")).toBe("Undo · —");

		expect((await pressAndSettle(deck.host, timerAdd)).feedback).toBe("showOk");

		await deck.host.dialRotate(goalDial, 3);
		expect(await until(deck.host, () => deck.host.keys.get(goalDial)?.feedback.status === "OK")).toBe(true);
		expect(deck.host.keys.get(goalDial)?.feedback).toMatchObject({ value: "+6 (+6)" });
		await deck.host.dialDown(goalDial);
		expect(await until(deck.host, () => deck.host.keys.get(goalDial)?.feedback.status === "Locked")).toBe(true);
		await deck.host.dialRotate(timerDial, -1);
		expect(await until(deck.host, () => deck.host.keys.get(timerDial)?.feedback.status === "OK")).toBe(true);

		// Every accepted add or remove, from keys or dials, can be undone.
		expect(await waitForMatch(undo, /^Undo Timer · \+30 s main \d$/)).toMatch(/^Undo Timer · \+30 s main \d$/);

		const keys = [add, undo, timerAdd];
		expect(await until(deck.host, () => allMarked(keys, [goalDial, timerDial]))).toBe(true);
	});

	it("a timer the plugin locked refuses seconds as a locked goal refuses changes: `Locked`, nothing for Undo", async () => {
		const widgetId = "backup";
		const undo = await place(deck.host, "undo", {});
		const lock = await place(deck.host, "streamathon-lock", { widgetId });
		expect((await pressAndSettle(deck.host, lock)).feedback).toBe("setState");
		expect(await waitForFace(deck.host, lock, "Timer backup · Locked {locked}")).toBe("Timer backup · Locked {locked}");
		const undoFace = await waitForMatch(undo, /^Undo/);

		// Before a turn, the dial says what the lock key says: locked, and a push unlocks.
		const timerDial = await dial("streamathon-add-seconds", { widgetId, seconds: 30 });
		await expect.poll(() => stripLockOf(deck.host, timerDial)).toEqual({ status: "Push: unlock", lock: "locked" });
		await deck.host.dialRotate(timerDial, 2);
		await deck.host.waitForEvent("showAlert", timerDial);
		await expect.poll(() => deck.host.keys.get(timerDial)?.feedback.status).toBe("Locked");

		const add = await place(deck.host, "streamathon-add-seconds", { widgetId, seconds: 60 });
		const refused = await pressAndSettle(deck.host, add);
		expect(refused.feedback).toBe("showAlert");
		expect(reasonsIn(refused.messages)).toEqual(["Locked"]);
		for (const streamathonAction of ["add_seconds", "remove_seconds", "reset"]) {
			const key = await place(deck.host, "streamathon-action", { widgetId, streamathonAction, value: 4 });
			const outcome = await pressAndSettle(deck.host, key);
			expect(reasonsIn(outcome.messages), streamathonAction).toEqual(["Locked"]);
		}
		// Nothing for Undo: its face still offers what it offered before.
		await settle(100);
		expect(readFace(deck.host.keys.get(undo)?.image)).toBe(undoFace);

		// Unlocked by a push of the dial, the same turn is taken, and Undo offers it.
		await deck.host.dialDown(timerDial);
		await expect.poll(() => stripLockOf(deck.host, timerDial)).toEqual({ status: "Unlocked", lock: "unlocked" });
		await deck.host.dialRotate(timerDial, 2);
		await expect.poll(() => deck.host.keys.get(timerDial)?.feedback).toMatchObject({ value: "+60 s (+60 s)" });
		expect(await waitForMatch(undo, /backup/)).toMatch(/^Undo Timer · −60 s backup \d$/);
	});

	it("opens no connection but the one to the app: nothing leaves the computer; diagnostics say demo", async () => {
		const key = await place(deck.host, "goal-add", { widgetId: "main" });
		expect((await pressAndSettle(deck.host, key)).feedback).toBe("showOk");
		const diagnostics = await requestDiagnostics(deck.host, key);
		expect(diagnostics.host).toMatch(/^demo \(simulated inside the plugin/);
		expect(diagnostics.requests.at(-1)).toMatchObject({ method: "POST", path: "/api/goals/{W}/actions/add/main/1" });
		const opened = connections();
		// The logger works: it saw the plugin connect to the app's WebSocket.
		expect(opened).toContain(`127.0.0.1:${deck.host.port}`);
		expect(opened.filter((target) => target !== `127.0.0.1:${deck.host.port}`)).toEqual([]);
		expect(deck.emulator.requests).toEqual([]);
	});

	it("loses the mark once the channel points at a real server, and its requests go there", async () => {
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
		const warnings = await place(deck.host, "warnings", { viewer: "StreamFan42" });
		const event = await place(deck.host, "custom-event", { value: "go" });
		const topDial = await dial("show-top", {});
		expect(await until(deck.host, () => allMarked([add, warnings, event], [topDial]))).toBe(true);

		await deck.host.setGlobalSettings(connectionSettings(deck.emulator));
		try {
			// The emulator's own viewer, read from it, shown without the mark.
			const fromEmulator = (): boolean => deck.emulator.requests.some((r) => r.rawPath.startsWith("/api/warnings/"));
			const image = (): string | undefined => deck.host.keys.get(warnings)?.image;
			expect(await until(deck.host, () => fromEmulator() && !hasDemoMark(image()))).toBe(true);
			expect(await waitForFace(deck.host, warnings, "StreamFan42 · 1")).toBe("StreamFan42 · 1");
			// Every key draws its own face again, without the mark.
			expect(await until(deck.host, () => !hasDemoMark(deck.host.keys.get(add)?.image))).toBe(true);
			expect(readFace(deck.host.keys.get(add)?.image)).toBe("Goal main · +5");
			expect(await until(deck.host, () => !hasDemoMark(deck.host.keys.get(event)?.image))).toBe(true);
			expect(readFace(deck.host.keys.get(event)?.image)).toBe("go");
			const strip = deck.host.keys.get(topDial)?.feedback.demo as JsonObject | undefined;
			expect(strip).toEqual({ value: "", enabled: false });

			expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
			expect(deck.emulator.requests.map((request) => request.rawPath)).toContain(`/api/goals/${W}/actions/add/main/5`);
			expect(connections()).toContain(`127.0.0.1:${new URL(deck.emulator.url).port}`);

			// And back: the demo again, marked again.
			await deck.host.setGlobalSettings({ baseUrl: "demo" });
			expect(await until(deck.host, () => allMarked([add, warnings, event], [topDial]))).toBe(true);
		} finally {
			await deck.host.setGlobalSettings({ baseUrl: "demo" });
			await settle(100);
		}
	});

	it("serves any named channel set to demo, beside a default channel on a real server", async () => {
		const channels = [{ id: "d", name: "Demo", baseUrl: "demo" }];
		await deck.host.setGlobalSettings({ ...connectionSettings(deck.emulator), channels });
		try {
			const demoKey = await place(deck.host, "currency-balance", { viewer: "Someone", channel: "d" });
			const realKey = await place(deck.host, "currency-balance", { viewer: "StreamFan42" });
			expect(await waitForMatch(demoKey, /^Someone · \d/)).toMatch(/^Someone · \d/);
			expect(await waitForFace(deck.host, realKey, "StreamFan42 · 1.5k")).toBe("StreamFan42 · 1.5k");
			expect(await until(deck.host, () => allMarked([demoKey]))).toBe(true);
			expect(hasDemoMark(deck.host.keys.get(realKey)?.image)).toBe(false);
			const paths = deck.emulator.requests.map((request) => request.rawPath);
			expect(paths.filter((path) => path.includes("Someone"))).toEqual([]);
			expect(paths.some((path) => path.startsWith("/api/currency/") && path.includes("StreamFan42"))).toBe(true);
		} finally {
			await deck.host.setGlobalSettings({ baseUrl: "demo" });
			await settle(100);
		}
	});

	it("answers every action with its example settings: a press with its success signal, a display with a value", async () => {
		// In the catalogue's order, so that the changes come before the Undo that takes the newest back; last of the
		// file, so that the history it leaves changes no other test's Undo.
		const sentBefore = deck.emulator.requests.length;
		const keys: string[] = [];
		for (const spec of ACTION_SPECS) {
			const slug = spec.uuid.slice(ACTION_PREFIX.length);
			const key = await place(deck.host, slug, spec.example as JsonObject);
			keys.push(key);
			if (isDisplaySpec(spec)) {
				expect(await waitForMatch(key, / · \S/), slug).toMatch(/ · \S/);
			} else {
				const feedback = (await pressAndSettle(deck.host, key)).feedback;
				expect([slug, feedback]).toEqual([slug, expect.stringMatching(/^(showOk|setState)$/)]);
				// A lock key toggled: toggled back, so that the actions after it find the widget open.
				if (feedback === "setState") {
					expect([slug, deck.host.keys.get(key)?.state]).toEqual([slug, 1]);
					expect([slug, (await pressAndSettle(deck.host, key)).feedback]).toEqual([slug, "setState"]);
					expect([slug, deck.host.keys.get(key)?.state]).toEqual([slug, 0]);
				}
			}
		}
		expect(await until(deck.host, () => allMarked(keys))).toBe(true);
		expect(deck.emulator.requests.slice(sentBefore)).toEqual([]);
	});
});

/**
 * Waits until a key's face (see {@link readFace}) matches a pattern.
 * @param context The key.
 * @param pattern The pattern.
 * @returns The face when the wait ended.
 */
async function waitForMatch(context: string, pattern: RegExp): Promise<string | undefined> {
	const face = (): string => readFace(deck.host.keys.get(context)?.image) ?? "";
	await until(deck.host, () => pattern.test(face()));
	return face();
}
