import { isApiError } from "../contract/errors";
import { nextPollDelay } from "./backoff";

/** How a failing run of reads ended. */
export type EndedRun = {
	/** How many reads failed in a row. */
	failures: number;
	/** Why the first of them failed. */
	firstError: unknown;
};

/**
 * The reads of a poll group that failed in a row: how many, why, and when the next attempt is due (backing off, and
 * honouring the service's `Retry-After`).
 */
export class FailingRun {
	/** Reads failed in a row; 0 while reads work. */
	public failures = 0;

	/** Why the last read failed, while failing. */
	public lastError: unknown;

	/** When the next attempt is due while failing, in epoch milliseconds. */
	public retryAt = 0;

	/** Why the first read of the run failed. */
	#firstError: unknown;

	/**
	 * Counts a failed read and plans the next attempt.
	 * @param error Why it failed.
	 * @param intervalMs The interval the keys asked for.
	 * @returns Milliseconds until the next attempt.
	 */
	public add(error: unknown, intervalMs: number): number {
		this.failures += 1;
		this.lastError = error;
		if (this.failures === 1) this.#firstError = error;
		const retryAfter = isApiError(error) ? error.retryAfterSeconds : undefined;
		const delay = nextPollDelay(intervalMs, this.failures, retryAfter);
		this.retryAt = Date.now() + delay;
		return delay;
	}

	/**
	 * Ends the run: a read worked.
	 * @returns How the run went; `undefined` when no read had failed.
	 */
	public end(): EndedRun | undefined {
		if (this.failures === 0) return undefined;
		const ended = { failures: this.failures, firstError: this.#firstError };
		this.failures = 0;
		this.lastError = undefined;
		this.#firstError = undefined;
		return ended;
	}
}
