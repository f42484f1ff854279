import { readWith, type SettingsRead, valuesOf } from "../keys/settings-read";
import {
	type DisplayRequest,
	type Followed,
	type KeySubscriptionParts,
	type RefreshOutcome,
	sameFollow,
} from "./display-request";
import { type DisplaySettings, refreshIntervalMs } from "./display-settings";

// The requests a subscription follows have a file of their own; the test fakes still name them from here.
export type { DisplayRequest, RequestSource } from "./display-request";

/** Quiet time after a settings change before a key follows it, so typing a viewer or a data key costs one request. */
export const SETTINGS_SETTLE_MS = 400;

/** A value a key showed. */
type ShownValue<V> = {
	/** The value. */
	value: V;
};

/** The request one settings object describes. */
type DescribedRequest<T, V> = {
	/** The settings. */
	settings: T;
	/** The request, or why they describe none. */
	request: SettingsRead<DisplayRequest<V>>;
};

/**
 * What one visible display key follows: the poll its settings describe, re-followed once a settings change settled,
 * dropped with the value it showed when the settings call for another request or another channel, kept (marked stale)
 * when only the channel's keys changed until the new ones answer, and stopped when the key leaves.
 */
export class KeySubscription<T extends DisplaySettings, V> {
	/** The key's parts. */
	readonly #parts: KeySubscriptionParts<T, V>;

	/** The key's settings as last seen. */
	#settings: T;

	/** What the key follows, while it follows a poll. */
	#followed: Followed | undefined;

	/** The last value the key showed, while it belongs to what the key follows (or its old connection). */
	#value: ShownValue<V> | undefined;

	/** Whether the key shows the value of the old connection settings, waiting for the new ones to answer. */
	#carried = false;

	/** Follows a settings change once typing paused. */
	#settling: NodeJS.Timeout | undefined;

	/** Ends the key's subscription to its poll. */
	#unsubscribe: (() => void) | undefined;

	/** Whether the key left: nothing is followed any more. */
	#stopped = false;

	/** The request the settings last seen describe, read once per settings the key receives. */
	#described: DescribedRequest<T, V> | undefined;

	/**
	 * Creates the subscription of a key that appeared; it follows nothing until {@link KeySubscription.follow}.
	 * @param parts The key, its settings, the polls, the action's requests and the key's drawing.
	 */
	constructor(parts: KeySubscriptionParts<T, V>) {
		this.#parts = parts;
		this.#settings = parts.settings;
	}

	/**
	 * The key's settings as last seen.
	 * @returns The settings.
	 */
	public get settings(): T {
		return this.#settings;
	}

	/**
	 * Whether new settings would show a value at hand at once, without a request: e.g. a Show Top dial stepping to a
	 * rank inside the list already read.
	 * @param settings The key's next settings.
	 * @returns `true` when a fresh value covers them; `false` for bad settings, which a read reports.
	 */
	public covers(settings: T): boolean {
		const read = this.#requestOf(settings);
		// Bad settings are reported by the read that follows.
		if (!read.ok) return false;
		const next = this.#describe(settings, read.values);
		return this.#parts.polls.covers?.(next.requestKey, next.need) ?? false;
	}

	/**
	 * (Re)subscribes the key to the poll its current settings describe; bad settings stop the polling and show why.
	 */
	public follow(): void {
		if (this.#stopped) return;
		const { source, drawing, polls } = this.#parts;
		const settings = this.#settings;
		const read = this.#requestOf(settings);
		if (!read.ok) {
			this.#unsubscribe?.();
			this.#unsubscribe = undefined;
			this.#followed = undefined;
			this.#value = undefined;
			drawing.drop();
			drawing.showProblem(read.refusal);
			return;
		}
		const request = read.values;
		const next = this.#describe(settings, request);
		const previous = this.#followed;
		if (previous && this.#unsubscribe && sameFollow(previous, next)) {
			drawing.redraw(settings);
			return;
		}
		this.#unsubscribe?.();
		this.#unsubscribe = undefined;
		if (previous && previous.requestKey !== next.requestKey) this.#leave(previous, next);
		else if (previous && previous.need !== next.need) {
			// Another part of the same list: what the key showed is another entry's.
			this.#value = undefined;
			drawing.drop();
		}
		this.#followed = next;
		const label = source.label?.(request) ?? request.parameters;
		this.#unsubscribe = polls.subscribe(
			next.requestKey,
			(need) => source.read(request, settings, need),
			{
				intervalMs: next.intervalMs,
				need: next.need,
				onValue: (value, stale) => this.#show(value, stale ?? false),
				onError: (error) => this.#fail(error),
			},
			label,
		);
	}

