import type { ChannelRef } from "../channels/channel-clients";

/** The longest any undo key looks back, in milliseconds: the history keeps nothing older. */
export const HISTORY_LIMIT_MS = 3600 * 1000;

/** Most entries kept per channel, newest first: enough for an hour of presses, bounded for a stuck key. */
export const HISTORY_CAPACITY = 500;

/** A goal or streamathon change the API accepted, as the history keeps it. */
export type RecordedChange = {
	/** The widget family. */
	family: "goal" | "streamathon";
	/** The channel's identity in memory (it holds API keys: never log, draw or send it). */
	channel: string;
	/** The settings that picked the channel, to send the undo with the same API key. */
	source: ChannelRef;
	/** The widget's ID, or `all`. */
	widgetId: string;
	/** The signed amount: positive for an add, negative for a remove. */
	change: number;
	/** When the API accepted it, in milliseconds since the epoch. */
	at: number;
};

/** An entry of the history. */
type Entry = RecordedChange & {
	/** Whether an undo of it is on its way. */
	pending: boolean;
};

/** What an undo key shows: the change its next press would undo, and how many it could undo. */
export type UndoPreview = {
	/** The newest change within the window, if any. */
	next?: RecordedChange;
	/** How many changes are within the window. */
	count: number;
	/** When the oldest of them leaves the window, in milliseconds since the epoch. */
	expiresAt?: number;
};

/**
 * The goal and streamathon changes this plugin sent and the API accepted, in memory (a restart of the plugin forgets
 * them), so that an undo key can revert them newest first, per channel.
 */
export class ChangeHistory {
	/** Each channel's entries, oldest first, by the channel's identity. */
	readonly #channels = new Map<string, Entry[]>();
	/** Told of every change of the history. */
	readonly #listeners = new Set<() => void>();
	/** Told of every change the API took back. */
	readonly #undoneListeners = new Set<(change: RecordedChange) => void>();
	/** The clock. */
	readonly #now: () => number;

	/**
	 * Creates a history.
	 * @param now The clock, in milliseconds since the epoch.
	 */
	constructor(now: () => number = Date.now) {
		this.#now = now;
	}

	/**
	 * Calls a listener whenever an entry is added, undone or dropped.
	 * @param listener The callback.
	 * @returns Stops the listening.
	 */
	public onChange(listener: () => void): () => void {
		this.#listeners.add(listener);
		return () => this.#listeners.delete(listener);
	}

	/**
	 * Calls a listener whenever the API accepted the undo of a change, with that change: the very object
	 * {@link ChangeHistory.record} returned, so that whoever counted it can tell it from an equal one.
	 * @param listener The callback.
	 * @returns Stops the listening.
	 */
	public onUndone(listener: (change: RecordedChange) => void): () => void {
		this.#undoneListeners.add(listener);
		return () => this.#undoneListeners.delete(listener);
	}

	/**
	 * What an undo key of a channel shows.
	 * @param channel The channel's identity.
	 * @param windowMs How far the key looks back.
	 * @returns The newest change within the window and how many there are.
	 */
	public preview(channel: string, windowMs: number): UndoPreview {
		const within = this.#within(channel, windowMs);
		const next = within.at(-1);
		return {
			next: next && strip(next),
			count: within.length,
			expiresAt: within.length > 0 ? within[0].at + windowMs : undefined,
		};
	}

	/**
	 * Records a change the API accepted. Changes of nothing (amount 0) are not kept.
	 * @param change The change, without its time.
	 * @returns The change as kept, which {@link ChangeHistory.onUndone} names when it is undone; `undefined` when
	 * not kept.
	 */
	public record(change: Omit<RecordedChange, "at">): RecordedChange | undefined {
		if (change.change === 0 || !Number.isFinite(change.change)) return undefined;
		this.#prune();
		const entries = this.#channels.get(change.channel) ?? [];
		const entry: Entry = { ...change, at: this.#now(), pending: false };
		entries.push(entry);
		if (entries.length > HISTORY_CAPACITY) entries.shift();
		this.#channels.set(change.channel, entries);
		this.#tell();
		return entry;
	}

	/**
	 * Forgets the history of every channel that no longer is what it was (docs/behaviour.md#channel-identity). An undo on
	 * its way settles as usual: a failed one does not bring its entry back.
	 * @param keep Tells whether a channel's identity is still current.
	 */
	public retain(keep: (channel: string) => boolean): void {
		const forgotten = [...this.#channels.keys()].filter((channel) => !keep(channel));
		for (const channel of forgotten) this.#channels.delete(channel);
		if (forgotten.length > 0) this.#tell();
	}

	/**
	 * Ends an undo: an undone change leaves the history; a failed undo keeps it.
	 * @param change The change from {@link ChangeHistory.take}.
	 * @param undone Whether the API accepted the undo.
	 */
	public settle(change: RecordedChange, undone: boolean): void {
		const entries = this.#channels.get(change.channel) ?? [];
		const index = entries.indexOf(change as Entry);
		if (index < 0) return;
		if (undone) entries.splice(index, 1);
		else entries[index].pending = false;
		if (entries.length === 0) this.#channels.delete(change.channel);
		this.#tell();
		if (undone) for (const listener of this.#undoneListeners) listener(change);
	}

	/**
	 * Takes the newest change of a channel within the window for an undo: it is not offered again while its undo is on
	 * its way.
	 * @param channel The channel's identity.
	 * @param windowMs How far the key looks back.
	 * @returns The change, or `undefined` when there is nothing to undo.
	 */
	public take(channel: string, windowMs: number): RecordedChange | undefined {
		const entry = this.#within(channel, windowMs).at(-1);
		if (!entry) return undefined;
		entry.pending = true;
		this.#tell();
		return entry;
	}

	/**
	 * The entries of a channel within a window that no undo is on its way for, oldest first.
	 * @param channel The channel's identity.
	 * @param windowMs The window.
	 * @returns The entries.
	 */
	#within(channel: string, windowMs: number): Entry[] {
		const since = this.#now() - windowMs;
		return (this.#channels.get(channel) ?? []).filter((entry) => !entry.pending && entry.at > since);
	}

	/**
	 * Drops entries older than any window.
	 */
	#prune(): void {
		const since = this.#now() - HISTORY_LIMIT_MS;
		for (const [channel, entries] of this.#channels) {
			// Entries are added in time order, so while the first one is within the limit every one is: every press
			// records a change, and a channel's entries are copied only when something may have expired.
			if (entries[0].at > since) continue;
			const kept = entries.filter((entry) => entry.pending || entry.at > since);
			if (kept.length > 0) this.#channels.set(channel, kept);
			else this.#channels.delete(channel);
		}
	}

	/**
	 * Tells every listener.
	 */
	#tell(): void {
		for (const listener of this.#listeners) listener();
	}
}

/**
 * A change without the history's bookkeeping.
 * @param entry The entry.
 * @returns The change.
 */
function strip(entry: Entry): RecordedChange {
	const { family, channel, source, widgetId, change, at } = entry;
	return { family, channel, source, widgetId, change, at };
}

/** The history of the whole plugin. */
export const changeHistory = new ChangeHistory();
