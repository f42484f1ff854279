import { MAX_TIMER_MS } from "./backoff";
import { FailingRun } from "./failing-run";
import { inBackground } from "./in-background";
import type { PollGroupParts, PollSubscriber } from "./poll-contract";
import { ReadGathering } from "./read-gathering";

export { GATHER_MAX_MS, GATHER_QUIET_MS } from "./read-gathering";

/** A value read, when, and for how much need. */
type PolledValue<T> = {
	/** The value. */
	value: T;
	/** When it was read, in epoch milliseconds. */
	at: number;
	/** The need it was read for. */
	need: number;
};

/** A read under way. */
type Reading<T> = {
	/** Settles with the value. */
	promise: Promise<T>;
	/** The need it reads for. */
	need: number;
	/** When it was sent, from `performance.now()`. */
	sentAt: number;
};

/**
 * Every key that shows the same request (or the same list) of the same channel: one timer, one request in flight,
 * one answer for all, read for the neediest key. Without keys it polls nothing but keeps its value, so that the
 * poller can hand it to keys that come back while it is fresh.
 */
export class PollGroup<T> {
	/** What the group is given. */
	readonly #parts: PollGroupParts<T>;

	/** The keys that show the value, by context. */
	readonly #subscribers = new Set<PollSubscriber<T>>();

	/** The last value read, so that a key that joins gets it at once. */
	#last: PolledValue<T> | undefined;

	/** The read under way, so that a refresh joins it instead of sending another. */
	#inFlight: Reading<T> | undefined;

	/** The read that follows the one under way, shared by every press made while that one was out. */
	#followUp: Promise<T> | undefined;

	/** Starts the next read. */
	#timer: NodeJS.Timeout | undefined;

	/** Starts a read once keys stopped joining. */
	readonly #gathering = new ReadGathering();

	/** Reads that failed in a row, for the back-off. */
	readonly #failing = new FailingRun();

	/** The shortest interval the keys asked for, kept after they left to tell how long the value stays fresh. */
	#intervalMs = Number.POSITIVE_INFINITY;

	/** Whether the value must not be kept once the keys left (the connection settings changed). */
	public retired = false;

	/**
	 * Creates a group.
	 * @param parts The read, its label, and whom to tell.
	 */
	constructor(parts: PollGroupParts<T>) {
		this.#parts = parts;
	}

	/**
	 * Until when the group is worth keeping without keys: while its value is fresh, or while a failing read waits for
	 * its next attempt (so that keys coming back neither hammer the API nor log the failure again).
	 * @returns Epoch milliseconds; 0 when there is nothing to keep.
	 */
	public get keepUntil(): number {
		if (this.retired) return 0;
		if (this.#failing.failures > 0) return this.#failing.retryAt;
		return this.#last ? this.#last.at + this.#intervalMs : 0;
	}

	/**
	 * The highest need among the keys.
	 * @returns The need; 0 without keys.
	 */
	get #need(): number {
		let need = 0;
		for (const subscriber of this.#subscribers.values()) need = Math.max(need, subscriber.need ?? 0);
		return need;
	}

	/**
	 * Adds a key: it gets the last value at once when that is recent and large enough, the last good value marked
	 * stale while the read fails and waits for its next attempt, and otherwise a read starts (soon, so that keys that
	 * appear together share it).
	 * @param subscriber The key's callbacks.
	 */
	public add(subscriber: PollSubscriber<T>): void {
		this.#subscribers.add(subscriber);
		this.#intervalMs = this.#shortestInterval();
		const need = subscriber.need ?? 0;
		if (this.#inFlight) {
			// A read for less than this key needs is followed by one for more once it lands (see `#poll`).
			return;
		}
		const now = Date.now();
		const last = this.#last;
		const { failures, retryAt } = this.#failing;
		if (failures > 0 && now < retryAt) {
			this.#tellOne(subscriber, last && last.need >= need ? last : undefined);
			this.#schedule(retryAt - now);
		} else if (last && failures === 0 && now - last.at < subscriber.intervalMs && last.need >= need) {
			this.#tellOne(subscriber, last);
			this.#schedule(last.at + this.#intervalMs - now);
		} else if (need > 0) {
			this.#gathering.gather(() => {
				if (this.#subscribers.size > 0) inBackground(this.refresh());
			});
		} else {
			inBackground(this.refresh());
		}
	}