	/** Follows new global settings: an old channel's value goes (docs/behaviour.md#a-value-belongs-to-its-channel). */
	public followChannels(): void {
		const followed = this.#followed;
		if (followed && this.#value && followed.channel !== this.#parts.source.channelOf(this.#settings)) {
			this.#value = undefined;
			this.#carried = false;
			this.#parts.drawing.forget();
		}
		this.followSoon();
	}

	/**
	 * Follows new settings at once, without the pause for typing: what a value at hand answers shows at once, and
	 * anything else is read.
	 * @param settings The key's settings now.
	 */
	public followNow(settings: T): void {
		this.#settings = settings;
		clearTimeout(this.#settling);
		this.#settling = undefined;
		this.follow();
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

	/** Draws the value shown again (the title the user typed came, went or moved); nothing when there is none. */
	public redraw(): void {
		if (!this.#stopped) this.#parts.drawing.redraw(this.#settings);
	}

	/**
	 * Refreshes at once with new settings, following them first when they describe another request; joins a read
	 * under way only when it was sent after this call, and otherwise waits for it and reads again.
	 * @param settings The key's settings now.
	 * @returns The value the key showed before (of the same request) and the one it shows now, so that a press can
	 * tell a value that did not change; rejects with why it could not be read (bad settings or a failed read).
	 */
	public async refreshNow(settings: T): Promise<RefreshOutcome<V>> {
		// A read sent before this moment may hold the value from before the press: the key must show what is true now.
		const pressedAt = performance.now();
		this.#settings = settings;
		clearTimeout(this.#settling);
		const request = valuesOf(this.#requestOf(settings));
		const next = this.#describe(settings, request);
		const followed = this.#followed;
		if (!followed || !this.#unsubscribe || followed.requestKey !== next.requestKey || followed.need !== next.need) {
			this.follow();
		}
		const before = this.#value;
		await this.#parts.polls.refresh(next.requestKey, pressedAt);
		return { before: before?.value, after: this.#value?.value };
	}

	/** Stops following: the key left. */
	public stop(): void {
		this.#stopped = true;
		clearTimeout(this.#settling);
		this.#settling = undefined;
		this.#unsubscribe?.();
		this.#unsubscribe = undefined;
	}

	/**
	 * The request settings describe, read once per settings object: every event hands over its own, and what one event
	 * does with them (check that a value covers them, follow them, refresh) reads them once.
	 * @param settings The key's settings.
	 * @returns The request, or why the settings describe none.
	 */
	#requestOf(settings: T): SettingsRead<DisplayRequest<V>> {
		if (this.#described?.settings !== settings) {
			this.#described = { settings, request: readWith(() => this.#parts.source.request(settings)) };
		}
		return this.#described.request;
	}

	/**
	 * What the key follows for a request.
	 * @param settings The key's settings.
	 * @param request The request they describe.
	 * @returns The poll, need and interval.
	 */
	#describe(settings: T, request: DisplayRequest<V>): Followed {
		return {
			requestKey: this.#parts.source.identify(settings, request),
			channel: this.#parts.source.channelOf(settings),
			parameters: request.parameters,
			need: request.need ?? 0,
			intervalMs: refreshIntervalMs(settings.refreshSeconds),
		};
	}

	/**
	 * Leaves a poll for another: the value goes with it when the key now shows something else or reads through another
	 * channel (another id, server, or the demo), and stays, marked stale, when only the channel's keys changed.
	 * @param previous What the key followed.
	 * @param next What it follows now.
	 */
	#leave(previous: Followed, next: Followed): void {
		const { drawing } = this.#parts;
		const { parameters, need, channel } = previous;
		if (parameters === next.parameters && need === next.need && channel === next.channel && this.#value) {
			this.#carried = true;
			drawing.showValue(this.#value.value, this.#settings, true);
			return;
		}
		this.#value = undefined;
		this.#carried = false;
		drawing.forget();
	}

	/**
	 * Draws a value the poll delivered.
	 * @param value The value.
	 * @param stale Whether the read that would refresh it is failing.
	 */
	#show(value: V, stale: boolean): void {
		this.#value = { value };
		this.#carried = false;
		this.#parts.drawing.showValue(value, this.#settings, stale);
	}

	/**
	 * Shows a failed read: the value kept, marked stale, and for a carried value its reason for a moment.
	 * @param error Why the read failed.
	 */
	#fail(error: unknown): void {
		this.#parts.noteFailure?.(error);
		this.#parts.drawing.showProblem(error);
		if (this.#carried) this.#parts.flashProblem?.(error);
	}
}
