import { noteChannelRequest } from "../api/channel-answers";
import { ChannelCompanionClient } from "../api/client";
import { recordRequest } from "../api/request-log";
import { originOf } from "../contract/base-url";
import { type ChannelSettings, DEFAULT_CHANNEL_ID, followRemovals, unknownChannel } from "../contract/channels";
import { sendDemo } from "../demo/demo-transport";
import { localize } from "../render/localization";
import { globalSettings } from "./global-settings";

/** What an action's settings say about its channel, parsed or as stored. */
export type ChannelRef = {
	/** The id of its channel; empty or absent picks the default channel. */
	channel?: unknown;
	/** 0.1's own API key, until the plugin moved it into a channel: it then replaces both API keys, as 0.1 did. */
	apiKey?: unknown;
};

/** The id under which an action that still holds 0.1's own API key is known until it is moved into a channel. */
const LEGACY_CHANNEL_ID = "0.1-key";

/** What stands for the channel in the identity of an id that names none: empty, which no channel id is. */
const UNKNOWN_CHANNEL = "";

/**
 * A channel as the plugin talks to it: its id, connection, and its identity in memory.
 */
export type ResolvedChannel = ChannelSettings & {
	/**
	 * What tells this channel from every other one in memory — shared polls, lock states, undo, diagnostics — and
	 * changes when its connection changes. Holds API keys: never log, draw or send it.
	 */
	identity: string;
};

/**
 * The 0.1 API key an action still carries, if any.
 * @param ref The action's settings.
 * @returns The trimmed API key, or `undefined`.
 */
export function legacyApiKeyOf(ref: ChannelRef): string | undefined {
	return typeof ref.apiKey === "string" && ref.apiKey.trim() !== "" ? ref.apiKey.trim() : undefined;
}

/**
 * The id of the channel an action picks.
 * @param ref The action's settings.
 * @returns The id; `default` when empty or absent.
 */
export function channelIdOf(ref: ChannelRef): string {
	return typeof ref.channel === "string" && ref.channel.trim() !== "" ? ref.channel.trim() : DEFAULT_CHANNEL_ID;
}

/**
 * The id of the channel an action uses now: the one it names, or for a removed channel the one its keys moved to.
 * @param ref The action's settings.
 * @returns The id; `""` when its channel was removed without a successor.
 */
export function liveChannelIdOf(ref: ChannelRef): string {
	return followRemovals(globalSettings.removedChannels, channelIdOf(ref));
}

/**
 * The channel an action talks to, as the global settings stand now (a removed channel's keys use the channel they
 * moved to). An action that still holds a 0.1 API key talks to the
 * default channel's server with that API key for both kinds, as 0.1 did, until it is moved into a channel.
 * @param ref The action's settings.
 * @returns The channel.
 * @throws The invalid-input error of an id that names no channel (`Setup` on a key).
 */
export function resolveChannel(ref: ChannelRef): ResolvedChannel {
	const legacy = legacyApiKeyOf(ref);
	const channels = globalSettings.channels;
	if (legacy !== undefined) {
		const { baseUrl } = channels[0];
		const channel = { id: LEGACY_CHANNEL_ID, name: "", baseUrl, readKey: legacy, writeKey: legacy };
		return { ...channel, identity: identityOf(channel) };
	}
	const id = liveChannelIdOf(ref);
	const channel = channels.find((candidate) => candidate.id === id);
	if (!channel) throw unknownChannel(channelIdOf(ref));
	return { ...channel, identity: identityOf(channel) };
}

/**
 * Identifies the channel an action reads from, so that display keys of the same channel share polls and keys of
 * different channels never do. Stays in memory only: it holds API keys.
 * @param ref The action's settings.
 * @returns A string that differs between channels, and for a channel whose connection changed.
 */
export function channelIdentity(ref: ChannelRef): string {
	try {
		return resolveChannel(ref).identity;
	} catch {
		return unknownChannelIdentity(ref);
	}
}

/**
 * Identifies the channel an action changes widgets of, so that keys of the same channel share lock states and undo
 * and keys of different channels never do (a widget `main` of channel A is not `main` of channel B). It is the
 * channel's id and the origin of its base URL (docs/behaviour.md#channel-identity): editing the channel's API keys, its
 * name or the spelling of its base URL keeps it; another server does not. An action that still holds a 0.1 API key is told
 * apart by that API key. Stays in memory only: it may hold an API key.
 * @param ref The action's settings.
 * @returns A string that differs between channels, and when the origin of the base URL changed.
 */
export function writeIdentity(ref: ChannelRef): string {
	try {
		return writeIdentityOf(resolveChannel(ref));
	} catch {
		return unknownChannelIdentity(ref);
	}
}

/**
 * The {@link writeIdentity} of a resolved channel.
 * @param channel The channel.
 * @returns Its id and the origin of its base URL (and a 0.1 API key), as one string.
 */
