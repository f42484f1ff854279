/**
 * Least time between two updates of one key image or one touch strip. Elgato's guidelines allow at most 10 updates a
 * second; a gap of a little more than 100 ms keeps any second, however it is measured on the app's side (messages
 * arrive with some jitter), at 10 or fewer.
 */
export const UPDATE_GAP_MS = 110;

/** How a throttle sends and merges its updates. */
export type ThrottleOptions<T> = {
	/**
	 * Sends one update.
	 * @param update The update.
	 */
	send(update: T): Promise<void>;
	/**
	 * Merges an update into one still waiting; by default the newer one replaces it.
	 * @param waiting The update waiting to be sent.
	 * @param next The newer update.
	 * @returns What is sent instead of both.
	 */
	merge?(waiting: T, next: T): T;
};

/** An update waiting for its turn. */
type Waiting<T> = {
	/** The update, merged from every update that came while it waited. */
	update: T;
};

/**
 * Sends updates of one thing (a key image, a touch strip) at most once per gap: an update that comes when the last
 * send is at least a gap old goes at once; updates that come faster are merged into one that goes when the gap is
 * over, so the last update always shows. Nobody waits for an update that waits for its turn: a press never waits for
 * a picture.
 */
export class UpdateThrottle<T> {
	/** How updates are sent and merged. */
	readonly #options: ThrottleOptions<T>;

	/** When the last update was sent (`Date.now()`); none yet at first. */
	#sentAt = Number.NEGATIVE_INFINITY;

	/** The update waiting for the gap to pass. */
	#waiting: Waiting<T> | undefined;

	/** Sends the waiting update. */
	#timer: NodeJS.Timeout | undefined;

	/**
	 * Creates the throttle of one thing.
	 * @param options How updates are sent and merged; `send` should not reject, since an update sent late has nobody
	 * to tell (wrap it in `ignoreIfKeyGone`).
	 */
	constructor(options: ThrottleOptions<T>) {
		this.#options = options;
	}

	/**
	 * Sends the waiting update at once, if there is one: for a key or dial leaving the deck, whose later updates would
	 * otherwise come after those of its next appearance.
	 * @returns The send; settled at once when nothing waits.
	 */
	public flush(): Promise<void> {
		clearTimeout(this.#timer);
		this.#timer = undefined;
		const waiting = this.#waiting;
		this.#waiting = undefined;
		return waiting === undefined ? Promise.resolve() : this.#send(waiting.update);
	}

	/**
	 * Sends an update: at once when the last send is at least a gap old, or else merged into the update that goes when
	 * the gap is over.
	 * @param update The update.
	 * @returns The send when the update went at once; settled at once when it waits for its turn.
	 */
	public push(update: T): Promise<void> {
		const gap = UPDATE_GAP_MS;
		const waiting = this.#waiting;
		if (waiting !== undefined) {
			waiting.update = this.#options.merge ? this.#options.merge(waiting.update, update) : update;
			return Promise.resolve();
		}
		const since = Date.now() - this.#sentAt;
		if (since >= gap) return this.#send(update);
		this.#waiting = { update };
		// A clock set back makes `since` negative: the wait is never longer than one gap.
		this.#timer = setTimeout(() => void this.flush(), Math.min(gap, gap - since));
		return Promise.resolve();
	}

	/**
	 * Sends one update now.
	 * @param update The update.
	 * @returns The send.
	 */
	#send(update: T): Promise<void> {
		this.#sentAt = Date.now();
		return this.#options.send(update);
	}
}
