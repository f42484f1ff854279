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

/** A ratio of ours to the bare plugin's, with how much it varied across the run. */
export type RatioSpread = {
	/** Median of ours over median of the bare plugin's, over every measurement. */
	ratio: number;
	/** The same ratio per block of consecutive, interleaved measurements: quartiles and extremes across blocks. */
	blocks: BlockRatios;
};

/** Ratios per block: how many, and their spread. */
export type BlockRatios = {
	/** Blocks. */
	count: number;
	/** Lowest. */
	min: number;
	/** First quartile (nearest rank). */
	p25: number;
	/** Third quartile. */
	p75: number;
	/** Highest. */
	max: number;
};

/**
 * How ours compares with the bare plugin, and how stable that is: the ratio of the medians overall, and the ratio of
 * the medians within each block of measurements taken side by side (press N of ours beside press N of the bare
 * plugin). On a busy machine load comes and goes; a block sees both plugins under the same load, so the spread of the
 * block ratios shows what the load did to the ratio.
 * @param ours Our measurements, in the order taken.
 * @param bare The bare plugin's, interleaved with ours, as many.
 * @param blocks How many blocks to cut the run into.
 * @returns The ratio and its spread.
 */
export function ratioSpread(ours: readonly number[], bare: readonly number[], blocks: number): RatioSpread {
	if (ours.length !== bare.length) throw new Error("ratios need as many measurements of each plugin");
	const count = Math.max(1, Math.min(blocks, ours.length));
	const size = ours.length / count;
	const ratios = Array.from({ length: count }, (_, block) => {
		const from = Math.round(block * size);
		const to = Math.round((block + 1) * size);
		return median(ours.slice(from, to)) / median(bare.slice(from, to));
	});
	return {
		ratio: median(ours) / median(bare),
		blocks: {
			count,
			min: Math.min(...ratios),
			p25: percentile(ratios, 25),
			p75: percentile(ratios, 75),
			max: Math.max(...ratios),
		},
	};
}
