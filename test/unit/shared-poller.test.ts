import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "../../src/api/errors";
import { MAX_BACKOFF_MS, MAX_TIMER_MS, nextPollDelay } from "../../src/polling/backoff";
import { type PollSubscriber, SharedPoller } from "../../src/polling/shared-poller";

/**
 * A subscriber that records what it receives.
 * @param intervalMs Its interval.
 * @returns The subscriber and its records.
 */
function recorder(intervalMs = 10_000): PollSubscriber<number> & { values: number[]; errors: unknown[] } {
	const values: number[] = [];
	const errors: unknown[] = [];
	return { intervalMs, values, errors, onValue: (value) => values.push(value), onError: (error) => errors.push(error) };
}

describe("SharedPoller", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("shares one fetch per interval among identical keys", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		const fetch = async (): Promise<number> => ++calls;
		const keys = Array.from({ length: 32 }, () => recorder());
		keys.forEach((key, index) => poller.subscribe("same", fetch, `key-${index}`, key));
		await vi.advanceTimersByTimeAsync(0);
		expect(calls).toBe(1);
		expect(keys.every((key) => key.values.join() === "1")).toBe(true);
		await vi.advanceTimersByTimeAsync(10_000);
		expect(calls).toBe(2);
		await vi.advanceTimersByTimeAsync(60_000);
		expect(calls).toBe(8);
		expect(keys[31].values).toHaveLength(8);
	});

	it("polls distinct requests separately", async () => {
		const poller = new SharedPoller();
		const calls = new Map<string, number>();
		for (let index = 0; index < 4; index++) {
			const key = `request-${index}`;
			poller.subscribe(key, async () => calls.set(key, (calls.get(key) ?? 0) + 1).size, `k${index}`, recorder());
		}
		await vi.advanceTimersByTimeAsync(30_000);
		expect([...calls.values()]).toEqual([4, 4, 4, 4]);
		expect(poller.size).toBe(4);
	});

	it("gives a late joiner the recent value without a request", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		poller.subscribe("r", async () => ++calls, "a", recorder());
		await vi.advanceTimersByTimeAsync(1000);
		const late = recorder();
		poller.subscribe("r", async () => ++calls, "b", late);
		expect(late.values).toEqual([1]);
		expect(calls).toBe(1);
	});

	it("stops polling when the last key leaves", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		const stopA = poller.subscribe("r", async () => ++calls, "a", recorder());
		const stopB = poller.subscribe("r", async () => ++calls, "b", recorder());
		await vi.advanceTimersByTimeAsync(0);
		stopA();
		await vi.advanceTimersByTimeAsync(10_000);
		expect(calls).toBe(2);
		stopB();
		await vi.advanceTimersByTimeAsync(100_000);
		expect(calls).toBe(2);
		expect(poller.size).toBe(0);
	});

	it("joins a refresh already under way instead of sending another", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		const fetch = (): Promise<number> => new Promise((resolve) => setTimeout(() => resolve(++calls), 500));
		poller.subscribe("r", fetch, "a", recorder());
		const pressed = poller.refresh("r");
		await vi.advanceTimersByTimeAsync(500);
		expect(await pressed).toBe(1);
		expect(calls).toBe(1);
	});

	it("backs off while failing, honours Retry-After, and recovers by itself", async () => {
		const poller = new SharedPoller();
		const times: number[] = [];
		let failing = true;
		const start = Date.now();
		const fetch = async (): Promise<number> => {
			times.push(Date.now() - start);
			if (failing)
				throw new ApiError("http", "HTTP 429", { status: 429, retryAfterSeconds: times.length === 1 ? 90 : undefined });
			return 7;
		};
		const key = recorder(5_000);
		poller.subscribe("r", fetch, "a", key);
		await vi.advanceTimersByTimeAsync(0);
		expect(key.errors).toHaveLength(1);
		await vi.advanceTimersByTimeAsync(90_000);
		expect(times).toEqual([0, 90_000]);
		await vi.advanceTimersByTimeAsync(20_000);
		expect(times).toEqual([0, 90_000, 110_000]);
		failing = false;
		await vi.advanceTimersByTimeAsync(40_000);
		expect(times).toEqual([0, 90_000, 110_000, 150_000]);
		expect(key.values).toEqual([7]);
		await vi.advanceTimersByTimeAsync(5_000);
		expect(times).toHaveLength(5);
	});

	it("reports a subscriber that throws, and still tells the others", async () => {
		const reported: unknown[] = [];
		const poller = new SharedPoller((error) => reported.push(error));
		const broken: PollSubscriber<number> = {
			intervalMs: 10_000,
			onValue: () => {
				throw new Error("cannot draw");
			},
			onError: () => {
				throw new Error("cannot draw the failure");
			},
		};
		const fine = recorder();
		let failing = false;
		const fetch = async (): Promise<number> => {
			if (failing) throw new ApiError("network", "Cannot reach the API.");
			return 1;
		};
		poller.subscribe("r", fetch, "broken", broken);
		poller.subscribe("r", fetch, "fine", fine);
		await vi.advanceTimersByTimeAsync(0);
		expect(fine.values).toEqual([1]);
		expect(reported.map((error) => (error as Error).message)).toEqual(["cannot draw"]);

		failing = true;
		await vi.advanceTimersByTimeAsync(10_000);
		expect(fine.errors).toHaveLength(1);
		expect(reported.map((error) => (error as Error).message)).toEqual(["cannot draw", "cannot draw the failure"]);
	});

	it("goes on polling without a reporter when a subscriber throws", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		const broken: PollSubscriber<number> = {
			intervalMs: 10_000,
			onValue: () => {
				throw new Error("cannot draw");
			},
			onError: () => undefined,
		};
		poller.subscribe("r", async () => ++calls, "broken", broken);
		await vi.advanceTimersByTimeAsync(20_000);
		expect(calls).toBe(3);
	});
});

describe("nextPollDelay", () => {
	it("doubles per failure up to a cap, never below Retry-After", () => {
		expect(nextPollDelay(60_000, 0)).toBe(60_000);
		expect(nextPollDelay(60_000, 1)).toBe(120_000);
		expect(nextPollDelay(60_000, 3)).toBe(MAX_BACKOFF_MS);
		expect(nextPollDelay(60_000, 30)).toBe(MAX_BACKOFF_MS);
		expect(nextPollDelay(5_000, 1, 30)).toBe(30_000);
		expect(nextPollDelay(600_000, 2)).toBe(600_000);
	});

	it("honours Retry-After up to the cap and never asks a timer for more than it can wait", () => {
		expect(nextPollDelay(5_000, 1, 3_000_000)).toBe(MAX_BACKOFF_MS);
		expect(nextPollDelay(86_400_000, 1, 3_000_000)).toBe(86_400_000);
		expect(nextPollDelay(5_000, 5000)).toBe(MAX_BACKOFF_MS);
		expect(nextPollDelay(3e12, 0)).toBe(MAX_TIMER_MS);
	});
});
