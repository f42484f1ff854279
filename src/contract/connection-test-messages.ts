/*
 * The messages between the plugin and its property inspectors, defined once for both sides. The plugin never sends
 * a sentence: it sends codes, and the property inspector words them in the user's language. Types and constants
 * only, so that the property inspectors can import it without Node or the Stream Deck SDK.
 */
import type { InvalidInputRule } from "./errors";

/** The `event` of a property inspector's request to test the connection. */
export const TEST_CONNECTION_EVENT = "testConnection";

/** The `event` of the plugin's answer to a connection test. */
export const CONNECTION_TEST_RESULT_EVENT = "connectionTestResult";

/** What a property inspector sends to test the connection; missing fields fall back to the saved settings. */
export type ConnectionTestRequest = {
	/** Marks the message as a connection test. */
	event: typeof TEST_CONNECTION_EVENT;
	/** The id of the channel whose saved settings fill in missing fields; the default channel when absent. */
	channel?: string;
	/** Origin of the API to test. */
	baseUrl?: string;
	/** Read key to test. */
	readKey?: string;
	/** Write key to test. */
	writeKey?: string;
};

/** The rule a refused base URL broke: the same codes as the plugin's own refusals (see `InvalidInputRule`). */
export type BaseUrlRule = Extract<InvalidInputRule, `base-url-${string}`>;

/** Every {@link BaseUrlRule}. */
export const BASE_URL_RULES = [
	"base-url-insecure",
	"base-url-invalid",
	"base-url-missing",
	"base-url-parts",
] as const satisfies readonly BaseUrlRule[];

/** Verdicts that say everything by themselves. */
export const PLAIN_VERDICTS = ["missing", "ok", "rate-limited", "refused", "unreachable"] as const;

/** Why an API key failed that needs no detail: see {@link ApiKeyTestOutcome}. */
export const PLAIN_ERROR_REASONS = ["key-invalid", "no-such-api", "redirected", "unexpected"] as const;

/** Why an API key failed, with the HTTP status of the answer: see {@link ApiKeyTestOutcome}. */
export const STATUS_ERROR_REASONS = ["http-status", "malformed-answer"] as const;

/** A verdict that says all by itself: the API key works, is refused or not entered, or the server is unreachable. */
export type PlainVerdict = (typeof PLAIN_VERDICTS)[number];

/**
 * Why an API key failed, when the reason needs no detail:
 * - `key-invalid`: the API key cannot travel in a URL (`.`, `..`, or a broken character); nothing was sent;
 * - `no-such-api`: the base URL does not lead to this API: a 404 or a 403 that is not about the API key, or an answer
 *   that is not the API's (a web page, JSON without `success`);
 * - `redirected`: the server sent the request elsewhere (3xx), which the plugin never follows;
 * - `unexpected`: a failure the plugin did not foresee (it is logged).
 */
export type PlainErrorReason = (typeof PLAIN_ERROR_REASONS)[number];

/**
 * Why an API key failed, with the status of the server's answer:
 * - `http-status`: the server answered with an error (5xx, or another that says nothing about the API key);
 * - `malformed-answer`: the answer is not what the API sends (not JSON, or not its shape).
 */
export type StatusErrorReason = (typeof STATUS_ERROR_REASONS)[number];

/** How one API key fared, in codes. */
export type ApiKeyTestOutcome =
	| {
			/** The base URL was refused before anything was sent. */
			verdict: "invalid-url";
			/** The rule it broke. */
			reason: BaseUrlRule;
	  }
	| {
			/** The test failed for another reason. */
			verdict: "error";
			/** Why. */
			reason: PlainErrorReason;
	  }
	| {
			/** The test failed for another reason. */
			verdict: "error";
			/** Why. */
			reason: StatusErrorReason;
			/** The HTTP status of the answer. */
			status: number;
	  }
	| {
			/** Works, refused, not entered, the server asks to slow down, or it cannot be reached. */
			verdict: PlainVerdict;
	  };

/** What the plugin answers to a {@link ConnectionTestRequest}, through `sendToPropertyInspector`. */
export type ConnectionTestResult = {
	/** Marks the message as the answer to a connection test. */
	event: typeof CONNECTION_TEST_RESULT_EVENT;
	/** How the read API key fared. */
	read: ApiKeyTestOutcome;
	/** How the write API key fared. */
	write: ApiKeyTestOutcome;
	/** Set when the base URL tested is the demo channel, which the plugin answers itself without API keys. */
	demo?: true;
};
