import { performance } from "node:perf_hooks";

import type { ApiEmulator } from "../tools/emulator/server";
import type { AppearOptions, StreamDeckHost } from "../tools/host/stream-deck-host";
import {
	BARE_ACTION,
	bareKey,
	benchViewer,
	changesKeyFace,
	goalAddKey,
	launchPlugin,
	ourKey,
	pause,
	type PluginKind,
	pressUntilOk,
	WAIT_LIMIT_MS,
} from "./bench-rig";
import { MEMORY_PROBE_NODE_ARGS, probeRetainedMemory, readResidentMemory, type RetainedMemory } from "./process-memory";
import type { RequestClock } from "./request-clock";

/** Memory of one plugin over the run, in bytes. */
export type MemoryUse = {
	/** Highest resident set size of the whole run (`VmHWM`). */
	peakRss: number;
	/** Highest resident set size sampled in the first half. */
	firstHalfPeakRss: number;
	/** Highest resident set size sampled in the second half. */
	secondHalfPeakRss: number;
	/** Retained after a forced collection right after the first half's last round. */
	busyAtHalf: RetainedMemory;
	/** Retained after a forced collection right after the last round. */
	busyAtEnd: RetainedMemory;
	/** Retained after a forced collection once the plugin rested for {@link REST_MS} after the first half. */
	restingAtHalf: RetainedMemory;
	/** Retained after a forced collection once the plugin rested for {@link REST_MS} after the last round. */
	restingAtEnd: RetainedMemory;
	/** Display refreshes the plugin made by itself (timer polls) during the run. */
	timerPolls: number;
};

/** Memory use of both plugins. */
export type MemoryResult = Record<PluginKind, MemoryUse> & {
	/** Wall-clock length of the run, in milliseconds. */
	durationMs: number;
	/** Wall-clock time of the rounds alone (no launch, no rest), in milliseconds. */
	roundsMs: number;
};

/** Viewer whose balance the pressed display key shows; the bench changes it before each press. */
const MEMORY_VIEWER = { id: "90001", name: "bench-memory" };

/** Resident memory is sampled every this many rounds. */
const SAMPLE_EVERY = 25;

/**
 * How long both plugins rest, their display keys still polling, before the retained memory that decides "no growth"
 * is read; half-way through the rest, garbage is collected once. Under the run's press rate V8 enlarges its young
 * generation (up to 32 MiB, most of it space kept free for the next burst) and keeps it through a collection right
 * after the presses; a collection once the plugin has been idle shrinks it, and the freed pages leave the resident set
 * a few seconds later. What stays is what the plugin retains.
 */
export const REST_MS = 20_000;

/** Refresh interval of the display keys that poll in the background. */
const BACKGROUND_REFRESH_SECONDS = 5;

/**
 * Runs both plugins side by side for `rounds` rounds. Each round, each plugin gets one press that sends a POST
 * (Goal Add; the bare request of the same endpoint) and one refresh of a displayed value (a press on our Currency Balance
 * key, which refreshes at once and retitles the key; a bare GET of the same endpoint). Meanwhile 12 of our display
 * keys poll every 5 s, standing in for a long stretch of polling: the press-driven refreshes run the very code a timer
 * poll runs, a thousand times faster than real time.
 * @param emulator The API emulator.
 * @param clock Times the emulator's requests (to count the timer polls).
 * @param rounds Rounds; each plugin gets this many presses and this many refreshes.
 * @returns Peaks, halves and retained memory per plugin.
 */
export async function measureMemory(emulator: ApiEmulator, clock: RequestClock, rounds: number): Promise<MemoryResult> {
	if (rounds < 2) throw new Error("the memory bench needs at least 2 rounds: one per half");
	emulator.state.viewers.push(benchViewer(MEMORY_VIEWER.id, MEMORY_VIEWER.name, 0));
	const started = performance.now();
	let roundsMs = 0;
	const runs = new Map<PluginKind, PluginRun>();
	try {
		for (const kind of ["bare", "ours"] as const) {
			runs.set(kind, await prepare(kind, emulator));
		}
		const half = Math.floor(rounds / 2);
		for (let round = 0; round < rounds; round++) {
			const roundStarted = performance.now();
			for (const run of runs.values()) {
				await pressUntilOk(run.host, run.postKey);
				await refresh(run, emulator, round);
				if ((round + 1) % SAMPLE_EVERY === 0) {
					const { rss } = await readResidentMemory(pidOf(run.host));
					run.samples[round < half ? 0 : 1].push(rss);
				}
			}
			roundsMs += performance.now() - roundStarted;
			if (round + 1 === half) {
				await probeBusyAndResting(runs.values(), (run, readings) => (run.atHalf = readings));
			}
		}
		await probeBusyAndResting(runs.values(), (run, readings) => (run.atEnd = readings));
		const result = {} as Record<PluginKind, MemoryUse>;
		for (const [kind, run] of runs) {
			const end = run.atEnd;
			if (!end) throw new Error(`no memory probe at the end for the ${kind} plugin`);
			const { peakRss } = await readResidentMemory(pidOf(run.host));
			result[kind] = {
				peakRss,
				firstHalfPeakRss: Math.max(...run.samples[0]),
				secondHalfPeakRss: Math.max(...run.samples[1]),
				busyAtHalf: run.atHalf?.busy ?? end.busy,
				busyAtEnd: end.busy,
				restingAtHalf: run.atHalf?.resting ?? end.resting,
				restingAtEnd: end.resting,
				timerPolls: kind === "ours" ? countTimerPolls(clock, started) : 0,
			};
		}
		return { ...result, durationMs: performance.now() - started, roundsMs };
	} finally {
		await Promise.all([...runs.values()].map((run) => run.host.close()));
	}
}

