import { PressKey } from "../press/press-key";
import { ignoreIfKeyGone } from "../render/key-gone";
import type { WidgetValues } from "./lock-switch";
import type { WidgetRef } from "./widget-locks";

/**
 * A lock key on screen: what every press key keeps, its widget, and the state it shows as far as the plugin knows —
 * what the app reported when the key appeared, then every state the plugin set. A press's payload may be older than
 * that: a second press sent before the first one's new state reached the app still carries the state before it.
 */
export class LockKey extends PressKey {
	/** Its widget; `undefined` while its settings are bad or before it is drawn. */
	public ref: WidgetRef | undefined;

	/** Its settings as last read; `undefined` while they are bad. */
	public values: WidgetValues | undefined;

	/** The state it shows; `undefined` while unknown. */
	#state: number | undefined;

	/**
	 * Changes the key's state when it shows another: the one success signal of a lock press that changed it.
	 * @param state The new state.
	 * @returns `true` when the state changed (and was sent); `false` when the key already showed it.
	 */
	public async change(state: number): Promise<boolean> {
		if (this.#state === state) return false;
		await this.set(state);
		return true;
	}

	/**
	 * Notes the state the app reports for the key.
	 * @param state The state in the event's payload.
	 * @param fresh Whether the report is fresh (a key appearing, new settings) rather than a press's, which only fills
	 * in a state the plugin does not know.
	 */
	public note(state: number | undefined, fresh: boolean): void {
		if (state === undefined || (!fresh && this.#state !== undefined)) return;
		this.#state = state;
	}

	/**
	 * Sets the key's state, even one it shows already.
	 * @param state The state.
	 */
	public async set(state: number): Promise<void> {
		this.#state = state;
		const { action } = this;
		if (action.isKey()) await ignoreIfKeyGone(action.setState(state));
	}
}
