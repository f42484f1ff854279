import streamDeck from "@elgato/streamdeck";
import type { JsonObject, JsonValue } from "@elgato/utils";

import { legacyApiKeyOf, liveChannelIdOf } from "../channels/channel-clients";
import {
	CHANNEL_USAGE_EVENT,
	CHANNEL_USAGE_RESULT_EVENT,
	type ChannelUsageRequest,
	type ChannelUsageResult,
} from "../contract/channel-messages";
import { answering } from "../contract/inspector-questions";
import { ignoreIfKeyGone } from "../render/key-gone";
import { type DeckKey, seenKey, seenKeys } from "./deck-keys";

/**
 * Answers the channel editor's question: how many keys use a channel (from the keys seen, `deck-keys.ts`).
 */
export function listenForChannelUsage(): void {
	streamDeck.ui.onSendToPlugin<JsonValue>(async (ev) => {
		const payload = ev.payload as Partial<ChannelUsageRequest> | null;
		if (payload === null || typeof payload !== "object" || payload.event !== CHANNEL_USAGE_EVENT) return;
		if (typeof payload.channel !== "string") return;
		const result: ChannelUsageResult = {
			event: CHANNEL_USAGE_RESULT_EVENT,
			channel: payload.channel,
			keys: usersOf(payload.channel).length,
		};
		// Fails only when the app closed the connection: nobody is left to read the answer.
		await ignoreIfKeyGone(streamDeck.ui.sendToPropertyInspector(answering(payload, result) as unknown as JsonObject));
	});
}

/**
 * The key seen with a context, if it is on screen now: the only time the app takes its settings.
 * @param id The key's context.
 * @returns Its record.
 */
export function onScreen(id: string): DeckKey | undefined {
	const key = seenKey(id);
	return key?.onScreen ? key : undefined;
}

/**
 * The contexts of every key on screen now.
 * @returns The contexts.
 */
export function actionsOnScreen(): string[] {
	return [...seenKeys()].filter((key) => key.onScreen).map((key) => key.action.id);
}

/**
 * The actions seen that use a channel, on screen or not (an action still holding a 0.1 API key uses none yet; one
 * naming a removed channel uses the channel its keys moved to).
 * @param channel The channel's id.
 * @returns Their contexts.
 */
function usersOf(channel: string): string[] {
	return [...seenKeys()]
		.filter(({ settings }) => legacyApiKeyOf(settings) === undefined && liveChannelIdOf(settings) === channel)
		.map((key) => key.action.id);
}

/**
 * Notes settings the plugin saved for an action elsewhere (the 0.1 API key move, a key of a removed channel moved),
 * so that the count stays right.
 * @param id The action's context.
 * @param settings The settings saved.
 */
export function noteSavedSettings(id: string, settings: JsonObject): void {
	const key = seenKey(id);
	if (key) key.settings = settings;
}
