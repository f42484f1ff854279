import { describe, expect, it } from "vitest";

import { actionUuid, connectionSettings, startDeck } from "../../tools/deck";
import type { ReceivedRequest } from "../../tools/emulator/server";
import { stringField } from "../../tools/host/wire-message";
import { ALERT_MARK, place, pressAndSettle, readFace, SETUP_MARK, useDeck, waitForFace, waitForQuiet } from "./deck";

// The app's rules for what a key shows (docs/behaviour.md#what-the-app-does-with-keys), through the built plugin under a host that plays them.

const deck = useDeck();

/**
 * The reason's baseline on an alert face.
 * @param image The image.
 * @returns Its `y`, in pixels of the 144-pixel image.
 */
function reasonBaseline(image: string | undefined): number {
	const svg = decodeURIComponent(image ?? "");
	return Number(/<text id="reason"[^>]* y="(\d+)"/.exec(svg)?.[1]);
}

describe("a user's title", () => {
	it("stays on the key through an alert, and the reason moves out from under a title at the bottom", async () => {
		const titled = await deck.host.appear({
			action: actionUuid("goal-add"),
			settings: { widgetId: "nope", value: 5 },
			userTitle: "Boss",
		});
		const plain = await place(deck.host, "goal-add", { widgetId: "nope", value: 5 });
		const outcomes = [await pressAndSettle(deck.host, titled), await pressAndSettle(deck.host, plain)];
		expect(outcomes.map((outcome) => outcome.feedback)).toEqual(["showAlert", "showAlert"]);
		const faces = outcomes.map((outcome) =>
			outcome.messages.filter((m) => m.event === "setImage").map((m) => stringField(m.payload, "image")),
		);
		const alerts = faces.map((images) => images.find((image) => readFace(image)?.startsWith(ALERT_MARK)));
		expect(alerts.map((image) => readFace(image))).toEqual([`${ALERT_MARK} Widget?`, `${ALERT_MARK} Widget?`]);
		// The user's title shows all along; the plugin's empty title under the alert does not replace it.
		expect(deck.host.keys.get(titled)?.title).toBe("Boss");
		expect(reasonBaseline(alerts[0])).toBeLessThan(100);
		expect(reasonBaseline(alerts[1])).toBeGreaterThan(100);
	});
});

