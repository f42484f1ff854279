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

/** A press's channel as resolved for a key's settings, and the global settings it was resolved from. */
type ResolvedPress = {
	/** The `globalSettings.generation` it holds for. */
	generation: number;
	/** The kind of API key that was checked. */
	kind: ApiKeyKind | undefined;
	/** The channel. */
	channel: PressChannel;
};

/**
 * The channel of each key's settings (parsed once per change: the same object press after press), while the global
 * settings stand: a key pressed again resolves nothing before its request leaves.
 */
const resolvedPresses = new WeakMap<ChannelRef, ResolvedPress>();

/**
 * Resolves a press's channel from the global settings as they stand.
 * @param choice The key's parsed settings.
 * @param kind The kind of API key the press needs, if it must be checked here.
 * @returns The channel.
 */
function pressChannelOf(choice: ChannelRef, kind: ApiKeyKind | undefined): PressChannel {
	const { generation } = globalSettings;
	const kept = resolvedPresses.get(choice);
	if (kept?.generation === generation && kept.kind === kind) return kept.channel;
	const channel = resolveChannel(choice);
	if (kind !== undefined) checkConnection(channel, kind);
	const press = { client: clientForChannel(channel), identity: writeIdentityOf(channel) };
	resolvedPresses.set(choice, { generation, kind, channel: press });
	return press;
}
