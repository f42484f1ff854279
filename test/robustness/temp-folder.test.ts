import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { RUN_FOLDER_PREFIX } from "../support/run-temp-folder";

// The suite's global setup (test/support/run-temp-folder.ts) keeps the system temporary folder clean: these tests run
// Vitest on test/fixtures/test-run, whose tests leave a folder behind or wait to be stopped, with a temporary folder of
// their own, and look at what is left in it.

/** The fixture run's folder. */
const FIXTURE = fileURLToPath(new URL("../fixtures/test-run/", import.meta.url));

/** Vitest's command line. */
const VITEST = fileURLToPath(new URL("../../node_modules/vitest/vitest.mjs", import.meta.url));

/** Longest a fixture run may take to start its test, or to end. */
const RUN_MS = 40_000;

/** A fixture run of Vitest. */
type FixtureRun = {
	/** The Vitest process, leader of its own process group (as a terminal's foreground job is). */
	child: ChildProcess;
	/** What it wrote, stdout and stderr. */
	output: () => string;
	/** Its exit code, or the signal that ended it. */
	ended: Promise<NodeJS.Signals | number | null>;
};

/** The temporary folder of the fixture runs of one test. */
let temp: string;
/** The runs a test started, stopped if still running once it ends. */
const runs: FixtureRun[] = [];

beforeEach(() => {
	temp = mkdtempSync(join(tmpdir(), "temp-folder-test-"));
});

afterEach(async () => {
	for (const run of runs.splice(0)) {
		if (run.child.exitCode === null && run.child.signalCode === null) {
			process.kill(-run.child.pid!, "SIGKILL");
			await run.ended;
		}
	}
	rmSync(temp, { recursive: true, force: true });
});

/**
 * Runs one test of the fixture under Vitest, with {@link temp} as the system temporary folder.
 * @param test The test's name.
 * @returns The run.
 */
function runFixture(test: string): FixtureRun {
	// Not this run's Vitest variables: the fixture run is a run of its own.
	const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
	const child = spawn(process.execPath, [VITEST, "run", "--config", "vitest.config.ts", "-t", test], {
		cwd: FIXTURE,
		env: { ...env, TMPDIR: temp, TMP: temp, TEMP: temp, NO_COLOR: "1" },
		detached: true,
		stdio: ["ignore", "pipe", "pipe"],
	});
	let output = "";
	child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
	child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
	const ended = new Promise<NodeJS.Signals | number | null>((resolve) =>
		child.on("exit", (code, signal) => resolve(code ?? signal)),
	);
	const run = { child, output: () => output, ended };
	runs.push(run);
	return run;
}

/**
 * Waits, bounded, for a run to end.
 * @param run The run.
 * @returns Its exit code or signal.
 */
async function endOf(run: FixtureRun): Promise<NodeJS.Signals | number | null> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`the fixture run did not end:\n${run.output()}`)), RUN_MS);
	});
	try {
		return await Promise.race([run.ended, late]);
	} finally {
		clearTimeout(timer);
	}
}

/**
 * The id of a process that has ended.
 * @returns The id.
 */
async function endedPid(): Promise<number> {
	const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
	await new Promise((resolve) => child.on("exit", resolve));
	return child.pid!;
}

describe("the temporary folder of a test run", { timeout: 2 * RUN_MS }, () => {
	it("fails a run whose test left a folder there, deletes it, and deletes the folders of runs that ended", async () => {
		// A run killed earlier, and one that still runs (this one's process stands in for it).
		const ended = `${RUN_FOLDER_PREFIX}${await endedPid()}-Ab12Cd`;
		const running = `${RUN_FOLDER_PREFIX}${process.pid}-Ef34Gh`;
		for (const name of [ended, running]) mkdirSync(join(temp, name, "cc-deck-x"), { recursive: true });

		const run = runFixture("leaves a folder behind");
		expect(await endOf(run)).toBe(1);
		expect(run.output()).toMatch(/1 passed/);
		expect(run.output()).toMatch(
			/FAIL: the tests left 1 entries in the temporary folder \(deleted now\): cc-deck-\w+\./,
		);
		expect(readdirSync(temp)).toEqual([running]);
	});

	it("is deleted when the run is stopped with Ctrl+C, with all it held and Vitest's own folders", async () => {
		const run = runFixture("waits to be stopped");
		await expect.poll(run.output, { timeout: RUN_MS }).toContain("READY");
		// The run works in a folder of its own, named after its process.
		const own = readdirSync(temp).filter((name) => name.startsWith(`${RUN_FOLDER_PREFIX}${run.child.pid}-`));
		expect(own).toHaveLength(1);
		expect(readdirSync(join(temp, own[0]))).toEqual([expect.stringMatching(/^cc-deck-/)]);

		// Ctrl+C in a terminal signals the foreground job's whole process group.
		process.kill(-run.child.pid!, "SIGINT");
		expect(await endOf(run)).toBe(130);
		expect(readdirSync(temp)).toEqual([]);
	});
});
