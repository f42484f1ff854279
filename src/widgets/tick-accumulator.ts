/**
 * Sums dial ticks into requests: the first tick is sent at once; ticks that arrive while a request is in flight are
 * summed into the next one. At most one request is in flight, and no tick is lost.
 */
export class TickAccumulator {
	/** Ticks added but not yet sent. */
	#pending = 0;

	/** The sending loop while one runs, so that later ticks join it. */
	#draining: Promise<void> | undefined;

	/** Sends one request for a sum of ticks. */
	readonly #send: (ticks: number) => Promise<void>;

	/**
	 * Creates an accumulator.
	 * @param send Sends one request for a sum of ticks (never 0); it must not throw.
	 */
	constructor(send: (ticks: number) => Promise<void>) {
		this.#send = send;
	}

	/**
	 * Adds ticks; sends them now when nothing is in flight.
	 * @param ticks Positive clockwise, negative counter-clockwise.
	 * @returns A promise settled once every tick added so far has been sent.
	 */
	public add(ticks: number): Promise<void> {
		this.#pending += ticks;
		this.#draining ??= this.#drain();
		return this.#draining;
	}

	/**
	 * Sends the pending sum until none is left.
	 */
	async #drain(): Promise<void> {
		try {
			while (this.#pending !== 0) {
				const ticks = this.#pending;
				this.#pending = 0;
				await this.#send(ticks);
			}
		} finally {
			this.#draining = undefined;
		}
	}
}
