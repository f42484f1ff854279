import type { KeyAction, KeyDownEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ActionSpec, ValuesOf } from "../contract/action-spec";
import { holdModeOf, type HoldValues } from "../contract/hold-fields";
import { type PressChannel, withPressChannel } from "../keys/press-channel";
import { runPress } from "../keys/press-feedback";
import { type SettingsRead, valuesOf } from "../keys/settings-read";
import { accentOf } from "../render/endpoint-accent";
import { pressOrHold } from "./hold-gesture";
import { PressAction } from "./press-action";
import type { PressKey } from "./press-key";

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
 * A key that sends one request per press and answers with the check mark or an alert and a short reason. Bad
 * settings alert before anything is sent.
 */
export abstract class RequestAction<S extends ActionSpec, K extends PressKey = PressKey> extends PressAction<S, K> {
	/**
	 * Sends the request; throws to fail the press.
	 * @param press The key, its parsed settings and its channel.
	 */
	protected abstract send(press: Press<ValuesOf<S>>): Promise<void>;

	/**
	 * Runs the press at once, or starts a hold when the key's `activation` is `hold`.
	 * @param key The key's state.
	 * @param read Its settings, read once by the key-down.
	 * @param ev The event.
	 */
	protected override async keyDown(
		key: K,
		read: SettingsRead<ValuesOf<S>>,
		ev: KeyDownEvent<JsonObject>,
	): Promise<void> {
		// Invalid settings fire at once, and fail with `Setup`.
		const mode = read.ok ? holdModeOf(read.values as unknown as HoldValues) : undefined;
		const press = { action: ev.action, isInMultiAction: ev.payload.isInMultiAction, mode };
		const action = ev.action as KeyAction<JsonObject>;
		const look = () => ({ accent: accentOf(this.spec.endpoint) });
		await pressOrHold(key.hold, press, look, () =>
			runPress(action, this.spec.name, () => {
				const values = valuesOf(read);
				// A key whose channel lacks what it needs refuses even a press that would not use its own client (Undo).
				return withPressChannel(values, (channel) => this.send({ action, values, channel }), this.spec.apiKeyKind);
			}),
		);
	}
}
