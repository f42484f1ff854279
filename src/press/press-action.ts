import type { KeyDownEvent, KeyUpEvent, WillAppearEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ActionSpec, ValuesOf } from "../contract/action-spec";
import { CompanionAction } from "../keys/companion-action";
import type { OnScreen } from "../keys/key-state";
import type { SettingsRead } from "../keys/settings-read";
import { PressKey } from "./press-key";

/**
 * A key that fires when pressed — at once, or once held — and shows the setup mark while it is not ready: the press
 * kind of {@link CompanionAction}, which the one-request, lock and widget-adjust kinds specialise. Each key-down reads
 * its settings once and hands the values to {@link PressAction.keyDown}.
 */
export abstract class PressAction<S extends ActionSpec, K extends PressKey = PressKey> extends CompanionAction<S, K> {
	/**
	 * Runs the press at once, or starts a hold when the key's `activation` is `hold`.
	 * @param ev The event.
	 * @returns Settles once the press ran, or its hold started.
	 */
	public override onKeyDown(ev: KeyDownEvent<JsonObject>): Promise<void> {
		const key = this.stateOf(ev.action);
		return this.keyDown(key, this.read(ev.payload.settings, key), ev);
	}

	/**
	 * Ends a hold: released too early, the key says `Hold` and sends nothing.
	 * @param ev The event.
	 */
	public override async onKeyUp(ev: KeyUpEvent<JsonObject>): Promise<void> {
		if (ev.action.isKey()) await this.keyOf(ev.action.id)?.hold.release();
	}

	/**
	 * Shows the setup mark on a key whose settings are invalid or whose channel lacks what it needs.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<JsonObject>): Promise<void> {
		const key = this.adopt(this.createKey(ev.action));
		if (ev.action.isKey() && !ev.payload.isInMultiAction) await this.drawKey(key, this.read(ev.payload.settings, key));
	}

	/**
	 * Runs a key-down.
	 * @param key The key's state.
	 * @param read Its settings, read once by the key-down.
	 * @param ev The event, for its payload.
	 */
	protected abstract keyDown(key: K, read: SettingsRead<ValuesOf<S>>, ev: KeyDownEvent<JsonObject>): Promise<void>;

	/**
	 * Checks a key again when the connection settings change.
	 * @param key The key.
	 */
	protected override async channelsChanged(key: K): Promise<void> {
		await key.setup.recheck();
	}

	/**
	 * Makes the state of a key; the kinds whose keys keep more make their own.
	 * @param action The key.
	 * @returns The state.
	 */
	protected createKey(action: OnScreen): K {
		return new PressKey(action) as K;
	}

	/**
	 * Draws a key: the setup mark while it is not ready to send, otherwise its own face (or its icon).
	 * @param key The key.
	 * @param read Its settings, read once by the event.
	 * @returns `true` when the key is ready.
	 */
	protected drawKey(key: K, read: SettingsRead<ValuesOf<S>>): Promise<boolean> {
		const face = read.ok ? this.keyFace?.(read.values) : undefined;
		return key.setup.follow({ read, kind: this.spec.apiKeyKind, face });
	}

	/**
	 * The image a ready key draws itself; without it the key shows the manifest's icon.
	 * @param values The key's parsed settings.
	 * @returns Draws the image.
	 */
	protected keyFace?(values: ValuesOf<S>): () => string;

	/**
	 * Shows the setup mark while new settings are invalid or the channel lacks what the key needs.
	 * @param action The key.
	 * @param settings Its new settings.
	 */
	protected override async settingsChanged(action: OnScreen, settings: JsonObject): Promise<void> {
		if (!action.isKey() || action.isInMultiAction()) return;
		const key = this.stateOf(action);
		await this.drawKey(key, this.read(settings, key));
	}

	/**
	 * The state of a key, made for one that was not seen appearing (a step of a multi-action pressed at once).
	 * @param action The key.
	 * @returns Its state.
	 */
	protected stateOf(action: OnScreen): K {
		return this.keyOf(action.id) ?? this.adopt(this.createKey(action));
	}
}
