import { inBackground } from "./in-background";
import type { PollFetch, PollHealthReporter, PollSubscriber, SubscriberErrorReporter } from "./poll-contract";
import { PollGroup } from "./poll-group";

export type { PollFetch, PollHealthReporter, PollSubscriber, SubscriberErrorReporter } from "./poll-contract";

/** How many values of requests no key shows are kept at most; the least recently used go first. */
export const MAX_KEPT_VALUES = 256;

/** What a poller reports to, besides its subscribers. */
export type PollerReporters = {
	/** Receives what a subscriber's `onValue` or `onError` threw (the other subscribers are told all the same). */
	subscriberError?: SubscriberErrorReporter;
	/** Hears when a read starts failing and when it recovers. */
	health?: PollHealthReporter;
};

/**
 * Polls values for keys, sharing one poll among all keys that show the same request: 32 identical keys cost one
 * request per interval, and keys that need different amounts of the same list share one read for the neediest.
 * A value stays fresh for its interval after its last key left, so a key that comes back within that time (a page
 * switch) shows it at once without a request; nothing polls a value no key shows. Failing polls back off (doubling
 * up to a cap, honouring `Retry-After`) and recover by themselves.
 */
export class SharedPoller {
	/** One poll per request that some key shows, by request id. */
	readonly #groups = new Map<string, PollGroup<unknown>>();

	/** Requests no key shows, kept while their value is fresh; in order of use, the least recent first. */
	readonly #kept = new Map<string, PollGroup<unknown>>();

	/** Receives what a subscriber's callback threw. */
	readonly #reportSubscriberError: SubscriberErrorReporter;

	/** Hears when reads fail and recover. */
	readonly #health: PollHealthReporter | undefined;

	/**
	 * Creates a poller.
	 * @param reporters What a subscriber threw (e.g. to log it; the plugin passes one that logs, since this module
	 * cannot import the SDK), and when reads start failing and recover.
	 */
	constructor(reporters: PollerReporters = {}) {
		this.#reportSubscriberError = reporters.subscriberError ?? ignoreSubscriberError;
		this.#health = reporters.health;
	}

	/**
	 * How many values of requests no key shows are kept, fresh or not yet pruned.
	 * @returns The number of kept groups.
	 */
	public get kept(): number {
		return this.#kept.size;
	}

	/**
	 * How many distinct requests are being polled.
	 * @returns The number of groups some key shows.
	 */
	public get size(): number {
		return this.#groups.size;
	}

	/**
	 * Whether a key that starts showing a request with a need would get the value at once, without a request.
	 * @param requestId The request.
	 * @param need What the key needs of it, e.g. a rank.
	 * @returns `true` when a fresh value read for at least that need is at hand.
	 */
	public covers(requestId: string, need: number): boolean {
		const group = this.#groups.get(requestId) ?? this.#kept.get(requestId);
		return group !== undefined && group.keepUntil > 0 && group.covers(need);
	}

	/**
	 * Drops every kept value and keeps none of the requests polled now once their keys left: the connection settings
	 * changed, so what was read belongs to the old ones.
	 */
	public forgetKept(): void {
		this.#kept.clear();
		for (const group of this.#groups.values()) group.retired = true;
	}

	/**
	 * Reads a request's value now (joining a read under way that was sent since `sentSince`) and tells every key that
	 * shows it.
	 * @param requestId The request.
	 * @param sentSince The earliest `performance.now()` a read may have been sent at to answer, e.g. when a key was
	 * pressed.
	 * @returns The value, or `undefined` when no key shows that request.
	 */
	public refresh<T>(requestId: string, sentSince?: number): Promise<T> | undefined {
		return (this.#groups.get(requestId) as PollGroup<T> | undefined)?.refresh(sentSince);
	}

	/**
	 * Refreshes every request some key shows now, e.g. after the computer woke up; kept values are dropped, being old.
	 */
	public refreshAll(): void {
		this.#kept.clear();
		for (const group of this.#groups.values()) inBackground(group.refresh());
	}

	/**
	 * Starts showing a value on a key.
	 * @param requestId Identifies the request (channel and parameters); never shown or logged.
	 * @param fetch Reads the value once, for a need; used when the group is new.
	 * @param subscriber The key's callbacks.
	 * @param label What the request is, for log lines (no API key in it); used when the group is new.
	 * @returns A function that stops it.
	 */
	public subscribe<T>(
		requestId: string,
		fetch: PollFetch<T>,
		subscriber: PollSubscriber<T>,
		label = "display read",
	): () => void {
		const group = (this.#groups.get(requestId) ?? this.#revive(requestId)) as PollGroup<T> | undefined;
		const joined = group ?? this.#create(requestId, fetch, label);
		joined.add(subscriber);
		return () => joined.remove(subscriber);
	}

	/**
	 * Creates the group of a request no key shows and none kept.
	 * @param requestId The request.
	 * @param fetch Reads its value once.
	 * @param label What it is, for log lines.
	 * @returns The group, polled from now on.
	 */
	#create<T>(requestId: string, fetch: PollFetch<T>, label: string): PollGroup<T> {
		const created: PollGroup<T> = new PollGroup<T>({
			fetch,
			label,
			onEmpty: () => this.#left(requestId, created as PollGroup<unknown>),
			reportSubscriberError: this.#reportSubscriberError,
			health: this.#health,
		});
		this.#groups.set(requestId, created as PollGroup<unknown>);
		return created;
	}

	/**
	 * Keeps a group whose last key left, while it is worth keeping, within the bound.
	 * @param requestId The request.
	 * @param group Its group.
	 */
	#left(requestId: string, group: PollGroup<unknown>): void {
		if (this.#groups.get(requestId) !== group) return;
		this.#groups.delete(requestId);
		const now = Date.now();
		if (group.keepUntil <= now) return;
		this.#kept.set(requestId, group);
		for (const [keptId, kept] of this.#kept) {
			if (this.#kept.size <= MAX_KEPT_VALUES && kept.keepUntil > now) continue;
			this.#kept.delete(keptId);
		}
	}

	/**
	 * Takes a kept group back into polling, when it is still worth it.
	 * @param requestId The request.
	 * @returns The group, or `undefined` when none is kept.
	 */
	#revive(requestId: string): PollGroup<unknown> | undefined {
		const group = this.#kept.get(requestId);
		if (group === undefined) return undefined;
		this.#kept.delete(requestId);
		if (group.keepUntil <= Date.now()) return undefined;
		this.#groups.set(requestId, group);
		return group;
	}
}

/**
 * What a poller does with a subscriber's throw when it was given nothing to report it to: the poll goes on.
 */
function ignoreSubscriberError(): void {
	// No reporter given (e.g. in unit tests): the other subscribers were told all the same.
}
