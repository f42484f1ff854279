/*
 * The messages between the channel editor of the property inspectors and the plugin, defined once for both sides.
 * Types and constants only, so that the property inspectors can import it without Node or the Stream Deck SDK.
 */

/** The `event` of a property inspector's question: how many keys use a channel? */
export const CHANNEL_USAGE_EVENT = "channelUsage";

/** The `event` of the plugin's answer. */
export const CHANNEL_USAGE_RESULT_EVENT = "channelUsageResult";

/** How many keys use a channel? */
export type ChannelUsageRequest = {
	/** Marks the message. */
	event: typeof CHANNEL_USAGE_EVENT;
	/** The channel's id. */
	channel: string;
};

/**
 * The plugin's answer: how many keys it knows of that use the channel. It knows only keys it has seen since it
 * started: keys on pages or profiles not shown since are not counted.
 */
export type ChannelUsageResult = {
	/** Marks the message. */
	event: typeof CHANNEL_USAGE_RESULT_EVENT;
	/** The channel's id. */
	channel: string;
	/** How many keys use it. */
	keys: number;
};

/**
 * Tells whether a message from the plugin is an answer about a channel's keys.
 * @param payload The message.
 * @returns `true` for an answer.
 */
export function isChannelUsageResult(payload: unknown): payload is ChannelUsageResult {
	if (payload === null || typeof payload !== "object") return false;
	const candidate = payload as Partial<ChannelUsageResult>;
	return (
		candidate.event === CHANNEL_USAGE_RESULT_EVENT &&
		typeof candidate.channel === "string" &&
		typeof candidate.keys === "number"
	);
}
