import { isApiError } from "../api/errors";
import { MAX_TIMER_MS, nextPollDelay } from "./backoff";

/** One key that shows a polled value. */
export type PollSubscriber<T> = {
	/** How often this key wants the value refreshed. */
	intervalMs: number;
	/** Receives every new value. */
	onValue(value: T): void;
	/** Receives every failed refresh; the key keeps its last value. */
	onError(error: unknown): void;
};

/** A value read, and when. */
type PolledValue<T> = {
	/** The value. */
	value: T;
	/** When it was read, in epoch milliseconds. */
	at: number;
};

/**
 * Every key that shows the same request of the same channel: one timer, one request in flight, one answer for all.
 */
class PollGroup<T> {
	/** Reads the value once. */
	readonly #fetch: () => Promise<T>;

	/** Called when the last subscriber left. */
	readonly #onEmpty: () => void;

	/** The keys that show the value, by context. */
	readonly #subscribers = new Map<string, PollSubscriber<T>>();

	/** The last value read, so that a key that joins gets it at once. */
	#last: PolledValue<T> | undefined;

	/** The read under way, so that a refresh joins it instead of sending another. */
	#inFlight: Promise<T> | undefined;

	/** Starts the next read. */
	#timer: NodeJS.Timeout | undefined;

	/** Reads failed in a row, for the back-off. */
	#failures = 0;

	/**
	 * Creates a group.
	 * @param fetch Reads the value once.
	 * @param onEmpty Called when the last subscriber left.
	 */
	constructor(fetch: () => Promise<T>, onEmpty: () => void) {
		this.#fetch = fetch;
		this.#onEmpty = onEmpty;
	}

	/**
	 * The shortest interval any subscriber asked for.
	 * @returns Milliseconds.
	 */
	get #intervalMs(): number {
		return Math.min(...Array.from(this.#subscribers.values(), (subscriber) => subscriber.intervalMs));
	}

	/**
	 * Adds a key: it gets the last value at once when that is recent enough, otherwise a refresh starts.
	 * @param id The key's context.
	 * @param subscriber The key's callbacks.
	 */
	public add(id: string, subscriber: PollSubscriber<T>): void {
		this.#subscribers.set(id, subscriber);
		if (this.#inFlight) return;
		if (this.#last && this.#failures === 0 && Date.now() - this.#last.at < subscriber.intervalMs) {
			subscriber.onValue(this.#last.value);
			this.#schedule(Math.max(0, this.#last.at + this.#intervalMs - Date.now()));
		} else {
			this.refresh().catch(() => undefined);
		}
	}

	/**
	 * Reads the value now, or joins the read already under way, and tells every key.
	 * @returns The value.
	 */
	public refresh(): Promise<T> {
		this.#inFlight ??= this.#poll();
		return this.#inFlight;
	}

	/**
	 * Removes a key; the polling stops with the last one.
	 * @param id The key's context.
	 */
	public remove(id: string): void {
		this.#subscribers.delete(id);
		if (this.#subscribers.size === 0) {
			clearTimeout(this.#timer);
			this.#timer = undefined;
			this.#onEmpty();
		}
	}

	/**
	 * One read, its fan-out, and the scheduling of the next.
	 * @returns The value.
	 */
	async #poll(): Promise<T> {
		clearTimeout(this.#timer);
		let value: T;
		try {
			value = await this.#fetch();
		} catch (error) {
			this.#failures += 1;
			this.#inFlight = undefined;
			const retryAfter = isApiError(error) ? error.retryAfterSeconds : undefined;
			this.#schedule(nextPollDelay(this.#intervalMs, this.#failures, retryAfter));
			this.#tell((subscriber) => subscriber.onError(error));
			throw error;
		}
		this.#last = { value, at: Date.now() };
		this.#failures = 0;
		this.#inFlight = undefined;
		this.#schedule(this.#intervalMs);
		this.#tell((subscriber) => subscriber.onValue(value));
		return value;
	}

	/**
	 * Plans the next read.
	 * @param delayMs Milliseconds from now.
	 */
	#schedule(delayMs: number): void {
		clearTimeout(this.#timer);
		this.#timer = undefined;
		if (this.#subscribers.size === 0) return;
		this.#timer = setTimeout(
			() => {
				this.#timer = undefined;
				this.refresh().catch(() => undefined);
			},
			Math.min(Math.max(0, delayMs), MAX_TIMER_MS),
		);
	}

	/**
	 * Tells every key, each on its own: one key's failure to draw must not keep the others from drawing.
	 * @param message What to tell a key.
	 */
	#tell(message: (subscriber: PollSubscriber<T>) => void): void {
		for (const subscriber of this.#subscribers.values()) {
			try {
				message(subscriber);
			} catch {
				// A key that cannot draw its value is no reason to stop the poll.
			}
		}
	}
}

/**
 * Polls values for keys, sharing one poll among all keys that show the same request: 32 identical keys cost one
 * request per interval. Failing polls back off (doubling up to a cap, honouring `Retry-After`) and recover by
 * themselves.
 */
export class SharedPoller {
	/** One poll per request, by request key. */
	readonly #groups = new Map<string, PollGroup<unknown>>();

	/**
	 * How many distinct requests are being polled.
	 * @returns The number of groups.
	 */
	public get size(): number {
		return this.#groups.size;
	}

	/**
	 * Reads a request's value now (joining a read under way) and tells every key that shows it.
	 * @param requestKey The request.
	 * @returns The value, or `undefined` when no key shows that request.
	 */
	public refresh<T>(requestKey: string): Promise<T> | undefined {
		return (this.#groups.get(requestKey) as PollGroup<T> | undefined)?.refresh();
	}

	/**
	 * Refreshes every request now, e.g. after the computer woke up.
	 */
	public refreshAll(): void {
		for (const group of this.#groups.values()) group.refresh().catch(() => undefined);
	}

	/**
	 * Starts showing a value on a key.
	 * @param requestKey Identifies the request (channel and parameters); never shown or logged.
	 * @param fetch Reads the value once; used when the group is new.
	 * @param id The key's context.
	 * @param subscriber The key's callbacks.
	 * @returns A function that stops it.
	 */
	public subscribe<T>(
		requestKey: string,
		fetch: () => Promise<T>,
		id: string,
		subscriber: PollSubscriber<T>,
	): () => void {
		let group = this.#groups.get(requestKey) as PollGroup<T> | undefined;
		if (group === undefined) {
			const created: PollGroup<T> = new PollGroup<T>(fetch, () => {
				if (this.#groups.get(requestKey) === created) this.#groups.delete(requestKey);
			});
			group = created;
			this.#groups.set(requestKey, group as PollGroup<unknown>);
		}
		const joined = group;
		joined.add(id, subscriber);
		return () => joined.remove(id);
	}
}
