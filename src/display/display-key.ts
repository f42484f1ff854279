import type { JsonObject } from "@elgato/utils";

import { KeyState, type OnScreen } from "../keys/key-state";
import type { DisplaySettings } from "./display-settings";
import type { KeySubscription } from "./key-subscription";

/**
 * Makes what a display key follows, drawing on the key's own display and strip.
 * @param key The key's state.
 * @returns The subscription.
 */
export type Subscribe<T extends DisplaySettings & JsonObject, V> = (key: KeyState<T>) => KeySubscription<T, V>;

/**
 * A display key (or dial) on screen: what it follows and draws. Its subscription stops, once, when the key goes.
 */
export class DisplayKey<T extends DisplaySettings & JsonObject, V> extends KeyState<T> {
	/** What the key follows and draws. */
	public readonly subscription: KeySubscription<T, V>;

	/**
	 * Creates the state of a display key.
	 * @param action The key or dial.
	 * @param subscribe Makes what it follows.
	 */
	constructor(action: OnScreen<T>, subscribe: Subscribe<T, V>) {
		super(action);
		this.subscription = subscribe(this);
	}

	/**
	 * Draws the key again where the title the user typed now leaves room: a value's face as well as a reason's (a dial's
	 * strip shows no title, and is left alone).
	 */
	public override async titleMoved(): Promise<void> {
		await super.titleMoved();
		if (this.action.isKey()) this.subscription.redraw();
	}

	/**
	 * Stops following: the key left.
	 */
	protected override end(): void {
		this.subscription.stop();
	}
}
