/**
 * `npm run bench:profile`: where a press and a cold start spend their CPU time, ours beside the bare plugin's. Both
 * are built as the bench builds them but unminified and with a source map (`buildReadablePlugin`), run under
 * `node --cpu-prof`, and driven as the bench drives them (12 display keys at start-up; Goal Add presses, alternating
 * with the bare plugin's). Self time is summed per module of the bundle (through the source map) and per function,
 * over the stretch measured: spawn → every key drawn, and the measured presses. `BENCH_PROFILE_DIR` keeps the
 * `.cpuprofile` files (for Chrome DevTools); `BENCH_PROFILE_PRESSES` and `BENCH_PROFILE_LAUNCHES` set the counts.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

import { type ApiEmulator, startEmulator } from "../tools/emulator/server";
import type { StreamDeckHost } from "../tools/host/stream-deck-host";
import { type BenchBuild, buildBarePlugin, buildReadablePlugin } from "./bare-build";
import {
	BARE_ACTION,
	changesKeyFace,
	goalAddKey,
	launchPluginFrom,
	type PluginKind,
	pressUntilOk,
	WAIT_LIMIT_MS,
} from "./bench-rig";
import { ourStartupKeys } from "./cold-start";
import { type CpuProfile, largest, timeSpent, type TimeSpent } from "./cpu-profile-summary";
import { RequestClock } from "./request-clock";
import { readSourceLines, type SourceLines } from "./source-lines";
import { markdownTable } from "./text-table";

/** Node options that make the host's SIGTERM end the plugin normally, so that `--cpu-prof` writes its profile. */
const EXIT_ON_SIGTERM = ["--import", new URL("./profile-exit.mjs", import.meta.url).href];

/** Presses before the measured ones, as in the press bench. */
const WARM_UP_PRESSES = 30;

/** Stretches of a profile to add up: one process's profile, between instants of the monotonic clock, in order. */
type Stretch = {
	/** The `.cpuprofile` file. */
	file: string;
	/** From and to, in microseconds. */
	windows: [number, number][];
};

/**
 * Microseconds of the monotonic clock V8's profiler stamps its samples with.
 * @returns Now.
 */
function nowUs(): number {
	return Number(process.hrtime.bigint() / 1000n);
}

/**
 * Reads a positive whole number from the environment.
 * @param name Variable name.
 * @param fallback Value when unset.
 * @returns The number.
 */
function countFromEnv(name: string, fallback: number): number {
	const value = Number(process.env[name] ?? fallback);
	if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
	return value;
}

/**
 * Launches a plugin under the profiler.
 * @param build The plugin.
 * @param kind Which one.
 * @param emulator The API emulator.
 * @param file Where its profile goes.
 * @returns The host.
 */
function launchProfiled(build: BenchBuild, kind: PluginKind, emulator: ApiEmulator, file: string) {
	const profiler = ["--cpu-prof", `--cpu-prof-dir=${path.dirname(file)}`, `--cpu-prof-name=${path.basename(file)}`];
	return launchPluginFrom(build.dir, kind, emulator, [...profiler, "--cpu-prof-interval=100", ...EXIT_ON_SIGTERM]);
}

/**
 * Cold starts under the profiler, alternating: spawn, 12 keys, until each drew.
 * @param builds Both plugins.
 * @param emulator The API emulator.
 * @param dir Where profiles go.
 * @param launches Launches per plugin.
 * @returns The stretches per plugin.
 */
async function profileColdStarts(
	builds: Record<PluginKind, BenchBuild>,
	emulator: ApiEmulator,
	dir: string,
	launches: number,
): Promise<Record<PluginKind, Stretch[]>> {
	const stretches: Record<PluginKind, Stretch[]> = { bare: [], ours: [] };
	for (let run = 0; run < launches; run++) {
		for (const kind of run % 2 === 0 ? (["bare", "ours"] as const) : (["ours", "bare"] as const)) {
			const file = path.join(dir, `${kind}-cold-${run}.cpuprofile`);
			const fromUs = nowUs();
			const host = await launchProfiled(builds[kind], kind, emulator, file);
			try {
				const keys =
					kind === "ours"
						? ourStartupKeys()
						: Array.from({ length: 12 }, (_, i) => ({ action: BARE_ACTION, settings: { title: `Key ${i}` } }));
				for (const context of await host.appearAll(keys)) {
					await host.waitFor((m) => m.context === context && changesKeyFace(m), { timeoutMs: WAIT_LIMIT_MS });
				}
				stretches[kind].push({ file, windows: [[fromUs, nowUs()]] });
			} finally {
				await host.close();
			}
		}
	}
	return stretches;
}

/** The legs of the measured presses of one plugin, as stretches of its profile. */
type PressStretches = Record<"toFeedback" | "toRequest" | "total", Stretch>;

/** One plugin in the press profile. */
type PressRun = {
	/** Its host. */
	host: StreamDeckHost;
	/** The pressed key. */
	key: string;
	/** Its legs so far. */
	legs: PressStretches;
};

/**
 * Presses under the profiler, alternating between the plugins; each press is cut at the API emulator as the press
 * bench cuts it.
 * @param builds Both plugins.
 * @param emulator The API emulator.
 * @param dir Where profiles go.
 * @param presses Measured presses per plugin.
 * @returns The legs of the measured presses, per plugin.
 */
