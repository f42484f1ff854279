import type { DialAction, KeyAction } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { dialsDrawOnStrip } from "../contract/device-capabilities";
import { KeyDisplay } from "../render/key-display";
import { StripDisplay } from "../render/strip-display";
import { type DeckKey, deckKeyOf } from "./deck-keys";

/** A key or dial on screen, as the SDK hands it to an action. */
export type OnScreen<T extends JsonObject = JsonObject> = DialAction<T> | KeyAction<T>;

/**
 * What the plugin keeps for one appearance of a key (or dial) of an action: made when the key appears (or on the first
 * event of a key that was not seen appearing) and disposed once when it goes. It holds what the key shows (its display,
 * a dial's strip); each kind of action adds what its keys need (a hold, a setup mark, a dial's session, a display
 * subscription) in a subclass, and ends it in {@link KeyState.dispose}. The key's {@link DeckKey} holds it, and what
 * outlives an appearance.
 */
export class KeyState<T extends JsonObject = JsonObject> {
	/** The key or dial. */
	public readonly action: OnScreen<T>;

	/** The key's record, which outlives this appearance: its settings, its failures, its demo mark. */
	public readonly deck: DeckKey;

	/** The key's image and title. */
	public readonly display: KeyDisplay;

	/** Whether the key left: disposed state does nothing any more. */
	#disposed = false;

	/** A dial's touch strip, made on first use. */
	#strip: StripDisplay | undefined;

	/**
	 * Creates the state of a key.
	 * @param action The key or dial.
	 */
	constructor(action: OnScreen<T>) {
		this.action = action;
		this.deck = deckKeyOf(action as OnScreen);
		this.display = new KeyDisplay(action as OnScreen, () => this.deck.userTitle);
	}

	/**
	 * Whether the key left.
	 * @returns `true` once disposed.
	 */
	public get disposed(): boolean {
		return this.#disposed;
	}

	/**
	 * A dial's touch strip.
	 * @returns The strip.
	 */
	public get strip(): StripDisplay {
		this.#strip ??= new StripDisplay(this.action as DialAction<T>, dialsDrawOnStrip(this.action.device.type));
		return this.#strip;
	}

	/**
	 * Ends what the key runs (timers, polls, holds) and lets its display and strip go, once; later calls do nothing.
	 */
	public dispose(): void {
		if (this.#disposed) return;
		this.#disposed = true;
		this.end();
		this.display.release();
		this.#strip?.release();
	}

	/**
	 * Draws the key again where the title the user typed now leaves room: call when that title came, went or moved.
	 */
	public async titleMoved(): Promise<void> {
		await this.display.redrawReason();
	}

	/**
	 * Ends what a kind of key runs; called once, by {@link KeyState.dispose}.
	 */
	protected end(): void {
		// A plain key runs nothing.
	}
}
