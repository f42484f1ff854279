import { describe, expect, it } from "vitest";

import { connectionSettings } from "../../tools/deck";
import type { PluginMessage } from "../../tools/host/stream-deck-host";
import { stringField } from "../../tools/host/wire-message";
import {
	mostInOneSecond,
	place,
	pressAndSettle,
	readFace,
	reasonsIn,
	settle,
	SETUP_MARK,
	useDeck,
	W,
	waitForFace,
} from "./deck";

const deck = useDeck();

/**
 * Waits for a key's one success or failure signal after a given message index.
 * @param context The key.
 * @param since Index into the host's messages.
 * @param timeoutMs How long to wait.
 * @returns The signal's message.
 */
function signalOf(context: string, since: number, timeoutMs = 5000): Promise<PluginMessage> {
	return deck.host.waitFor((m) => m.context === context && (m.event === "showOk" || m.event === "showAlert"), {
		since,
		timeoutMs,
	});
}

/**
 * The images the plugin set on a key, from a given message index.
 * @param context The key.
 * @param since Index into the host's messages.
 * @returns The `setImage` messages.
 */
function imagesOf(context: string, since: number): PluginMessage[] {
	return deck.host.messages.slice(since).filter((m) => m.context === context && m.event === "setImage");
}

/**
 * Waits until a key shows a short reason on its alert face, after a given message index.
 * @param context The key.
 * @param since Index into the host's messages.
 * @param reason The reason, e.g. `Setup`.
 */
async function reasonShown(context: string, since: number, reason: string): Promise<void> {
	await deck.host.waitFor((m) => m.context === context && reasonsIn([m]).includes(reason), { since });
}

