import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "../../contract/errors";
import { MAX_BACKOFF_MS, MAX_TIMER_MS, nextPollDelay } from "../backoff";
import { GATHER_MAX_MS, GATHER_QUIET_MS } from "../poll-group";
import { MAX_KEPT_VALUES, type PollSubscriber, SharedPoller } from "../shared-poller";

/**
 * A subscriber that records what it receives.
 * @param intervalMs Its interval.
 * @param need The part of a list it needs, if any.
 * @returns The subscriber and its records.
 */
function recorder(
	intervalMs = 10_000,
	need?: number,
): PollSubscriber<number> & { values: number[]; errors: unknown[] } {
	const values: number[] = [];
	const errors: unknown[] = [];
	return {
		intervalMs,
		need,
		values,
		errors,
		onValue: (value) => values.push(value),
		onError: (error) => errors.push(error),
	};
}

/**
 * A list that records the need of every read: it answers with the need it was read for.
 * @returns The fetch and its records.
 */
function listApi(): { fetch: (need: number) => Promise<number>; needs: number[] } {
	const needs: number[] = [];
	return {
		needs,
		fetch: async (need) => {
			needs.push(need);
			return need;
		},
	};
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
		for (const key of keys) poller.subscribe("same", fetch, key);
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
			poller.subscribe(key, async () => calls.set(key, (calls.get(key) ?? 0) + 1).size, recorder());
		}
		await vi.advanceTimersByTimeAsync(30_000);
		expect([...calls.values()]).toEqual([4, 4, 4, 4]);
		expect(poller.size).toBe(4);
	});

	it("gives a late joiner the recent value without a request", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		poller.subscribe("r", async () => ++calls, recorder());
		await vi.advanceTimersByTimeAsync(1000);
		const late = recorder();
		poller.subscribe("r", async () => ++calls, late);
		expect(late.values).toEqual([1]);
		expect(calls).toBe(1);
	});

	it("stops polling when the last key leaves", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		const stopA = poller.subscribe("r", async () => ++calls, recorder());
		const stopB = poller.subscribe("r", async () => ++calls, recorder());
		await vi.advanceTimersByTimeAsync(0);
		stopA();
		await vi.advanceTimersByTimeAsync(10_000);
		expect(calls).toBe(2);
		stopB();
		await vi.advanceTimersByTimeAsync(100_000);
		expect(calls).toBe(2);
		expect(poller.size).toBe(0);
	});

	it("lets a press join a read sent since it instead of sending another", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		const fetch = (): Promise<number> => new Promise((resolve) => setTimeout(() => resolve(++calls), 500));
		const pressedAt = performance.now();
		poller.subscribe("r", fetch, recorder());
		const pressed = poller.refresh("r", pressedAt);
		await vi.advanceTimersByTimeAsync(500);
		expect(await pressed).toBe(1);
		expect(calls).toBe(1);
	});

	it("makes a press wait for a read sent before it and read again, once for every press made meanwhile", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		const fetch = (): Promise<number> => new Promise((resolve) => setTimeout(() => resolve(++calls), 500));
		const key = recorder();
		poller.subscribe("r", fetch, key);
		await vi.advanceTimersByTimeAsync(100);
		const first = poller.refresh("r", performance.now());
		await vi.advanceTimersByTimeAsync(100);
		const second = poller.refresh("r", performance.now());
		const timer = poller.refresh("r");
		await vi.advanceTimersByTimeAsync(500);
		// The second read went out at 500 ms; a press while it is out needs a third.
		const third = poller.refresh("r", performance.now());
		await vi.advanceTimersByTimeAsync(500);
		expect(await timer).toBe(1);
		expect([await first, await second]).toEqual([2, 2]);
		expect(calls).toBe(2);
		await vi.advanceTimersByTimeAsync(500);
		expect(await third).toBe(3);
		expect(calls).toBe(3);
		expect(key.values).toEqual([1, 2, 3]);
	});

	it("reads again for a press whose older read failed", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		const fetch = (): Promise<number> =>
			new Promise((resolve, reject) =>
				setTimeout(() => (++calls === 1 ? reject(new ApiError("network", "offline")) : resolve(calls)), 500),
			);
		const key = recorder();
		poller.subscribe("r", fetch, key);
		await vi.advanceTimersByTimeAsync(100);
		const pressed = poller.refresh("r", performance.now());
		await vi.advanceTimersByTimeAsync(1000);
		expect(await pressed).toBe(2);
		expect(calls).toBe(2);
		expect(key.errors).toHaveLength(1);
		expect(key.values).toEqual([2]);
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
		poller.subscribe("r", fetch, key);
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
		const poller = new SharedPoller({ subscriberError: (error) => reported.push(error) });
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
		poller.subscribe("r", fetch, broken);
		poller.subscribe("r", fetch, fine);
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
		poller.subscribe("r", async () => ++calls, broken);
		await vi.advanceTimersByTimeAsync(20_000);
		expect(calls).toBe(3);
	});
});

