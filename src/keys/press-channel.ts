import type { ChannelCompanionClient } from "../api/client";
import { checkConnection } from "../api/connection-check";
import { type ChannelRef, clientForChannel, resolveChannel, writeIdentityOf } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import type { ApiKeyKind } from "../contract/endpoints";

/** The channel one press talks to, resolved once for the whole press. */
export type PressChannel = {
	/** The channel's API client. */
	client: ChannelCompanionClient;
	/** The channel's write identity, for lock states and undo (in memory only: it may hold an API key). */
	identity: string;
};

/**
 * Resolves a press's channel once the global settings are known: its client, and the identity under which its lock
 * states and undo history are kept.
 * @param choice The key's parsed settings.
 * @param kind The kind of API key its requests carry, when the press must refuse a channel that lacks one before it
 * sends (a press whose own request checks it leaves it out).
 * @returns The channel.
 * @throws The refusal of a channel that does not exist or lacks what the press needs (`Setup` on a key).
 */
export async function resolvePressChannel(choice: ChannelRef, kind?: ApiKeyKind): Promise<PressChannel> {
	if (!globalSettings.received) await globalSettings.ready();
	return pressChannelOf(choice, kind);
}

/**
 * Runs a press's work on its channel, resolved as {@link resolvePressChannel} does. Once the global settings are
 * known the work starts at once, so that the press's request leaves in the turn of its key-down: awaiting the channel
 * would let the rest of the app's message be handled first.
 * @param choice The key's parsed settings.
 * @param work The press's work.
 * @param kind The kind of API key the press needs, as for {@link resolvePressChannel}.
 * @returns What the work returns; rejects with the channel's refusal or what the work threw.
 */
export function withPressChannel<T>(
	choice: ChannelRef,
	work: (channel: PressChannel) => Promise<T>,
	kind?: ApiKeyKind,
): Promise<T> {
	if (!globalSettings.received) return resolvePressChannel(choice, kind).then(work);
	try {
		return work(pressChannelOf(choice, kind));
	} catch (error) {
		return Promise.reject(error);
	}
}

/**
 * Resolves a press's channel from the global settings as they stand.
 * @param choice The key's parsed settings.
 * @param kind The kind of API key the press needs, if it must be checked here.
 * @returns The channel.
 */
function pressChannelOf(choice: ChannelRef, kind: ApiKeyKind | undefined): PressChannel {
	const channel = resolveChannel(choice);
	if (kind !== undefined) checkConnection(channel, kind);
	return { client: clientForChannel(channel), identity: writeIdentityOf(channel) };
}
