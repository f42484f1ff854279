import streamDeck from "@elgato/streamdeck";
import type { JsonObject, JsonValue } from "@elgato/utils";

import {
	CHANNEL_USAGE_EVENT,
	CHANNEL_USAGE_RESULT_EVENT,
	type ChannelUsageRequest,
	type ChannelUsageResult,
} from "../contract/channel-messages";
import { ignoreIfKeyGone } from "../render/key-gone";
import { legacyApiKeyOf, liveChannelIdOf } from "./channel-clients";
import type { SavableAction } from "./saved-settings";

/** An action the plugin has seen, and its settings as last seen. */
export type SeenAction = {
	/** The action, to save its settings while it is on screen. */
	action: SavableAction;
	/** Its settings. */
	settings: JsonObject;
	/** Whether it is on screen now (between `willAppear` and `willDisappear`). */
	onScreen: boolean;
};

/** Every action seen since the plugin started, by context; only the plugin's own actions reach it. */
const seen = new Map<string, SeenAction>();

/**
 * Keeps track of the channel of every action the plugin sees and whether it is on screen, and answers the channel
 * editor's question: how many keys use a channel.
 */
export function listenForChannelUsage(): void {
	streamDeck.actions.onWillAppear((ev) => {
		seen.set(ev.action.id, { action: ev.action, settings: ev.payload.settings, onScreen: true });
	});
	streamDeck.actions.onWillDisappear((ev) => {
		const known = seen.get(ev.action.id);
		if (known) known.onScreen = false;
	});
	streamDeck.settings.onDidReceiveSettings((ev) => {
		const known = seen.get(ev.action.id);
		seen.set(ev.action.id, { action: ev.action, settings: ev.payload.settings, onScreen: known?.onScreen ?? true });
	});
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
		await ignoreIfKeyGone(streamDeck.ui.sendToPropertyInspector(result as unknown as JsonObject));
	});
}

/**
 * The action seen with a context, if it is on screen now: the only time the app takes its settings.
 * @param id The action's context.
 * @returns The action and its settings as last seen.
 */
export function onScreen(id: string): SeenAction | undefined {
	const known = seen.get(id);
	return known?.onScreen ? known : undefined;
}

/**
 * The contexts of every action on screen now.
 * @returns The contexts.
 */
export function actionsOnScreen(): string[] {
	return [...seen].filter(([, known]) => known.onScreen).map(([id]) => id);
}

/**
 * The actions seen that use a channel, on screen or not (an action still holding a 0.1 API key uses none yet; one
 * naming a removed channel uses the channel its keys moved to).
 * @param channel The channel's id.
 * @returns Their contexts.
 */
function usersOf(channel: string): string[] {
	return [...seen]
		.filter(([, { settings }]) => legacyApiKeyOf(settings) === undefined && liveChannelIdOf(settings) === channel)
		.map(([id]) => id);
}

/**
 * Notes settings the plugin saved for an action elsewhere (the 0.1 API key move, a key of a removed channel moved),
 * so that the count stays right.
 * @param id The action's context.
 * @param settings The settings saved.
 */
export function noteSavedSettings(id: string, settings: JsonObject): void {
	const known = seen.get(id);
	if (known) known.settings = settings;
}
