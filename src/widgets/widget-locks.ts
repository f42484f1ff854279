import { PressQueue } from "../press/press-queue";

/** The widget ID that stands for every widget of a family. */
export const ALL_WIDGETS = "all";

/** One widget of one channel: what a lock state belongs to. */
export type WidgetRef = {
	/** The widget's family. */
	family: "goal" | "streamathon";
	/** The channel it belongs to (kept in memory only: it may hold API keys). */
	channel: string;
	/** The widget's ID, or `all`. */
	widgetId: string;
};

/** A lock or unlock the API accepted. */
export type LockChange = WidgetRef & {
	/** The new state. */
	locked: boolean;
	/** The key or dial whose press made the change, which shows it itself. */
	origin?: string;
};

/** The known lock state of a widget. */
type KnownState = {
	/** The channel it belongs to, to forget it with the channel. */
	channel: string;
	/** Whether the widget is locked. */
	locked: boolean;
};

/**
 * Tells whether a change concerns a key or dial of a widget: the same widget of the same family and channel, or all
 * of them.
 * @param ref The key's widget.
 * @param change The change.
 * @returns `true` when the key should show the change.
 */
export function concerns(ref: WidgetRef, change: LockChange): boolean {
	return (
		ref.family === change.family &&
		ref.channel === change.channel &&
		(ref.widgetId === change.widgetId || change.widgetId === ALL_WIDGETS)
	);
}

/**
 * The lock state of every widget this plugin locked or unlocked, one per widget and channel whatever key, dial or
 * action did it, and the lock presses of each widget one at a time (a toggle sees the state the press before it left).
 */
export class WidgetLocks {
	/** Told of every change. */
	readonly #listeners = new Set<(change: LockChange) => void>();
	/** Lock presses, by widget. */
	readonly #presses = new PressQueue();
	/** Known states, by widget. */
	readonly #states = new Map<string, KnownState>();

	/**
	 * A widget's identity, as a string.
	 * @param ref The widget.
	 * @returns The family and channel, then the widget's ID.
	 */
	public static identity(ref: WidgetRef): string {
		return `${channelOf(ref)}${ref.widgetId}`;
	}

	/**
	 * Calls a listener on every change.
	 * @param listener Receives the change.
	 * @returns Stops the listening.
	 */
	public onChange(listener: (change: LockChange) => void): () => void {
		this.#listeners.add(listener);
		return () => this.#listeners.delete(listener);
	}

	/**
	 * Runs a lock press once the earlier presses on the same widget are done, so that it decides with the state they
	 * left.
	 * @param ref The widget.
	 * @param press The press's work.
	 * @returns What the press returned, once it is done.
	 */
	public queue<T>(ref: WidgetRef, press: () => Promise<T>): Promise<T> {
		return this.#presses.run(WidgetLocks.identity(ref), press);
	}

	/**
	 * Records a change the API accepted and tells every listener. Locking or unlocking `all` sets every known widget of
	 * the family and channel.
	 * @param change The change.
	 */
	public record(change: LockChange): void {
		if (change.widgetId === ALL_WIDGETS) {
			const prefix = channelOf(change);
			for (const [known, state] of this.#states) {
				if (known.startsWith(prefix)) state.locked = change.locked;
			}
		}
		this.#states.set(WidgetLocks.identity(change), { channel: change.channel, locked: change.locked });
		for (const listener of this.#listeners) listener(change);
	}

	/**
	 * Forgets the states of every channel that no longer is what it was (docs/behaviour.md#channel-identity): its widgets
	 * then read as unknown.
	 * @param keep Tells whether a channel's identity is still current.
	 */
	public retain(keep: (channel: string) => boolean): void {
		for (const [known, state] of this.#states) {
			if (!keep(state.channel)) this.#states.delete(known);
		}
	}

	/**
	 * The last known state of a widget: its own, or what the last `all` of its family and channel left.
	 * @param ref The widget.
	 * @returns `true` locked, `false` unlocked, `undefined` unknown.
	 */
	public stateOf(ref: WidgetRef): boolean | undefined {
		return (
			this.#states.get(WidgetLocks.identity(ref)) ??
			this.#states.get(WidgetLocks.identity({ ...ref, widgetId: ALL_WIDGETS }))
		)?.locked;
	}
}

/**
 * The family and channel of a widget, as the start of its identity; JSON, so no widget ID can imitate it.
 * @param ref The widget.
 * @returns E.g. `["goal","…"]`.
 */
function channelOf(ref: WidgetRef): string {
	return JSON.stringify([ref.family, ref.channel]);
}

/** The lock states of the whole plugin. */
export const widgetLocks = new WidgetLocks();
