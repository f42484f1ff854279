import type { BundleSize } from "./bundle-size";
import type { ColdStartResult } from "./cold-start";
import type { DialFloodResult } from "./dial-flood";
import { economyMethod, type EconomyResult, economyTable } from "./economy-report";
import { type MemoryResult, type MemoryUse, REST_MS } from "./memory-use";
import type { PollingResult } from "./polling-cost";
import { PRESS_BLOCKS, type PressLatencyResult, WARM_UP_PRESSES } from "./press-latency";
import type { RatioSpread, Summary } from "./stats";
import { markdownTable } from "./text-table";

/** Everything one run measured; with `BENCH_ONLY`, only the parts asked for. */
export type BenchResults = {
	/** Measured presses per plugin. */
	presses: number;
	/** Launches per plugin. */
	coldRuns: number;
	/** Rounds of the memory run. */
	memoryRounds: number;
	/** Press latency. */
	press?: PressLatencyResult;
	/** Cold start. */
	coldStart?: ColdStartResult;
	/** Memory. */
	memory?: MemoryResult;
	/** Bundle size. */
	bundle?: BundleSize;
	/** Polling cost. */
	polling?: PollingResult;
	/** Dial flood. */
	dial?: DialFloodResult;
	/** Request economy (leaderboard, page storm) and scale (200 keys), beside the build before sharing reads. */
	economy?: EconomyResult;
};

/** A goal of the issue, checked. */
type Verdict = "" | "met" | "MISSED";

/** Largest press latency ratio to the bare plugin, for the medians (issue 24). */
const PRESS_GOAL = 1.1;
/** Largest cold start ratio (issue 24). */
const COLD_START_GOAL = 1.25;
/** Largest peak memory ratio (issue 24). */
const MEMORY_GOAL = 1.15;
/** Largest bundle, in KiB: 150 until 0.5's key faces and starter-page switch took 6 KiB (see docs/bench.md). */
const BUNDLE_GOAL_KIB = 160;
/** What the second half may exceed the first by before it counts as growth (measurement noise). */
const GROWTH_TOLERANCE = 1.05;

/** Column titles of the table. */
const HEADER = ["Measure", "Ours", "Bare", "Ours / bare", "Goal", "Verdict"];

/**
 * The results as table rows.
 * @param results The run's results.
 * @returns One row per measure.
 */
export function resultRows(results: BenchResults): string[][] {
	return [
		...(results.press ? pressSection(results.press) : []),
		...(results.coldStart ? coldStartSection(results.coldStart) : []),
		...(results.memory ? memorySection(results.memory) : []),
		...(results.bundle ? bundleSection(results.bundle) : []),
		...(results.polling ? pollingSection(results.polling) : []),
		...(results.dial ? dialSection(results.dial) : []),
	];
}

/**
 * Rows of the press legs.
 * @param press Press latency.
 * @returns The rows.
 */
function pressSection(press: PressLatencyResult): string[][] {
	return [
		...pressRows("keyDown → request at API", press.ours.toRequest, press.bare.toRequest, press.ratios.toRequest),
		...pressRows("answer sent → showOk", press.ours.toFeedback, press.bare.toFeedback, press.ratios.toFeedback),
		...pressRows("keyDown → showOk", press.ours.total, press.bare.total, press.ratios.total),
	];
}

/**
 * Rows of the cold start.
 * @param coldStart Cold start.
 * @returns The rows.
 */
function coldStartSection(coldStart: ColdStartResult): string[][] {
	return [
		ratioRow(
			"Cold start: launch → first key drawn, median (ms)",
			coldStart.ours.firstTitle.median,
			coldStart.bare.firstTitle.median,
			COLD_START_GOAL,
			0,
			coldStart.ratios.firstTitle,
		),
		ratioRow(
			"Cold start: launch → all 12 keys drawn, median (ms)",
			coldStart.ours.allTitles.median,
			coldStart.bare.allTitles.median,
			undefined,
			0,
			coldStart.ratios.allTitles,
		),
		ratioRow(
			"Memory: peak RSS once 12 keys are drawn, median (MiB)",
			mib(coldStart.ours.peakRss.median),
			mib(coldStart.bare.peakRss.median),
			MEMORY_GOAL,
			1,
			coldStart.ratios.peakRss,
		),
	];
}

/**
 * Rows of the memory run.
 * @param memory Memory.
 * @returns The rows.
 */
