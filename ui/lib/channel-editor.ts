import { addChannel, type ChannelFieldChanges, editChannel, removeChannel } from "../../src/contract/channel-edits";
import {
	CHANNEL_USAGE_EVENT,
	type ChannelUsageRequest,
	isChannelUsageResult,
} from "../../src/contract/channel-messages";
import { DEFAULT_CHANNEL_ID, newChannelId, readChannels, takenChannelIds } from "../../src/contract/channels";
import { ChannelBar } from "./channel-bar";
import { channelTitle } from "./channel-choices";
import type { Settings } from "./field-types";
import type { GlobalSettingsSync } from "./global-settings-sync";
import { plural, t } from "./i18n";
import type { StreamDeckConnection } from "./stream-deck-connection";

/** How long to wait for the plugin to say how many keys use a channel. */
const ANSWER_TIMEOUT_MS = 5000;

/** The fields of a channel its form edits. */
const CHANNEL_FIELD_NAMES = ["name", "baseUrl", "readKey", "writeKey"] as const;

/**
 * The channels of the global settings, as the Connection section manages them: which one its fields edit, adding one,
 * saving one's fields, and removing one once the user chose where its keys go. The choice is recorded in the global
 * settings, so that keys the plugin has not seen yet follow it when they appear.
 */
export class ChannelEditor {
	/** The bar, to place at the top of the section. */
	public readonly element: HTMLElement;

	/** The line to the app. */
	readonly #connection: StreamDeckConnection;
	/** The global settings, and the only way to change them. */
	readonly #global: GlobalSettingsSync;
	/** Called when the channel shown or its stored values change. */
	readonly #changed: () => void;
	/** The channel selector and buttons. */
	readonly #bar: ChannelBar;
	/** The id of the channel shown. */
	#selected = DEFAULT_CHANNEL_ID;
	/** The channel whose removal is being asked about. */
	#pending: string | undefined;
	/** Gives up waiting for the plugin's count. */
	#timer: ReturnType<typeof setTimeout> | undefined;

	/**
	 * Builds the editor.
	 * @param connection The line to the app.
	 * @param global The global settings.
	 * @param changed Called when the channel shown or its stored values change.
	 */
	constructor(connection: StreamDeckConnection, global: GlobalSettingsSync, changed: () => void) {
		this.#connection = connection;
		this.#global = global;
		this.#changed = changed;
		this.#bar = new ChannelBar({
			select: (id) => this.#show(id),
			add: () => this.#add(),
			remove: (id) => this.#confirm(id),
			confirmRemoval: (id, movedTo) => this.#remove(id, movedTo),
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
	 * Shows the channels as the global settings now stand.
	 */
	public load(): void {
		const channels = readChannels(this.#global.current);
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
		this.#bar.usage(plural("channels.inUse", payload.keys));
		return true;
	}

	/**
	 * Stores the fields of a channel that the user changed, over the global settings as they stand when saved.
	 * @param id The channel's id.
	 * @param values What its form saves.
	 */
	public save(id: string, values: Settings): void {
		const stored = this.stored(id);
		const changes: ChannelFieldChanges = {};
		for (const name of CHANNEL_FIELD_NAMES) {
			if (name === "name" && id === DEFAULT_CHANNEL_ID) continue;
			const value = typeof values[name] === "string" ? values[name] : undefined;
			if (value !== stored[name]) changes[name] = value;
		}
		if (Object.keys(changes).length === 0) return;
		this.#global.change((global) => editChannel(global, id, changes));
	}

	/**
	 * The stored values of a channel, as its form shows them.
	 * @param id The channel's id.
	 * @returns The default channel: the global settings; another: its entry.
	 */
	public stored(id: string): Settings {
		const global = this.#global.current;
		if (id === DEFAULT_CHANNEL_ID) return global;
		return { ...readChannels(global).find((channel) => channel.id === id) };
	}

	/**
	 * Adds a channel on the default channel's server, with no name and no API keys, and shows it. Its id was never
	 * used, not even by a removed channel.
	 */
	#add(): void {
		const id = newChannelId(takenChannelIds(this.#global.current));
		this.#selected = id;
		this.#global.change((global) => addChannel(global, { id, name: "", baseUrl: readChannels(global)[0].baseUrl }));
	}

	/**
	 * Asks where the keys of a channel go before removing it, and asks the plugin how many keys it knows use it.
	 * @param id The channel's id.
	 */
	#confirm(id: string): void {
		const channels = readChannels(this.#global.current);
		const index = channels.findIndex((channel) => channel.id === id);
		if (index < 0) return;
		const targets = channels
			.map((channel, place) => ({ id: channel.id, title: channelTitle(channel, place) }))
			.filter((target) => target.id !== id);
		this.#bar.confirm(id, channelTitle(channels[index], index), targets);
		this.#bar.usage(t("channels.asking"));
		this.#pending = id;
		const request: ChannelUsageRequest = { event: CHANNEL_USAGE_EVENT, channel: id };
		this.#connection.ask(request);
		clearTimeout(this.#timer);
		// The count only informs the choice: without it the question stays and the choice still works.
		this.#timer = setTimeout(() => {
			this.#pending = undefined;
			this.#bar.usage(t("channels.noAnswer"));
		}, ANSWER_TIMEOUT_MS);
	}

	/**
	 * Removes a channel, records where its keys went, and shows the default channel.
	 * @param id The channel's id.
	 * @param movedTo The channel its keys move to, or `""` to leave them without one.
	 */
	#remove(id: string, movedTo: string): void {
		this.#pending = undefined;
		clearTimeout(this.#timer);
		const channels = readChannels(this.#global.current);
		const index = channels.findIndex((channel) => channel.id === movedTo);
		this.#selected = DEFAULT_CHANNEL_ID;
		this.#global.change((global) => removeChannel(global, id, movedTo));
		this.#bar.notify(
			index < 0 ? t("channels.removedSetup") : t("channels.removed", { name: channelTitle(channels[index], index) }),
		);
	}

	/**
	 * Shows a channel's fields.
	 * @param id The channel's id.
	 */
	#show(id: string): void {
		this.#selected = id;
		this.#bar.show(readChannels(this.#global.current), id);
		this.#changed();
	}
}
