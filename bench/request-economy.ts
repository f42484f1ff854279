import type { JsonObject } from "@elgato/utils";
import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";

import { connectionSettings } from "../tools/deck";
import type { ApiEmulator } from "../tools/emulator/server";
import { type AppearOptions, startHost, type StreamDeckHost } from "../tools/host/stream-deck-host";
import { changesKeyFace, ourKey, pause, WAIT_LIMIT_MS } from "./bench-rig";
import { ourStartupKeys } from "./cold-start";
import { readResidentMemory } from "./process-memory";
import type { RequestClock } from "./request-clock";
import { summarize } from "./stats";

/** What one build of our plugin costs in requests, and how it scales with keys. */
export type EconomyFigures = {
	/** Requests when 5 Show Top keys (ranks 1–5 of one list) appeared. */
	leaderboardOnAppear: number;
	/** Requests of those keys in one refresh interval. */
	leaderboardPerInterval: number;
	/** Requests while 32 display keys of 8 distinct reads flipped away and back 20 times. */
	stormRequests: number;
	/** How long the 20 flips took, in milliseconds. */
	stormMs: number;
	/** 12 and 200 keys: launch → every key drawn (ms), peak RSS (MiB), CPU between polls (% of one core). */
	scale: Record<"few" | "many", ScaleFigures>;
};

/** Start-up, memory and idle CPU of one deck. */
export type ScaleFigures = {
	/** Display keys on the deck. */
	keys: number;
	/** Launch → every key shows its value, in milliseconds. */
	startMs: number;
	/** Peak resident memory, in MiB. */
	peakRssMiB: number;
	/** CPU used while nothing is due, in per cent of one core. */
	idleCpuPercent: number;
};

/** Refresh interval of the leaderboard keys. */
const LEADERBOARD_REFRESH_SECONDS = 5;
/** Flips of the page storm. */
const FLIPS = 20;
/** Time between two flips: 20 flips in 2 s. */
const FLIP_EVERY_MS = 100;
/** Keys of the large deck. */
const MANY_KEYS = 200;
/** Keys of the small deck, as in the cold start. */
const FEW_KEYS = 12;
/** A build launched with its keys drawn. */
type LaunchedDeck = {
	/** The host running it. */
	host: StreamDeckHost;
	/** From the spawn until every key drew its value, in milliseconds. */
	startMs: number;
};

/** Launches per deck size; start-up is their median. */
const SCALE_LAUNCHES = 5;
/** How long idle CPU is sampled. */
const IDLE_WINDOW_MS = 10_000;

/**
 * Measures one build: a 5-rank leaderboard, a 20-flip page storm, and 12 against 200 display keys.
 * @param emulator The API emulator.
 * @param clock Times the emulator's requests.
 * @param pluginDir The build's `.sdPlugin` folder.
 * @returns The figures.
 */
export async function measureEconomy(
	emulator: ApiEmulator,
	clock: RequestClock,
	pluginDir: string,
): Promise<EconomyFigures> {
	const leaderboard = await measureLeaderboard(emulator, clock, pluginDir);
	const storm = await measureStorm(emulator, clock, pluginDir);
	const few = await measureScale(emulator, pluginDir, FEW_KEYS);
	const many = await measureScale(emulator, pluginDir, MANY_KEYS);
	return { ...leaderboard, ...storm, scale: { few, many } };
}

/** Devices of a streamer with several decks: the scale figures spread their keys over them. */
const SCALE_DEVICES = 4;

/**
 * Launches a build configured for the emulator.
 * @param emulator The API emulator.
 * @param pluginDir The build.
 * @param devices How many Stream Deck + devices the app has.
 * @returns The host.
 */
function launch(emulator: ApiEmulator, pluginDir: string, devices = 1): Promise<StreamDeckHost> {
	return startHost({ pluginDir, globalSettings: connectionSettings(emulator), devices });
}

/**
 * Five Show Top keys of one list, ranks 1–5, refreshing every 5 s: requests on appear and in one interval.
 * @param emulator The API emulator.
 * @param clock Times the emulator's requests.
 * @param pluginDir The build.
 * @returns Requests on appear and per interval.
 */
async function measureLeaderboard(
	emulator: ApiEmulator,
	clock: RequestClock,
	pluginDir: string,
): Promise<Pick<EconomyFigures, "leaderboardOnAppear" | "leaderboardPerInterval">> {
	const host = await launch(emulator, pluginDir);
	try {
		const appearing = performance.now();
		for (let rank = 1; rank <= 5; rank++) {
			await host.appear(ourKey("show-top", { topType: "message", topSubType: "month", rank, refreshSeconds: 5 }));
		}
		const intervalMs = LEADERBOARD_REFRESH_SECONDS * 1000;
		const windowStart = appearing + intervalMs / 2;
		await pause(windowStart + intervalMs - performance.now());
		return {
			leaderboardOnAppear: clock.countBetween("/top/message/month/", appearing, windowStart),
			leaderboardPerInterval: clock.countBetween("/top/message/month/", windowStart, windowStart + intervalMs),
		};
	} finally {
		await host.close();
	}
}

/**
 * The keys of one page: 32 display keys showing 8 distinct reads (a 4-rank leaderboard, two places of another list,
 * and six reads on four keys each).
 * @returns The keys.
 */
