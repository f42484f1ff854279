import type { JsonObject } from "@elgato/utils";

import { globalSettings } from "../channels/global-settings";
import type { ApiKeyKind } from "../contract/endpoints";
import type { HoldMode } from "../contract/hold-fields";
import { type PressChannel, pressChannelOf } from "../keys/press-channel";
import { sameSettings, type SettingsRead, valuesOf } from "../keys/settings-read";

/** A press's channel, and the `globalSettings.generation` it was resolved under. */
type KeptChannel = {
	/** The generation. */
	generation: number;
	/** The channel. */
	channel: PressChannel;
};

/**
 * A key's press made ready: its settings read with the action's spec, how it fires, and its channel once a press
 * needed it. It is the one thing the plugin keeps between a key's presses (so that pressing a key whose settings did not
 * change parses and resolves nothing before its request leaves). A change of the key's settings drops it; a change of
 * the global settings resolves its channel again.
 */
export class PreparedPress<V extends object = object> {
	/** How the key fires; `undefined` when its settings are invalid (then it fires at once, and fails with `Setup`). */
	public readonly mode: HoldMode | undefined;

	/** A copy of the settings it was made from: the event's object could be changed in place afterwards. */
	readonly #settings: JsonObject;

	/** The channel, once a press resolved it. */
	#channel: KeptChannel | undefined;

	/**
	 * Prepares a key's press.
	 * @param settings Its settings as the event carries them.
	 * @param read The same, read with the action's spec.
	 * @param mode How the key fires, from the read's values.
	 */
	constructor(
		settings: JsonObject,
		public readonly read: SettingsRead<V>,
		mode: HoldMode | undefined,
	) {
		this.#settings = { ...settings };
		this.mode = mode;
	}

	/**
	 * The press's channel, resolved again only when the global settings changed (the caller makes sure they were
	 * received).
	 * @param kind The kind of API key the action's requests carry.
	 * @returns The channel.
	 * @throws The settings' refusal, or the channel's (`Setup` on a key).
	 */
	public channel(kind: ApiKeyKind): PressChannel {
		const { generation } = globalSettings;
		if (this.#channel?.generation !== generation) {
			this.#channel = { generation, channel: pressChannelOf(valuesOf(this.read), kind) };
		}
		return this.#channel.channel;
	}

	/**
	 * Whether this press still holds for a key's settings: they did not change.
	 * @param settings The settings an event carries.
	 * @returns `true` when it can be pressed again as it is.
	 */
	public holdsFor(settings: JsonObject): boolean {
		return sameSettings(this.#settings, settings);
	}
}
