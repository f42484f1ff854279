import type { EconomyFigures } from "./request-economy";
import { markdownTable } from "./text-table";

/** Request economy and scale of this build, and of the build before sharing reads when one was given. */
export type EconomyResult = {
	/** This build. */
	ours: EconomyFigures;
	/** The build before (`BENCH_BASELINE_DIR`), if measured. */
	before?: EconomyFigures;
};

/** Largest memory ratio of 200 keys to 12 keys. */
const SCALE_MEMORY_GOAL = 1.25;
/** Largest start-up ratio of 200 keys to 12 keys. */
const SCALE_START_GOAL = 2;
/** Idle CPU that counts as "near zero", in per cent of one core. */
const IDLE_CPU_GOAL = 1;

/**
 * The section's table: each figure for this build and the build before, with its goal.
 * @param economy The figures.
 * @returns A Markdown table.
 */
export function economyTable(economy: EconomyResult): string {
	const { ours, before } = economy;
	const row = (measure: string, pick: (f: EconomyFigures) => string, goal: string, ok?: boolean): string[] => [
		measure,
		pick(ours),
		before ? pick(before) : "not measured",
		goal,
		ok === undefined ? "" : ok ? "met" : "MISSED",
	];
	const ratio = (f: EconomyFigures, key: "peakRssMiB" | "startMs"): number => f.scale.many[key] / f.scale.few[key];
	const scale = (f: EconomyFigures, key: "peakRssMiB" | "startMs", digits: number): string =>
		`${f.scale.few[key].toFixed(digits)} → ${f.scale.many[key].toFixed(digits)} (${ratio(f, key).toFixed(2)}×)`;
	const storm = (f: EconomyFigures): string => `${f.stormRequests} in ${(f.stormMs / 1000).toFixed(1)} s`;
	return markdownTable(
		["Measure", "This build", "Before sharing reads", "Goal", "Verdict"],
		[
			row(
				"Leaderboard, ranks 1–5: requests on appear",
				(f) => String(f.leaderboardOnAppear),
				"1",
				ours.leaderboardOnAppear === 1,
			),
			row(
				"Leaderboard, ranks 1–5: requests per 5 s interval",
				(f) => String(f.leaderboardPerInterval),
				"1",
				ours.leaderboardPerInterval === 1,
			),
			row("Page storm: 32 keys, 8 reads, 20 flips → requests", storm, "0 (values fresh)", ours.stormRequests === 0),
			row(
				"12 → 200 display keys: start-up, launch → all drawn (ms)",
				(f) => scale(f, "startMs", 0),
				`≤ ${SCALE_START_GOAL}×`,
				ratio(ours, "startMs") <= SCALE_START_GOAL,
			),
			row(
				"12 → 200 display keys: peak RSS (MiB)",
				(f) => scale(f, "peakRssMiB", 1),
				`≤ ${SCALE_MEMORY_GOAL}×`,
				ratio(ours, "peakRssMiB") <= SCALE_MEMORY_GOAL,
			),
			row(
				"200 display keys: CPU between polls (% of a core)",
				(f) => f.scale.many.idleCpuPercent.toFixed(2),
				`< ${IDLE_CPU_GOAL}`,
				ours.scale.many.idleCpuPercent < IDLE_CPU_GOAL,
			),
		],
	);
}

/**
 * How the section's figures are taken, as Markdown list items.
 * @param economy The figures.
 * @returns The lines.
 */
export function economyMethod(economy: EconomyResult): string[] {
	return [
		"- **Leaderboard:** 5 Show Top keys of one list (message, month; ranks 1–5), refreshing every 5 s; requests " +
			"counted from their appearance until half an interval later, then over one interval.",
		"- **Page storm:** 32 display keys showing 8 distinct reads (Show Top ranks 1–4 of one list, ranks 1, 2, 1, 2 " +
			"of another, and 6 reads on 4 keys each), drawn once; then the page is switched away and back 20 times, one " +
			"flip every 100 ms (`willDisappear`, `willAppear` for every key); requests counted from the first flip until " +
			"1 s after the last.",
		"- **Scale:** the 12 keys of the cold start, and 200 keys (those 12 repeated) refreshing every 60 s, each on a " +
			"fresh launch: from the spawn until every key drew its value (median of 5 launches), then on the last launch peak RSS (`VmHWM`) and CPU time " +
			"(`/proc/<pid>/stat`) over 10 s between polls. The host announces four Stream Deck + devices and spreads " +
			"the keys over them round robin, as a streamer with several decks would have them.",
		economy.before
			? "- **Before sharing reads:** the same measures on the build of the commit before this change " +
				"(`BENCH_BASELINE_DIR`), in the same run."
			: "- **Before sharing reads:** not measured in this run (set `BENCH_BASELINE_DIR` to a build of the commit " +
				"before).",
	];
}
