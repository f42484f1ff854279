import { type PluginMessage, toMessage, type WireObject } from "./wire-message";

/** How many recent messages a failure lists. */
const MESSAGES_IN_ERRORS = 15;

/**
 * Options of {@link MessageLog.waitFor} (and of the host's and inspector client's `waitFor`).
 */
export interface WaitOptions {
	/** Give up after this long; defaults to 5000 ms. */
	timeoutMs?: number;
	/** Index into the recorded messages to start looking from; defaults to 0. */
	since?: number;
}

/**
 * A pending {@link MessageLog.waitFor}.
 */
interface Waiter {
	/** Which message it waits for. */
	predicate: (m: PluginMessage) => boolean;
	/** Settles the wait with a message. */
	resolve: (m: PluginMessage) => void;
	/** Fails the wait. */
	reject: (err: Error) => void;
}

/**
 * Everything the plugin sent, in order, with waits on what is still to come.
 */
export class MessageLog {
	/** The recorded messages, in order. */
	public readonly messages: PluginMessage[] = [];

	/** Pending waits. */
	private readonly waiters = new Set<Waiter>();

	/**
	 * Creates an empty log.
	 * @param tail Text added to failures after the recent messages (e.g. the plugin's stderr).
	 */
	constructor(private readonly tail: () => string) {}

	/**
	 * Adds the last messages and the {@link tail} to an error, for readable test failures.
	 * @param err The error.
	 * @returns The same error, with a longer message.
	 */
	public describe(err: Error): Error {
		const last = this.messages
			.slice(-MESSAGES_IN_ERRORS)
			.map((m) => `  ${JSON.stringify(m.raw)}`)
			.join("\n");
		const tail = this.tail().slice(-2_000).trim();
		err.message += `\nlast ${Math.min(MESSAGES_IN_ERRORS, this.messages.length)} of ${this.messages.length} plugin messages:\n${last || "  (none)"}`;
		if (tail) {
			err.message += `\nplugin stderr (tail):\n${tail}`;
		}
		return err;
	}

	/**
	 * Fails every pending wait.
	 * @param err The error.
	 */
	public failAll(err: Error): void {
		for (const waiter of [...this.waiters]) {
			waiter.reject(err);
		}
	}

	/**
	 * Appends a message and wakes matching waiters.
	 * @param raw The parsed message.
	 */
	public record(raw: WireObject): void {
		const message = toMessage(raw);
		this.messages.push(message);
		for (const waiter of [...this.waiters]) {
			let matches = false;
			try {
				matches = waiter.predicate(message);
			} catch (err) {
				waiter.reject(err instanceof Error ? err : new Error(String(err)));
				continue;
			}
			if (matches) {
				waiter.resolve(message);
			}
		}
	}

	/**
	 * Waits for a message, looking at those already recorded first.
	 * @param predicate Which message.
	 * @param options Timeout and start index.
	 * @param refusal Why nothing more can come (the host is closed, the plugin exited); `undefined` while it can.
	 * @returns The first matching message.
	 */
	public waitFor(
		predicate: (m: PluginMessage) => boolean,
		options: WaitOptions | undefined,
		refusal: string | undefined,
	): Promise<PluginMessage> {
		const timeoutMs = options?.timeoutMs ?? 5_000;
		const found = this.messages.slice(options?.since ?? 0).find(predicate);
		if (found) {
			return Promise.resolve(found);
		}
		if (refusal !== undefined) {
			return Promise.reject(this.describe(new Error(refusal)));
		}
		return new Promise((resolvePromise, rejectPromise) => {
			const timer = setTimeout(() => {
				this.waiters.delete(waiter);
				rejectPromise(this.describe(new Error(`waitFor: no matching message within ${timeoutMs} ms`)));
			}, timeoutMs);
			const waiter: Waiter = {
				predicate,
				resolve: (m) => {
					clearTimeout(timer);
					this.waiters.delete(waiter);
					resolvePromise(m);
				},
				reject: (err) => {
					clearTimeout(timer);
					this.waiters.delete(waiter);
					rejectPromise(err);
				},
			};
			this.waiters.add(waiter);
		});
	}
}