/** One plugin during the memory run. */
type PluginRun = {
	/** Which plugin. */
	kind: PluginKind;
	/** Its host. */
	host: StreamDeckHost;
	/** The key that sends a POST. */
	postKey: string;
	/** The key that reads the balance. */
	readKey: string;
	/** Resident set sizes sampled in the first and second half. */
	samples: [number[], number[]];
	/** Retained memory after the first half. */
	atHalf?: Readings;
	/** Retained memory after the last round. */
	atEnd?: Readings;
};

/** Retained memory read right after a stretch of rounds, and after the rest that follows it. */
type Readings = {
	/** Right after the last round. */
	busy: RetainedMemory;
	/** After {@link REST_MS} of rest. */
	resting: RetainedMemory;
};

/**
 * Reads every plugin's retained memory right away, then again after both rested for {@link REST_MS} (collecting
 * garbage half-way, as V8 itself would when presses stop).
 * @param runs The plugins.
 * @param keep Takes one plugin's two readings.
 */
async function probeBusyAndResting(
	runs: Iterable<PluginRun>,
	keep: (run: PluginRun, readings: Readings) => void,
): Promise<void> {
	const busy = new Map<PluginRun, RetainedMemory>();
	for (const run of runs) busy.set(run, await probeRetainedMemory(run.host));
	await pause(REST_MS / 2);
	for (const run of busy.keys()) await probeRetainedMemory(run.host);
	await pause(REST_MS / 2);
	for (const [run, memory] of busy) keep(run, { busy: memory, resting: await probeRetainedMemory(run.host) });
}

/**
 * Launches a plugin with the memory probe and places its keys.
 * @param kind Which plugin.
 * @param emulator The API emulator.
 * @returns The run.
 */
async function prepare(kind: PluginKind, emulator: ApiEmulator): Promise<PluginRun> {
	const host = await launchPlugin(kind, emulator, MEMORY_PROBE_NODE_ARGS);
	const postKey = await host.appear(goalAddKey(kind, emulator));
	const readKey = await host.appear(
		kind === "ours"
			? ourKey("currency-balance", { viewer: MEMORY_VIEWER.name, refreshSeconds: 60 })
			: bareKey(emulator, `/api/currency/${encodeURIComponent(emulator.writeKey)}/get/${MEMORY_VIEWER.name}`, "GET"),
	);
	if (kind === "ours") {
		await host.waitFor((m) => m.context === readKey && changesKeyFace(m), { timeoutMs: WAIT_LIMIT_MS });
	}
	for (const key of backgroundKeys(kind)) {
		await host.appear(key);
	}
	return { kind, host, postKey, readKey, samples: [[], []] };
}

/**
 * Refreshes the displayed balance once: changes it, presses, and waits until the key is redrawn (ours) or the
 * request succeeded (bare).
 * @param run The plugin.
 * @param emulator The API emulator.
 * @param round The round, which sets the new balance.
 */
async function refresh(run: PluginRun, emulator: ApiEmulator, round: number): Promise<void> {
	if (run.kind === "bare") {
		await pressUntilOk(run.host, run.readKey);
		return;
	}
	const viewer = emulator.state.findViewer(MEMORY_VIEWER.id);
	if (viewer) {
		// 1 to 999 and round again: every round draws a value the key does not show yet (from 1000 on, compact values
		// such as `1k` would repeat, and an identical image is rightly not sent again).
		viewer.currency = (round % 999) + 1;
	}
	const since = run.host.messages.length;
	await run.host.keyDown(run.readKey);
	await run.host.waitFor((m) => m.context === run.readKey && changesKeyFace(m), { since, timeoutMs: WAIT_LIMIT_MS });
	await run.host.keyUp(run.readKey);
}

/**
 * The 12 keys that poll in the background (ours), or 12 titled keys (bare).
 * @param kind Which plugin.
 * @returns The keys.
 */
function backgroundKeys(kind: PluginKind): AppearOptions[] {
	if (kind === "bare") {
		return Array.from({ length: 12 }, (_, i) => ({ action: BARE_ACTION, settings: { title: `Key ${i + 1}` } }));
	}
	const refreshSeconds = BACKGROUND_REFRESH_SECONDS;
	return [
		...[1, 2, 3].map((rank) => ourKey("show-top", { rank, refreshSeconds })),
		...["StreamFan42", "night owl", "ZeroBalance"].map((viewer) => ourKey("warnings", { viewer, refreshSeconds })),
		...["10001", "10002", "10006"].map((viewer) => ourKey("currency-balance", { viewer, refreshSeconds })),
		...["song", "counter", "motd"].map((dataKey) => ourKey("custom-data", { dataKey, refreshSeconds })),
	];
}

/**
 * Counts the requests of the background display keys: everything but the POSTs and the pressed balance.
 * @param clock Times the emulator's requests.
 * @param since Start of the run.
 * @returns The count.
 */
function countTimerPolls(clock: RequestClock, since: number): number {
	return clock.requests.filter(
		(r) => r.receivedAt >= since && !r.path.includes("/goals/") && !r.path.includes(`/get/${MEMORY_VIEWER.name}`),
	).length;
}

/**
 * The plugin's process id.
 * @param host The host.
 * @returns The pid.
 */
function pidOf(host: StreamDeckHost): number {
	if (host.pid === undefined) {
		throw new Error("the plugin process has no pid");
	}
	return host.pid;
}