describe("SharedPoller: one read per list", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("reads a leaderboard of ranks 1–5 appearing together once, for the highest rank, and every key gets it", async () => {
		const poller = new SharedPoller();
		const api = listApi();
		const keys = [3, 1, 5, 2, 4].map((rank) => recorder(10_000, rank));
		for (const key of keys) {
			poller.subscribe("top", api.fetch, key);
			await vi.advanceTimersByTimeAsync(GATHER_QUIET_MS - 5);
		}
		expect(api.needs).toEqual([]);
		await vi.advanceTimersByTimeAsync(5);
		expect(api.needs).toEqual([5]);
		expect(keys.map((key) => key.values)).toEqual([[5], [5], [5], [5], [5]]);
		await vi.advanceTimersByTimeAsync(10_000);
		expect(api.needs).toEqual([5, 5]);
	});

	it("gathers keys for at most GATHER_MAX_MS, then reads; a key joining the read gets a second one for more", async () => {
		const poller = new SharedPoller();
		const api = listApi();
		let rank = 0;
		const keys: ReturnType<typeof recorder>[] = [];
		for (let elapsed = 0; elapsed < GATHER_MAX_MS + 50; elapsed += GATHER_QUIET_MS - 1) {
			const key = recorder(10_000, ++rank);
			keys.push(key);
			poller.subscribe("top", api.fetch, key);
			await vi.advanceTimersByTimeAsync(GATHER_QUIET_MS - 1);
		}
		await vi.advanceTimersByTimeAsync(GATHER_QUIET_MS);
		const gathered = Math.floor(GATHER_MAX_MS / (GATHER_QUIET_MS - 1)) + 1;
		expect(api.needs).toEqual([gathered, rank]);
		expect(rank).toBeGreaterThan(gathered);
		expect(keys.every((key) => key.values.at(-1) === rank)).toBe(true);
	});

	it("reads again at once only when a key raises the highest rank; lowering it needs no read", async () => {
		const poller = new SharedPoller();
		const api = listApi();
		poller.subscribe("top", api.fetch, recorder(10_000, 3));
		await vi.advanceTimersByTimeAsync(GATHER_QUIET_MS);
		const lower = recorder(10_000, 2);
		poller.subscribe("top", api.fetch, lower);
		expect(lower.values).toEqual([3]);
		const higher = recorder(10_000, 7);
		const stopHigher = poller.subscribe("top", api.fetch, higher);
		await vi.advanceTimersByTimeAsync(GATHER_QUIET_MS);
		expect(api.needs).toEqual([3, 7]);
		expect(higher.values).toEqual([7]);
		stopHigher();
		await vi.advanceTimersByTimeAsync(9_000);
		expect(api.needs).toEqual([3, 7]);
		await vi.advanceTimersByTimeAsync(1_000);
		expect(api.needs).toEqual([3, 7, 3]);
	});

	it("does not tell a key a read that lands too short for it, and follows it with one long enough", async () => {
		const poller = new SharedPoller();
		const needs: number[] = [];
		const fetch = (need: number): Promise<number> =>
			new Promise((resolve) => {
				needs.push(need);
				setTimeout(() => resolve(need), 200);
			});
		const short = recorder(10_000, 1);
		poller.subscribe("top", fetch, short);
		await vi.advanceTimersByTimeAsync(GATHER_QUIET_MS + 100);
		const long = recorder(10_000, 4);
		poller.subscribe("top", fetch, long);
		const pressed = poller.refresh("top");
		await vi.advanceTimersByTimeAsync(500);
		expect(await pressed).toBe(4);
		expect(needs).toEqual([1, 4]);
		expect(short.values).toEqual([1, 4]);
		expect(long.values).toEqual([4]);
	});
});

