import {
	type DidReceiveSettingsEvent,
	type KeyAction,
	type KeyDownEvent,
	type KeyUpEvent,
	SingletonAction,
	type WillAppearEvent,
	type WillDisappearEvent,
} from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ShownAction } from "../channels/saved-settings";
import type { ActionSpec, ValuesOf } from "../contract/action-spec";
import { holdModeOf, type HoldValues } from "../contract/hold-fields";
import { type PressChannel, resolvePressChannel } from "../keys/press-channel";
import { runPress } from "../keys/press-feedback";
import { readSettings, type SettingsRead, valuesOf } from "../keys/settings-read";
import { SetupMarks } from "../keys/setup-mark";
import { accentOf } from "../render/endpoint-accent";
import { KeyDisplay } from "../render/key-display";
import { HoldGestures, pressOrHold } from "./hold-gesture";

/** One press as an action's `send` receives it: the key, its settings read once, and its channel resolved once. */
export type Press<V> = {
	/** The key pressed. */
	action: KeyAction<JsonObject>;
	/** Its settings, parsed. */
	values: V;
	/** Its channel. */
	channel: PressChannel;
};

/**
 * A key that sends one request per press and answers with the check mark or an alert and a short reason. Its settings
 * are read by its spec; bad settings alert before anything is sent.
 */
export abstract class PressAction<S extends ActionSpec> extends SingletonAction<JsonObject> {
	/** The action's settings spec. */
	protected abstract readonly spec: S;

	/** The keys whose settings are invalid. */
	readonly #setup = new SetupMarks();

	/** The keys being held. */
	readonly #holds = new HoldGestures();

	/**
	 * Follows settings the plugin saved itself (keys moved to another channel), as those from the inspector: the setup
	 * mark while they are invalid or the channel lacks what the key needs.
	 * @param action The key.
	 * @param settings Its new settings.
	 */
	public async followSavedSettings(action: ShownAction, settings: JsonObject): Promise<void> {
		if (action.isKey() && !action.isInMultiAction()) await this.drawKey(action, readSettings(this.spec, settings));
	}

	/**
	 * Shows the setup mark while new settings are invalid or the channel lacks what the key needs.
	 * @param ev The event.
	 */
	public override async onDidReceiveSettings(ev: DidReceiveSettingsEvent<JsonObject>): Promise<void> {
		await this.followSavedSettings(ev.action, ev.payload.settings);
	}

	/**
	 * Runs the press at once, or starts a hold when the key's `activation` is `hold`.
	 * @param ev The event.
	 */
	public override async onKeyDown(ev: KeyDownEvent<JsonObject>): Promise<void> {
		const read = readSettings(this.spec, ev.payload.settings);
		// Invalid settings fire at once, and fail with `Setup`.
		const mode = read.ok ? holdModeOf(read.values as unknown as HoldValues) : undefined;
		const press = { action: ev.action, isInMultiAction: ev.payload.isInMultiAction, mode };
		const action = ev.action as KeyAction<JsonObject>;
		await pressOrHold(this.#holds, press, { accent: accentOf(this.spec.endpoint) }, () =>
			runPress(action, this.spec.name, async () => {
				const values = valuesOf(read);
				// A key whose channel lacks what it needs refuses even a press that would not use its own client (Undo).
				const channel = await resolvePressChannel(values, this.spec.key);
				await this.send({ action, values, channel });
			}),
		);
	}

	/**
	 * Ends a hold: released too early, the key says `Hold` and sends nothing.
	 * @param ev The event.
	 */
	public override async onKeyUp(ev: KeyUpEvent<JsonObject>): Promise<void> {
		if (ev.action.isKey()) await this.#holds.release(ev.action);
	}

	/**
	 * Shows the setup mark on a key whose settings are invalid or whose channel lacks what it needs.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<JsonObject>): Promise<void> {
		if (ev.action.isKey() && !ev.payload.isInMultiAction) {
			await this.drawKey(ev.action, readSettings(this.spec, ev.payload.settings));
		}
	}

	/**
	 * Forgets a key that left.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<JsonObject>): void {
		this.#holds.cancel(ev.action.id);
		this.#setup.forget(ev.action.id);
		KeyDisplay.release(ev.action.id);
	}

	/**
	 * Sends the request; throws to fail the press.
	 * @param press The key, its parsed settings and its channel.
	 */
	protected abstract send(press: Press<ValuesOf<S>>): Promise<void>;

	/**
	 * Draws a key: the setup mark while it is not ready to send, otherwise its own face (or its icon).
	 * @param action The key.
	 * @param read Its settings, read once by the event.
	 * @returns `true` when the key is ready.
	 */
	protected drawKey(action: KeyAction<JsonObject>, read: SettingsRead<ValuesOf<S>>): Promise<boolean> {
		const face = read.ok ? this.keyFace?.(read.values) : undefined;
		return this.#setup.follow(action, { read, kind: this.spec.key, face });
	}

	/**
	 * The image a ready key draws itself; without it the key shows the manifest's icon.
	 * @param values The key's parsed settings.
	 * @returns Draws the image.
	 */
	protected keyFace?(values: ValuesOf<S>): () => string;
}
