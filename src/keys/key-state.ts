import type { DialAction, KeyAction } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

/** A key or dial on screen, as the SDK hands it to an action. */
export type OnScreen<T extends JsonObject = JsonObject> = DialAction<T> | KeyAction<T>;

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
	 * Ends what a kind of key runs; called once, by {@link KeyState.dispose}.
	 */
	protected end(): void {
		// A plain key runs nothing.
	}
}
