import { performance } from "node:perf_hooks";

import type { ApiEmulator } from "../tools/emulator/server";
import type { AppearOptions } from "../tools/host/stream-deck-host";
import { BARE_ACTION, changesKeyFace, launchPlugin, ourKey, type PluginKind, WAIT_LIMIT_MS } from "./bench-rig";
import { readResidentMemory } from "./process-memory";
import { ratioSpread, type RatioSpread, summarize, type Summary } from "./stats";

/** Cold start of one plugin, in milliseconds from launch. */
export type ColdStart = {
	/** Process start → the first key shows something (`setTitle` or `setImage`). */
	firstTitle: Summary;
	/** Process start → every one of the 12 keys shows something. */
	allTitles: Summary;
	/** Peak resident set size (`VmHWM`) once every key was drawn, in bytes. */
	peakRss: Summary;
};

/** Cold start of both plugins, and ours over the bare plugin's, per launch pair. */
export type ColdStartResult = Record<PluginKind, ColdStart> & {
	/** Ours / bare: overall, and per pair of launches (one of each, back to back). */
	ratios: Record<keyof ColdStart, RatioSpread>;
};

/** One launch, in milliseconds from just before the spawn. */
type LaunchTiming = {
	/** Until the first key showed something. */
	first: number;
	/** Until every key showed something. */
	all: number;
	/** Peak resident set size once every key was drawn, in bytes. */
	peakRss: number;
};

/** Keys on the deck at start-up, as on a Stream Deck XL page of display keys. */
export const COLD_START_KEYS = 12;

/**
 * Launches each plugin `runs` times, alternating, with 12 keys that show something: 12 display keys of ours
 * (three of each display action, each showing a different value, so each fetches), and 12 bare keys whose title is
 * a setting. The clock starts just before the host spawns the process and stops when the first key shows something
 * (`setTitle`, or `setImage`: our display keys draw their value), and when all 12 do.
 * @param emulator The API emulator.
 * @param runs Launches per plugin.
 * @returns Medians and 95th percentiles per plugin.
 */
export async function measureColdStart(emulator: ApiEmulator, runs: number): Promise<ColdStartResult> {
	const samples: Record<PluginKind, LaunchTiming[]> = { bare: [], ours: [] };
	for (let run = 0; run < runs; run++) {
		const order: PluginKind[] = run % 2 === 0 ? ["bare", "ours"] : ["ours", "bare"];
		for (const kind of order) {
			samples[kind].push(await launchOnce(kind, emulator));
		}
	}
	const summary = (launches: LaunchTiming[]): ColdStart => ({
		firstTitle: summarize(launches.map((launch) => launch.first)),
		allTitles: summarize(launches.map((launch) => launch.all)),
		peakRss: summarize(launches.map((launch) => launch.peakRss)),
	});
	const ratio = (pick: (launch: LaunchTiming) => number): RatioSpread =>
		ratioSpread(samples.ours.map(pick), samples.bare.map(pick), runs);
	return {
		bare: summary(samples.bare),
		ours: summary(samples.ours),
		ratios: {
			firstTitle: ratio((launch) => launch.first),
			allTitles: ratio((launch) => launch.all),
			peakRss: ratio((launch) => launch.peakRss),
		},
	};
}

/**
 * One launch: spawn, place the keys, wait for their titles, stop.
 * @param kind Which plugin.
 * @param emulator The API emulator.
 * @returns Milliseconds until the first key, and until every key, shows something.
 */
async function launchOnce(kind: PluginKind, emulator: ApiEmulator): Promise<LaunchTiming> {
	const started = performance.now();
	const host = await launchPlugin(kind, emulator);
	try {
		const contexts: string[] = [];
		for (const key of startupKeys(kind)) {
			contexts.push(await host.appear(key));
		}
		const first = await host.waitFor(changesKeyFace, { timeoutMs: WAIT_LIMIT_MS });
		let last = first.at;
		for (const context of contexts) {
			const titled = await host.waitFor((m) => m.context === context && changesKeyFace(m), {
				timeoutMs: WAIT_LIMIT_MS,
			});
			last = Math.max(last, titled.at);
		}
		const { peakRss } = await readResidentMemory(host.pid ?? -1);
		return { first: first.at - started, all: last - started, peakRss };
	} finally {
		await host.close();
	}
}

/**
 * The 12 keys of a start-up.
 * @param kind Which plugin.
 * @returns The keys.
 */
function startupKeys(kind: PluginKind): AppearOptions[] {
	if (kind === "bare") {
		return Array.from({ length: COLD_START_KEYS }, (_, i) => ({
			action: BARE_ACTION,
			settings: { title: `Key ${i + 1}`, url: "http://127.0.0.1:9/unused" },
		}));
	}
	return ourStartupKeys();
}

/**
 * Our 12 display keys of a start-up, all different so that each reads its value first: three each of Show Top
 * (ranks 1–3), Warning Count, Currency Balance and Custom Data, refreshing every minute.
 * @returns The keys.
 */
export function ourStartupKeys(): AppearOptions[] {
	const refreshSeconds = 60;
	return [
		...[1, 2, 3].map((rank) => ourKey("show-top", { topType: "message", topSubType: "global", rank, refreshSeconds })),
		...["StreamFan42", "night owl", "a/b?c#d%e"].map((viewer) => ourKey("warnings", { viewer, refreshSeconds })),
		...["10001", "10002", "10006"].map((viewer) => ourKey("currency-balance", { viewer, refreshSeconds })),
		...["song", "counter", "motd"].map((dataKey) => ourKey("custom-data", { dataKey, refreshSeconds })),
	];
}
