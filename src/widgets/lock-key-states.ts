import type { KeyAction } from "@elgato/streamdeck";

import { ignoreIfKeyGone } from "../render/key-gone";

/** A key whose state the plugin sets. */
type StateKey = Pick<KeyAction, "id" | "setState">;

/**
 * The state each lock key shows, as far as the plugin knows: what the app reported when the key appeared, then every
 * state the plugin set. A press's payload may be older than that: a second press sent before the first one's new state
 * reached the app still carries the state before it.
 */
export class LockKeyStates {
	/** The states, by key. */
	readonly #states = new Map<string, number>();

	/**
	 * Changes a key's state when it shows another: the one success signal of a lock press that changed it.
	 * @param key The key.
	 * @param state The new state.
	 * @returns `true` when the state changed (and was sent); `false` when the key already showed it.
	 */
	public async change(key: StateKey, state: number): Promise<boolean> {
		if (this.#states.get(key.id) === state) return false;
		await this.set(key, state);
		return true;
	}

	/**
	 * Forgets a key that left.
	 * @param id The key's context.
	 */
	public forget(id: string): void {
		this.#states.delete(id);
	}

	/**
	 * Notes the state the app reports for a key.
	 * @param id The key's context.
	 * @param state The state in the event's payload.
	 * @param fresh Whether the report is fresh (a key appearing, new settings) rather than a press's, which only fills
	 * in a state the plugin does not know.
	 */
	public note(id: string, state: number | undefined, fresh: boolean): void {
		if (state === undefined || (!fresh && this.#states.has(id))) return;
		this.#states.set(id, state);
	}

	/**
	 * Sets a key's state, even one it shows already.
	 * @param key The key.
	 * @param state The state.
	 */
	public async set(key: StateKey, state: number): Promise<void> {
		this.#states.set(key.id, state);
		await ignoreIfKeyGone(key.setState(state));
	}
}
