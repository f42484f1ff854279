import {
	CHANNEL_USAGE_EVENT,
	type ChannelUsageRequest,
	isChannelUsageResult,
	MOVE_CHANNEL_KEYS_EVENT,
	type MoveChannelKeysRequest,
} from "../../src/settings/channel-messages";
import {
	type ChannelSettings,
	DEFAULT_CHANNEL_ID,
	newChannelId,
	readChannels,
	writeChannels,
} from "../../src/specs/channels";
import { ChannelBar } from "./channel-bar";
import type { Settings } from "./field-types";
import { t } from "./i18n";
import type { StreamDeckConnection } from "./stream-deck-connection";

/** How long to wait for the plugin to say which keys use a channel. */
const ANSWER_TIMEOUT_MS = 5000;

/**
 * The channels of the global settings, as the Connection section manages them: which one its fields edit, adding one,
 * saving one's fields, and removing one — at once when no key the plugin knows uses it; otherwise only once the user
 * chose to move those keys to the default channel.
 */
export class ChannelEditor {
	/** The bar, to place at the top of the section. */
	public readonly element: HTMLElement;

	/** The line to the app. */
	readonly #connection: StreamDeckConnection;
	/** Called when the channel shown or its stored values change. */
	readonly #changed: () => void;
	/** Called with the global settings this editor stored. */
	readonly #saved: (settings: Settings) => void;
	/** The channel selector and buttons. */
	readonly #bar: ChannelBar;
	/** The global settings as last stored. */
	#global: Settings = {};
	/** The id of the channel shown. */
	#selected = DEFAULT_CHANNEL_ID;
	/** The channel whose removal waits for the plugin's answer. */
	#pending: string | undefined;
	/** Gives up waiting for that answer. */
	#timer: ReturnType<typeof setTimeout> | undefined;

	/**
	 * Builds the editor.
	 * @param connection The line to the app.
	 * @param changed Called when the channel shown or its stored values change.
	 * @param saved Called with the global settings the editor stored (the app does not echo them to this page).
	 */
	constructor(connection: StreamDeckConnection, changed: () => void, saved: (settings: Settings) => void) {
		this.#connection = connection;
		this.#changed = changed;
		this.#saved = saved;
		this.#bar = new ChannelBar({
			select: (id) => this.#show(id),
			add: () => this.#add(),
			remove: (id) => this.#ask(id, { event: CHANNEL_USAGE_EVENT, channel: id }),
			moveAndRemove: (id) => {
				this.#ask(id, { event: MOVE_CHANNEL_KEYS_EVENT, channel: id, to: DEFAULT_CHANNEL_ID });
			},
		});
		this.element = this.#bar.element;
		this.#bar.show(readChannels({}), DEFAULT_CHANNEL_ID);
	}

	/**
	 * The id of the channel shown.
	 * @returns The id.
	 */
	public get selected(): string {
		return this.#selected;
	}

	/**
	 * Takes the global settings from the app.
	 * @param settings The stored global settings.
	 */
	public load(settings: Settings): void {
		this.#global = { ...settings };
		const channels = readChannels(this.#global);
		if (!channels.some((channel) => channel.id === this.#selected)) this.#selected = DEFAULT_CHANNEL_ID;
		this.#bar.show(channels, this.#selected);
		this.#changed();
	}

	/**
	 * Takes the plugin's answer about a channel's keys, if the message is one.
	 * @param payload The message.
	 * @returns `true` when it was one.
	 */
	public receive(payload: unknown): boolean {
		if (!isChannelUsageResult(payload)) return false;
		if (payload.channel !== this.#pending) return true;
		this.#pending = undefined;
		clearTimeout(this.#timer);
		if (payload.keys === 0) this.#remove(payload.channel);
		else this.#bar.notify(t("channels.inUse", { count: payload.keys }), true);
		return true;
	}

	/**
	 * Stores the fields of a channel as typed.
	 * @param id The channel's id.
	 * @param values What its form saves.
	 */
	public save(id: string, values: Settings): void {
		const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
		const connection = {
			baseUrl: text(values.baseUrl),
			readKey: text(values.readKey),
			writeKey: text(values.writeKey),
		};
		const channels = readChannels(this.#global).map((channel) => {
			if (channel.id !== id) return channel;
			return { ...connection, id, name: id === DEFAULT_CHANNEL_ID ? "" : (text(values.name) ?? "") };
		});
		this.#write(id === DEFAULT_CHANNEL_ID ? { ...values, channels: this.#global.channels } : this.#global, channels);
	}

	/**
	 * The stored values of a channel, as its form shows them.
	 * @param id The channel's id.
	 * @returns The default channel: the global settings; another: its entry.
	 */
	public stored(id: string): Settings {
		if (id === DEFAULT_CHANNEL_ID) return { ...this.#global };
		return { ...readChannels(this.#global).find((channel) => channel.id === id) };
	}

	/**
	 * Adds a channel on the default channel's server, with no name and no keys, and shows it.
	 */
	#add(): void {
		const channels = readChannels(this.#global);
		const channel: ChannelSettings = {
			id: newChannelId(channels.map((candidate) => candidate.id)),
			name: "",
			baseUrl: channels[0].baseUrl,
		};
		this.#write(this.#global, [...channels, channel]);
		this.#show(channel.id);
	}

	/**
	 * Asks the plugin about a channel's keys (or to move them), and waits for the answer.
	 * @param id The channel's id.
	 * @param request The question.
	 */
	#ask(id: string, request: ChannelUsageRequest | MoveChannelKeysRequest): void {
		this.#pending = id;
		this.#bar.notify(t("channels.asking"));
		this.#connection.sendToPlugin(request);
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => {
			this.#pending = undefined;
			this.#bar.notify(t("channels.noAnswer"));
		}, ANSWER_TIMEOUT_MS);
	}

	/**
	 * Removes a channel and shows the default one.
	 * @param id The channel's id.
	 */
	#remove(id: string): void {
		const channels = readChannels(this.#global).filter((channel) => channel.id !== id);
		this.#write(this.#global, channels);
		this.#show(DEFAULT_CHANNEL_ID);
		this.#bar.notify(t("channels.removed"));
	}

	/**
	 * Shows a channel's fields.
	 * @param id The channel's id.
	 */
	#show(id: string): void {
		this.#selected = id;
		this.#bar.show(readChannels(this.#global), id);
		this.#changed();
	}

	/**
	 * Stores new channels.
	 * @param base The global settings to start from.
	 * @param channels The channels, the default one first.
	 */
	#write(base: Settings, channels: readonly ChannelSettings[]): void {
		this.#global = writeChannels(base, channels);
		this.#connection.setGlobalSettings({ ...this.#global });
		this.#saved({ ...this.#global });
	}
}
