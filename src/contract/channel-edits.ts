import { type ChannelSettings, DEFAULT_CHANNEL_ID, readChannels, readRemovedChannels, writeChannels } from "./channels";

/*
 * The changes an inspector makes to the channels, each applied to the global settings as they stand when it is
 * saved (read again just before), never to a copy read earlier: another inspector open at the same time may have
 * changed them meanwhile, and the app does not tell it. Each change touches only what the user changed.
 */

/** Global settings as stored: any JSON object. */
type Global = Readonly<Record<string, unknown>>;

/** The fields of a channel a user edits; `undefined` removes one. */
export type ChannelFieldChanges = Partial<Record<"baseUrl" | "name" | "readKey" | "writeKey", string | undefined>>;

/**
 * Sets some fields of one channel, leaving the others as stored. A channel removed meanwhile stays removed.
 * @param global The global settings as stored now.
 * @param id The channel's id.
 * @param changes The fields changed, and their new values.
 * @returns The new global settings.
 */
export function editChannel(global: Global, id: string, changes: ChannelFieldChanges): Record<string, unknown> {
	const channels = readChannels(global);
	if (!channels.some((channel) => channel.id === id)) return { ...global };
	const edited = channels.map((channel) => {
		if (channel.id !== id) return channel;
		const next: ChannelSettings = { ...channel };
		for (const [name, value] of Object.entries(changes) as Array<[keyof ChannelFieldChanges, string | undefined]>) {
			if (name === "name") next.name = id === DEFAULT_CHANNEL_ID ? "" : (value ?? "");
			else next[name] = value;
		}
		return next;
	});
	return writeChannels(global, edited);
}

/**
 * Adds a channel at the end, unless its id is taken meanwhile.
 * @param global The global settings as stored now.
 * @param channel The new channel.
 * @returns The new global settings.
 */
export function addChannel(global: Global, channel: ChannelSettings): Record<string, unknown> {
	const channels = readChannels(global);
	const removed = readRemovedChannels(global);
	if (channels.some((candidate) => candidate.id === channel.id) || Object.hasOwn(removed, channel.id)) {
		return { ...global };
	}
	return writeChannels(global, [...channels, channel]);
}

/**
 * Removes a channel and records where its keys went, so that keys the plugin has not seen follow when they appear.
 * A channel removed meanwhile keeps the choice recorded first.
 * @param global The global settings as stored now.
 * @param id The channel's id (never the default channel).
 * @param movedTo The id its keys move to, or `""` to leave them without a channel (`Setup`).
 * @returns The new global settings.
 */
export function removeChannel(global: Global, id: string, movedTo: string): Record<string, unknown> {
	const removed = readRemovedChannels(global);
	if (id === DEFAULT_CHANNEL_ID || Object.hasOwn(removed, id)) return { ...global };
	const channels = readChannels(global).filter((channel) => channel.id !== id);
	return { ...writeChannels(global, channels), removedChannels: { ...removed, [id]: movedTo } };
}
