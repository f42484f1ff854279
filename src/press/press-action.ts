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

import type { ChannelCompanionClient } from "../api/client";
import { clientFor } from "../channels/channel-clients";
import type { ShownAction } from "../channels/saved-settings";
import { type ActionSpec, parseSettings, type ValuesOf } from "../contract/action-spec";
import { type HoldMode, holdModeOf, type HoldValues } from "../contract/hold-fields";
import { runPress } from "../keys/press-feedback";
import { checkReady, SetupMarks } from "../keys/setup-mark";
import { accentOf } from "../render/endpoint-accent";
import { KeyDisplay } from "../render/key-display";
import { HoldGestures, pressOrHold } from "./hold-gesture";

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
		if (action.isKey() && !action.isInMultiAction()) await this.drawKey(action, settings);
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
		const press = { action: ev.action, isInMultiAction: ev.payload.isInMultiAction, mode: this.#modeOf(ev) };
		await pressOrHold(this.#holds, press, { accent: accentOf(this.spec.endpoint) }, () =>
			runPress(ev.action, this.spec.name, async () => {
				const values = parseSettings(this.spec, ev.payload.settings);
				const client = await clientFor(values);
				// A key whose channel lacks what it needs refuses even a press that would not use its own client (Undo).
				checkReady(() => values, this.spec.apiKeyKind);
				await this.send(client, values, ev);
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
		if (ev.action.isKey() && !ev.payload.isInMultiAction) await this.drawKey(ev.action, ev.payload.settings);
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
	 * How a key fires, from its settings.
	 * @param ev The key-down.
	 * @returns The mode; `undefined` for invalid settings, which fire at once and fail.
	 */
	#modeOf(ev: KeyDownEvent<JsonObject>): HoldMode | undefined {
		try {
			return holdModeOf(parseSettings(this.spec, ev.payload.settings) as unknown as HoldValues);
		} catch {
			// Invalid settings: the press fails at once with `Setup`.
			return undefined;
		}
	}

	/**
	 * Sends the request; throws to fail the press.
	 * @param client The API client for this key.
	 * @param values The key's settings, parsed.
	 * @param ev The press.
	 */
	protected abstract send(
		client: ChannelCompanionClient,
		values: ValuesOf<S>,
		ev: KeyDownEvent<JsonObject>,
	): Promise<void>;

	/**
	 * Draws a key: the setup mark while it is not ready to send, otherwise its own face (or its icon).
	 * @param action The key.
	 * @param settings Its settings.
	 * @returns `true` when the key is ready.
	 */
	protected drawKey(action: KeyAction<JsonObject>, settings: JsonObject): Promise<boolean> {
		const check = (): ValuesOf<S> => parseSettings(this.spec, settings);
		return this.#setup.follow(action, { check, kind: this.spec.apiKeyKind, face: this.keyFace?.(settings) });
	}

	/**
	 * The image a ready key draws itself; without it the key shows the manifest's icon.
	 * @param settings The key's settings.
	 * @returns Draws the image.
	 */
	protected keyFace?(settings: JsonObject): () => string;
}
