import streamDeck from "@elgato/streamdeck";
import type { JsonObject, JsonValue } from "@elgato/utils";

import { ChannelCompanionClient } from "../api/client";
import { type ApiError, isApiError } from "../api/errors";
import { ignoreIfKeyGone } from "../feedback/key-gone";
import { describeError } from "../feedback/reasons";
import {
	BASE_URL_RULES,
	type BaseUrlRule,
	CONNECTION_TEST_RESULT_EVENT,
	type ConnectionTestRequest,
	type ConnectionTestResult,
	type KeyTestOutcome,
	TEST_CONNECTION_EVENT,
} from "./connection-test-messages";
import { globalSettings } from "./global-settings";

/** Entry of the write-key probe: reading it proves the key without changing anything. */
const PROBE_DATA_KEY = "channel-companion-connection-test";

/** The settings that hold the keys. */
const KEY_FIELDS: ReadonlySet<string | undefined> = new Set(["readKey", "writeKey"]);

/**
 * Answers every "Test connection" click of a property inspector.
 */
export function listenForConnectionTests(): void {
	streamDeck.ui.onSendToPlugin<JsonValue>(async (ev) => {
		const payload = ev.payload as Partial<ConnectionTestRequest> | null;
		if (payload === null || typeof payload !== "object" || payload.event !== TEST_CONNECTION_EVENT) return;
		const result = await testConnection(payload);
		// Fails only when the app closed the connection: nobody is left to read the answer.
		await ignoreIfKeyGone(streamDeck.ui.sendToPropertyInspector(result as unknown as JsonObject));
	});
}

/**
 * Calls a read endpoint with each key and says which works.
 * @param request The values to test; missing ones are taken from the saved global settings.
 * @returns A verdict per key, in codes.
 */
export async function testConnection(request: Partial<ConnectionTestRequest>): Promise<ConnectionTestResult> {
	await globalSettings.ready().catch((error: unknown) => {
		// The values typed in the property inspector are tested all the same; only missing ones stay missing.
		streamDeck.logger.warn(`Connection test: the saved global settings did not arrive (${describeError(error)}).`);
	});
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
	return { event: CONNECTION_TEST_RESULT_EVENT, read, write };
}

/**
 * Runs one probe and judges the key by the answer: any answer other than a refusal proves the key.
 * @param probe The read.
 * @returns The verdict.
 */
async function verdictOf(probe: () => Promise<unknown>): Promise<KeyTestOutcome> {
	try {
		await probe();
		return { verdict: "ok" };
	} catch (error) {
		if (isApiError(error)) return judge(error);
		streamDeck.logger.error(`Connection test: ${describeError(error)}`);
		return { verdict: "error", reason: "unexpected" };
	}
}

/**
 * Turns a probe's failure into a verdict.
 * @param error The failure.
 * @returns The verdict.
 */
function judge(error: ApiError): KeyTestOutcome {
	switch (error.kind) {
		case "key-refused":
			return { verdict: "refused" };
		case "network":
		case "timeout":
			return { verdict: "unreachable" };
		case "not-configured":
			if (error.field === "baseUrl") return { verdict: "invalid-url", reason: baseUrlRule(error) };
			return { verdict: "missing" };
		case "invalid-input":
			if (error.field === "baseUrl") return { verdict: "invalid-url", reason: baseUrlRule(error) };
			if (KEY_FIELDS.has(error.field)) return { verdict: "error", reason: "key-invalid" };
			return unexpected(error);
		case "api":
		case "http":
			if (error.status === 404 && (error.errorCode === undefined || error.errorCode === "not_found")) {
				return { verdict: "error", reason: "no-such-api" };
			}
			// The server took the key and answered about the probe itself (e.g. no such entry): the key works.
			if (error.status === undefined || error.status < 500) return { verdict: "ok" };
			return { verdict: "error", reason: "http-status", status: error.status };
		case "malformed-response":
			if (error.status === undefined) return unexpected(error);
			return { verdict: "error", reason: "malformed-answer", status: error.status };
		default:
			if (error.status === undefined) return unexpected(error);
			return { verdict: "error", reason: "http-status", status: error.status };
	}
}

/**
 * The rule a refused base URL broke.
 * @param error The refusal.
 * @returns Its rule; `base-url-invalid` for a refusal without one of the base URL's rules (the checks always give one).
 */
function baseUrlRule(error: ApiError): BaseUrlRule {
	return BASE_URL_RULES.find((rule) => rule === error.rule) ?? "base-url-invalid";
}

/**
 * Logs a failure the connection test did not foresee and gives its verdict.
 * @param error The failure; its message never holds a key.
 * @returns The verdict.
 */
function unexpected(error: ApiError): KeyTestOutcome {
	streamDeck.logger.error(`Connection test: ${describeError(error)}`);
	return { verdict: "error", reason: "unexpected" };
}
