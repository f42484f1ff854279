import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";

import type { StreamDeckHost } from "../tools/host/stream-deck-host";
import { pause, WAIT_LIMIT_MS } from "./bench-rig";

/** Node options that load the probe (`memory-probe.mjs`: memory after a forced collection) into a plugin process. */
export const MEMORY_PROBE_NODE_ARGS = ["--expose-gc", "--import", new URL("./memory-probe.mjs", import.meta.url).href];

/** Resident memory of a process, as the kernel counts it. */
export type ResidentMemory = {
	/** Current resident set size, in bytes (`VmRSS`). */
	rss: number;
	/** Highest resident set size since the process started, in bytes (`VmHWM`). */
	peakRss: number;
};

/** Memory a probed process retains after a full garbage collection. */
export type RetainedMemory = {
	/** Resident set size right after the collection, in bytes. */
	rss: number;
	/** JavaScript heap V8 holds from the system, live or free (its young generation included), in bytes. */
	heapTotal: number;
	/** Live JavaScript heap, in bytes. */
	heapUsed: number;
	/** Memory of C++ objects bound to JavaScript (buffers, sockets), in bytes. */
	external: number;
};

/** Line the probe writes before its JSON. */
const PROBE_MARK = "@@bench-memory ";

/**
 * Reads a process's resident memory from `/proc` (Linux).
 * @param pid The process.
 * @returns Current and peak resident set size.
 */
export async function readResidentMemory(pid: number): Promise<ResidentMemory> {
	const status = await readFile(`/proc/${pid}/status`, "utf8");
	return { rss: statusKilobytes(status, "VmRSS") * 1024, peakRss: statusKilobytes(status, "VmHWM") * 1024 };
}

/**
 * Asks the probe in a plugin process to collect garbage and report what is left.
 * @param host The host running a plugin launched with {@link MEMORY_PROBE_NODE_ARGS}.
 * @returns The memory retained.
 */
export async function probeRetainedMemory(host: StreamDeckHost): Promise<RetainedMemory> {
	const pid = host.pid;
	if (pid === undefined) {
		throw new Error("the plugin process has no pid");
	}
	const seen = host.stderr.lastIndexOf(PROBE_MARK);
	process.kill(pid, "SIGUSR2");
	const deadline = performance.now() + WAIT_LIMIT_MS;
	while (performance.now() < deadline) {
		const at = host.stderr.lastIndexOf(PROBE_MARK);
		const end = at > seen ? host.stderr.indexOf("\n", at) : -1;
		if (end > 0) {
			return JSON.parse(host.stderr.slice(at + PROBE_MARK.length, end)) as RetainedMemory;
		}
		await pause(5);
	}
	throw new Error("the memory probe did not answer: was the plugin launched with MEMORY_PROBE_NODE_ARGS?");
}

/**
 * Reads one `kB` field of `/proc/<pid>/status`.
 * @param status The file's text.
 * @param field E.g. `VmRSS`.
 * @returns Kilobytes.
 */
function statusKilobytes(status: string, field: string): number {
	const match = new RegExp(`^${field}:\\s*(\\d+)\\s*kB`, "m").exec(status);
	if (!match) {
		throw new Error(`/proc status has no ${field}`);
	}
	return Number(match[1]);
}