function memorySection(memory: MemoryResult): string[][] {
	return [
		ratioRow(
			"Memory: peak RSS of the memory run (MiB)",
			mib(memory.ours.peakRss),
			mib(memory.bare.peakRss),
			MEMORY_GOAL,
			1,
		),
		readingsRow(
			"Memory: RSS after GC at rest, half → end (MiB)",
			memory,
			1,
			(use) => [
				use.restingAtHalf.rss,
				use.restingAtEnd.rss,
			],
			true,
		),
		readingsRow(
			"Memory: JS heap after GC at rest, half → end (MiB)",
			memory,
			2,
			(use) => [
				use.restingAtHalf.heapUsed,
				use.restingAtEnd.heapUsed,
			],
			true,
		),
		readingsRow("Memory: RSS after GC under load, half → end (MiB)", memory, 1, (use) => [
			use.busyAtHalf.rss,
			use.busyAtEnd.rss,
		]),
		readingsRow("Memory: V8 heap held under load → at rest, end (MiB)", memory, 1, (use) => [
			use.busyAtEnd.heapTotal,
			use.restingAtEnd.heapTotal,
		]),
		readingsRow("Memory: sampled RSS peak, 1st → 2nd half (MiB)", memory, 1, (use) => [
			use.firstHalfPeakRss,
			use.secondHalfPeakRss,
		]),
	];
}

/**
 * The row of the bundle size.
 * @param bundle Bundle size.
 * @returns The row.
 */
function bundleSection(bundle: BundleSize): string[][] {
	return [
		[
			"Bundle: bin/plugin.js, minified (KiB)",
			`${(bundle.bytes / 1024).toFixed(1)} (gzip ${(bundle.gzipBytes / 1024).toFixed(1)})`,
			"",
			"",
			`≤ ${BUNDLE_GOAL_KIB}`,
			verdict(bundle.bytes <= BUNDLE_GOAL_KIB * 1024),
		],
	];
}

/**
 * Rows of the polling cost.
 * @param polling Polling cost.
 * @returns The rows.
 */
function pollingSection(polling: PollingResult): string[][] {
	const identicalExpected = 60 / polling.refreshSeconds;
	return [
		[
			`Polling: ${polling.identical.keys} identical keys, requests/min`,
			polling.identical.perMinute.toFixed(0),
			"",
			"",
			`= ${identicalExpected} (1 per ${polling.refreshSeconds} s)`,
			verdict(polling.identical.inWindow === polling.intervals && polling.identical.onAppear === 1),
		],
		[
			`Polling: ${polling.distinct.keys} distinct keys, requests/min`,
			polling.distinct.perMinute.toFixed(0),
			"",
			"",
			`(${polling.distinct.keys} × ${identicalExpected} = ${polling.distinct.keys * identicalExpected})`,
			"",
		],
	];
}

/**
 * The row of the dial flood.
 * @param dial Dial flood.
 * @returns The row.
 */
function dialSection(dial: DialFloodResult): string[][] {
	return [
		[
			`Dial flood: ${dial.ticks} ticks in ${dial.spreadMs.toFixed(0)} ms → requests, sum`,
			`${dial.requests} requests, sum ${dial.sum}`,
			"",
			"",
			`sum = ${dial.ticks}`,
			verdict(dial.sum === dial.ticks && dial.widgetGrowth === dial.ticks),
		],
	];
}

/**
 * The headline ratios, for the README.
 * @param results The run's results.
 * @returns One line.
 */
export function headline(results: BenchResults): string {
	const { press, coldStart, memory, bundle, polling } = results;
	const ratio = (spread: RatioSpread): string => `${spread.ratio.toFixed(2)}×`;
	return [
		press &&
			`press keyDown → request ${ratio(press.ratios.toRequest)}, keyDown → showOk ${ratio(press.ratios.total)} ` +
				"the bare plugin (bundled alike)",
		coldStart && `cold start ${ratio(coldStart.ratios.firstTitle)}`,
		memory && `peak RSS ${(memory.ours.peakRss / memory.bare.peakRss).toFixed(2)}× over the memory run`,
		coldStart && `${ratio(coldStart.ratios.peakRss)} at start-up`,
		bundle && `bundle ${(bundle.bytes / 1024).toFixed(0)} KiB minified`,
		polling &&
			`${polling.identical.keys} identical display keys: ${polling.identical.perMinute.toFixed(0)} requests/min`,
	]
		.filter(Boolean)
		.join("; ");
}

/**
 * The whole report as Markdown.
 * @param results The run's results.
 * @param machine The machine line.
 * @param findings What the profile showed (`bench/profile-findings.md`), placed after the method.
 * @returns The document.
 */
