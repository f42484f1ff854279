import { ChannelCompanionClient } from "../api/client";
import { recordRequest } from "../diagnostics/request-log";
import { globalSettings } from "./global-settings";

/** The settings every action may carry: its own key, for people who steer a second channel. */
export type KeyOverride = {
	/** When non-empty, replaces the global key of the kind the action needs. */
	apiKey?: string;
};

/**
 * Builds the API client an action uses, from the global settings and the action's own key, if it has one.
 * @param settings The action's settings.
 * @returns A client; a missing URL or key surfaces as an error of the call that needs it.
 */
export async function clientFor(settings: KeyOverride): Promise<ChannelCompanionClient> {
	await globalSettings.ready();
	const { baseUrl, readKey, writeKey } = globalSettings.current;
	const override = typeof settings.apiKey === "string" ? settings.apiKey.trim() : "";
	return new ChannelCompanionClient({
		baseUrl,
		readKey: override || readKey,
		writeKey: override || writeKey,
		onRequest: recordRequest,
	});
}

/**
 * Identifies the channel an action talks to, so keys that show the same thing of the same channel share one poll.
 * Stays in memory only: it holds keys.
 * @param settings The action's settings.
 * @returns A string that differs between channels.
 */
export function channelIdentity(settings: KeyOverride): string {
	const { baseUrl, readKey, writeKey } = globalSettings.current;
	const override = typeof settings.apiKey === "string" ? settings.apiKey.trim() : "";
	return JSON.stringify([baseUrl ?? "", override || readKey || "", override || writeKey || ""]);
}
