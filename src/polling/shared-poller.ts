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

/** Receives what a subscriber's callback threw, e.g. to log it; the poll goes on. */
export type SubscriberErrorReporter = (error: unknown) => void;

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

	/** Receives what a subscriber's callback threw. */
	readonly #reportSubscriberError: SubscriberErrorReporter;

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
	 * @param reportSubscriberError Receives what a subscriber's callback threw.
	 */
	constructor(fetch: () => Promise<T>, onEmpty: () => void, reportSubscriberError: SubscriberErrorReporter) {
		this.#fetch = fetch;
		this.#onEmpty = onEmpty;
		this.#reportSubscriberError = reportSubscriberError;
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
			inBackground(this.refresh());
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
				inBackground(this.refresh());
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
			} catch (error) {
				// A key that cannot draw its value is no reason to stop the poll: report it and tell the next key.
				this.#reportSubscriberError(error);
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

	/** Receives what a subscriber's callback threw. */
	readonly #reportSubscriberError: SubscriberErrorReporter;

	/**
	 * Creates a poller.
	 * @param reportSubscriberError Receives what a subscriber's `onValue` or `onError` threw (the other subscribers are
	 * told all the same), e.g. to log it; the plugin passes one that logs, since this module cannot import the SDK.
	 */
	constructor(reportSubscriberError: SubscriberErrorReporter = ignoreSubscriberError) {
		this.#reportSubscriberError = reportSubscriberError;
	}

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
		for (const group of this.#groups.values()) inBackground(group.refresh());
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
			const created: PollGroup<T> = new PollGroup<T>(
				fetch,
				() => {
					if (this.#groups.get(requestKey) === created) this.#groups.delete(requestKey);
				},
				this.#reportSubscriberError,
			);
			group = created;
			this.#groups.set(requestKey, group as PollGroup<unknown>);
		}
		const joined = group;
		joined.add(id, subscriber);
		return () => joined.remove(id);
	}
}

/**
 * Lets a refresh nobody waits for run on. Its failure is not lost: the poll has already handed it to every
 * subscriber's `onError`, and scheduled the next try.
 * @param refresh The refresh under way.
 */
function inBackground(refresh: Promise<unknown>): void {
	refresh.catch(() => {
		// Already told to every subscriber (see `PollGroup.#poll`): nothing is left to do with it here.
	});
}

/**
 * What a poller does with a subscriber's throw when it was given nothing to report it to: the poll goes on.
 */
function ignoreSubscriberError(): void {
	// No reporter given (e.g. in unit tests): the other subscribers were told all the same.
}
