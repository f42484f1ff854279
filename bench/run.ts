import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";

import { startEmulator } from "../tools/emulator/server";
import { PLUGIN_DIR } from "../tools/host/plugin-paths";
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
 * What the profile (`npm run bench:profile`) showed and what changed because of it, written by hand: results.md
 * carries it below the method.
 */
const FINDINGS_PATH = fileURLToPath(new URL("./profile-findings.md", import.meta.url));

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

/** The parts of the bench, in the order they run; `BENCH_ONLY` (e.g. `press,cold`) picks some. */
const PARTS = ["bundle", "cold", "press", "memory", "polling", "dial", "economy"] as const;

/** One part of the bench. */
type Part = (typeof PARTS)[number];

/**
 * The parts to run: every one, or those `BENCH_ONLY` names.
 * @returns The parts.
 */
function partsFromEnv(): Set<Part> {
	const raw = process.env.BENCH_ONLY?.trim();
	if (!raw) return new Set(PARTS);
	const asked = raw.split(",").map((part) => part.trim());
	const unknown = asked.filter((part) => !(PARTS as readonly string[]).includes(part));
	if (unknown.length > 0)
		throw new Error(`BENCH_ONLY names unknown parts (${unknown.join(", ")}): use ${PARTS.join(", ")}`);
	return new Set(asked as Part[]);
}

/**
 * Runs every benchmark once (or those `BENCH_ONLY` names), prints the table and, after a complete run, writes
 * `bench/results.md`.
 */
async function main(): Promise<void> {
	const presses = countFromEnv("BENCH_PRESSES", 400);
	const coldRuns = countFromEnv("BENCH_COLD_RUNS", 15);
	const memoryRounds = countFromEnv("BENCH_MEMORY_ROUNDS", 1000);
	const parts = partsFromEnv();
	const startLoad = currentLoad();
	const began = performance.now();
	const step = async <T>(part: Part, name: string, work: () => Promise<T>): Promise<T | undefined> => {
		if (!parts.has(part)) return undefined;
		process.stderr.write(`bench: ${name}…`);
		const start = performance.now();
		const result = await work();
		process.stderr.write(` ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
		return result;
	};

	process.stderr.write("bench: bare plugin, bundled by rollup.config.mjs…\n");
	const bare = await buildBarePlugin();
	useBarePlugin(bare.dir);
	const emulator = await startEmulator();
	const clock = RequestClock.attach(emulator);
	const results: BenchResults = { presses, coldRuns, memoryRounds };
	try {
		results.bundle = await step("bundle", "bundle size", () => measureBundle(OUR_PLUGIN_DIR));
		results.coldStart = await step("cold", `cold start (${coldRuns} launches each)`, () =>
			measureColdStart(emulator, coldRuns),
		);
		results.press = await step("press", `press latency (${presses} presses each)`, () =>
			measurePressLatency(emulator, clock, presses),
		);
		results.memory = await step("memory", `memory (${memoryRounds} rounds)`, () =>
			measureMemory(emulator, clock, memoryRounds),
		);
		results.polling = await step("polling", "polling cost", () => measurePollingCost(emulator, clock));
		results.dial = await step("dial", "dial flood", () => measureDialFlood(emulator, clock));
		const ours = await step("economy", "request economy and scale", () =>
			measureEconomy(emulator, clock, OUR_PLUGIN_DIR),
		);
		if (ours) {
			const economy: EconomyResult = { ours };
			if (BASELINE_DIR) {
				const baseline = BASELINE_DIR;
				economy.before = await step("economy", "request economy and scale, build before", () =>
					measureEconomy(emulator, clock, baseline),
				);
			}
			results.economy = economy;
		}
	} finally {
		await emulator.close();
		await bare.remove();
	}

	const measured = OUR_PLUGIN_DIR === PLUGIN_DIR ? "" : `; ours: ${OUR_PLUGIN_DIR}`;
	const machine = `${describeMachine(startLoad)}${measured}`;
	const header = ["Measure", "Ours", "Bare", "Ours / bare", "Goal", "Verdict"];
	process.stdout.write(`\n${machine}\n\n${markdownTable(header, resultRows(results))}\n\n`);
	process.stdout.write(`Headline: ${headline(results)}.\n`);

	if (!isComplete(results)) {
		process.stdout.write(`\nBENCH_ONLY ran part of the bench: ${RESULTS_PATH} is left as it was.\n`);
		return;
	}
	const findings = await readFile(FINDINGS_PATH, "utf8");
	const document = resultsDocument(results, machine, findings);
	const options = (await resolveConfig(RESULTS_PATH)) ?? {};
	await writeFile(RESULTS_PATH, await format(document, { ...options, filepath: RESULTS_PATH }));
	process.stdout.write(
		`\nWrote ${RESULTS_PATH} in ${((performance.now() - began) / 1000).toFixed(0)} s (benchmarks only).\n`,
	);
}

/**
 * Whether every part ran.
 * @param results The results.
 * @returns `true` when none is missing.
 */
function isComplete(results: BenchResults): results is Required<BenchResults> {
	const { press, coldStart, memory, bundle, polling, dial, economy } = results;
	return [press, coldStart, memory, bundle, polling, dial, economy].every((part) => part !== undefined);
}

await main();
