/** The longest wait between two polls of a failing request, also when the server asks for a longer one. */
export const MAX_BACKOFF_MS = 5 * 60_000;

/** The longest delay a Node timer takes; a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long to wait before polling again.
 * @param intervalMs The normal interval.
 * @param failures Failed polls in a row; 0 after a success.
 * @param retryAfterSeconds Wait the server asked for, if it did.
 * @returns Milliseconds until the next poll: the interval, doubled per failure up to a cap, and never shorter than
 * the server asked unless that is beyond the cap (a live show cannot wait an hour for a value).
 */
export function nextPollDelay(intervalMs: number, failures: number, retryAfterSeconds?: number): number {
	const cap = Math.max(MAX_BACKOFF_MS, intervalMs);
	const backedOff = failures === 0 ? intervalMs : Math.min(intervalMs * 2 ** Math.min(failures, 30), cap);
	const asked = Math.min((retryAfterSeconds ?? 0) * 1000, cap);
	return Math.min(Math.max(backedOff, asked), MAX_TIMER_MS);
}
