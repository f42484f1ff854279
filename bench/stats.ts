/** Median and tail of a set of measurements. */
export type Summary = {
	/** Number of measurements. */
	count: number;
	/** Middle value (mean of the two middle ones for an even count). */
	median: number;
	/** 95th percentile, nearest rank. */
	p95: number;
};

/**
 * The middle of a set of numbers.
 * @param values The numbers; at least one.
 * @returns The median.
 */
export function median(values: readonly number[]): number {
	const sorted = sortedCopy(values);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A percentile by the nearest-rank method: the smallest value that at least `p` % of the values do not exceed.
 * @param values The numbers; at least one.
 * @param p Percent, 0 to 100.
 * @returns The percentile.
 */
export function percentile(values: readonly number[], p: number): number {
	const sorted = sortedCopy(values);
	const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
	return sorted[Math.min(rank, sorted.length) - 1];
}

/**
 * Median and 95th percentile of a set of measurements.
 * @param values The measurements; at least one.
 * @returns The summary.
 */
export function summarize(values: readonly number[]): Summary {
	return { count: values.length, median: median(values), p95: percentile(values, 95) };
}

/**
 * Sorts a copy, refusing an empty set (a statistic of nothing is a bench bug, not a zero).
 * @param values The numbers.
 * @returns Them, ascending.
 */
function sortedCopy(values: readonly number[]): number[] {
	if (values.length === 0) {
		throw new Error("no measurements");
	}
	return [...values].sort((a, b) => a - b);
}
