import type { ChannelCompanionClient } from "../../api/client";
import type { SharedPoller } from "../../polling/shared-poller";
import { type DisplaySettings, refreshIntervalMs } from "./display-settings";
import type { ValueDrawing } from "./key-renderer";

/** Quiet time after a settings change before a key follows it, so typing a viewer or a key costs one request. */
export const SETTINGS_SETTLE_MS = 400;

/** What a display key asks the API for: checked parameters and the read itself. */
export type DisplayRequest<V> = {
	/** The parameters, as a stable string: keys with equal parameters share one poll. */
	parameters: string;
	/** Reads the value once. */
	read(client: ChannelCompanionClient): Promise<V>;
};

/** The polls keys follow: the `SharedPoller` display actions share. */
export type DisplayPolls = Pick<SharedPoller, "refresh" | "subscribe">;

/** What a key subscription asks of its action: the request its settings describe, its identity, and the read. */
export type RequestSource<T, V> = {
	/**
	 * Checks the settings and describes the request; throws for bad settings.
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	request(settings: T): DisplayRequest<V>;
	/**
	 * The identity of a request (action, channel and parameters): keys with equal identities share one poll.
	 * @param settings The key's settings.
	 * @param request The request they describe.
	 * @returns A string, kept in memory only.
	 */
	identify(settings: T, request: DisplayRequest<V>): string;
	/**
	 * Reads a request's value once, with the client the settings call for.
	 * @param request The request.
	 * @param settings The settings it was described from.
	 * @returns The value.
	 */
	read(request: DisplayRequest<V>, settings: T): Promise<V>;
};

/** What a key subscription is made of. */
export type KeySubscriptionParts<T, V> = {
	/** The key's context. */
	id: string;
	/** The key's settings when it appeared. */
	settings: T;
	/** The polls to follow. */
	polls: DisplayPolls;
	/** The action's requests. */
	source: RequestSource<T, V>;
	/** Draws on the key. */
	drawing: ValueDrawing<T, V>;
};

/**
 * What one visible display key follows: the poll its settings describe, re-followed once a settings change settled,
 * dropped with the value it showed when the settings call for another request, and stopped when the key leaves.
 */
export class KeySubscription<T extends DisplaySettings, V> {
	/** The key's context. */
	readonly #id: string;

	/** The polls to follow. */
	readonly #polls: DisplayPolls;

	/** The action's requests. */
	readonly #source: RequestSource<T, V>;

	/** Draws on the key. */
	readonly #drawing: ValueDrawing<T, V>;

	/** The key's settings as last seen. */
	#settings: T;

	/** The poll the key follows, while it follows one. */
	#requestKey: string | undefined;

	/** The refresh interval the key's subscription asked for. */
	#intervalMs: number | undefined;

	/** Follows a settings change once typing paused. */
	#settling: NodeJS.Timeout | undefined;

	/** Ends the key's subscription to its poll. */
	#unsubscribe: (() => void) | undefined;

	/** Whether the key left: nothing is followed any more. */
	#stopped = false;

	/**
	 * Creates the subscription of a key that appeared; it follows nothing until {@link KeySubscription.follow}.
	 * @param parts The key, its settings, the polls, the action's requests and the key's drawing.
	 */
	constructor(parts: KeySubscriptionParts<T, V>) {
		this.#id = parts.id;
		this.#settings = parts.settings;
		this.#polls = parts.polls;
		this.#source = parts.source;
		this.#drawing = parts.drawing;
	}

	/**
	 * The key's settings as last seen.
	 * @returns The settings.
	 */
	public get settings(): T {
		return this.#settings;
	}

	/**
	 * (Re)subscribes the key to the poll its current settings describe; bad settings stop the polling and show why.
	 */
	public follow(): void {
		if (this.#stopped) return;
		const settings = this.#settings;
		let request: DisplayRequest<V>;
		try {
			request = this.#source.request(settings);
		} catch (error) {
			this.#unsubscribe?.();
			this.#unsubscribe = undefined;
			this.#requestKey = undefined;
			this.#drawing.drop();
			this.#drawing.showProblem(error);
			return;
		}
		const requestKey = this.#source.identify(settings, request);
		const intervalMs = refreshIntervalMs(settings.refreshSeconds);
		if (requestKey === this.#requestKey && intervalMs === this.#intervalMs && this.#unsubscribe) {
			this.#drawing.redraw(settings);
			return;
		}
		this.#unsubscribe?.();
		if (requestKey !== this.#requestKey && this.#requestKey !== undefined) this.#drawing.forget();
		this.#requestKey = requestKey;
		this.#intervalMs = intervalMs;
		this.#unsubscribe = this.#polls.subscribe(requestKey, () => this.#source.read(request, settings), this.#id, {
			intervalMs,
			onValue: (value) => this.#drawing.showValue(value, this.#settings),
			onError: (error) => this.#drawing.showProblem(error),
		});
	}

	/**
	 * Follows the settings once they stopped changing for {@link SETTINGS_SETTLE_MS}.
	 * @param settings New settings; none when only the global settings changed.
	 */
	public followSoon(settings: T = this.#settings): void {
		this.#settings = settings;
		clearTimeout(this.#settling);
		this.#settling = setTimeout(() => {
			this.#settling = undefined;
			this.follow();
		}, SETTINGS_SETTLE_MS);
	}

	/**
	 * Refreshes at once with new settings, following them first when they describe another request; joins a read
	 * under way.
	 * @param settings The key's settings now.
	 * @returns Settles once the value was read; rejects with why it could not be (bad settings or a failed read).
	 */
	public async refreshNow(settings: T): Promise<void> {
		this.#settings = settings;
		clearTimeout(this.#settling);
		const request = this.#source.request(settings);
		const requestKey = this.#source.identify(settings, request);
		if (requestKey !== this.#requestKey || !this.#unsubscribe) this.follow();
		await this.#polls.refresh(requestKey);
	}

	/**
	 * Stops following: the key left.
	 */
	public stop(): void {
		this.#stopped = true;
		clearTimeout(this.#settling);
		this.#settling = undefined;
		this.#unsubscribe?.();
		this.#unsubscribe = undefined;
	}
}
