import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";

import { startEmulator } from "../test/emulator/server";
import { PLUGIN_DIR } from "../test/host/plugin-paths";
import { buildBarePlugin } from "./bare-build";
import { OUR_PLUGIN_DIR, useBarePlugin } from "./bench-rig";
import { measureBundle } from "./bundle-size";
import { measureColdStart } from "./cold-start";
import { measureDialFlood } from "./dial-flood";
import type { EconomyResult } from "./economy-report";
import { currentLoad, describeMachine } from "./machine";
import { measureMemory } from "./memory-use";
import { measurePollingCost } from "./polling-cost";
import { measurePressLatency } from "./press-latency";
import { type BenchResults, headline, resultRows, resultsDocument } from "./report";
import { RequestClock } from "./request-clock";
import { measureEconomy } from "./request-economy";
import { markdownTable } from "./text-table";

/** Where the report goes: `bench/results.md`, or `BENCH_RESULTS` (e.g. when measuring another build). */
/** A build of the plugin before sharing reads, measured side by side with ours when given (`BENCH_BASELINE_DIR`). */
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR ? resolve(process.env.BENCH_BASELINE_DIR) : undefined;

const RESULTS_PATH = process.env.BENCH_RESULTS
	? resolve(process.env.BENCH_RESULTS)
	: fileURLToPath(new URL("./results.md", import.meta.url));

/**
 * Reads a positive whole number from the environment.
 * @param name Variable name.
 * @param fallback Value when unset.
 * @returns The number.
 */
function countFromEnv(name: string, fallback: number): number {
	const raw = process.env[name];
	if (raw === undefined || raw === "") {
		return fallback;
	}
	const value = Number(raw);
	if (!Number.isInteger(value) || value < 1) {
		throw new Error(`${name} must be a positive whole number, not ${JSON.stringify(raw)}`);
	}
	return value;
}

/**
 * Runs every benchmark once, prints the table and writes `bench/results.md`.
 */
async function main(): Promise<void> {
	const presses = countFromEnv("BENCH_PRESSES", 250);
	const coldRuns = countFromEnv("BENCH_COLD_RUNS", 9);
	const memoryRounds = countFromEnv("BENCH_MEMORY_ROUNDS", 1000);
	const startLoad = currentLoad();
	const began = performance.now();
	const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
		process.stderr.write(`bench: ${name}…`);
		const start = performance.now();
		const result = await work();
		process.stderr.write(` ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
		return result;
	};

	const bare = await step("bare plugin, bundled by rollup.config.mjs", () => buildBarePlugin());
	useBarePlugin(bare.dir);
	const emulator = await startEmulator();
	const clock = RequestClock.attach(emulator);
	let results: BenchResults;
	try {
		const bundle = await step("bundle size", () => measureBundle(OUR_PLUGIN_DIR));
		const coldStart = await step(`cold start (${coldRuns} launches each)`, () => measureColdStart(emulator, coldRuns));
		const press = await step(`press latency (${presses} presses each)`, () =>
			measurePressLatency(emulator, clock, presses),
		);
		const memory = await step(`memory (${memoryRounds} rounds)`, () => measureMemory(emulator, clock, memoryRounds));
		const polling = await step("polling cost", () => measurePollingCost(emulator, clock));
		const dial = await step("dial flood", () => measureDialFlood(emulator, clock));
		const economy: EconomyResult = {
			ours: await step("request economy and scale", () => measureEconomy(emulator, clock, OUR_PLUGIN_DIR)),
		};
		if (BASELINE_DIR) {
			const baseline = BASELINE_DIR;
			economy.before = await step("request economy and scale, build before", () =>
				measureEconomy(emulator, clock, baseline),
			);
		}
		results = { presses, coldRuns, memoryRounds, press, coldStart, memory, bundle, polling, dial, economy };
	} finally {
		await emulator.close();
		await bare.remove();
	}

	const measured = OUR_PLUGIN_DIR === PLUGIN_DIR ? "" : `; ours: ${OUR_PLUGIN_DIR}`;
	const machine = `${describeMachine(startLoad)}${measured}`;
	const header = ["Measure", "Ours", "Bare", "Ours / bare", "Goal", "Verdict"];
	process.stdout.write(`\n${machine}\n\n${markdownTable(header, resultRows(results))}\n\n`);
	process.stdout.write(`Headline: ${headline(results)}.\n`);

	const document = resultsDocument(results, machine);
	const options = (await resolveConfig(RESULTS_PATH)) ?? {};
	await writeFile(RESULTS_PATH, await format(document, { ...options, filepath: RESULTS_PATH }));
	process.stdout.write(
		`\nWrote ${RESULTS_PATH} in ${((performance.now() - began) / 1000).toFixed(0)} s (benchmarks only).\n`,
	);
}

await main();
