import streamDeck from "@elgato/streamdeck";
import type { JsonObject, JsonValue } from "@elgato/utils";

import { type ChannelSettings, readChannels, readRemovedChannels, writeChannels } from "../contract/channels";
import { ApiError } from "../contract/errors";

/**
 * Settings shared by every action: the default channel's connection and the other channels
 * (docs/behaviour.md#global-settings).
 */
export type GlobalSettings = {
	/** Origin of the API, e.g. `https://api.example.com`. */
	baseUrl?: string;
	/** Read API key (R). */
	readKey?: string;
	/** Write API key (W). */
	writeKey?: string;
	/** The other channels, as stored. */
	channels?: JsonValue;
	/** Removed channel ids and where their keys went, as stored. */
	removedChannels?: JsonValue;
};

/** How long a press waits for the app to send the global settings before it alerts. */
const SETTINGS_WAIT_MS = 5000;

/** Receives the global settings each time they change. */
type Listener = (settings: GlobalSettings) => void;

/**
 * The plugin's copy of the global settings: loaded once at start-up, then kept current from every
 * `didReceiveGlobalSettings` the app sends when a property inspector changes them.
 */
class GlobalSettingsStore {
	/** The settings as last received. */
	#current: GlobalSettings = {};
	/** The channels of {@link #current}, the default one first. */
	#channels: ChannelSettings[] = readChannels({});
	/** The removals of {@link #current}. */
	#removed: Record<string, string> = {};
	/** Settles once the settings have been received; reset when the first load fails. */
	#loaded: Promise<void> | undefined;
	/** How many times settings were taken in (received or written), to tell an answer from before the last of them. */
	#taken = 0;
	/** Called on every change. */
	readonly #listeners = new Set<Listener>();

	/**
	 * The channels, the default one first.
	 * @returns The channels as last received or written.
	 */
	public get channels(): readonly ChannelSettings[] {
		return this.#channels;
	}

	/**
	 * The settings as last received.
	 * @returns The current global settings.
	 */
	public get current(): GlobalSettings {
		return this.#current;
	}

	/**
	 * How many times settings were taken in (received or written): what is derived from them holds while this stays
	 * the same.
	 * @returns The count.
	 */
	public get generation(): number {
		return this.#taken;
	}

	/**
	 * Whether settings were taken in (received, or written by the plugin): {@link GlobalSettingsStore.ready} then
	 * resolves at once, and a press need not wait for it.
	 * @returns `true` once they were.
	 */
	public get received(): boolean {
		return this.#taken > 0;
	}

	/**
	 * The removed channels: each removed id and the id its keys moved to, or `""`.
	 * @returns The removals as last received or written.
	 */
	public get removedChannels(): Readonly<Record<string, string>> {
		return this.#removed;
	}

	/**
	 * Starts listening for changes; call once, before connecting.
	 */
	public listen(): void {
		streamDeck.settings.onDidReceiveGlobalSettings<GlobalSettings>((ev) => this.#update(ev.settings));
	}

	/**
	 * Calls a listener whenever the settings change.
	 * @param listener Receives the new settings.
	 * @returns A function that stops the listening.
	 */
	public onChange(listener: Listener): () => void {
		this.#listeners.add(listener);
		return () => this.#listeners.delete(listener);
	}

	/**
	 * Resolves once the settings have been received from the app at least once.
	 * @returns A promise settled after the first load.
	 */
	public ready(): Promise<void> {
		const taken = this.#taken;
		this.#loaded ??= answerWithin(streamDeck.settings.getGlobalSettings<GlobalSettings>(), SETTINGS_WAIT_MS).then(
			(settings) => {
				// Settings taken in while the request was out (an inspector's change, which can arrive in the same
				// chunk as the answer and is handled first) are newer than the answer: it must not bring older ones back.
				if (this.#taken === taken) this.#update(settings);
			},
			(error: unknown) => {
				this.#loaded = undefined;
				throw error;
			},
		);
		return this.#loaded;
	}

	/**
	 * Replaces the channels, here at once and in the app's global settings (the app does not echo the plugin's own
	 * writes back).
	 * @param channels The channels, the default one first.
	 * @returns A promise settled once sent.
	 */
	public writeChannels(channels: readonly ChannelSettings[]): Promise<void> {
		const next = writeChannels(this.#current, channels) as GlobalSettings;
		this.#update(next);
		return streamDeck.settings.setGlobalSettings(next as JsonObject);
	}

	/**
	 * Takes new settings and tells the listeners when they differ from the old ones.
	 * @param settings The settings received.
	 */
	#update(settings: GlobalSettings): void {
		this.#taken += 1;
		const previous = JSON.stringify([this.#channels, this.#removed]);
		this.#current = { ...settings };
		this.#channels = readChannels(this.#current);
		this.#removed = readRemovedChannels(this.#current);
		this.#loaded ??= Promise.resolve();
		if (JSON.stringify([this.#channels, this.#removed]) !== previous) {
			for (const listener of this.#listeners) listener(this.#current);
		}
	}
}

/**
 * Waits for the app's answer, but not forever: the SDK's request never fails by itself.
 * @param answer The request.
 * @param ms How long to wait.
 * @returns The answer.
 */
function answerWithin<T>(answer: Promise<T>, ms: number): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<never>((_, reject) => {
		timer = setTimeout(
			() => reject(new ApiError("not-configured", "The Stream Deck app did not send the connection settings.")),
			ms,
		);
	});
	return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** The plugin's global settings. */
export const globalSettings = new GlobalSettingsStore();
