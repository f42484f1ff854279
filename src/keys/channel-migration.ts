import streamDeck from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { legacyApiKeyOf } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import type { ActionSpec } from "../contract/action-spec";
import type { ChannelSettings } from "../contract/channels";
import { newChannelId, takenChannelIds } from "../contract/channels";
import type { ApiKeyKind } from "../contract/endpoints";
import { describeError } from "../render/reasons";
import { noteSavedSettings, onScreen } from "./channel-usage";
import { type SavableAction, saveActionSettings } from "./saved-settings";

/**
 * Moves 0.1's per-action API keys into channels of the global settings, the first time the plugin sees each action that
 * still holds one (it appears, or its settings arrive): the action keeps working with that API key meanwhile, as 0.1 did.
 * @param specs The plugin's actions: which kind of API key each needs, by UUID.
 */
export function listenForLegacyApiKeys(specs: readonly ActionSpec[]): void {
	const byUuid = new Map<string, ActionSpec>(specs.map((spec) => [spec.uuid, spec]));
	streamDeck.actions.onWillAppear((ev) => void migrateAction(byUuid, ev.action, ev.payload.settings));
	streamDeck.settings.onDidReceiveSettings((ev) => void migrateAction(byUuid, ev.action, ev.payload.settings));
}

/**
 * Moves one action's 0.1 API key into a channel and saves its settings with `channel` and without `apiKey`.
 * @param specs The plugin's actions' specs, by UUID.
 * @param action The action.
 * @param settings Its settings.
 * @returns A promise settled once done; it never fails.
 */
async function migrateAction(
	specs: ReadonlyMap<string, ActionSpec>,
	action: SavableAction,
	settings: JsonObject,
): Promise<void> {
	const apiKey = legacyApiKeyOf(settings);
	const spec = specs.get(action.manifestId);
	if (apiKey === undefined || spec === undefined) return;
	try {
		await globalSettings.ready();
	} catch (error) {
		// The key keeps working with its own API key; the move is tried again when it appears next.
		streamDeck.logger.warn(`Channels: a 0.1 API key stays in place for now (${describeError(error)}).`);
		return;
	}
	// The app takes settings only for keys on screen: one that left meanwhile is moved when it appears again.
	if (!onScreen(action.id)) return;
	const moved = withoutLegacyApiKey(spec, settings);
	noteSavedSettings(action.id, moved);
	// Its action class takes the moved settings from the plugin itself (no echo of the write comes back), so that it
	// never writes the old ones back (a Show Top dial saves its rank with the settings it knows).
	await saveActionSettings(action, moved);
	streamDeck.logger.info(
		`Channels: moved the 0.1 API key of a ${spec.name} action into channel ${String(moved.channel)}; its settings no longer hold an API key.`,
	);
}

/**
 * The settings an action saves, with a 0.1 API key moved into its channel: every write of the plugin's goes through
 * this, so that no write (a dial saving its rank with the settings it knows) can put an API key back into action
 * settings.
 * @param spec The action's spec: which kind of API key it needs.
 * @param settings The settings to save.
 * @returns The same settings without `apiKey` and with `channel`, or as they are when they hold no API key.
 */
export function withoutLegacyApiKey(spec: ActionSpec, settings: JsonObject): JsonObject {
	const apiKey = legacyApiKeyOf(settings);
	if (apiKey === undefined) return settings;
	const moved: JsonObject = { ...settings, channel: adoptApiKey(spec.apiKeyKind, apiKey).id };
	delete moved.apiKey;
	return moved;
}

/**
 * The channel that holds a 0.1 API key as the kind an action needs: an existing one, or a new one on the default
 * channel's server, added to the global settings at once.
 * @param kind The kind of API key the action needs.
 * @param apiKey The API key.
 * @returns The channel.
 */
function adoptApiKey(kind: ApiKeyKind, apiKey: string): ChannelSettings {
	const channels = globalSettings.channels;
	const field = kind === "read" ? "readKey" : "writeKey";
	const existing = channels.find((channel) => channel[field]?.trim() === apiKey);
	if (existing) return existing;
	const channel: ChannelSettings = {
		id: newChannelId(takenChannelIds(globalSettings.current)),
		name: "",
		baseUrl: channels[0].baseUrl,
		[field]: apiKey,
	};
	globalSettings.writeChannels([...channels, channel]).catch((error: unknown) => {
		streamDeck.logger.error(`Channels: the new channel was not saved (${describeError(error)}).`);
	});
	return channel;
}
