import { afterEach, describe, expect, it, vi } from "vitest";

import { MAX_BACKOFF_MS, MAX_TIMER_MS, nextPollDelay } from "../backoff";

describe("nextPollDelay", () => {
	it("waits the normal interval while nothing fails", () => {
		expect(nextPollDelay(5_000, 0)).toBe(5_000);
		expect(nextPollDelay(60_000, 0)).toBe(60_000);
		expect(nextPollDelay(900_000, 0)).toBe(900_000);
	});

	it("doubles the interval per failure in a row until the cap", () => {
		const delays = Array.from({ length: 9 }, (_, failures) => nextPollDelay(5_000, failures));
		expect(delays).toEqual([
			5_000,
			10_000,
			20_000,
			40_000,
			80_000,
			160_000,
			MAX_BACKOFF_MS,
			MAX_BACKOFF_MS,
			MAX_BACKOFF_MS,
		]);
		expect(MAX_BACKOFF_MS).toBe(300_000);
	});

	it("stays at the cap however many failures, without overflowing", () => {
		for (const failures of [31, 64, 1024, 1e6, Number.MAX_SAFE_INTEGER, Infinity]) {
			expect(nextPollDelay(5_000, failures)).toBe(MAX_BACKOFF_MS);
		}
	});

	it("never shortens an interval longer than the cap", () => {
		expect(nextPollDelay(600_000, 1)).toBe(600_000);
		expect(nextPollDelay(600_000, 40)).toBe(600_000);
	});

	it("waits as long as Retry-After asks when that is longer than the back-off", () => {
		expect(nextPollDelay(5_000, 1, 90)).toBe(90_000);
		expect(nextPollDelay(5_000, 0, 30)).toBe(30_000);
		expect(nextPollDelay(1_000, 1, 2.5)).toBe(2_500);
	});

	it("keeps the back-off when Retry-After asks for less", () => {
		expect(nextPollDelay(60_000, 2, 10)).toBe(240_000);
		expect(nextPollDelay(5_000, 1, 0)).toBe(10_000);
		expect(nextPollDelay(5_000, 3, undefined)).toBe(40_000);
	});

	it("caps Retry-After, so a show does not wait an hour for a value", () => {
		expect(nextPollDelay(5_000, 1, 3_600)).toBe(MAX_BACKOFF_MS);
		expect(nextPollDelay(5_000, 1, 1e12)).toBe(MAX_BACKOFF_MS);
		expect(nextPollDelay(600_000, 1, 3_600)).toBe(600_000);
		expect(nextPollDelay(86_400_000, 1, 3_000_000)).toBe(86_400_000);
	});

	it("never asks a timer for more than it can wait", () => {
		expect(MAX_TIMER_MS).toBe(2_147_483_647);
		expect(nextPollDelay(3e12, 0)).toBe(MAX_TIMER_MS);
		expect(nextPollDelay(3e9, 5)).toBe(MAX_TIMER_MS);
		expect(nextPollDelay(3e9, 1, 1e10)).toBe(MAX_TIMER_MS);
		expect(nextPollDelay(MAX_TIMER_MS, 0)).toBe(MAX_TIMER_MS);
	});

	it("grows with the failures and stays within its bounds for any interval and Retry-After", () => {
		for (const interval of [1, 5_000, 60_000, 299_999, 300_000, 300_001, 3e9]) {
			for (const retryAfter of [undefined, 0, 1, 60, 301, 1e9]) {
				let previous = 0;
				for (let failures = 0; failures <= 40; failures++) {
					const delay = nextPollDelay(interval, failures, retryAfter);
					expect(delay).toBeGreaterThanOrEqual(previous);
					expect(delay).toBeGreaterThanOrEqual(Math.min(interval, MAX_TIMER_MS));
					expect(delay).toBeLessThanOrEqual(Math.min(Math.max(interval, MAX_BACKOFF_MS), MAX_TIMER_MS));
					previous = delay;
				}
			}
		}
	});
});

describe("a timer set to nextPollDelay", () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it("waits the whole delay, also at the clamp", () => {
		vi.useFakeTimers();
		const fired = vi.fn();
		setTimeout(fired, nextPollDelay(3e12, 0));
		vi.advanceTimersByTime(MAX_TIMER_MS - 1);
		expect(fired).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(fired).toHaveBeenCalledOnce();
	});
});
