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
	const channel = resolveChannel(choice);
	if (kind !== undefined) checkConnection(channel, kind);
	return { client: clientForChannel(channel), identity: writeIdentityOf(channel) };
}
