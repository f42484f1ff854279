import streamDeck from "@elgato/streamdeck";
import type { JsonObject, JsonValue } from "@elgato/utils";

import { ignoreIfKeyGone } from "../feedback/key-gone";
import { DEFAULT_CHANNEL_ID } from "../specs/channels";
import { channelIdOf, legacyKeyOf } from "./api-client";
import {
	CHANNEL_USAGE_EVENT,
	CHANNEL_USAGE_RESULT_EVENT,
	type ChannelUsageRequest,
	type ChannelUsageResult,
	MOVE_CHANNEL_KEYS_EVENT,
	type MoveChannelKeysRequest,
} from "./channel-messages";
import { type SavableAction, saveActionSettings } from "./saved-settings";

/** An action the plugin has seen, and its settings as last seen. */
type SeenAction = {
	/** The action, to save its settings. */
	action: SavableAction;
	/** Its settings. */
	settings: JsonObject;
};

/** Every action seen since the plugin started, by context; only the plugin's own actions reach it. */
const seen = new Map<string, SeenAction>();

/**
 * Keeps track of the channel of every action the plugin sees, and answers the channel editor's questions: how many
 * keys use a channel, and moving them all to another channel.
 */
export function listenForChannelUsage(): void {
	streamDeck.actions.onWillAppear((ev) => seen.set(ev.action.id, { action: ev.action, settings: ev.payload.settings }));
	streamDeck.settings.onDidReceiveSettings((ev) => {
		seen.set(ev.action.id, { action: ev.action, settings: ev.payload.settings });
	});
	streamDeck.ui.onSendToPlugin<JsonValue>(async (ev) => {
		const payload = ev.payload as Partial<ChannelUsageRequest | MoveChannelKeysRequest> | null;
		if (payload === null || typeof payload !== "object" || typeof payload.channel !== "string") return;
		let moved: number | undefined;
		if (payload.event === MOVE_CHANNEL_KEYS_EVENT && typeof payload.to === "string") {
			moved = await moveKeys(payload.channel, payload.to);
		} else if (payload.event !== CHANNEL_USAGE_EVENT) {
			return;
		}
		const result: ChannelUsageResult = {
			event: CHANNEL_USAGE_RESULT_EVENT,
			channel: payload.channel,
			keys: usersOf(payload.channel).length,
			...(moved === undefined ? {} : { moved }),
		};
		// Fails only when the app closed the connection: nobody is left to read the answer.
		await ignoreIfKeyGone(streamDeck.ui.sendToPropertyInspector(result as unknown as JsonObject));
	});
}

/**
 * Remembers the settings the plugin itself saved for an action.
 * @param id The action's context.
 * @param settings The settings saved.
 */
function saved(id: string, settings: JsonObject): void {
	const known = seen.get(id);
	if (known) known.settings = settings;
}

/**
 * The actions seen that use a channel (an action still holding a 0.1 key uses none yet).
 * @param channel The channel's id.
 * @returns Their contexts.
 */
function usersOf(channel: string): string[] {
	return [...seen]
		.filter(([, { settings }]) => legacyKeyOf(settings) === undefined && channelIdOf(settings) === channel)
		.map(([id]) => id);
}

/**
 * Moves every action seen of one channel to another.
 * @param from The channel they leave.
 * @param to The channel they go to; the default channel is saved as no `channel` at all.
 * @returns How many were moved.
 */
async function moveKeys(from: string, to: string): Promise<number> {
	const users = usersOf(from);
	for (const id of users) {
		const known = seen.get(id)!;
		const settings: JsonObject = { ...known.settings, channel: to };
		// A 0.1 key never goes back into settings: the channel chosen now replaces it.
		delete settings.apiKey;
		if (to === DEFAULT_CHANNEL_ID) delete settings.channel;
		saved(id, settings);
		// A key on screen takes its new channel at once, from the plugin itself: no echo of the write comes back.
		await saveActionSettings(known.action, settings);
	}
	if (users.length > 0) {
		streamDeck.logger.info(`Channels: moved ${users.length} keys from channel ${from} to channel ${to}.`);
	}
	return users.length;
}

/**
 * Notes settings the plugin saved for an action elsewhere (the 0.1 key move), so that the count stays right.
 * @param id The action's context.
 * @param settings The settings saved.
 */
export function noteSavedSettings(id: string, settings: JsonObject): void {
	saved(id, settings);
}
