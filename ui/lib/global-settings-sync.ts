import type { Settings } from "./field-types";
import type { StreamDeckConnection } from "./stream-deck-connection";

/** One change to the global settings, applied to them as they stand when it is saved. */
export type GlobalEdit = (global: Settings) => Settings;

/** How long to wait for the app's answer before a later change or refresh may ask again. */
const ANSWER_TIMEOUT_MS = 5000;

/**
 * The global settings as this property inspector knows them, and the only way it changes them. The app tells an
 * inspector nothing when another inspector changes them (and some hosts keep every inspector of a profile loaded), so
 * a copy read earlier may be stale: each change is therefore applied to the settings read again just before it is
 * saved, and only what this inspector changed is written over them. A change made in another inspector is never
 * reverted by this one.
 */
export class GlobalSettingsSync {
	/** The line to the app. */
	readonly #connection: StreamDeckConnection;
	/** Told of every change, the user's or another inspector's. */
	readonly #listeners: Array<(settings: Settings) => void> = [];
	/** Waiting for the settings of the next answer. */
	readonly #readers: Array<(settings: Settings) => void> = [];
	/** Changes made here and not saved yet, in order. */
	readonly #queued: GlobalEdit[] = [];
	/** The settings as last read, with this inspector's changes not saved yet. */
	#current: Settings = {};
	/** Whether a read is on its way; changes made meanwhile are saved with its answer. */
	#asking = false;
	/** Stops waiting for that answer. */
	#timer: ReturnType<typeof setTimeout> | undefined;

	/**
	 * Starts with nothing read; the connection asks for the settings as it opens.
	 * @param connection The line to the app.
	 */
	constructor(connection: StreamDeckConnection) {
		this.#connection = connection;
	}

	/**
	 * The settings as this inspector shows them.
	 * @returns A copy.
	 */
	public get current(): Settings {
		return { ...this.#current };
	}

	/**
	 * Makes a change: shows it at once, then reads the settings again and saves the change over them.
	 * @param edit The change.
	 */
	public change(edit: GlobalEdit): void {
		this.#queued.push(edit);
		this.#current = edit(this.#current);
		this.#tell();
		this.#ask();
	}

	/**
	 * Calls a listener after every change.
	 * @param listener Receives the settings as shown.
	 */
	public onChange(listener: (settings: Settings) => void): void {
		this.#listeners.push(listener);
	}

	/**
	 * Reads the settings again and hands them over as they stand, with this inspector's changes not saved yet: another
	 * inspector may have changed them meanwhile. Without an answer in time, hands over the settings as shown.
	 * @param reader Receives the settings.
	 */
	public read(reader: (settings: Settings) => void): void {
		this.#readers.push(reader);
		this.#ask();
	}

	/**
	 * Takes global settings from the app (an answer, or a change the plugin made): changes waiting to be saved are
	 * applied to them and saved now.
	 * @param settings The stored global settings.
	 */
	public receive(settings: Settings): void {
		this.#asking = false;
		clearTimeout(this.#timer);
		let next = { ...settings };
		const edits = this.#queued.splice(0);
		for (const edit of edits) next = edit(next);
		if (edits.length > 0) this.#connection.setGlobalSettings(next);
		this.#current = next;
		this.#tell();
		this.#handOver();
	}

	/**
	 * Reads the settings again, e.g. when the inspector is shown again: another one may have changed them.
	 */
	public refresh(): void {
		this.#ask();
	}

	/**
	 * Asks the app for the settings, unless an answer is on its way.
	 */
	#ask(): void {
		if (this.#asking) return;
		this.#asking = true;
		this.#connection.getGlobalSettings();
		clearTimeout(this.#timer);
		// Changes stay queued (and shown) until an answer comes; a later change or refresh asks again.
		this.#timer = setTimeout(() => {
			this.#asking = false;
			this.#handOver();
		}, ANSWER_TIMEOUT_MS);
	}

	/**
	 * Hands the settings as they now stand to those waiting for a read.
	 */
	#handOver(): void {
		for (const reader of this.#readers.splice(0)) reader(this.current);
	}

	/**
	 * Tells the listeners.
	 */
	#tell(): void {
		for (const listener of this.#listeners) listener(this.current);
	}
}
