import streamDeck from "@elgato/streamdeck";
import type { JsonObject, JsonValue } from "@elgato/utils";

import { ChannelCompanionClient } from "../api/client";
import { recordRequest } from "../api/request-log";
import { isDemoBaseUrl } from "../contract/base-url";
import {
	type ApiKeyTestOutcome,
	BASE_URL_RULES,
	type BaseUrlRule,
	CONNECTION_TEST_RESULT_EVENT,
	type ConnectionTestRequest,
	type ConnectionTestResult,
	TEST_CONNECTION_EVENT,
} from "../contract/connection-test-messages";
import { type ApiError, isApiError } from "../contract/errors";
import { answering } from "../contract/inspector-questions";
import { sendDemo } from "../demo/demo-transport";
import { ignoreIfKeyGone } from "../render/key-gone";
import { describeError } from "../render/reasons";
import { globalSettings } from "./global-settings";

/** Data key of the write API key's probe: reading it proves the API key without changing anything. */
const PROBE_DATA_KEY = "channel-companion-connection-test";

/** The settings that hold the API keys. */
const API_KEY_FIELDS: ReadonlySet<string | undefined> = new Set(["readKey", "writeKey"]);

/**
 * Answers every "Test connection" click of a property inspector.
 */
export function listenForConnectionTests(): void {
	streamDeck.ui.onSendToPlugin<JsonValue>(async (ev) => {
		const payload = ev.payload as Partial<ConnectionTestRequest> | null;
		if (payload === null || typeof payload !== "object" || payload.event !== TEST_CONNECTION_EVENT) return;
		const result = await testConnection(payload);
		// Fails only when the app closed the connection: nobody is left to read the answer.
		await ignoreIfKeyGone(streamDeck.ui.sendToPropertyInspector(answering(payload, result) as unknown as JsonObject));
	});
}

/**
 * Calls a read endpoint with each API key and says which works.
 * @param request The values to test; missing ones are taken from the saved global settings.
 * @returns A verdict per API key, in codes.
 */
export async function testConnection(request: Partial<ConnectionTestRequest>): Promise<ConnectionTestResult> {
	await globalSettings.ready().catch((error: unknown) => {
		// The values typed in the property inspector are tested all the same; only missing ones stay missing.
		streamDeck.logger.warn(`Connection test: the saved global settings did not arrive (${describeError(error)}).`);
	});
	const channels = globalSettings.channels;
	const saved = channels.find((channel) => channel.id === request.channel) ?? channels[0];
	const baseUrl = request.baseUrl ?? saved.baseUrl;
	const client = new ChannelCompanionClient({
		baseUrl,
		readKey: request.readKey ?? saved.readKey,
		writeKey: request.writeKey ?? saved.writeKey,
		demoTransport: sendDemo,
		onRequest: recordRequest,
	});
	const [read, write] = await Promise.all([
		verdictOf(() => client.getTop("message", "global", 1)),
		verdictOf(() => client.getCustomData(PROBE_DATA_KEY)),
	]);
	const result: ConnectionTestResult = {
		event: CONNECTION_TEST_RESULT_EVENT,
		read: settle(read, write),
		write: settle(write, read),
	};
	return isDemoBaseUrl(baseUrl) ? { ...result, demo: true } : result;
}

/** A probe's verdict, with the status of the answer it got, if it got one. */
type Probe = {
	/** The verdict. */
	outcome: ApiKeyTestOutcome;
	/** HTTP status of the answer. */
	status?: number;
};

/**
 * Settles a verdict about the address by the other API key: when the other API key works, the base URL is right, so
 * a 403 is a refusal of this API key, and an answer that is not the API's is a malformed answer.
 * @param probe One API key's probe.
 * @param other The other API key's probe.
 * @returns The verdict to show.
 */
function settle(probe: Probe, other: Probe): ApiKeyTestOutcome {
	const { outcome, status } = probe;
	if (outcome.verdict !== "error" || outcome.reason !== "no-such-api" || other.outcome.verdict !== "ok") return outcome;
	if (status === 403) return { verdict: "refused" };
	return status === undefined ? outcome : { verdict: "error", reason: "malformed-answer", status };
}

/**
 * Runs one probe and judges the API key by the answer: any answer other than a refusal proves the API key.
 * @param probe The read.
 * @returns The verdict.
 */
async function verdictOf(probe: () => Promise<unknown>): Promise<Probe> {
	try {
		await probe();
		return { outcome: { verdict: "ok" } };
	} catch (error) {
		if (isApiError(error)) return { outcome: judge(error), status: error.status };
		streamDeck.logger.error(`Connection test: ${describeError(error)}`);
		return { outcome: { verdict: "error", reason: "unexpected" } };
	}
}

/**
 * Turns a probe's failure into a verdict.
 * @param error The failure.
 * @returns The verdict.
 */
function judge(error: ApiError): ApiKeyTestOutcome {
	switch (error.kind) {
		case "key-refused":
			return { verdict: "refused" };
		case "rate-limited":
			return { verdict: "rate-limited" };
		case "network":
		case "timeout":
			return { verdict: "unreachable" };
		case "not-configured":
			if (error.field === "baseUrl") return { verdict: "invalid-url", reason: baseUrlRule(error) };
			return { verdict: "missing" };
		case "invalid-input":
			if (error.field === "baseUrl") return { verdict: "invalid-url", reason: baseUrlRule(error) };
			if (API_KEY_FIELDS.has(error.field)) return { verdict: "error", reason: "key-invalid" };
			return unexpected(error);
		case "api":
		case "http":
		case "viewer-not-found":
		case "widget-not-found":
			return judgeAnswer(error);
		case "malformed-response":
			if (error.status === undefined) return unexpected(error);
			if (error.foreign) return { verdict: "error", reason: "no-such-api" };
			return { verdict: "error", reason: "malformed-answer", status: error.status };
		default:
			if (error.status === undefined) return unexpected(error);
			return { verdict: "error", reason: "http-status", status: error.status };
	}
}

/**
 * Judges an answer that reported a failure: one about the probe itself proves the API key; one that shows the base
 * URL leads elsewhere, or a server error, does not.
 * @param error The failure (`api` or `http`).
 * @returns The verdict.
 */
function judgeAnswer(error: ApiError): ApiKeyTestOutcome {
	const status = error.status;
	if (status === undefined) return unexpected(error);
	if (status >= 300 && status < 400) return { verdict: "error", reason: "redirected" };
	if (status === 403 || (error.foreign && status >= 400 && status < 500))
		return { verdict: "error", reason: "no-such-api" };
	if (status === 404 && (error.errorCode === undefined || error.errorCode === "not_found")) {
		return { verdict: "error", reason: "no-such-api" };
	}
	// The server took the API key and answered about the probe itself (e.g. no such entry): it works.
	if (status < 500) return { verdict: "ok" };
	return { verdict: "error", reason: "http-status", status };
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
 * @param error The failure; its message never holds an API key.
 * @returns The verdict.
 */
function unexpected(error: ApiError): ApiKeyTestOutcome {
	streamDeck.logger.error(`Connection test: ${describeError(error)}`);
	return { verdict: "error", reason: "unexpected" };
}
