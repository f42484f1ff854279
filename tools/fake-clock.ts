import { expect, vi } from "vitest";

/**
 * Puts Vitest's fake clock in place of the timers and `Date`, for a test of a delay or a timeout that must not wait
 * for it: time passes only when the test moves the clock. `setImmediate` and `process.nextTick` stay real, so that
 * real sockets and processes go on working meanwhile. Undo it with `vi.useRealTimers()`.
 */
export function useFakeClock(): void {
	vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
}

/**
 * Waits in real time, bounded as `expect.poll` is, for something the fake clock does not bring about (a request that
 * arrives, a line a process prints), without moving the clock: `vi.waitUntil` would move it. Looks every 2 ms.
 * @param happened Whether it has happened.
 * @param what What it is, for the failure message.
 */
export async function waitWithoutClock(happened: () => boolean, what: string): Promise<void> {
	await expect.poll(happened, { interval: 2, message: what }).toBe(true);
}

/**
 * Moves the fake clock on by `ms`, checking that something the clock brings about has not happened a millisecond
 * sooner and happens then. What the last timer starts may still take real time (an answer written to a socket, a
 * process that ends): it is waited for without moving the clock, as long as `expect.poll` waits. The check before is
 * only as quick as `happened`: where the timer's outcome takes real time to show, ask about a step the timer takes at
 * once (a status it sets, a call it makes). The timer must be on the fake clock before this is called.
 * @param ms When it must happen, in milliseconds from now.
 * @param happened Whether it has happened.
 * @param what What it is, for the failure message.
 */
export async function happensAt(ms: number, happened: () => boolean, what: string): Promise<void> {
	await vi.advanceTimersByTimeAsync(ms - 1);
	expect(happened(), `${what} already at ${ms - 1} ms`).toBe(false);
	await vi.advanceTimersByTimeAsync(1);
	await waitWithoutClock(happened, `${what} at ${ms} ms`);
}

/**
 * Moves the fake clock on by `ms`, checking that a promise settles then and not a millisecond sooner.
 * @param promise What the clock settles; its timer must be on the fake clock already.
 * @param ms When it must settle, in milliseconds from now.
 * @returns The promise, settled: await it for its value or its error.
 */
export async function settlesAt<T>(promise: Promise<T>, ms: number): Promise<T> {
	let settled = false;
	const mark = (): void => {
		settled = true;
	};
	void promise.then(mark, mark);
	await happensAt(ms, () => settled, "settled");
	return promise;
}