export function resultsDocument(results: Required<BenchResults>, machine: string, findings: string): string {
	const { memory, polling, dial } = results;
	const method = [
		[
			`**Press latency:** ${results.presses} measured presses per plugin (after ${WARM_UP_PRESSES} warm-up presses`,
			"each), alternating between the plugins one press at a time, the order flipping every round.",
			"Our key is Goal Add (`main`, 1); the bare key requests the same endpoint.",
			"Times are `performance.now()` in the bench process, which hosts both emulators: keyDown is stamped before the",
			"host sends it, the request when the API emulator's server receives it, the answer when the emulator calls",
			"`end()`, `showOk` when the host receives it. Medians and 95th percentiles (nearest rank). The ratio is our",
			"median over the bare plugin's; in brackets, the ratio of the medians within each of",
			`${PRESS_BLOCKS} blocks of consecutive presses (${results.presses / PRESS_BLOCKS} of each plugin, taken side`,
			"by side under the same load): interquartile range, then lowest and highest.",
		],
		[
			`**Cold start:** ${results.coldRuns} launches per plugin, alternating; from just before the host spawns the`,
			"process until the first key shows something (`setTitle`, or `setImage`: our display keys draw their value),",
			"and until all 12 do. Ours shows 12 display keys (3 each of show-top, warnings, currency-balance, custom-data,",
			"all different, so each fetches its value first); the bare plugin's 12 keys take their title from a setting,",
			"without any request, so ours does more work before its keys are drawn. Both are one minified bundle built",
			"by the same rollup options (ours is the larger: see Bundle). The peak RSS (`VmHWM`) is read once every key",
			"is drawn. In brackets, the ratio within each pair of launches (one of each plugin, back to back):",
			"interquartile range, then lowest and highest.",
		],
		[
			`**Memory:** ${results.memoryRounds} rounds; each round every plugin gets one POST press and one read of a`,
			"balance (ours: a press on a Currency Balance key, which refreshes it at once; bare: a GET of the same",
			`endpoint). Meanwhile 12 of our display keys poll every 5 s (${memory.ours.timerPolls} timer polls in`,
			`${(memory.durationMs / 1000).toFixed(0)} s). The ${results.memoryRounds} press-driven refreshes stand in for`,
			"a long stretch of polling: they run the code a timer poll runs, without waiting 5 s each.",
			'Peak RSS is the kernel\'s `VmHWM`. "After GC" figures come from a preload (`bench/memory-probe.mjs`, loaded',
			"into both plugins) that collects garbage on SIGUSR2, at half-way and at the end: once right after the last",
			`round ("under load"), and once after both plugins rested ${REST_MS / 1000} s, our display keys still polling,`,
			'with one more collection half-way ("at rest"). "No growth" compares the figures at rest, allowing',
			`${((GROWTH_TOLERANCE - 1) * 100).toFixed(0)} % for noise: under a press every`,
			`${(memory.roundsMs / (results.memoryRounds * 2)).toFixed(0)} ms V8 enlarges its young generation (most of`,
			"it space kept free for the next burst: see the V8 heap held under load) and keeps it through a collection",
			"right after the presses; a collection once the plugin has been idle shrinks it and its pages leave the",
			"resident set seconds later, so the figures under load measure V8's sizing for that press rate, not what the",
			"plugin retains.",
			"The sampled RSS (every 25 rounds) is shown for reference only.",
		],
		[
			`**Polling:** two of our plugins at once, each with ${polling.identical.keys} Currency Balance keys refreshing`,
			`every ${polling.refreshSeconds} s: one deck all on the same viewer, one on ${polling.distinct.keys} different`,
			`viewers. Requests are counted over ${polling.intervals} intervals`,
			`(${polling.intervals * polling.refreshSeconds} s) starting half an interval after the keys appeared, and`,
			`scaled to a minute: ${polling.identical.inWindow} requests (identical) and ${polling.distinct.inWindow}`,
			`(distinct) in the window. On appear: ${polling.identical.onAppear} request (identical),`,
			`${polling.distinct.onAppear} (distinct).`,
		],
		[
			`**Dial flood:** ${dial.ticks} \`dialRotate\` (+1) events on a Goal Add dial (value 1), one every 10 ms,`,
			`while the API emulator answers goal requests ${dial.answerDelayMs} ms late; ticks that arrive during a`,
			`request go into the next. Widget growth at the emulator: ${dial.widgetGrowth}; last answer`,
			`${dial.settledMs.toFixed(0)} ms after the first tick.`,
		],
	];
	return [
		"# Benchmark results",
		"",
		"Written by `npm run bench` (`bench/run.ts`): our plugin side by side with a bare plugin on the same SDK " +
			"(`bench/bare-plugin.ts`: one request and `showOk` per press) built the way ours is: bundled and minified " +
			"by the same rollup options (`nodePluginBuild` in `rollup.config.mjs`; `bench/bare-build.ts`), sending its " +
			"request through our HTTP client (`src/api/http-transport.ts`, kept-alive `node:http`). Both run under " +
			"the same host emulator and API emulator, in one run.",
		"",
		`**Machine:** ${machine}`,
		"",
		markdownTable(HEADER, resultRows(results)),
		"",
		`**Headline:** ${headline(results)}.`,
		"",
		"## How each figure is taken",
		"",
		...method.map((sentences) => `- ${sentences.join(" ")}`),
		"",
		findings.trim(),
		"",
		"## Sharing reads: request economy and scale",
		"",
		economyTable(results.economy),
		"",
		...economyMethod(results.economy),
		"",
	].join("\n");
}

