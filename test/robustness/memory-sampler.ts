import { readFileSync } from "node:fs";

/**
 * The resident memory of a process, from `/proc/<pid>/status`.
 * @param pid The process.
 * @returns Kilobytes, or `undefined` where `/proc` is not available.
 */
export function residentKilobytes(pid: number | undefined): number | undefined {
	if (pid === undefined) return undefined;
	try {
		const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
		return match ? Number(match[1]) : undefined;
	} catch {
		return undefined;
	}
}

/**
 * The median of some numbers.
 * @param values The numbers; not empty.
 * @returns The median.
 */
export function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