function stormPage(): AppearOptions[] {
	const keys: [string, JsonObject][] = [
		...[1, 2, 3, 4].map((rank): [string, JsonObject] => ["show-top", { rank }]),
		...[1, 2, 1, 2].map((rank): [string, JsonObject] => ["show-top", { topType: "uptime", topSubType: "week", rank }]),
		...(
			[
				["warnings", { viewer: "StreamFan42" }],
				["warnings", { viewer: "night owl" }],
				["currency-balance", { viewer: "StreamFan42" }],
				["currency-balance", { viewer: "10006" }],
				["custom-data", { dataKey: "song" }],
				["custom-data", { dataKey: "motd" }],
			] as [string, JsonObject][]
		).flatMap((key) => [key, key, key, key]),
	];
	return keys.map(([slug, settings]) => ourKey(slug, settings));
}

/**
 * A page of 32 display keys flipped away and back 20 times in 2 s: requests from the first flip until a second
 * after the last.
 * @param emulator The API emulator.
 * @param clock Times the emulator's requests.
 * @param pluginDir The build.
 * @returns Requests and the storm's length.
 */
async function measureStorm(
	emulator: ApiEmulator,
	clock: RequestClock,
	pluginDir: string,
): Promise<Pick<EconomyFigures, "stormMs" | "stormRequests">> {
	const host = await launch(emulator, pluginDir);
	try {
		const page = stormPage();
		const contexts: string[] = [];
		for (const key of page) contexts.push(await host.appear(key));
		await waitForFaces(host, contexts, 0);
		await pause(500);
		const start = performance.now();
		for (let flip = 0; flip < FLIPS; flip++) {
			const due = start + (flip + 1) * FLIP_EVERY_MS;
			for (const context of contexts) await host.disappear(context);
			for (const [index, key] of page.entries()) await host.appear({ ...key, context: contexts[index] });
			await pause(due - performance.now());
		}
		const stormMs = performance.now() - start;
		await pause(1000);
		return { stormRequests: clock.countBetween("/api/", start, performance.now()), stormMs };
	} finally {
		await host.close();
	}
}

/**
 * Launches a build {@link SCALE_LAUNCHES} times with a number of display keys (the 12 of the cold start, repeated),
 * refreshing every 60 s: launch → every key drawn (median), and on the last launch peak RSS once they are and CPU
 * used over 10 s between polls.
 * @param emulator The API emulator.
 * @param pluginDir The build.
 * @param count Display keys.
 * @returns The figures.
 */
async function measureScale(emulator: ApiEmulator, pluginDir: string, count: number): Promise<ScaleFigures> {
	const starts: number[] = [];
	for (let run = 1; run < SCALE_LAUNCHES; run++) {
		const { host, startMs } = await launchWithKeys(emulator, pluginDir, count);
		starts.push(startMs);
		await host.close();
	}
	const { host, startMs } = await launchWithKeys(emulator, pluginDir, count);
	starts.push(startMs);
	try {
		const pid = host.pid;
		if (pid === undefined) throw new Error("the plugin process has no pid");
		await pause(1000);
		const before = await cpuSeconds(pid);
		await pause(IDLE_WINDOW_MS);
		const after = await cpuSeconds(pid);
		const memory = await readResidentMemory(pid);
		return {
			keys: count,
			startMs: summarize(starts).median,
			peakRssMiB: memory.peakRss / 2 ** 20,
			idleCpuPercent: (100 * (after - before)) / (IDLE_WINDOW_MS / 1000),
		};
	} finally {
		await host.close();
	}
}

/**
 * Launches a build and places display keys on it.
 * @param emulator The API emulator.
 * @param pluginDir The build.
 * @param count Display keys.
 * @returns The host, and the time from the spawn until every key drew its value.
 */
async function launchWithKeys(emulator: ApiEmulator, pluginDir: string, count: number): Promise<LaunchedDeck> {
	const started = performance.now();
	const host = await launch(emulator, pluginDir, SCALE_DEVICES);
	try {
		const kinds = ourStartupKeys();
		const contexts: string[] = [];
		for (let index = 0; index < count; index++) {
			contexts.push(await host.appear({ ...kinds[index % kinds.length], device: index % SCALE_DEVICES }));
		}
		return { host, startMs: (await waitForFaces(host, contexts, 0)) - started };
	} catch (error) {
		await host.close();
		throw error;
	}
}

/**
 * Waits until every key has shown something since a message index.
 * @param host The host.
 * @param contexts The keys.
 * @param since Index of the first message to look at.
 * @returns When the last of them did, `performance.now()` milliseconds.
 */
async function waitForFaces(host: StreamDeckHost, contexts: string[], since: number): Promise<number> {
	let last = 0;
	for (const context of contexts) {
		const shown = await host.waitFor((m) => m.context === context && changesKeyFace(m), {
			since,
			timeoutMs: WAIT_LIMIT_MS,
		});
		last = Math.max(last, shown.at);
	}
	return last;
}

/**
 * CPU time a process used so far, user and system, from `/proc` (Linux).
 * @param pid The process.
 * @returns Seconds.
 */
async function cpuSeconds(pid: number): Promise<number> {
	const stat = await readFile(`/proc/${pid}/stat`, "utf8");
	const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
	// After the command: state is field 3, utime field 14 and stime field 15 (1-based), in clock ticks (100 per s).
	return (Number(fields[11]) + Number(fields[12])) / 100;
}