async function profilePresses(
	builds: Record<PluginKind, BenchBuild>,
	emulator: ApiEmulator,
	dir: string,
	presses: number,
): Promise<Record<PluginKind, PressStretches>> {
	const clock = RequestClock.attach(emulator);
	// performance.now() and the profiler's clock are both monotonic: one offset turns the one into the other.
	const offsetUs = nowUs() - performance.now() * 1000;
	const us = (ms: number): number => ms * 1000 + offsetUs;
	const runs = new Map<PluginKind, PressRun>();
	try {
		for (const kind of ["bare", "ours"] as const) {
			const file = path.join(dir, `${kind}-press.cpuprofile`);
			const host = await launchProfiled(builds[kind], kind, emulator, file);
			const legs = {
				toRequest: { file, windows: [] },
				toFeedback: { file, windows: [] },
				total: { file, windows: [] },
			};
			runs.set(kind, { host, key: await host.appear(goalAddKey(kind, emulator)), legs });
		}
		for (let round = 0; round < WARM_UP_PRESSES + presses; round++) {
			for (const { host, key, legs } of round % 2 === 0 ? runs.values() : [...runs.values()].reverse()) {
				const first = clock.requests.length;
				const sent = performance.now();
				const ok = await pressUntilOk(host, key);
				const request = clock.requests[first];
				if (round < WARM_UP_PRESSES || request?.sentAt === undefined) continue;
				legs.toRequest.windows.push([us(sent), us(request.receivedAt)]);
				legs.toFeedback.windows.push([us(request.sentAt), us(ok.at)]);
				legs.total.windows.push([us(sent), us(ok.at)]);
			}
		}
	} finally {
		await Promise.all([...runs.values()].map(({ host }) => host.close()));
	}
	return { bare: runs.get("bare")?.legs, ours: runs.get("ours")?.legs } as Record<PluginKind, PressStretches>;
}

/**
 * Adds up the stretches of one plugin.
 * @param build The plugin (its bundle and source map).
 * @param stretches The stretches.
 * @returns The time spent, summed.
 */
async function addUp(build: BenchBuild, stretches: Stretch[]): Promise<TimeSpent> {
	const bundle = path.join(build.dir, "bin", "plugin.js");
	const sources: SourceLines = readSourceLines(JSON.parse(await readFile(`${bundle}.map`, "utf8")));
	const total: TimeSpent = { busyMs: 0, byPlace: new Map(), byFunction: new Map() };
	for (const stretch of stretches) {
		const profile = JSON.parse(await readFile(stretch.file, "utf8")) as CpuProfile;
		const spent = timeSpent(profile, pathToFileURL(bundle).href, sources, stretch.windows);
		total.busyMs += spent.busyMs;
		for (const key of ["byPlace", "byFunction"] as const) {
			for (const [name, ms] of spent[key]) total[key].set(name, (total[key].get(name) ?? 0) + ms);
		}
	}
	return total;
}

/**
 * Prints one comparison: busy time per unit, and the largest places and functions, ours beside bare.
 * @param title What was measured.
 * @param spent Time per plugin.
 * @param units How many units (launches, presses) the times are divided by.
 * @param unit The unit's name, e.g. `ms per launch`.
 * @param scale Multiplies per-unit milliseconds (1000 for µs).
 */
function report(title: string, spent: Record<PluginKind, TimeSpent>, units: number, unit: string, scale = 1): void {
	const per = (ms: number | undefined): string => (((ms ?? 0) / units) * scale).toFixed(scale === 1 ? 1 : 0);
	const lines = [
		`## ${title}`,
		"",
		`Busy CPU, ${unit}: ours ${per(spent.ours.busyMs)}, bare ${per(spent.bare.busyMs)}`,
	];
	for (const [key, label, count] of [
		["byPlace", "Place", 20],
		["byFunction", "Function", 30],
	] as const) {
		const rows = largest(spent.ours[key], count).map(([name, ms]) => [name, per(ms), per(spent.bare[key].get(name))]);
		lines.push("", markdownTable([`${label} (self time)`, `Ours, ${unit}`, `Bare, ${unit}`], rows));
	}
	process.stdout.write(`${lines.join("\n")}\n\n`);
}

/**
 * Builds both plugins readable, profiles cold starts and presses, prints where the time went.
 */
async function main(): Promise<void> {
	const presses = countFromEnv("BENCH_PROFILE_PRESSES", 200);
	const launches = countFromEnv("BENCH_PROFILE_LAUNCHES", 6);
	const kept = process.env.BENCH_PROFILE_DIR ? path.resolve(process.env.BENCH_PROFILE_DIR) : undefined;
	const dir = kept ?? (await mkdtemp(path.join(tmpdir(), "bench-profile-")));
	const builds = { bare: await buildBarePlugin(true), ours: await buildReadablePlugin() };
	const emulator = await startEmulator();
	try {
		const cold = await profileColdStarts(builds, emulator, dir, launches);
		const press = await profilePresses(builds, emulator, dir, presses);
		const spent = async (stretches: Record<PluginKind, Stretch[]>): Promise<Record<PluginKind, TimeSpent>> => ({
			bare: await addUp(builds.bare, stretches.bare),
			ours: await addUp(builds.ours, stretches.ours),
		});
		report("Cold start: spawn → 12 keys drawn", await spent(cold), launches, "ms per launch");
		for (const [leg, title] of [
			["toRequest", "Press: keyDown → request at the API"],
			["toFeedback", "Press: answer sent → showOk"],
			["total", "Press: keyDown → showOk"],
		] as const) {
			const legs = { bare: [press.bare[leg]], ours: [press.ours[leg]] };
			report(title, await spent(legs), presses, "µs per press", 1000);
		}
	} finally {
		await emulator.close();
		await Promise.all([builds.bare.remove(), builds.ours.remove()]);
		if (!kept) await rm(dir, { recursive: true, force: true });
	}
}

await main();
