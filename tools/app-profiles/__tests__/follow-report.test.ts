import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { happensAt, useFakeClock, waitWithoutClock } from "../../fake-clock";
import { followReport } from "../follow-report";

describe("following the report for a while", () => {
	let printed: string[];
	let text: string;
	let reads: number;
	const read = async (): Promise<string> => {
		reads++;
		return text;
	};
	const print = (line: string): void => {
		printed.push(line);
	};

	beforeEach(() => {
		useFakeClock();
		printed = [];
		text = "first";
		reads = 0;
	});

	afterEach(() => {
		vi.useRealTimers();
	});

	it("prints at once, again only when the report changed, and a closing line after the last round", async () => {
		const stop = followReport(read, print, { intervalMs: 1000, rounds: 3, closing: "done" });
		await waitWithoutClock(() => printed.length === 1, "the first report");
		expect(printed).toEqual(["first"]);
		await happensAt(1000, () => reads === 2, "the second reading");
		expect(printed).toEqual(["first"]);
		text = "second";
		await happensAt(1000, () => printed.length === 2, "the changed report");
		expect(printed[1]).toBe("The app's profiles changed:\nsecond");
		await happensAt(1000, () => printed.length === 3, "the closing line");
		expect(printed).toEqual(["first", "The app's profiles changed:\nsecond", "done"]);
		expect(reads).toBe(4);
		await vi.advanceTimersByTimeAsync(10_000);
		expect(reads).toBe(4);
		stop();
	});

	it("reads nothing more once stopped, and prints no closing line", async () => {
		const stop = followReport(read, print, { intervalMs: 1000, rounds: 5, closing: "done" });
		await waitWithoutClock(() => printed.length === 1, "the first report");
		stop();
		await vi.advanceTimersByTimeAsync(10_000);
		expect(reads).toBe(1);
		expect(printed).toEqual(["first"]);
	});

	it("prints what a reading threw in the report's place, and goes on reading", async () => {
		let fail = true;
		const flaky = async (): Promise<string> => {
			reads++;
			if (fail) throw new Error("EIO");
			return text;
		};
		const stop = followReport(flaky, print, { intervalMs: 1000, rounds: 2, closing: "done" });
		await waitWithoutClock(() => printed.length === 1, "the first report");
		expect(printed).toEqual(["The app's profile folder could not be read: Error: EIO"]);
		fail = false;
		await happensAt(1000, () => printed.length === 2, "the report after it");
		expect(printed[1]).toBe("The app's profiles changed:\nfirst");
		stop();
	});
});