export function writeIdentityOf(channel: ResolvedChannel): string {
	const identity = [channel.id, originOf(channel.baseUrl)];
	return JSON.stringify(channel.id === LEGACY_CHANNEL_ID ? [...identity, channel.writeKey ?? ""] : identity);
}

/**
 * Tells whether what the plugin remembers under a write identity (lock states, undo history) still belongs to a channel
 * of the global settings as they stand now: the channel exists and its base URL has the same origin. What does not is
 * forgotten when the settings change, so that a server the channel pointed at before never lends its state again.
 * @param identity A {@link writeIdentity}.
 * @returns `false` once its channel was removed or points at another server.
 */
export function isCurrentWriteIdentity(identity: string): boolean {
	let parts: unknown;
	try {
		parts = JSON.parse(identity);
	} catch {
		return false;
	}
	if (!Array.isArray(parts)) return false;
	const [id, origin] = parts as unknown[];
	// An unknown channel's keys are refused, so nothing is kept under its identity.
	if (id === UNKNOWN_CHANNEL) return true;
	const channels = globalSettings.channels;
	// A 0.1 API key talks to the default channel's server; its identity alone carries it as a third part.
	const legacy = id === LEGACY_CHANNEL_ID && parts.length === 3;
	const channel = legacy ? channels[0] : channels.find((candidate) => candidate.id === id);
	return channel !== undefined && originOf(channel.baseUrl) === origin;
}

/**
 * The identity of an id that names no channel: its keys are refused (`Setup`), and share nothing with any channel.
 * @param ref The action's settings.
 * @returns The identity.
 */
function unknownChannelIdentity(ref: ChannelRef): string {
	return JSON.stringify([UNKNOWN_CHANNEL, channelIdOf(ref)]);
}

/** The most clients kept; beyond it they are all dropped (their channels were edited or removed meanwhile). */
const MAX_CLIENTS = 32;

/** Clients by channel identity: a press reuses its channel's client, whose base URL is already checked. */
const clients = new Map<string, ChannelCompanionClient>();

/**
 * The API client of a channel, made on first use; its requests are recorded for diagnostics with the channel's id,
 * and each success tells those who follow the channel's answers.
 * @param channel The channel.
 * @returns A client; a missing URL or API key surfaces as an error of the call that needs it.
 */
export function clientForChannel(channel: ResolvedChannel): ChannelCompanionClient {
	let client = clients.get(channel.identity);
	if (client === undefined) {
		if (clients.size >= MAX_CLIENTS) clients.clear();
		// A client serves one channel as it stands (its identity holds the connection): its write identity is fixed.
		const writeIdentity = writeIdentityOf(channel);
		client = new ChannelCompanionClient({
			baseUrl: channel.baseUrl,
			readKey: channel.readKey,
			writeKey: channel.writeKey,
			demoTransport: sendDemo,
			onRequest: (record) => {
				recordRequest({ ...record, channel: channel.id });
				noteChannelRequest(writeIdentity, record);
			},
		});
		clients.set(channel.identity, client);
	}
	return client;
}

/**
 * Builds the API client an action uses, once the global settings are known: its channel's.
 * @param ref The action's settings.
 * @returns A client.
 * @throws The invalid-input error of an id that names no channel.
 */
export async function clientFor(ref: ChannelRef): Promise<ChannelCompanionClient> {
	if (!globalSettings.received) await globalSettings.ready();
	return clientForChannel(resolveChannel(ref));
}

/**
 * What a display key says about its channel, when there is more than one, in the words of the inspectors: the
 * channel's name; `Default` for the default channel and `Channel 2` for a second one without a name (never `#2`, which
 * a Show Top key's badge uses for a rank).
 * @param ref The key's settings.
 * @returns The label; `undefined` with one channel, for an unknown one or while a 0.1 API key is being moved.
 */
export function channelLabel(ref: ChannelRef): string | undefined {
	const channels = globalSettings.channels;
	if (channels.length < 2 || legacyApiKeyOf(ref) !== undefined) return undefined;
	const id = liveChannelIdOf(ref);
	const index = channels.findIndex((channel) => channel.id === id);
	if (index < 0) return undefined;
	if (id === DEFAULT_CHANNEL_ID) return localize("Default");
	return channels[index].name.trim() || `${localize("Channel")} ${index + 1}`;
}

/**
 * Every API key of every channel, to mask in log lines.
 * @returns The API keys, trimmed.
 */
export function allChannelApiKeys(): string[] {
	return globalSettings.channels.flatMap((channel) => [channel.readKey?.trim() ?? "", channel.writeKey?.trim() ?? ""]);
}

/**
 * A channel's identity.
 * @param channel The channel.
 * @returns Its id and connection, as one string.
 */
function identityOf(channel: ChannelSettings): string {
	return JSON.stringify([channel.id, channel.baseUrl ?? "", channel.readKey ?? "", channel.writeKey ?? ""]);
}
