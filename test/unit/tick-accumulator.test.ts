import { describe, expect, it } from "vitest";

import { TickAccumulator } from "../../src/actions/base/tick-accumulator";

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
});