describe("hold to fire (activation: hold)", () => {
	it("fills the key while held, fires once holdMs is reached while still down, at most 10 images a second", async () => {
		const key = await place(deck.host, "custom-event", { value: "confetti", activation: "hold", holdMs: 1500 });
		expect(await waitForFace(deck.host, key, "confetti")).toBe("confetti");
		const since = deck.host.messages.length;
		const downAt = Date.now();
		await deck.host.keyDown(key);
		const signal = await signalOf(key, since);
		expect(signal.event).toBe("showOk");
		expect(deck.emulator.requests.map((r) => r.rawPath)).toEqual([`/api/custom-events/${W}/send/confetti`]);
		// Timers never fire early; the margin covers clock rounding only.
		expect(deck.emulator.requests[0].at - downAt).toBeGreaterThanOrEqual(1480);

		// The key's own image comes back after the last progress frame, at most one update gap (110 ms) after it.
		for (let waited = 0; waited < 2000 && readFace(deck.host.keys.get(key)?.image) !== "confetti"; waited += 50) {
			await settle(50);
		}
		const frames = imagesOf(key, since).map((m) => readFace(stringField(m.payload, "image")));
		const percents = frames.flatMap((face) => /\[(\d+)%\]/.exec(face ?? "")?.[1] ?? []).map(Number);
		expect(percents.length).toBeGreaterThanOrEqual(5);
		expect(percents[0]).toBe(0);
		expect([...percents].sort((a, b) => a - b)).toEqual(percents);
		expect(frames[0]).toBe("Hold · 0% [0%]");
		// After the hold the key gets its own face back: the event it sends.
		expect(frames.at(-1)).toBe("confetti");
		expect(mostInOneSecond(imagesOf(key, since))).toBeLessThanOrEqual(10);

		await deck.host.keyUp(key);
		await settle(300);
		expect(deck.emulator.requests).toHaveLength(1);
	});

	it("sends nothing when released early and shows the short reason Hold", async () => {
		const key = await place(deck.host, "currency-set", {
			viewer: "night owl",
			amount: 5,
			activation: "hold",
			holdMs: 1000,
		});
		const since = deck.host.messages.length;
		await deck.host.keyDown(key);
		await settle(100);
		await deck.host.keyUp(key);
		expect((await signalOf(key, since)).event).toBe("showAlert");
		// Well past the hold: nothing fires later.
		await settle(1500);
		expect(deck.emulator.requests).toHaveLength(0);
		const messages = deck.host.messages.slice(since).filter((m) => m.context === key);
		expect(reasonsIn(messages)).toEqual(["Hold"]);
		expect(messages.filter((m) => m.event === "showOk" || m.event === "showAlert")).toHaveLength(1);
	});

	it("holds on lock keys too: a tap sends nothing, a hold locks", async () => {
		const key = await place(deck.host, "goal-lock", { widgetId: "main", activation: "hold", holdMs: 300 });
		let since = deck.host.messages.length;
		await deck.host.press(key);
		expect((await signalOf(key, since)).event).toBe("showAlert");
		await settle(600);
		expect(deck.emulator.requests).toHaveLength(0);

		since = deck.host.messages.length;
		await deck.host.keyDown(key);
		await deck.emulator.waitForRequests(1, 3000);
		await deck.host.waitFor((m) => m.context === key && m.event === "setState", { since });
		await deck.host.keyUp(key);
		expect(deck.emulator.requests.map((r) => r.rawPath)).toEqual([`/api/goals/${W}/actions/lock/main/0`]);
		expect(deck.emulator.state.goals.get("main")?.locked).toBe(true);
	});

	it("fires on key-down inside a multi-action", async () => {
		const key = await place(
			deck.host,
			"goal-action",
			{ widgetId: "main", goalAction: "reset", activation: "hold", holdMs: 3000 },
			{ isInMultiAction: true },
		);
		const outcome = await pressAndSettle(deck.host, key);
		expect(outcome.feedback).toBe("showOk");
		expect(deck.emulator.requests.map((r) => r.rawPath)).toEqual([`/api/goals/${W}/actions/reset/main/0`]);
	});

	it.each([
		{ holdMs: "abc" },
		{ holdMs: 100 },
		{ holdMs: 5000 },
		{ holdMs: "600.5" },
		{ activation: "forever" },
	])("refuses %j with Setup: setup mark, nothing sent", async (hold) => {
		const key = await place(deck.host, "custom-event", { value: "confetti", activation: "hold", ...hold });
		expect(await waitForFace(deck.host, key, `${SETUP_MARK} Setup`)).toBe(`${SETUP_MARK} Setup`);
		const outcome = await pressAndSettle(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		expect(reasonsIn(outcome.messages)).toEqual(["Setup"]);
		expect(deck.emulator.requests).toHaveLength(0);
	});
});

describe("a key that cannot send says Setup on key-down, whatever its activation", () => {
	/** Keys that would hold, and what makes their channel refuse them. */
	const HOLDING_KEYS = [
		{ slug: "custom-event", settings: { value: "confetti", activation: "hold", holdMs: 3000 } },
		{ slug: "goal-lock", settings: { widgetId: "main", activation: "hold", holdMs: 3000 } },
		{ slug: "goal-add", settings: { widgetId: "main", value: 5, holdAction: "remove", holdMs: 3000 } },
	];

	for (const { slug, settings } of HOLDING_KEYS) {
		it(`${slug} held on a channel without a write key: Setup at once, no hold, nothing sent`, async () => {
			await deck.host.setGlobalSettings({ ...connectionSettings(deck.emulator), writeKey: "" });
			const key = await place(deck.host, slug, settings);
			await waitForFace(deck.host, key, `${SETUP_MARK} Setup`);
			const since = deck.host.messages.length;
			await deck.host.keyDown(key);
			// The key is still down: the answer comes well before any hold could end.
			const signal = await signalOf(key, since, 1500);
			expect(signal.event).toBe("showAlert");
			await reasonShown(key, since, "Setup");
			// No progress was drawn: no hold started.
			const faces = imagesOf(key, since).map((m) => readFace(stringField(m.payload, "image")));
			expect(faces.filter((face) => face?.includes("%]"))).toEqual([]);
			await deck.host.keyUp(key);
			await settle(400);
			const signals = deck.host.messages
				.slice(since)
				.filter((m) => m.context === key && (m.event === "showOk" || m.event === "showAlert"));
			expect(signals).toHaveLength(1);
			expect(deck.emulator.requests).toEqual([]);
		});
	}

	it("a 0.1 API key that cannot travel in a path: Setup on key-down, nothing sent", async () => {
		const key = await place(deck.host, "currency-set", {
			viewer: "night owl",
			amount: 5,
			activation: "hold",
			holdMs: 3000,
			apiKey: "..",
		});
		const since = deck.host.messages.length;
		await deck.host.keyDown(key);
		expect((await signalOf(key, since, 1500)).event).toBe("showAlert");
		await reasonShown(key, since, "Setup");
		await deck.host.keyUp(key);
		await settle(300);
		expect(deck.emulator.requests.filter((r) => r.method === "POST")).toEqual([]);
	});

	it("a dial on a channel without a write key: a turn and a push say Setup on the strip, nothing sent", async () => {
		await deck.host.setGlobalSettings({ ...connectionSettings(deck.emulator), writeKey: "" });
		const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 5 }, { controller: "Encoder" });
		for (const gesture of [() => deck.host.dialRotate(dial, 2), () => deck.host.dialDown(dial)]) {
			const since = deck.host.messages.length;
			await gesture();
			await deck.host.waitFor((m) => m.context === dial && m.event === "showAlert", { since, timeoutMs: 1500 });
			await deck.host.waitFor((m) => m.context === dial && m.event === "setFeedback" && m.payload?.status === "Setup", {
				since,
			});
		}
		await settle(300);
		expect(deck.emulator.requests).toEqual([]);
	});
});

