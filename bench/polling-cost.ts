import { performance } from "node:perf_hooks";

import type { ApiEmulator } from "../tools/emulator/server";
import type { StreamDeckHost } from "../tools/host/stream-deck-host";
import { benchViewer, launchPlugin, ourKey, pause } from "./bench-rig";
import type { RequestClock } from "./request-clock";

/** Requests of one deck of display keys. */
export type PollingCost = {
	/** Display keys on the deck. */
	keys: number;
	/** Requests when the keys appeared. */
	onAppear: number;
	/** Requests in the measuring window. */
	inWindow: number;
	/** `inWindow` scaled to one minute. */
	perMinute: number;
};

/** Polling cost of identical and of distinct keys. */
export type PollingResult = {
	/** Refresh interval of every key, in seconds. */
	refreshSeconds: number;
	/** Refresh intervals in the measuring window. */
	intervals: number;
	/** 32 keys showing the same balance. */
	identical: PollingCost;
	/** 32 keys showing 32 different balances. */
	distinct: PollingCost;
};

/** Display keys per deck. */
const KEYS = 32;
/** Refresh interval of the keys; the shortest allowed. */
const REFRESH_SECONDS = 5;
/** Refresh intervals in the measuring window. */
const WINDOW_INTERVALS = 3;
/** Viewer all identical keys show. */
const SHARED_VIEWER = "bench-shared";
/** Prefix of the viewers the distinct keys show. */
const DISTINCT_VIEWER = "bench-viewer-";

/**
 * Runs two of our plugins at once, one with 32 identical Currency Balance keys and one with 32 showing different
 * viewers, all refreshing every 5 s, and counts their requests at the API emulator. The window starts half an
 * interval after the keys appeared and lasts three intervals, so each poll falls well inside it or well outside.
 * @param emulator The API emulator.
 * @param clock Times the emulator's requests.
 * @returns Requests on appear and per minute for both decks.
 */
export async function measurePollingCost(emulator: ApiEmulator, clock: RequestClock): Promise<PollingResult> {
	emulator.state.viewers.push(benchViewer("90100", SHARED_VIEWER, 100));
	for (let i = 1; i <= KEYS; i++) {
		emulator.state.viewers.push(benchViewer(String(90100 + i), `${DISTINCT_VIEWER}${i}`, 100 + i));
	}
	const hosts: StreamDeckHost[] = [];
	try {
		hosts.push(await launchPlugin("ours", emulator), await launchPlugin("ours", emulator));
		const [identicalHost, distinctHost] = hosts;
		const appearing = performance.now();
		for (let i = 1; i <= KEYS; i++) {
			await identicalHost.appear(
				ourKey("currency-balance", { viewer: SHARED_VIEWER, refreshSeconds: REFRESH_SECONDS }),
			);
			await distinctHost.appear(
				ourKey("currency-balance", { viewer: `${DISTINCT_VIEWER}${i}`, refreshSeconds: REFRESH_SECONDS }),
			);
		}
		const intervalMs = REFRESH_SECONDS * 1000;
		const windowStart = performance.now() + intervalMs / 2;
		const windowEnd = windowStart + WINDOW_INTERVALS * intervalMs;
		await pause(windowEnd - performance.now());
		const cost = (text: string): PollingCost => {
			const inWindow = clock.countBetween(text, windowStart, windowEnd);
			return {
				keys: KEYS,
				onAppear: clock.countBetween(text, appearing, windowStart),
				inWindow,
				perMinute: (inWindow * 60) / (WINDOW_INTERVALS * REFRESH_SECONDS),
			};
		};
		return {
			refreshSeconds: REFRESH_SECONDS,
			intervals: WINDOW_INTERVALS,
			identical: cost(`/get/${SHARED_VIEWER}`),
			distinct: cost(`/get/${DISTINCT_VIEWER}`),
		};
	} finally {
		await Promise.all(hosts.map((host) => host.close()));
	}
}