	/**
	 * Whether the last value read answers a need now, so that a key asking for it needs no request: it is fresh, the
	 * read did not fail since, and it was read for at least that much (a list read to rank 8 holds rank 7).
	 * @param need The need, e.g. a rank.
	 * @returns `true` when a key with that need would be shown the last value at once.
	 */
	public covers(need: number): boolean {
		const last = this.#last;
		if (last === undefined || this.#failing.failures > 0 || this.#inFlight !== undefined) return false;
		return last.need >= need && Date.now() - last.at < this.#intervalMs;
	}

	/**
	 * Reads the value now, or joins the read under way, and tells every key; a read under way for less than the keys
	 * need now, or sent before `sentSince`, is followed by one that is not (one for every caller while it is out).
	 * @param sentSince The earliest `performance.now()` a read may have been sent at to answer, e.g. when a key was
	 * pressed: a read sent before may hold a value from before the press. Any read answers when absent.
	 * @returns The value.
	 */
	public refresh(sentSince = Number.NEGATIVE_INFINITY): Promise<T> {
		const reading = this.#inFlight;
		if (reading === undefined) {
			const need = this.#need;
			const sentAt = performance.now();
			this.#inFlight = { promise: this.#poll(need), need, sentAt };
			return this.#inFlight.promise;
		}
		if (reading.need >= this.#need && reading.sentAt >= sentSince) return reading.promise;
		this.#followUp ??= reading.promise.then(this.#readAgain, this.#readAgain);
		return this.#followUp;
	}

	/**
	 * Starts the read that follows one that was under way, or joins one its landing started.
	 * @returns The value.
	 */
	readonly #readAgain = (): Promise<T> => {
		this.#followUp = undefined;
		return this.refresh();
	};

	/**
	 * Removes a key; the polling stops with the last one.
	 * @param subscriber The key's callbacks, as added.
	 */
	public remove(subscriber: PollSubscriber<T>): void {
		if (!this.#subscribers.delete(subscriber)) return;
		if (this.#subscribers.size > 0) {
			this.#intervalMs = this.#shortestInterval();
			return;
		}
		clearTimeout(this.#timer);
		this.#timer = undefined;
		this.#gathering.cancel();
		this.#parts.onEmpty();
	}

	/**
	 * One read, its fan-out, and the scheduling of the next.
	 * @param need What the read must cover.
	 * @returns The value.
	 */
	async #poll(need: number): Promise<T> {
		clearTimeout(this.#timer);
		this.#timer = undefined;
		this.#gathering.cancel();
		// A read that starts after the connection changed is a read with the new settings: its value may be kept again.
		const readsNewSettings = this.retired;
		let value: T;
		try {
			value = await this.#parts.fetch(need);
		} catch (error) {
			this.#inFlight = undefined;
			this.#failed(error);
			throw error;
		}
		if (readsNewSettings) this.retired = false;
		this.#last = { value, at: Date.now(), need };
		this.#inFlight = undefined;
		const ended = this.#failing.end();
		if (ended) this.#parts.health?.recovered(this.#parts.label, ended.failures, ended.firstError);
		if (this.#need > need) {
			inBackground(this.refresh());
		} else {
			this.#schedule(this.#intervalMs);
		}
		this.#tell((subscriber) => {
			if ((subscriber.need ?? 0) <= need) subscriber.onValue(value);
		});
		return value;
	}

	/**
	 * Counts a failed read, says so once per failing run, plans the next attempt and tells every key.
	 * @param error Why it failed.
	 */
	#failed(error: unknown): void {
		const delay = this.#failing.add(error, this.#intervalMs);
		if (this.#failing.failures === 1) this.#parts.health?.failing(this.#parts.label, error);
		this.#schedule(delay);
		this.#tell((subscriber) => subscriber.onError(error));
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
	 * The shortest interval any key asked for.
	 * @returns Milliseconds; infinity without keys.
	 */
	#shortestInterval(): number {
		let shortest = Number.POSITIVE_INFINITY;
		for (const subscriber of this.#subscribers.values()) shortest = Math.min(shortest, subscriber.intervalMs);
		return shortest;
	}

	/**
	 * Tells every key, each on its own: one key's failure to draw must not keep the others from drawing.
	 * @param message What to tell a key.
	 */
	#tell(message: (subscriber: PollSubscriber<T>) => void): void {
		for (const subscriber of this.#subscribers.values()) this.#guard(() => message(subscriber));
	}

	/**
	 * Tells a key that joined what the group knows: the value, marked stale while failing, or why there is none.
	 * @param subscriber The key.
	 * @param last The value it may show, if any.
	 */
	#tellOne(subscriber: PollSubscriber<T>, last: PolledValue<T> | undefined): void {
		const failing = this.#failing.failures > 0;
		this.#guard(() => {
			if (last) subscriber.onValue(last.value, failing);
			else subscriber.onError(this.#failing.lastError);
		});
	}

	/**
	 * Runs a subscriber's callback, reporting what it throws.
	 * @param call The callback.
	 */
	#guard(call: () => void): void {
		try {
			call();
		} catch (error) {
			// A key that cannot draw its value is no reason to stop the poll: report it and tell the next key.
			this.#parts.reportSubscriberError(error);
		}
	}
}
