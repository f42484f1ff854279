import streamDeck from "@elgato/streamdeck";
import type { JsonObject, JsonValue } from "@elgato/utils";

import { ChannelCompanionClient } from "../api/client";
import { type ApiError, isApiError } from "../api/errors";
import { globalSettings } from "./global-settings";

/** What a property inspector sends to test the connection; missing fields fall back to the saved settings. */
export type ConnectionTestRequest = {
	/** Marks the message as a connection test. */
	event: "testConnection";
	/** Origin of the API to test. */
	baseUrl?: string;
	/** Read key to test. */
	readKey?: string;
	/** Write key to test. */
	writeKey?: string;
};

/** How one key fared. */
export type KeyVerdict = "error" | "invalid-url" | "missing" | "ok" | "refused" | "unreachable";

/** How one key fared, with a sentence for the property inspector. */
export type KeyTestOutcome = {
	/** The verdict. */
	verdict: KeyVerdict;
	/** A sentence that explains it (English; the property inspector words known cases in the user's language). */
	message: string;
	/** The HTTP status of a failed answer, so the property inspector can say it in the user's language. */
	status?: number;
};

/** What the plugin answers, through `sendToPropertyInspector`. */
export type ConnectionTestResult = {
	/** Marks the message as the answer to a connection test. */
	event: "connectionTestResult";
	/** How the read key fared. */
	read: KeyTestOutcome;
	/** How the write key fared. */
	write: KeyTestOutcome;
};

/** Entry of the write-key probe: reading it proves the key without changing anything. */
const PROBE_DATA_KEY = "channel-companion-connection-test";

/**
 * Answers every "Test connection" click of a property inspector.
 */
export function listenForConnectionTests(): void {
	streamDeck.ui.onSendToPlugin<JsonValue>(async (ev) => {
		const payload = ev.payload as Partial<ConnectionTestRequest> | null;
		if (payload === null || typeof payload !== "object" || payload.event !== "testConnection") return;
		const result = await testConnection(payload);
		await streamDeck.ui.sendToPropertyInspector(result as unknown as JsonObject).catch(() => undefined);
	});
}

/**
 * Calls a read endpoint with each key and says which works.
 * @param request The values to test; missing ones are taken from the saved global settings.
 * @returns A verdict per key.
 */
export async function testConnection(request: Partial<ConnectionTestRequest>): Promise<ConnectionTestResult> {
	await globalSettings.ready().catch(() => undefined);
	const saved = globalSettings.current;
	const client = new ChannelCompanionClient({
		baseUrl: request.baseUrl ?? saved.baseUrl,
		readKey: request.readKey ?? saved.readKey,
		writeKey: request.writeKey ?? saved.writeKey,
	});
	const [read, write] = await Promise.all([
		verdictOf(() => client.getTop("message", "global", 1)),
		verdictOf(() => client.getCustomData(PROBE_DATA_KEY)),
	]);
	return { event: "connectionTestResult", read, write };
}

/**
 * Runs one probe and judges the key by the answer: any answer other than a refusal proves the key.
 * @param probe The read.
 * @returns The verdict and a sentence.
 */
async function verdictOf(probe: () => Promise<unknown>): Promise<ConnectionTestResult["read"]> {
	try {
		await probe();
		return { verdict: "ok", message: "Works." };
	} catch (error) {
		if (!isApiError(error)) return { verdict: "error", message: "Unexpected failure." };
		return judge(error);
	}
}

/**
 * Turns a probe's failure into a verdict.
 * @param error The failure.
 * @returns The verdict and a sentence.
 */
function judge(error: ApiError): ConnectionTestResult["read"] {
	switch (error.kind) {
		case "key-refused":
			return { verdict: "refused", message: "The server refused this key." };
		case "network":
		case "timeout":
			return { verdict: "unreachable", message: "The server cannot be reached." };
		case "not-configured":
			return error.field === "baseUrl"
				? { verdict: "invalid-url", message: error.message }
				: { verdict: "missing", message: "No key entered." };
		case "invalid-input":
			return { verdict: error.field === "baseUrl" ? "invalid-url" : "error", message: error.message };
		case "api":
		case "http":
			if (error.status === 404 && (error.errorCode === undefined || error.errorCode === "not_found")) {
				return { verdict: "error", message: "The server has no such API here: check the base URL." };
			}
			// The server took the key and answered about the probe itself (e.g. no such entry): the key works.
			return error.status === undefined || error.status < 500
				? { verdict: "ok", message: "Works." }
				: { verdict: "error", message: error.message, status: error.status };
		default:
			return { verdict: "error", message: error.message, status: error.status };
	}
}