/**
 * Rows of one press leg: median against the goal, 95th percentile for reference.
 * @param leg What the leg measures.
 * @param ours Our summary.
 * @param bare The bare plugin's summary.
 * @param spread Ours / bare, overall and per block.
 * @returns Two rows.
 */
function pressRows(leg: string, ours: Summary, bare: Summary, spread: RatioSpread): string[][] {
	return [
		ratioRow(`Press: ${leg}, median (ms)`, ours.median, bare.median, PRESS_GOAL, 2, spread),
		ratioRow(`Press: ${leg}, p95 (ms)`, ours.p95, bare.p95, undefined, 2),
	];
}

/**
 * A row comparing a figure with the bare plugin's.
 * @param measure What it measures.
 * @param ours Our figure.
 * @param bare The bare plugin's figure.
 * @param goal Largest ratio allowed, if the issue sets one.
 * @param digits Decimals shown.
 * @param spread The ratio with its spread across blocks or launch pairs, when measured so; decides the verdict.
 * @returns The row.
 */
function ratioRow(
	measure: string,
	ours: number,
	bare: number,
	goal?: number,
	digits = 0,
	spread?: RatioSpread,
): string[] {
	const ratio = spread?.ratio ?? ours / bare;
	const f = (value: number): string => value.toFixed(2);
	const blocks = spread?.blocks;
	return [
		measure,
		ours.toFixed(digits),
		bare.toFixed(digits),
		`${f(ratio)}×${blocks ? ` (${f(blocks.p25)}–${f(blocks.p75)}; ${f(blocks.min)}–${f(blocks.max)})` : ""}`,
		goal === undefined ? "" : `≤ ${goal}×`,
		goal === undefined ? "" : verdict(ratio <= goal),
	];
}

/**
 * Names the outcome of a check.
 * @param ok Whether the goal is met.
 * @returns The verdict.
 */
function verdict(ok: boolean): Verdict {
	return ok ? "met" : "MISSED";
}

/**
 * A row of two memory readings per plugin, e.g. half-way and at the end.
 * @param label The measure.
 * @param memory Both plugins' memory.
 * @param digits Decimals shown.
 * @param pick The two readings of one plugin, in bytes.
 * @param judged Whether the row decides "no growth": the second reading of ours within the noise of the first.
 * @returns The row.
 */
function readingsRow(
	label: string,
	memory: MemoryResult,
	digits: number,
	pick: (use: MemoryUse) => [number, number],
	judged = false,
): string[] {
	const [first, second] = pick(memory.ours);
	return [
		label,
		halves(first, second, digits),
		halves(...pick(memory.bare), digits),
		"",
		judged ? "no growth" : "",
		judged ? verdict(second <= first * GROWTH_TOLERANCE) : "",
	];
}

/**
 * Two memory figures, from the first half to the second.
 * @param first Bytes in the first half.
 * @param second Bytes in the second half.
 * @param digits Decimals shown.
 * @returns E.g. `9.47 → 9.45`.
 */
function halves(first: number, second: number, digits: number): string {
	return `${mib(first).toFixed(digits)} → ${mib(second).toFixed(digits)}`;
}

/**
 * Bytes in mebibytes.
 * @param bytes Bytes.
 * @returns MiB.
 */
function mib(bytes: number): number {
	return bytes / (1024 * 1024);
}
