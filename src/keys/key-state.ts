import type { DialAction, KeyAction } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ActionSpec, ValuesOf } from "../contract/action-spec";
import { readSettings, sameSettings, type SettingsRead } from "./settings-read";

/** A key or dial on screen, as the SDK hands it to an action. */
export type OnScreen<T extends JsonObject = JsonObject> = DialAction<T> | KeyAction<T>;

/** The settings of a key's last event, and what they read as. */
type LastRead = {
	/** The spec they were read with. */
	spec: ActionSpec;
	/** A copy of the settings the event carried. */
	settings: JsonObject;
	/** What they read as. */
	read: SettingsRead<unknown>;
};

/**
 * Everything the plugin keeps about one key (or dial) of an action while it is on screen: made when the key appears
 * (or on the first event of a key that was not seen appearing) and disposed once when it goes. Each kind of action
 * adds what its keys need (a hold, a setup mark, a dial's session, a display subscription) to a subclass, and ends it
 * in {@link KeyState.dispose}.
 */
export class KeyState<T extends JsonObject = JsonObject> {
	/** The key or dial. */
	public readonly action: OnScreen<T>;

	/** Whether the key left: disposed state does nothing any more. */
	#disposed = false;

	/** The settings the key's last event carried, and what they read as. */
	#lastRead: LastRead | undefined;

	/**
	 * Creates the state of a key.
	 * @param action The key or dial.
	 */
	constructor(action: OnScreen<T>) {
		this.action = action;
	}

	/**
	 * Whether the key left.
	 * @returns `true` once disposed.
	 */
	public get disposed(): boolean {
		return this.#disposed;
	}

	/**
	 * Ends what the key runs (timers, polls, holds), once; later calls do nothing.
	 */
	public dispose(): void {
		if (this.#disposed) return;
		this.#disposed = true;
		this.end();
	}

	/**
	 * Reads the settings of one of the key's events with its action's spec, once: an event that carries the same
	 * settings as the one before (every press of a key whose settings did not change) gets the same read without
	 * parsing them again.
	 * @param spec The action's spec.
	 * @param settings The settings as the event carries them.
	 * @returns The values, or why they are bad.
	 */
	public readSettings<S extends ActionSpec>(spec: S, settings: JsonObject): SettingsRead<ValuesOf<S>> {
		const last = this.#lastRead;
		if (last?.spec === spec && sameSettings(last.settings, settings)) return last.read as SettingsRead<ValuesOf<S>>;
		const read = readSettings(spec, settings);
		// A copy: the event's object could be changed in place afterwards.
		this.#lastRead = { spec, settings: { ...settings }, read };
		return read;
	}

	/**
	 * Ends what a kind of key runs; called once, by {@link KeyState.dispose}.
	 */
	protected end(): void {
		// A plain key runs nothing.
	}
}
