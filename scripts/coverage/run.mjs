/**
 * `npm run test:coverage`: runs the whole test suite once with coverage and prints line and branch coverage of `src/`
 * and `ui/lib/`, per folder and in total. Two parts count, merged statement by statement:
 *
 * - what the test files reach in Vitest's own processes (unit tests, the client against the emulator), measured by
 *   `@vitest/coverage-v8` (`coverage` in vitest.config.ts);
 * - what the plugin processes reach that the end-to-end, robustness, browser and virtual-deck tests launch under the
 *   test host: the same minified bundle that ships, built with a source map beside it (`PLUGIN_COVERAGE=1`), each
 *   process writing its V8 coverage on exit (`PLUGIN_V8_COVERAGE`, see tools/host/plugin-coverage.ts).
 *
 * Both measure the same TypeScript, placed alike by both builds but for a few arrow functions; the plugin's counts are
 * added onto Vitest's statements (scripts/coverage/merge-coverage.mjs), so that each statement counts once.
 *
 * The property inspectors' code that runs in Chromium is not measured there: `ui/lib/` counts what Node tests reach.
 * Ends with the shipping build in place again. Fails when a test fails or when lines of `src/` fall under the floor.
 * Arguments go to Vitest (`npm run test:coverage -- src` measures the unit tests alone).
 */
import libCoverage from "istanbul-lib-coverage";
import libReport from "istanbul-lib-report";
import reports from "istanbul-reports";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { mergeOnto } from "./merge-coverage.mjs";
import { pluginCoverage } from "./plugin-coverage.mjs";

/** The least share of the lines of `src/` the tests must run, in percent. */
const MIN_SRC_LINES = 90;

/** The least share of the branches of `src/` the tests must take, in percent. */
const MIN_SRC_BRANCHES = 90;

const root = fileURLToPath(new URL("../../", import.meta.url));
const out = path.join(root, "coverage");
const rawDir = path.join(out, "plugin-v8");
const bundle = path.join(root, "com.channel.companion.sdPlugin", "bin", "plugin.js");

/**
 * Runs a command in the repository, its output shown.
 * @param {string} command The command.
 * @param {string[]} args Its arguments.
 * @param {Record<string, string>} [env] Variables to add to the environment.
 * @returns {number} Its exit status (1 when it could not run).
 */
function run(command, args, env = {}) {
	const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
	return result.status ?? 1;
}

/**
 * Percent with one decimal, as `87.3 %`.
 * @param {{ pct: number | string }} metric An istanbul summary metric.
 * @returns {string} The text.
 */
function percent(metric) {
	return typeof metric.pct === "number" ? `${metric.pct.toFixed(1)} %` : "–";
}

/**
 * The summary of the files of a coverage map that lie under a folder.
 * @param {libCoverage.CoverageMap} map The coverage.
 * @param {string} folder Absolute folder.
 * @returns {libCoverage.CoverageSummary} Their summary.
 */
function summaryOf(map, folder) {
	const summary = libCoverage.createCoverageSummary();
	for (const file of map.files().filter((f) => f.startsWith(folder + path.sep))) {
		summary.merge(map.fileCoverageFor(file).toSummary());
	}
	return summary;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(rawDir, { recursive: true });

if (run("npm", ["run", "build"], { PLUGIN_COVERAGE: "1" }) !== 0) process.exit(1);
// PLUGIN_COVERAGE again, so that the build's own test finds the coverage build up to date (scripts/build.ts).
const testStatus = run("npx", ["vitest", "run", "--coverage", ...process.argv.slice(2)], {
	PLUGIN_V8_COVERAGE: rawDir,
	PLUGIN_COVERAGE: "1",
});

const map = libCoverage.createCoverageMap(
	JSON.parse(readFileSync(path.join(out, "in-process", "coverage-final.json"), "utf8")),
);
const plugin = await pluginCoverage(rawDir, bundle, path.join(root, "src"));
mkdirSync(path.join(out, "plugin"));
writeFileSync(path.join(out, "plugin", "coverage-final.json"), JSON.stringify(plugin.map.toJSON()));
rmSync(rawDir, { recursive: true, force: true });
mergeOnto(map, plugin.map);
writeFileSync(path.join(out, "coverage-final.json"), JSON.stringify(map.toJSON()));
const context = libReport.createContext({ dir: out, coverageMap: map });
reports.create("html").execute(context);

const folders = [...new Set(map.files().map((file) => path.dirname(path.relative(root, file))))].sort();
const rows = [["", "lines", "branches"]];
for (const folder of folders.filter((f) => !f.includes("__tests__"))) {
	const summary = summaryOf(map, path.join(root, folder));
	rows.push([`${folder}/`, percent(summary.lines), percent(summary.branches)]);
}
const totals = ["src", "ui/lib"].map((folder) => ({ folder, summary: summaryOf(map, path.join(root, folder)) }));
for (const { folder, summary } of totals) {
	const { lines, branches } = summary;
	rows.push([
		`all of ${folder}/`,
		`${percent(lines)} (${lines.covered}/${lines.total})`,
		`${percent(branches)} (${branches.covered}/${branches.total})`,
	]);
}
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
process.stdout.write(
	`\nCoverage: tests in Vitest's processes, and ${plugin.processes} plugin processes under the test host ` +
		`(report: coverage/index.html)\n\n${rows
			.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("   "))
			.join("\n")}\n`,
);

// The shipping build again: minified, no source map.
rmSync(`${bundle}.map`, { force: true });
const rebuilt = run("npm", ["run", "build"]);

const { lines: srcLines, branches: srcBranches } = totals[0].summary;
const shortfalls = [
	["lines", srcLines.pct, MIN_SRC_LINES],
	["branches", srcBranches.pct, MIN_SRC_BRANCHES],
].filter(([, pct, least]) => typeof pct !== "number" || pct < least);
for (const [what, pct, least] of shortfalls) {
	process.stderr.write(`\ntest:coverage: ${what} of src/ ${Number(pct).toFixed(1)} % < ${least} %\n`);
}
if (shortfalls.length > 0) process.exit(1);
process.exit(testStatus || rebuilt);
