/** Quiet time after a key joined a group that must read, before the read goes: keys that appear together share it. */
export const GATHER_QUIET_MS = 15;

/** The longest a read waits for more keys to join, from the first key that asked for it. */
export const GATHER_MAX_MS = 100;

/**
 * Holds a read back while keys keep joining, so that the keys of a page that appears at once share one request:
 * the read starts once no key joined for {@link GATHER_QUIET_MS}, at most {@link GATHER_MAX_MS} after the first.
 */
export class ReadGathering {
	/** Starts the read once keys stopped joining. */
	#timer: NodeJS.Timeout | undefined;

	/** When the gathering began, to bound it. */
	#start = 0;

	/**
	 * Ends the gathering without a read: one started anyway, or no key is left.
	 */
	public cancel(): void {
		clearTimeout(this.#timer);
		this.#timer = undefined;
	}

	/**
	 * A key joined: (re)starts the quiet time, within the bound.
	 * @param read Starts the read when the gathering ends.
	 */
	public gather(read: () => void): void {
		const now = Date.now();
		if (this.#timer === undefined) this.#start = now;
		clearTimeout(this.#timer);
		const delay = Math.max(0, Math.min(GATHER_QUIET_MS, this.#start + GATHER_MAX_MS - now));
		this.#timer = setTimeout(() => {
			this.#timer = undefined;
			read();
		}, delay);
	}
}
