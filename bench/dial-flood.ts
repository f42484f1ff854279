import { performance } from "node:perf_hooks";

import type { ApiEmulator } from "../tools/emulator/server";
import { launchPlugin, ourKey, pause, WAIT_LIMIT_MS } from "./bench-rig";
import type { RequestClock } from "./request-clock";

/** What a flood of dial ticks cost. */
export type DialFloodResult = {
	/** Ticks sent. */
	ticks: number;
	/** Milliseconds between the first and the last tick sent. */
	spreadMs: number;
	/** Delay the API emulator added to each answer, in milliseconds. */
	answerDelayMs: number;
	/** Requests the plugin sent. */
	requests: number;
	/** Sum of the amounts the requests added. */
	sum: number;
	/** How much the widget grew at the API emulator. */
	widgetGrowth: number;
	/** Milliseconds from the first tick to the last answer. */
	settledMs: number;
};

/** Ticks in the flood. */
const TICKS = 50;
/** Milliseconds between ticks: 50 ticks in 500 ms. */
const TICK_SPACING_MS = 10;
/** Delay the emulator adds to every goal answer, so ticks pile up while a request is in flight. */
const ANSWER_DELAY_MS = 50;
/** How long to wait for the dial's touch strip after it appeared. */
const APPEAR_WAIT_MS = 2000;
/** Quiet time after the sum is reached, to catch a late extra request. */
const SETTLE_MS = 300;

/**
 * Turns a Goal Add dial (`value` 1) by +1 fifty times in 500 ms while the API emulator answers each request 50 ms
 * late, then counts the requests and adds up what they added.
 * @param emulator The API emulator.
 * @param clock Times the emulator's requests.
 * @returns Requests, sum and widget growth.
 */
export async function measureDialFlood(emulator: ApiEmulator, clock: RequestClock): Promise<DialFloodResult> {
	const host = await launchPlugin("ours", emulator);
	try {
		const dial = await host.appear(ourKey("goal-add", { widgetId: "main", value: 1 }, "Encoder"));
		// The touch strip drawn on appear says the plugin has the dial; rotating works without it, so do not insist.
		await host.waitForEvent("setFeedback", dial, { timeoutMs: APPEAR_WAIT_MS }).catch(() => undefined);
		const widget = emulator.state.goals.get("main");
		const before = widget?.current ?? 0;
		emulator.fault({ kind: "delay", ms: ANSWER_DELAY_MS, match: "/goals/" });
		const firstRequest = clock.requests.length;
		const start = performance.now();
		for (let tick = 0; tick < TICKS; tick++) {
			await pause(start + tick * TICK_SPACING_MS - performance.now());
			await host.dialRotate(dial, 1);
		}
		const spreadMs = performance.now() - start;
		const flood = (): typeof clock.requests => clock.requests.slice(firstRequest);
		const added = (): number => flood().reduce((sum, r) => sum + amountOf(r.path), 0);
		const deadline = performance.now() + WAIT_LIMIT_MS;
		while ((added() < TICKS || flood().some((r) => r.sentAt === undefined)) && performance.now() < deadline) {
			await pause(10);
		}
		await pause(SETTLE_MS);
		const requests = flood();
		const lastAnswer = Math.max(...requests.map((r) => r.sentAt ?? Number.NaN));
		return {
			ticks: TICKS,
			spreadMs,
			answerDelayMs: ANSWER_DELAY_MS,
			requests: requests.length,
			sum: added(),
			widgetGrowth: (widget?.current ?? 0) - before,
			settledMs: lastAnswer - start,
		};
	} finally {
		emulator.clearFaults();
		await host.close();
	}
}

/**
 * The signed amount a goal request carries: `add/…/N` adds N, `remove/…/N` takes it away.
 * @param path The request path.
 * @returns The amount; 0 for other requests.
 */
function amountOf(path: string): number {
	const match = /\/actions\/(add|remove)\/[^/]+\/(\d+)$/.exec(path);
	if (!match) {
		return 0;
	}
	return (match[1] === "add" ? 1 : -1) * Number(match[2]);
}
