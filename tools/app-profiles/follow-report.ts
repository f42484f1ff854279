/** How often and how long a report is read again. */
export type FollowOptions = {
	/** Time between two readings, in milliseconds. */
	readonly intervalMs: number;
	/** Readings after the first; then it stops. */
	readonly rounds: number;
	/** Printed once after the last reading. */
	readonly closing: string;
};

/**
 * Prints a report at once, then reads it again a bounded number of times and prints it only when it changed: the app
 * may install a bundled profile a while after it loads the plugin (once the user accepts it), and this shows that
 * without printing the same report over and over. A reading starts only after the one before has ended.
 * @param read Makes the report; should it throw anyway, what it threw is printed in the report's place.
 * @param print Shows a report or the closing line.
 * @param options The interval, the rounds and the closing line.
 * @returns Stops it: no reading starts after, and the closing line is not printed.
 */
export function followReport(
	read: () => Promise<string>,
	print: (text: string) => void,
	options: FollowOptions,
): () => void {
	let stopped = false;
	let timer: NodeJS.Timeout | undefined;
	let last: string | undefined;
	const reading = async (round: number): Promise<void> => {
		// A reading that fails anyway is told as its report is, and the next one tries again.
		const text = await read().catch((error: unknown) => `The app's profile folder could not be read: ${String(error)}`);
		if (stopped) return;
		if (text !== last) print(round === 0 ? text : `The app's profiles changed:\n${text}`);
		last = text;
		if (round === options.rounds) {
			print(options.closing);
			return;
		}
		timer = setTimeout(() => void reading(round + 1), options.intervalMs);
		// The watcher, not this, keeps `npm run dev` alive.
		timer.unref();
	};
	void reading(0);
	return () => {
		stopped = true;
		clearTimeout(timer);
	};
}
