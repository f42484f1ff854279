import { afterEach, describe, expect, it, vi } from "vitest";

import { TickAccumulator } from "../tick-accumulator";

describe("TickAccumulator", () => {
	it("sends the first tick at once and sums the ticks that arrive meanwhile", async () => {
		const sent: number[] = [];
		let inFlight = 0;
		let maxInFlight = 0;
		let release: () => void = () => undefined;
		const accumulator = new TickAccumulator(async (ticks) => {
			inFlight++;
			maxInFlight = Math.max(maxInFlight, inFlight);
			sent.push(ticks);
			await new Promise<void>((resolve) => (release = resolve));
			inFlight--;
		});
		const first = accumulator.add(1);
		for (const ticks of [1, 2, -1, 3]) void accumulator.add(ticks);
		expect(sent).toEqual([1]);
		release();
		await new Promise((resolve) => setImmediate(resolve));
		expect(sent).toEqual([1, 5]);
		release();
		await first;
		expect(maxInFlight).toBe(1);
		expect(sent.reduce((sum, ticks) => sum + ticks, 0)).toBe(6);
	});

	it("sends nothing for ticks that cancel out while a request is in flight", async () => {
		const sent: number[] = [];
		let release: () => void = () => undefined;
		const accumulator = new TickAccumulator(async (ticks) => {
			sent.push(ticks);
			await new Promise<void>((resolve) => (release = resolve));
		});
		const done = accumulator.add(-2);
		void accumulator.add(3);
		void accumulator.add(-3);
		release();
		await done;
		expect(sent).toEqual([-2]);
	});

	it("settles every add's promise only once the ticks it added were sent", async () => {
		const sent: number[] = [];
		const releases: (() => void)[] = [];
		const accumulator = new TickAccumulator(async (ticks) => {
			await new Promise<void>((resolve) => releases.push(resolve));
			sent.push(ticks);
		});
		const settled: string[] = [];
		void accumulator.add(1).then(() => settled.push("first"));
		void accumulator.add(2).then(() => settled.push("second"));
		await new Promise((resolve) => setImmediate(resolve));
		releases[0]();
		await new Promise((resolve) => setImmediate(resolve));
		expect(sent).toEqual([1]);
		expect(settled).toEqual([]);
		releases[1]();
		await new Promise((resolve) => setImmediate(resolve));
		expect(sent).toEqual([1, 2]);
		expect(settled).toEqual(["first", "second"]);
	});

	it("starts a new request for ticks that arrive after the last one was done", async () => {
		const sent: number[] = [];
		const accumulator = new TickAccumulator(async (ticks) => {
			sent.push(ticks);
		});
		await accumulator.add(2);
		await accumulator.add(-1);
		await accumulator.add(4);
		expect(sent).toEqual([2, -1, 4]);
	});

	it("sends nothing for a zero tick when idle", async () => {
		const send = vi.fn(async () => undefined);
		const accumulator = new TickAccumulator(send);
		await accumulator.add(0);
		expect(send).not.toHaveBeenCalled();
	});

	it("is not stuck after a send that broke its promise not to throw", async () => {
		const sent: number[] = [];
		let fail = true;
		const accumulator = new TickAccumulator(async (ticks) => {
			sent.push(ticks);
			if (fail) throw new Error("broken");
		});
		await expect(accumulator.add(3)).rejects.toThrow("broken");
		fail = false;
		await accumulator.add(1);
		expect(sent).toEqual([3, 1]);
	});

	describe("under a flood of ticks", () => {
		afterEach(() => {
			vi.useRealTimers();
		});

		it("loses no tick and keeps one request in flight: 50 ticks in 0.5 s with 100 ms requests", async () => {
			vi.useFakeTimers();
			const sent: number[] = [];
			let inFlight = 0;
			let maxInFlight = 0;
			const accumulator = new TickAccumulator(async (ticks) => {
				inFlight++;
				maxInFlight = Math.max(maxInFlight, inFlight);
				sent.push(ticks);
				await new Promise((resolve) => setTimeout(resolve, 100));
				inFlight--;
			});
			const done: Promise<void>[] = [];
			for (let tick = 0; tick < 50; tick++) {
				done.push(accumulator.add(tick % 5 === 4 ? -1 : 1));
				await vi.advanceTimersByTimeAsync(10);
			}
			await vi.advanceTimersByTimeAsync(1_000);
			await Promise.all(done);
			expect(maxInFlight).toBe(1);
			// One request per 100 ms: the first tick alone, then the sum of what arrived meanwhile (every fifth tick turns
			// back), 30 in all.
			expect(sent).toEqual([1, 5, 6, 6, 6, 6]);
		});
	});
});
