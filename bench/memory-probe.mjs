// Preloaded into a plugin process by the memory benchmark (`node --expose-gc --import <this file> bin/plugin.js`):
// on SIGUSR2 it collects garbage and writes one line with the process's memory to stderr, so the bench can tell
// retained memory from garbage not yet collected. It changes nothing else in the plugin.
import { writeSync } from "node:fs";

/** Marks the line the bench looks for. */
const MARK = "@@bench-memory";

process.on("SIGUSR2", () => {
	globalThis.gc?.();
	const { rss, heapTotal, heapUsed, external } = process.memoryUsage();
	writeSync(2, `\n${MARK} ${JSON.stringify({ rss, heapTotal, heapUsed, external })}\n`);
});