describe("SharedPoller: values outlive their keys for one interval", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("gives a key that comes back within the interval the value at once, without a read, and polls nothing hidden", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		const fetch = async (): Promise<number> => ++calls;
		const stop = poller.subscribe("r", fetch, recorder());
		await vi.advanceTimersByTimeAsync(0);
		stop();
		expect(poller.size).toBe(0);
		expect(poller.kept).toBe(1);
		await vi.advanceTimersByTimeAsync(9_999);
		const back = recorder();
		const stopBack = poller.subscribe("r", fetch, back);
		expect(back.values).toEqual([1]);
		expect(calls).toBe(1);
		await vi.advanceTimersByTimeAsync(1);
		expect(calls).toBe(2);
		stopBack();
		await vi.advanceTimersByTimeAsync(600_000);
		expect(calls).toBe(2);
		const late = recorder();
		poller.subscribe("r", fetch, late);
		expect(late.values).toEqual([]);
		await vi.advanceTimersByTimeAsync(0);
		expect(calls).toBe(3);
		expect(late.values).toEqual([3]);
	});

	it("keeps a list's value for keys of lower ranks, and reads for a key of a higher one", async () => {
		const poller = new SharedPoller();
		const api = listApi();
		poller.subscribe("top", api.fetch, recorder(10_000, 5))();
		await vi.advanceTimersByTimeAsync(0);
		const stop = poller.subscribe("top", api.fetch, recorder(10_000, 5));
		await vi.advanceTimersByTimeAsync(GATHER_QUIET_MS);
		expect(api.needs).toEqual([5]);
		stop();
		const lower = recorder(10_000, 4);
		poller.subscribe("top", api.fetch, lower);
		expect(lower.values).toEqual([5]);
		const higher = recorder(10_000, 6);
		poller.subscribe("top", api.fetch, higher);
		await vi.advanceTimersByTimeAsync(GATHER_QUIET_MS);
		expect(api.needs).toEqual([5, 6]);
	});

	it(`keeps at most ${MAX_KEPT_VALUES} values, the least recently used going first`, async () => {
		const poller = new SharedPoller();
		const calls = new Map<string, number>();
		const fetchOf = (key: string) => async (): Promise<number> => {
			calls.set(key, (calls.get(key) ?? 0) + 1);
			return 1;
		};
		const total = MAX_KEPT_VALUES + 10;
		for (let index = 0; index < total; index++) {
			const key = `r${index}`;
			const stop = poller.subscribe(key, fetchOf(key), recorder());
			await vi.advanceTimersByTimeAsync(0);
			stop();
		}
		expect(poller.kept).toBe(MAX_KEPT_VALUES);
		poller.subscribe("r0", fetchOf("r0"), recorder());
		poller.subscribe(`r${total - 1}`, fetchOf(`r${total - 1}`), recorder());
		await vi.advanceTimersByTimeAsync(0);
		expect(calls.get("r0")).toBe(2);
		expect(calls.get(`r${total - 1}`)).toBe(1);
	});

	it("forgets kept values when told (the connection changed), also those of keys still on screen once they leave", async () => {
		const poller = new SharedPoller();
		let calls = 0;
		const fetch = async (): Promise<number> => ++calls;
		const stopGone = poller.subscribe("gone", fetch, recorder());
		const stopShown = poller.subscribe("shown", fetch, recorder());
		await vi.advanceTimersByTimeAsync(0);
		stopGone();
		expect(poller.kept).toBe(1);
		poller.forgetKept();
		expect(poller.kept).toBe(0);
		stopShown();
		expect(poller.kept).toBe(0);
		poller.subscribe("shown", fetch, recorder());
		await vi.advanceTimersByTimeAsync(0);
		expect(calls).toBe(3);
	});

	it("keeps a failing read's back-off for a key that comes back: the last value, stale, and no read before it is due", async () => {
		const poller = new SharedPoller();
		let failing = false;
		let calls = 0;
		const fetch = async (): Promise<number> => {
			calls += 1;
			if (failing) throw new ApiError("http", "HTTP 429", { status: 429, retryAfterSeconds: 60 });
			return calls;
		};
		const first = recorder(5_000);
		const stop = poller.subscribe("r", fetch, first);
		await vi.advanceTimersByTimeAsync(0);
		failing = true;
		await vi.advanceTimersByTimeAsync(5_000);
		expect(first.errors).toHaveLength(1);
		stop();
		const stale: [number, boolean | undefined][] = [];
		for (let flip = 0; flip < 20; flip++) {
			const stopFlip = poller.subscribe("r", fetch, {
				intervalMs: 5_000,
				onValue: (value, isStale) => stale.push([value, isStale]),
				onError: () => undefined,
			});
			await vi.advanceTimersByTimeAsync(100);
			stopFlip();
		}
		expect(calls).toBe(2);
		expect(stale).toEqual(Array.from({ length: 20 }, () => [1, true]));
	});
});

describe("SharedPoller: health", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("reports a read once when it starts failing and once when it recovers, not once per attempt", async () => {
		const events: string[] = [];
		const poller = new SharedPoller({
			health: {
				failing: (label, error) => events.push(`failing ${label}: ${(error as Error).message}`),
				recovered: (label, failures, error) =>
					events.push(`recovered ${label} after ${failures}: ${(error as Error).message}`),
			},
		});
		let failure: Error | undefined;
		const fetch = async (): Promise<number> => {
			if (failure) throw failure;
			return 1;
		};
		poller.subscribe("r", fetch, recorder(5_000), "Warnings bob");
		await vi.advanceTimersByTimeAsync(5_000);
		expect(events).toEqual([]);
		failure = new ApiError("network", "first");
		await vi.advanceTimersByTimeAsync(5_000);
		failure = new ApiError("network", "second");
		await vi.advanceTimersByTimeAsync(10_000 + 20_000);
		expect(events).toEqual(["failing Warnings bob: first"]);
		failure = undefined;
		await vi.advanceTimersByTimeAsync(40_000);
		expect(events).toEqual(["failing Warnings bob: first", "recovered Warnings bob after 3: first"]);
		failure = new ApiError("timeout", "again");
		await vi.advanceTimersByTimeAsync(5_000);
		expect(events).toHaveLength(3);
		expect(events[2]).toBe("failing Warnings bob: again");
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
