import { readFileSync } from "node:fs";
import { arch, availableParallelism, loadavg, platform } from "node:os";

/**
 * One line describing where the bench ran: CPU, cores, Node, OS, date, and the load when it started (the figures
 * are only comparable between runs on a quiet machine).
 * @param startLoad One-minute load average when the run started.
 * @returns The line.
 */
export function describeMachine(startLoad: number): string {
	const cpu = cpuModel();
	const cores = availableParallelism();
	const date = new Date().toISOString().slice(0, 10);
	const load = `load average ${startLoad.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end`;
	return `${cpu}, ${cores} cores, Node ${process.version}, ${platform()} ${arch()}, ${date}, ${load}`;
}

/**
 * The one-minute load average now.
 * @returns The load.
 */
export function currentLoad(): number {
	return loadavg()[0];
}

/**
 * The CPU model from `/proc/cpuinfo`.
 * @returns The model name, or `unknown CPU` off Linux.
 */
function cpuModel(): string {
	try {
		const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"));
		return match ? match[1].trim() : "unknown CPU";
	} catch {
		return "unknown CPU";
	}
}