describe("long press to remove (holdAction: remove)", () => {
	it("says so on the key: +5 / Hold −5", async () => {
		const key = await place(deck.host, "goal-add", { widgetId: "main", value: 5, holdAction: "remove" });
		expect(await waitForFace(deck.host, key, "Goal main · +5 / Hold −5")).toBe("Goal main · +5 / Hold −5");
	});

	it("adds on key-up after a tap, not on key-down", async () => {
		const key = await place(deck.host, "goal-add", { widgetId: "main", value: 5, holdAction: "remove", holdMs: 2000 });
		const since = deck.host.messages.length;
		await deck.host.keyDown(key);
		await settle(150);
		expect(deck.emulator.requests).toHaveLength(0);
		await deck.host.keyUp(key);
		expect((await signalOf(key, since)).event).toBe("showOk");
		expect(deck.emulator.requests.map((r) => r.rawPath)).toEqual([`/api/goals/${W}/actions/add/main/5`]);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(30);
	});

	it("removes the same amount once held, and nothing more on key-up", async () => {
		const key = await place(deck.host, "goal-add", { widgetId: "main", value: 5, holdAction: "remove", holdMs: 300 });
		await waitForFace(deck.host, key, "Goal main · +5 / Hold −5");
		const since = deck.host.messages.length;
		await deck.host.keyDown(key);
		expect((await signalOf(key, since)).event).toBe("showOk");
		const held = imagesOf(key, since).map((m) => readFace(stringField(m.payload, "image")));
		expect(held[0]).toBe("Goal main · −5 [0%]");
		await deck.host.keyUp(key);
		await settle(300);
		expect(deck.emulator.requests.map((r) => r.rawPath)).toEqual([`/api/goals/${W}/actions/remove/main/5`]);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(20);
		expect(await waitForFace(deck.host, key, "Goal main · +5 / Hold −5")).toBe("Goal main · +5 / Hold −5");
	});

	it("removes seconds from a streamathon timer once held", async () => {
		const key = await place(deck.host, "streamathon-add-seconds", {
			widgetId: "backup",
			seconds: 30,
			holdAction: "remove",
			holdMs: 300,
		});
		const since = deck.host.messages.length;
		await deck.host.keyDown(key);
		expect((await signalOf(key, since)).event).toBe("showOk");
		await deck.host.keyUp(key);
		expect(deck.emulator.requests.map((r) => r.rawPath)).toEqual([
			`/api/streamathon/${W}/actions/remove_seconds/backup/30`,
		]);
	});

	it("adds on key-down inside a multi-action", async () => {
		const settings = { widgetId: "main", value: 5, holdAction: "remove", holdMs: 3000 };
		const key = await place(deck.host, "goal-add", settings, { isInMultiAction: true });
		const outcome = await pressAndSettle(deck.host, key);
		expect(outcome.feedback).toBe("showOk");
		expect(deck.emulator.requests.map((r) => r.rawPath)).toEqual([`/api/goals/${W}/actions/add/main/5`]);
	});
});
