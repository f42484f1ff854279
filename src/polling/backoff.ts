/** The longest wait between two polls of a failing request. */
export const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * How long to wait before polling again.
 * @param intervalMs The normal interval.
 * @param failures Failed polls in a row; 0 after a success.
 * @param retryAfterSeconds Wait the server asked for, if it did.
 * @returns Milliseconds until the next poll: the interval, doubled per failure up to a cap, never shorter than the
 * server asked.
 */
export function nextPollDelay(intervalMs: number, failures: number, retryAfterSeconds?: number): number {
	const backedOff =
		failures === 0 ? intervalMs : Math.min(intervalMs * 2 ** failures, Math.max(MAX_BACKOFF_MS, intervalMs));
	return Math.max(backedOff, (retryAfterSeconds ?? 0) * 1000);
}