describe("a user's title over a display key", () => {
	it("keeps the value's stale mark above a title at the bottom", async () => {
		const staleMarkTop = (context: string): number => {
			const svg = decodeURIComponent(deck.host.keys.get(context)?.image ?? "");
			return Number(/<g id="stale"><path d="M[\d.]+ ([\d.]+)/.exec(svg)?.[1]);
		};
		const titled = await deck.host.appear({
			action: actionUuid("warnings"),
			settings: { viewer: "StreamFan42" },
			userTitle: "Boss",
		});
		const plain = await place(deck.host, "warnings", { viewer: "night owl" });
		await waitForFace(deck.host, titled, "StreamFan42 · 1");
		await waitForFace(deck.host, plain, "night owl · 0");
		deck.emulator.fault({ kind: "status", status: 503 });
		await Promise.all([deck.host.press(titled), deck.host.press(plain)]);
		expect(await waitForFace(deck.host, titled, "StreamFan42 · 1 (stale)")).toBe("StreamFan42 · 1 (stale)");
		expect(await waitForFace(deck.host, plain, "night owl · 0 (stale)")).toBe("night owl · 0 (stale)");
		expect(staleMarkTop(titled)).toBeLessThan(100);
		expect(staleMarkTop(plain)).toBeGreaterThan(100);
	});
});

describe("a user's title typed while a key shows Setup", () => {
	it("moves the lasting Setup face's reason out from under it, and back when the title goes", async () => {
		const key = await place(deck.host, "goal-add", { widgetId: "main", value: "-3" });
		expect(await waitForFace(deck.host, key, `${SETUP_MARK} Setup`)).toBe(`${SETUP_MARK} Setup`);
		expect(reasonBaseline(deck.host.keys.get(key)?.image)).toBeGreaterThan(100);
		await deck.host.titleParametersDidChange(key, "Boss");
		await expect.poll(() => reasonBaseline(deck.host.keys.get(key)?.image)).toBeLessThan(100);
		expect(readFace(deck.host.keys.get(key)?.image)).toBe(`${SETUP_MARK} Setup`);
		await deck.host.titleParametersDidChange(key, "");
		await expect.poll(() => reasonBaseline(deck.host.keys.get(key)?.image)).toBeGreaterThan(100);
	});
});

describe("states", () => {
	it("a demo lock key shows its state as the plugin knows it, marked DEMO, after each flip; the app's state follows", async () => {
		await deck.host.setGlobalSettings({ baseUrl: "demo" });
		try {
			const lock = await place(deck.host, "goal-lock", { widgetId: "main" }, { state: 1 });
			const view = (): { state: number; image?: string; stateImages: (string | undefined)[] } =>
				deck.host.keys.get(lock)!;
			// The state the app kept (1) is not knowledge: the key says the lock is not known, in both states' images.
			const unknown = "Goal main · Push: lock {unknown}";
			expect(await waitForFace(deck.host, lock, unknown)).toBe(unknown);
			expect(view().stateImages.map(readFace)).toEqual([unknown, unknown]);
			for (const [state, face] of [
				[1, "Goal main · Locked {locked}"],
				[0, "Goal main · Unlocked {unlocked}"],
			] as const) {
				await pressAndSettle(deck.host, lock);
				expect(view().state).toBe(state);
				expect(await waitForFace(deck.host, lock, face)).toBe(face);
				expect(decodeURIComponent(view().image ?? "")).toContain('id="demo"');
			}
		} finally {
			await deck.host.setGlobalSettings(connectionSettings(deck.emulator));
		}
	});
});

describe("a wake", () => {
	it("re-sends willAppear to keys on screen: one refresh each, no doubled polling, a press sends once", async () => {
		const display = await place(deck.host, "warnings", { viewer: "StreamFan42", refreshSeconds: "5" });
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 2 });
		await waitForFace(deck.host, display, "StreamFan42 · 1");
		await waitForQuiet(deck.emulator);
		const reads = (): ReceivedRequest[] => deck.emulator.requests.filter((r) => r.rawPath.includes("/warnings/"));
		const before = reads().length;
		await deck.host.systemDidWakeUp();
		// The wake's refresh: one read, however many times the key was told it appears.
		await expect.poll(() => reads().length).toBe(before + 1);
		const wakeRead = reads()[before];
		const writes = deck.emulator.requests.length;
		await pressAndSettle(deck.host, add);
		await waitForQuiet(deck.emulator);
		const posts = deck.emulator.requests.slice(writes).filter((r) => r.method === "POST");
		expect(posts.map((r) => r.rawPath)).toEqual([expect.stringContaining("/actions/add/main/2")]);
		// One poll timer: the next read comes a refresh period after the wake's, and none between them.
		await expect.poll(() => reads().some((r) => r.at >= wakeRead.at + 4500), { timeout: 15_000 }).toBe(true);
		const between = reads().filter((r) => r.at > wakeRead.at && r.at < wakeRead.at + 4500);
		expect(between).toEqual([]);
	}, 30_000);
});

describe("start-up", () => {
	it("keys on screen appear before the global settings answer: no setup mark while they wait, then their faces", async () => {
		const started = await startDeck({
			keysOnScreen: [
				{ action: actionUuid("warnings"), context: "DISPLAY", settings: { viewer: "StreamFan42" } },
				{ action: actionUuid("goal-add"), context: "ADD", settings: { widgetId: "main", value: 3 } },
			],
		});
		try {
			expect(await waitForFace(started.host, "DISPLAY", "StreamFan42 · 1")).toBe("StreamFan42 · 1");
			expect(await waitForFace(started.host, "ADD", "Goal main · +3")).toBe("Goal main · +3");
			const faces = started.host.messages
				.filter((m) => m.event === "setImage")
				.map((m) => readFace(stringField(m.payload, "image")) ?? "");
			expect(faces.filter((face) => face.startsWith(SETUP_MARK) || face.startsWith(ALERT_MARK))).toEqual([]);
		} finally {
			await started.close();
		}
	});

	it("works with answers that carry no message id, as OpenDeck sends them", async () => {
		const started = await startDeck({ answerIds: false });
		try {
			const key = await place(started.host, "goal-add", { widgetId: "main", value: 4 });
			expect((await pressAndSettle(started.host, key)).feedback).toBe("showOk");
			expect(started.emulator.requests.map((r) => r.rawPath)).toEqual([expect.stringContaining("/add/main/4")]);
			const display = await place(started.host, "warnings", { viewer: "StreamFan42" });
			expect(await waitForFace(started.host, display, "StreamFan42 · 1")).toBe("StreamFan42 · 1");
		} finally {
			await started.close();
		}
	});
});
