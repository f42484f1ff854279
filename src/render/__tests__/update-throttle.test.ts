import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { UPDATE_GAP_MS, UpdateThrottle } from "../update-throttle";

/** A throttle whose sends are recorded with the fake clock's time. */
type Recorder<T> = {
	/** The throttle. */
	throttle: UpdateThrottle<T>;
	/** What it sent, in order. */
	sent: { at: number; update: T }[];
};

/**
 * Creates a throttle that records what it sends.
 * @param options Merge and sameness, as the throttle takes them.
 * @returns The throttle and its record.
 */
function recorder<T>(options: Partial<ConstructorParameters<typeof UpdateThrottle<T>>[0]> = {}): Recorder<T> {
	const sent: Recorder<T>["sent"] = [];
	const throttle = new UpdateThrottle<T>({
		...options,
		send: async (update) => void sent.push({ at: Date.now(), update }),
	});
	return { throttle, sent };
}

/**
 * The most sends within any one second.
 * @param times When each send went, in order.
 * @returns The largest count of sends in a window [t, t + 1000 ms).
 */
function mostPerSecond(times: readonly number[]): number {
	return Math.max(0, ...times.map((start) => times.filter((at) => at >= start && at < start + 1000).length));
}

describe("UpdateThrottle", () => {
	beforeEach(() => {
		vi.useFakeTimers();
		vi.setSystemTime(1_000_000);
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("sends the first update at once, merges faster ones, and sends the last one when the gap is over", async () => {
		const { throttle, sent } = recorder<string>();
		await throttle.push("a");
		expect(sent).toEqual([{ at: 1_000_000, update: "a" }]);
		await vi.advanceTimersByTimeAsync(30);
		await throttle.push("b");
		await vi.advanceTimersByTimeAsync(30);
		await throttle.push("c");
		expect(sent).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS);
		expect(sent).toEqual([
			{ at: 1_000_000, update: "a" },
			{ at: 1_000_000 + UPDATE_GAP_MS, update: "c" },
		]);
		// Nothing more is waiting: no further send, however long.
		await vi.advanceTimersByTimeAsync(5000);
		expect(sent).toHaveLength(2);
	});

	it("sends an update at once when the last send is a gap old", async () => {
		const { throttle, sent } = recorder<number>();
		await throttle.push(1);
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS);
		await throttle.push(2);
		expect(sent.map((s) => s.update)).toEqual([1, 2]);
		expect(sent[1].at - sent[0].at).toBe(UPDATE_GAP_MS);
	});

	it("a flood of updates every 5 ms for 3 s: at most 10 sends in any second, about 9, and the last update shows", async () => {
		const { throttle, sent } = recorder<number>();
		for (let index = 0; index < 600; index++) {
			void throttle.push(index);
			await vi.advanceTimersByTimeAsync(5);
		}
		await vi.advanceTimersByTimeAsync(1000);
		const times = sent.map((s) => s.at);
		expect(mostPerSecond(times)).toBeLessThanOrEqual(10);
		// Merged, not dropped: the strip keeps moving while the flood lasts.
		expect(mostPerSecond(times)).toBeGreaterThanOrEqual(9);
		expect(sent.at(-1)?.update).toBe(599);
		const gaps = times.slice(1).map((at, index) => at - times[index]);
		expect(Math.min(...gaps)).toBeGreaterThanOrEqual(UPDATE_GAP_MS);
	});

	it("a caller never waits for an update that waits for its turn", async () => {
		const { throttle, sent } = recorder<string>();
		await throttle.push("now");
		let settled = false;
		void throttle.push("later").then(() => (settled = true));
		await Promise.resolve();
		await Promise.resolve();
		expect(settled).toBe(true);
		expect(sent).toHaveLength(1);
	});

	it("merges the updates that wait with the given merge", async () => {
		const { throttle, sent } = recorder<Record<string, string>>({ merge: (a, b) => ({ ...a, ...b }) });
		await throttle.push({ heading: "Goal main" });
		await throttle.push({ value: "+5" });
		await throttle.push({ status: "OK" });
		await throttle.push({ value: "+10" });
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS);
		expect(sent.map((s) => s.update)).toEqual([{ heading: "Goal main" }, { value: "+10", status: "OK" }]);
	});

	it("sends a waiting update even when it repeats the one sent last (a reason shown again is news)", async () => {
		const { throttle, sent } = recorder<string>();
		await throttle.push("⚠ Error");
		await throttle.push("⚠ Error");
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS);
		expect(sent.map((s) => s.update)).toEqual(["⚠ Error", "⚠ Error"]);
	});

	it("flush sends the waiting update at once and nothing later", async () => {
		const { throttle, sent } = recorder<string>();
		await throttle.push("a");
		await throttle.push("b");
		await throttle.flush();
		expect(sent.map((s) => s.update)).toEqual(["a", "b"]);
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS * 3);
		expect(sent).toHaveLength(2);
		// With nothing waiting, flush sends nothing.
		await throttle.flush();
		expect(sent).toHaveLength(2);
	});

	it("a clock set back never makes an update wait longer than one gap", async () => {
		const { throttle, sent } = recorder<string>();
		await throttle.push("a");
		vi.setSystemTime(1_000_000 - 60_000);
		await throttle.push("b");
		await vi.advanceTimersByTimeAsync(UPDATE_GAP_MS);
		expect(sent.map((s) => s.update)).toEqual(["a", "b"]);
	});
});
