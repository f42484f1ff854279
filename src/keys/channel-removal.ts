import streamDeck from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { channelIdOf, legacyApiKeyOf, liveChannelIdOf } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import { DEFAULT_CHANNEL_ID } from "../contract/channels";
import { actionsOnScreen, noteSavedSettings, onScreen } from "./channel-usage";
import { saveActionSettings } from "./saved-settings";

/**
 * Applies the removals recorded in the global settings (`removedChannels`) to keys as they are seen: a key on screen
 * that names a removed channel whose keys moved gets its settings rewritten to the channel they moved to, when the
 * removal arrives or when the key appears (on a page or profile the plugin had not seen). The app takes settings only
 * for keys on screen, so keys elsewhere are left alone until they appear; meanwhile they already use the channel their
 * keys moved to. Keys of a channel removed without a successor keep its id and refuse presses with `Setup`.
 */
export function listenForChannelRemovals(): void {
	streamDeck.actions.onWillAppear((ev) => void moveIfRemoved(ev.action.id));
	globalSettings.onChange(() => {
		for (const id of actionsOnScreen()) void moveIfRemoved(id);
	});
}

/**
 * Rewrites the settings of one key on screen that names a removed channel whose keys moved.
 * @param id The key's context.
 * @returns A promise settled once done; it never fails.
 */
async function moveIfRemoved(id: string): Promise<void> {
	try {
		await globalSettings.ready();
	} catch {
		// Without the global settings there is nothing to apply; the key is looked at again when they arrive.
		return;
	}
	// Looked up after the wait: a key that left the screen meanwhile is not written to.
	const known = onScreen(id);
	if (!known || legacyApiKeyOf(known.settings) !== undefined) return;
	const named = channelIdOf(known.settings);
	if (!Object.hasOwn(globalSettings.removedChannels, named)) return;
	const target = liveChannelIdOf(known.settings);
	if (!globalSettings.channels.some((channel) => channel.id === target)) return;
	const settings: JsonObject = { ...known.settings, channel: target };
	if (target === DEFAULT_CHANNEL_ID) delete settings.channel;
	// Noted before sending, so that a second look (the key appearing as the removal arrives) finds nothing to do.
	noteSavedSettings(id, settings);
	// Its action class takes the new settings from the plugin itself: no echo of the write comes back.
	await saveActionSettings(known.action, settings);
	streamDeck.logger.info(`Channels: a key of the removed channel ${named} now uses channel ${target}.`);
}
