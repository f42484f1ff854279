import { type DidReceiveSettingsEvent, SingletonAction, type WillDisappearEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { globalSettings } from "../channels/global-settings";
import type { ActionSpec, ValuesOf } from "../contract/action-spec";
import { seenKey, seenKeys } from "./deck-keys";
import { followDemoMark } from "./demo-channel-keys";
import type { KeyState, OnScreen } from "./key-state";
import type { ShownAction } from "./saved-settings";
import { readSettings, type SettingsRead } from "./settings-read";

/**
 * The one contract every action of the plugin keeps, whatever its kind (press, widget adjust, lock, display): its
 * settings spec, each event's settings read once with it and handed down as values, and one {@link KeyState} per key
 * on screen, kept here alone and disposed once when the key goes. The kinds specialise it with what their keys do.
 */
export abstract class CompanionAction<
	S extends ActionSpec,
	K extends KeyState<T>,
	T extends JsonObject = JsonObject,
> extends SingletonAction<T> {
	/** The action's settings spec: what its settings are and which API key its requests carry. */
	protected abstract readonly spec: S;

	/**
	 * Starts telling the keys on screen when the connection settings change.
	 */
	constructor() {
		super();
		globalSettings.onChange(() => {
			for (const key of this.keys()) void this.channelsChanged?.(key);
		});
	}

	/**
	 * Follows settings the plugin saved itself (keys moved to another channel), as those from the inspector.
	 * @param action The key or dial.
	 * @param settings Its new settings.
	 */
	public async followSavedSettings(action: ShownAction, settings: JsonObject): Promise<void> {
		await this.settingsChanged(action as OnScreen<T>, settings as T);
	}

	/**
	 * Follows new settings from the property inspector.
	 * @param ev The event.
	 */
	public override async onDidReceiveSettings(ev: DidReceiveSettingsEvent<T>): Promise<void> {
		await this.settingsChanged(ev.action, ev.payload.settings);
	}

	/**
	 * Forgets a key that left, in one place: its state is disposed once, which lets its display go.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<T>): void {
		const deck = seenKey(ev.action.id);
		deck?.state?.dispose();
		if (deck) deck.state = undefined;
	}

	/**
	 * Follows a key's new settings, from the inspector or saved by the plugin.
	 * @param action The key or dial.
	 * @param settings Its new settings.
	 */
	protected abstract settingsChanged(action: OnScreen<T>, settings: T): Promise<void> | void;

	/**
	 * Keeps the state of a key that appeared, disposing the one it replaces; the key gets the demo mark while its
	 * channel is the demo.
	 * @param key The new state.
	 * @returns The state.
	 */
	protected adopt(key: K): K {
		const { deck } = key;
		if (deck.state === key) return key;
		deck.state?.dispose();
		deck.state = key;
		void followDemoMark(deck);
		return key;
	}

	/**
	 * Tells a key that the connection settings changed: its channel may now be another, or lack what it needs.
	 * @param key The key.
	 */
	protected channelsChanged?(key: K): Promise<void> | void;

	/**
	 * The state of a key on screen.
	 * @param id The key's context.
	 * @returns Its state; `undefined` when it is not on screen.
	 */
	protected keyOf(id: string): K | undefined {
		// A context is one key of one action: its state is this action's kind.
		return seenKey(id)?.state as K | undefined;
	}

	/**
	 * The states of this action's keys on screen.
	 * @yields Each state.
	 */
	protected *keys(): Generator<K> {
		for (const deck of seenKeys()) {
			if (deck.state !== undefined && deck.action.manifestId === this.manifestId) yield deck.state as K;
		}
	}

	/**
	 * Reads an event's settings with the action's spec, once: what the event does receives the values.
	 * @param settings The settings as stored.
	 * @returns The values, or why they are bad.
	 */
	protected read(settings: JsonObject): SettingsRead<ValuesOf<S>> {
		return readSettings(this.spec, settings);
	}
}
