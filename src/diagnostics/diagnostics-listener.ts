import streamDeck from "@elgato/streamdeck";
import type { JsonObject, JsonValue } from "@elgato/utils";

import { recentRequests } from "../api/request-log";
import { globalSettings } from "../channels/global-settings";
import { isDemoBaseUrl } from "../contract/base-url";
import {
	type Diagnostics,
	DIAGNOSTICS_EVENT,
	diagnosticsLines,
	GET_DIAGNOSTICS_EVENT,
} from "../contract/diagnostics-report";
import { answering } from "../contract/inspector-questions";
import { recentKeyFailures } from "../keys/deck-keys";
import { ignoreIfKeyGone } from "../render/key-gone";

/**
 * Answers every "Copy diagnostics" click of a property inspector with the report's data, and writes the same report
 * into the plugin log, line by line.
 */
export function listenForDiagnostics(): void {
	streamDeck.ui.onSendToPlugin<JsonValue>((ev) => answer(ev.payload));
}

/**
 * Answers one message of a property inspector, if it asks for diagnostics.
 * @param payload The message.
 */
async function answer(payload: JsonValue): Promise<void> {
	if (payload === null || typeof payload !== "object" || Array.isArray(payload)) return;
	if (payload.event !== GET_DIAGNOSTICS_EVENT) return;
	const diagnostics = collectDiagnostics();
	for (const line of diagnosticsLines(diagnostics)) streamDeck.logger.info(`Diagnostics: ${line}`);
	// Fails only when the app closed the connection: nobody is left to read the answer.
	await ignoreIfKeyGone(
		streamDeck.ui.sendToPropertyInspector(answering(payload, diagnostics) as unknown as JsonObject),
	);
}

/**
 * Gathers what the report shows: versions, the API's host, the last requests and the last failures per key.
 * @returns The data; no API key, no query, no balance.
 */
export function collectDiagnostics(): Diagnostics {
	const info = streamDeck.info;
	return {
		event: DIAGNOSTICS_EVENT,
		pluginVersion: info.plugin.version,
		appVersion: info.application.version,
		os: `${info.application.platform} ${info.application.platformVersion}`,
		node: process.version,
		host: hostOf(globalSettings.current.baseUrl),
		channels: globalSettings.channels.slice(1).map((channel) => ({ id: channel.id, host: hostOf(channel.baseUrl) })),
		requests: recentRequests(),
		failures: recentKeyFailures(),
	};
}

/**
 * The host of the base URL: the report names the server, never its path (which could hold anything).
 * @param baseUrl The saved base URL.
 * @returns E.g. `api.example.com`; the demo channel, said so; empty when it cannot be read.
 */
function hostOf(baseUrl: unknown): string {
	if (isDemoBaseUrl(baseUrl)) return "demo (simulated inside the plugin, nothing sent)";
	try {
		return typeof baseUrl === "string" ? new URL(baseUrl.trim()).host : "";
	} catch {
		// Not a URL: the report says the host is not set.
		return "";
	}
}
