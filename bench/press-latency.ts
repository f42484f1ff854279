import { performance } from "node:perf_hooks";

import type { ApiEmulator } from "../tools/emulator/server";
import type { StreamDeckHost } from "../tools/host/stream-deck-host";
import { goalAddKey, launchPlugin, type PluginKind, pressUntilOk } from "./bench-rig";
import type { RequestClock } from "./request-clock";
import { ratioSpread, type RatioSpread, summarize, type Summary } from "./stats";

/** Presses per plugin before measuring, so both run warm (JIT, keep-alive connection). */
export const WARM_UP_PRESSES = 30;

/** Blocks the measured presses are cut into for the spread of the ratios. */
export const PRESS_BLOCKS = 10;

/** One press, cut at the API emulator. */
type PressTiming = {
	/** keyDown sent → request received by the API emulator. */
	toRequest: number;
	/** Answer sent by the API emulator → `showOk` received by the host. */
	toFeedback: number;
	/** keyDown sent → `showOk` received. */
	total: number;
};

/** Press latency of one plugin, in milliseconds. */
export type PressLatency = {
	/** keyDown sent → request received by the API emulator. */
	toRequest: Summary;
	/** Answer sent → `showOk` received. */
	toFeedback: Summary;
	/** keyDown sent → `showOk` received. */
	total: Summary;
};

/** Press latency of both plugins, measured in the same run, and ours over the bare plugin's per leg. */
export type PressLatencyResult = Record<PluginKind, PressLatency> & {
	/** Ours / bare per leg, overall and per block of {@link PRESS_BLOCKS}. */
	ratios: Record<keyof PressLatency, RatioSpread>;
};

/**
 * Runs both plugins side by side against one API emulator and presses their Goal Add keys in turn (the order
 * alternating every round), one press at a time, so both see the same machine load.
 * @param emulator The API emulator.
 * @param clock Times the emulator's requests.
 * @param presses Measured presses per plugin.
 * @returns Medians and 95th percentiles per plugin.
 */
export async function measurePressLatency(
	emulator: ApiEmulator,
	clock: RequestClock,
	presses: number,
): Promise<PressLatencyResult> {
	const kinds: PluginKind[] = ["bare", "ours"];
	const hosts = new Map<PluginKind, StreamDeckHost>();
	try {
		for (const kind of kinds) {
			hosts.set(kind, await launchPlugin(kind, emulator));
		}
		const keys = new Map<PluginKind, string>();
		for (const kind of kinds) {
			keys.set(kind, await host(hosts, kind).appear(goalAddKey(kind, emulator)));
		}
		const timings: Record<PluginKind, PressTiming[]> = { bare: [], ours: [] };
		for (let round = 0; round < WARM_UP_PRESSES + presses; round++) {
			const order = round % 2 === 0 ? kinds : [...kinds].reverse();
			for (const kind of order) {
				const timing = await timedPress(host(hosts, kind), keys.get(kind) ?? "", clock);
				if (round >= WARM_UP_PRESSES) {
					timings[kind].push(timing);
				}
			}
		}
		const legs = ["toRequest", "toFeedback", "total"] as const;
		const leg = (name: keyof PressTiming): RatioSpread =>
			ratioSpread(
				timings.ours.map((t) => t[name]),
				timings.bare.map((t) => t[name]),
				PRESS_BLOCKS,
			);
		return {
			bare: summarizePresses(timings.bare),
			ours: summarizePresses(timings.ours),
			ratios: Object.fromEntries(legs.map((name) => [name, leg(name)])) as Record<keyof PressLatency, RatioSpread>,
		};
	} finally {
		await Promise.all([...hosts.values()].map((h) => h.close()));
	}
}

/**
 * Presses once and cuts the latency at the emulator.
 * @param host The host.
 * @param context The key.
 * @param clock Times the emulator's requests.
 * @returns The timing.
 */
async function timedPress(host: StreamDeckHost, context: string, clock: RequestClock): Promise<PressTiming> {
	const firstRequest = clock.requests.length;
	const sent = performance.now();
	const ok = await pressUntilOk(host, context);
	const request = clock.requests[firstRequest];
	if (request?.sentAt === undefined || clock.requests.length !== firstRequest + 1) {
		throw new Error(`expected exactly one answered request per press, saw ${clock.requests.length - firstRequest}`);
	}
	return { toRequest: request.receivedAt - sent, toFeedback: ok.at - request.sentAt, total: ok.at - sent };
}

/**
 * Summarizes each leg of the presses.
 * @param timings The presses.
 * @returns The summaries.
 */
function summarizePresses(timings: PressTiming[]): PressLatency {
	return {
		toRequest: summarize(timings.map((t) => t.toRequest)),
		toFeedback: summarize(timings.map((t) => t.toFeedback)),
		total: summarize(timings.map((t) => t.total)),
	};
}

/**
 * Looks up a launched host.
 * @param hosts The hosts.
 * @param kind Which plugin.
 * @returns Its host.
 */
function host(hosts: Map<PluginKind, StreamDeckHost>, kind: PluginKind): StreamDeckHost {
	const found = hosts.get(kind);
	if (!found) {
		throw new Error(`${kind} plugin not launched`);
	}
	return found;
}
