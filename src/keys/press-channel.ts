import type { ChannelCompanionClient } from "../api/client";
import { checkConnection } from "../api/connection-check";
import { type ChannelRef, clientForChannel, resolveChannel, writeIdentityOf } from "../channels/channel-clients";
import type { ApiKeyKind } from "../contract/endpoints";

/** The channel one press talks to. */
export type PressChannel = {
	/** The channel's API client, the key's own: it keeps the requests the key's presses built, to send them again. */
	client: ChannelCompanionClient;
	/** The channel's write identity, for lock states and undo (in memory only: it may hold an API key). */
	identity: string;
};

/**
 * Resolves a press's channel from the global settings as they stand (the caller makes sure they were received): its
 * client, and the identity under which its lock states and undo history are kept.
 * @param ref The key's parsed settings.
 * @param kind The kind of API key its requests carry: a channel that lacks one, or a base URL, is refused before
 * anything is sent.
 * @returns The channel.
 * @throws The refusal of a channel that does not exist or lacks what the press needs (`Setup` on a key).
 */
export function pressChannelOf(ref: ChannelRef, kind: ApiKeyKind): PressChannel {
	const channel = resolveChannel(ref);
	checkConnection(channel, kind);
	return { client: clientForChannel(channel).forOneKey(), identity: writeIdentityOf(channel) };
}
