import type { TopSubType, TopType } from "../contract/api-names";
import type { DemoViewer } from "./demo-viewers";
import { seededBetween } from "./seeded";

/** One row of a top list, as the demo channel ranks it. */
export type RankedViewer = {
	/** The viewer. */
	viewer: DemoViewer;
	/** Their value in that list. */
	value: number;
};

/**
 * What a viewer scores in a list: their balance in the currency list; drawn from their name otherwise, a month's
 * share of the all-time figure and a week's share of the month's for the lists that honour a period.
 * @param viewer The viewer.
 * @param type Which list.
 * @param period Which period (honoured by uptime and message only, as by the service).
 * @returns The value.
 */
export function scoreOf(viewer: DemoViewer, type: TopType, period: TopSubType): number {
	const seedName = viewer.name.toLowerCase();
	switch (type) {
		case "currency":
			return viewer.currency;
		case "level":
			return seededBetween(`level:${seedName}`, 1, 60);
		case "ranks":
			return seededBetween(`ranks:${seedName}`, 10, 2500) * 4;
		default: {
			// All-time: messages sent, or seconds watched (whole minutes).
			const global =
				type === "message"
					? seededBetween(`message:${seedName}`, 200, 25_000)
					: seededBetween(`uptime:${seedName}`, 60, 30_000) * 60;
			if (period === "global") return global;
			const month = Math.floor((global * seededBetween(`month:${type}:${seedName}`, 5, 40)) / 100);
			if (period === "month") return month;
			return Math.floor((month * seededBetween(`week:${type}:${seedName}`, 15, 45)) / 100);
		}
	}
}

/**
 * Ranks viewers in a list: largest value first, ties by name so that the order never wavers.
 * @param viewers Every viewer the channel knows.
 * @param type Which list.
 * @param period Which period.
 * @param limit How many rows.
 * @returns The first `limit` rows.
 */
export function rank(viewers: Iterable<DemoViewer>, type: TopType, period: TopSubType, limit: number): RankedViewer[] {
	const rows = [...viewers].map((viewer) => ({ viewer, value: scoreOf(viewer, type, period) }));
	rows.sort((a, b) => b.value - a.value || a.viewer.name.localeCompare(b.viewer.name));
	return rows.slice(0, limit);
}
