import type { KeyAction } from "@elgato/streamdeck";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { KeyDisplay, type KeySurfaces } from "../../render/key-display";
import { HOLD_FRAME_MS, KeyHold } from "../hold-gesture";

/** A key that records what the plugin sends it. */
type FakeKey = {
	/** What it was sent, in order, with the fake clock's time. */
	sent: { at: number; call: string; value?: string }[];
	/** The key, as the SDK hands it over. */
	action: KeyAction;
	/** What the plugin draws on for it. */
	surfaces: KeySurfaces;
};

/**
 * Creates a key.
 * @param id Its context.
 * @returns The key.
 */
function fakeKey(id: string): FakeKey {
	const sent: FakeKey["sent"] = [];
	const record = (call: string) => async (value?: string) => {
		sent.push({ at: Date.now(), call, value });
	};
	const action = {
		id,
		isKey: () => true,
		setImage: record("setImage"),
		setTitle: record("setTitle"),
		showAlert: record("showAlert"),
		showOk: record("showOk"),
	} as unknown as KeyAction;
	return { sent, action, surfaces: { action, display: new KeyDisplay(action), strip: undefined as never } };
}

/**
 * A plan that draws the progress as text and records what fired.
 * @param fired Receives `held` or `tapped`.
 * @param tap Whether the plan has a tap.
 * @returns The plan.
 */
function plan(fired: string[], tap: boolean) {
	return {
		holdMs: 1000,
		face: (progress: number) => `progress ${progress.toFixed(3)}`,
		held: async () => void fired.push("held"),
		tapped: tap ? async () => void fired.push("tapped") : undefined,
	};
}

describe("KeyHold", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("fires once held long enough, never twice, with the progress at most every frame", async () => {
		const key = fakeKey("held");
		const hold = new KeyHold(key.surfaces);
		const fired: string[] = [];
		await hold.start(plan(fired, false));
		await vi.advanceTimersByTimeAsync(999);
		expect(fired).toEqual([]);
		await vi.advanceTimersByTimeAsync(1);
		expect(fired).toEqual(["held"]);
		await hold.release();
		await vi.advanceTimersByTimeAsync(5000);
		expect(fired).toEqual(["held"]);

		const images = key.sent.filter((entry) => entry.call === "setImage");
		const progress = images.filter((entry) => entry.value?.startsWith("progress"));
		expect(progress[0].value).toBe("progress 0.000");
		expect(progress.length).toBe(1 + Math.floor(999 / HOLD_FRAME_MS));
		for (let index = 1; index < progress.length; index++) {
			expect(progress[index].at - progress[index - 1].at).toBeGreaterThanOrEqual(HOLD_FRAME_MS);
		}
		// The picture of the key before the hold comes back once it fired.
		expect(images.at(-1)?.value).toBeUndefined();
		expect(images.length).toBeLessThanOrEqual(10);
		key.surfaces.display.release();
	});

	it("released early: the tap when there is one, otherwise the alert and the reason Hold, and never the hold", async () => {
		const fired: string[] = [];
		const tapKey = fakeKey("tap");
		const tapHold = new KeyHold(tapKey.surfaces);
		await tapHold.start(plan(fired, true));
		await vi.advanceTimersByTimeAsync(400);
		await tapHold.release();
		expect(fired).toEqual(["tapped"]);
		expect(tapKey.sent.some((entry) => entry.call === "showAlert")).toBe(false);

		const plainKey = fakeKey("plain");
		const plainHold = new KeyHold(plainKey.surfaces);
		await plainHold.start(plan(fired, false));
		await vi.advanceTimersByTimeAsync(400);
		await plainHold.release();
		await vi.advanceTimersByTimeAsync(5000);
		expect(fired).toEqual(["tapped"]);
		expect(plainKey.sent.filter((entry) => entry.call === "showAlert")).toHaveLength(1);
		const alertFace = plainKey.sent.filter((entry) => entry.call === "setImage").at(-2)?.value ?? "";
		expect(decodeURIComponent(alertFace)).toContain(">Hold</text>");
		tapKey.surfaces.display.release();
		plainKey.surfaces.display.release();
	});

	it("a key that leaves mid-hold fires nothing and stops drawing", async () => {
		const key = fakeKey("gone");
		const hold = new KeyHold(key.surfaces);
		const fired: string[] = [];
		await hold.start(plan(fired, true));
		await vi.advanceTimersByTimeAsync(300);
		hold.cancel();
		const drawn = key.sent.length;
		await vi.advanceTimersByTimeAsync(5000);
		expect(fired).toEqual([]);
		expect(key.sent).toHaveLength(drawn);
		key.surfaces.display.release();
	});
});
