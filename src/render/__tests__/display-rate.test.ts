import type { FeedbackPayload, KeyAction } from "@elgato/streamdeck";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { KeyDisplay } from "../key-display";
import { mergeFeedback, StripDisplay } from "../strip-display";
import { UPDATE_GAP_MS } from "../update-throttle";

/** What a fake key or dial was sent, with the fake clock's time. */
type Sent = { at: number; call: string; value: unknown }[];

/**
 * A key or dial that records what the plugin sends it.
 * @param id Its context.
 * @returns What it was sent, and the action as the SDK hands it over.
 */
function fakeAction(id: string): { sent: Sent; action: KeyAction } {
	const sent: Sent = [];
	const record = (call: string) => async (value?: unknown) => void sent.push({ at: Date.now(), call, value });
	const action = {
		id,
		isKey: () => true,
		setImage: record("setImage"),
		setTitle: record("setTitle"),
		setFeedback: record("setFeedback"),
	} as unknown as KeyAction;
	return { sent, action };
}

/**
 * The values of one kind of call.
 * @param sent What was sent.
 * @param call The call, e.g. `setImage`.
 * @returns The values, in order.
 */
function valuesOf(sent: Sent, call: string): unknown[] {
	return sent.filter((s) => s.call === call).map((s) => s.value);
}

describe("mergeFeedback", () => {
	it("keeps what the older update set and the newer one did not, item by item", () => {
		const older: FeedbackPayload = { heading: "Goal main", value: "+5", indicator: { value: 40, enabled: true } };
		const newer: FeedbackPayload = { value: "+10", status: "OK", indicator: { value: 60 } };
		expect(mergeFeedback(older, newer)).toEqual({
			heading: "Goal main",
			value: "+10",
			status: "OK",
			indicator: { value: 60, enabled: true },
		});
		// A plain value replaces an item object, and the reverse.
		expect(mergeFeedback({ value: { value: "a", color: "#fff" } }, { value: "b" })).toEqual({ value: "b" });
		expect(mergeFeedback({ value: "b" }, { value: { color: "#fff" } })).toEqual({ value: { color: "#fff" } });
	});
});

describe("KeyDisplay and StripDisplay: at most 10 updates a second", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("a burst of key images shows the first at once and the last one a gap later, nothing between", async () => {
		const { sent, action } = fakeAction("burst");
		const display = new KeyDisplay(action);
		for (const image of ["a", "b", "c", "d"]) await display.setImage(image);
		expect(valuesOf(sent, "setImage")).toEqual(["a"]);
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS);
		expect(valuesOf(sent, "setImage")).toEqual(["a", "d"]);
		display.release();
	});

	it("a reason's alert face waiting for its turn replaces a waiting image, and the key image returns afterwards", async () => {
		const { sent, action } = fakeAction("reason");
		const display = new KeyDisplay(action);
		await display.setImage("value");
		await display.setImage("newer value");
		await display.showReason("Offline");
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS);
		const images = valuesOf(sent, "setImage") as string[];
		expect(images).toHaveLength(2);
		expect(images[0]).toBe("value");
		expect(decodeURIComponent(images[1])).toContain("Offline");
		await vi.advanceTimersByTimeAsync(3000);
		expect(valuesOf(sent, "setImage").at(-1)).toBe("newer value");
		display.release();
	});

	it("a key that leaves sends its waiting image at once, and its next appearance is not held back", async () => {
		const { sent, action } = fakeAction("leaving");
		const display = new KeyDisplay(action);
		await display.setImage("a");
		await display.setImage("b");
		display.release();
		expect(valuesOf(sent, "setImage")).toEqual(["a", "b"]);
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS * 3);
		expect(valuesOf(sent, "setImage")).toEqual(["a", "b"]);
	});

	it("a dial's strip merges fast updates into one that leaves it as all of them would", async () => {
		const { sent, action } = fakeAction("dial");
		const strip = new StripDisplay(action as unknown as ConstructorParameters<typeof StripDisplay>[0], true);
		await strip.setFeedback({ heading: "Goal main", value: "", status: "" });
		await strip.setFeedback({ heading: "Goal main", value: "+5 (+5)", status: "OK" });
		await strip.setFeedback({ value: "+5" });
		await strip.setFeedback({ status: "Error" });
		expect(valuesOf(sent, "setFeedback")).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS);
		expect(valuesOf(sent, "setFeedback")).toEqual([
			{ heading: "Goal main", value: "", status: "" },
			{ heading: "Goal main", value: "+5", status: "Error" },
		]);
		// A dial that leaves sends what waits at once.
		await strip.setFeedback({ status: "Locked" });
		strip.release();
		expect(valuesOf(sent, "setFeedback").at(-1)).toEqual({ status: "Locked" });
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS * 3);
		expect(valuesOf(sent, "setFeedback")).toHaveLength(3);
	});

	it("a dial without a strip (a Stream Deck Studio's) is sent nothing to draw, whatever it shows", async () => {
		const { sent, action } = fakeAction("studio dial");
		const strip = new StripDisplay(action as unknown as ConstructorParameters<typeof StripDisplay>[0], false);
		await strip.setFeedback({ heading: "Goal main", value: "+5 (+5)", status: "OK" });
		await strip.showFailureStatus("Offline", "channel");
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS * 3);
		strip.release();
		expect(sent).toEqual([]);
	});
});
