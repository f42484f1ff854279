import type { ChannelCompanionClient } from "../../src/api/client";
import type { ApiErrorKind } from "../../src/contract/errors";

/** The calls the fixtures make, one per operation family. */
export const CALLS = {
	top: (client: ChannelCompanionClient) => client.getTop("message", "global", 1),
	warnings: (client: ChannelCompanionClient) => client.getWarnings("StreamFan42"),
	currency: (client: ChannelCompanionClient) => client.getCurrency("StreamFan42"),
	customData: (client: ChannelCompanionClient) => client.getCustomData("song"),
	goalAdd: (client: ChannelCompanionClient) => client.goalAction("add", "main", 1),
	currencySet: (client: ChannelCompanionClient) => client.setCurrency("StreamFan42", 5),
	currencyRemove: (client: ChannelCompanionClient) => client.removeCurrency("StreamFan42", 5, false),
} satisfies Record<string, (client: ChannelCompanionClient) => Promise<unknown>>;

/** One answer the service can give (or a client must survive), and what the client must make of it. */
export type AnswerFixture = {
	/** What the answer is. */
	name: string;
	/** Which call receives it. */
	call: keyof typeof CALLS;
	/** HTTP status. */
	status: number;
	/** The body, as sent (objects are serialized as JSON). */
	body: Record<string, unknown> | string;
	/** Extra headers. */
	headers?: Record<string, string>;
} & (
	| {
			/** The call fails with this kind. */
			kind: ApiErrorKind;
			/** And these details. */
			details?: Record<string, unknown>;
	  }
	| {
			/** The call succeeds with (at least) this result. */
			result: Record<string, unknown>;
	  }
);

const ok = { success: true, code: 200 };
const user = { user_id: "10001", user_name: "StreamFan42" };
const entry = { user_name: "Mia", user_uid: "10006" };

/** Every answer shape and fault the issue lists, as the service sends it or as we must assume it may. */
export const ANSWER_FIXTURES: readonly AnswerFixture[] = [
	// Numbers as text, text as numbers.
	{
		name: "ranking value as text",
		call: "top",
		status: 200,
		body: { ...ok, list: [{ ...entry, value: "202329" }] },
		result: { entries: [{ rank: 1, userName: "Mia", userId: "10006", value: 202329 }] },
	},
	{
		name: "ranking value as a JSON number",
		call: "top",
		status: 200,
		body: { ...ok, list: [{ ...entry, value: 202329 }] },
		result: { entries: [{ rank: 1, userName: "Mia", userId: "10006", value: 202329 }] },
	},
	{
		name: "ranking value as decimal text",
		call: "top",
		status: 200,
		body: { ...ok, list: [{ ...entry, value: "12.5" }] },
		result: { entries: [rowWithValue(12.5)] },
	},
	{
		name: "ranking value that is not a number",
		call: "top",
		status: 200,
		body: { ...ok, list: [{ ...entry, value: "12x" }] },
		kind: "malformed-response",
	},
	{
		name: "ranking value as a boolean",
		call: "top",
		status: 200,
		body: { ...ok, list: [{ ...entry, value: true }] },
		kind: "malformed-response",
	},
	{
		name: "user_uid as a JSON number",
		call: "top",
		status: 200,
		body: { ...ok, list: [{ ...entry, user_uid: 10006, value: "1" }] },
		result: { entries: [{ rank: 1, userName: "Mia", userId: "10006", value: 1 }] },
	},
	{
		name: "code as text",
		call: "top",
		status: 200,
		body: { success: true, code: "200", list: [] },
		result: { entries: [] },
	},
	{
		name: "code as decimal text",
		call: "top",
		status: 200,
		body: { success: true, code: "200.5", list: [] },
		kind: "malformed-response",
	},
	{
		name: "cache_timestamps as text",
		call: "top",
		status: 200,
		body: { ...ok, cache_timestamps: "1714789065", list: [] },
		result: { cacheTimestamp: 1714789065 },
	},
	{
		name: "cache_timestamps that is not a number",
		call: "top",
		status: 200,
		body: { ...ok, cache_timestamps: "soon", list: [] },
		kind: "malformed-response",
	},
	{
		name: "unknown extra fields, top level and in rows",
		call: "top",
		status: 200,
		body: { ...ok, next: { page: 2 }, list: [{ ...entry, value: "7", avatar: "x.png" }] },
		result: { entries: [rowWithValue(7)] },
	},
	{
		name: "warning_count as text",
		call: "warnings",
		status: 200,
		body: { ...ok, user, warning_count: "3" },
		result: { warningCount: 3 },
	},
	{
		name: "warning_count as a JSON number",
		call: "warnings",
		status: 200,
		body: { ...ok, user, warning_count: 3 },
		result: { warningCount: 3 },
	},
	{
		name: "warning_count as a decimal",
		call: "warnings",
		status: 200,
		body: { ...ok, user, warning_count: 2.5 },
		kind: "malformed-response",
	},
	{
		name: "warning_count as decimal text",
		call: "warnings",
		status: 200,
		body: { ...ok, user, warning_count: "3.0" },
		kind: "malformed-response",
	},
	{
		name: "warning_count as text with a space",
		call: "warnings",
		status: 200,
		body: { ...ok, user, warning_count: "3 " },
		kind: "malformed-response",
	},
	{
		name: "user_id as a JSON number",
		call: "warnings",
		status: 200,
		body: { ...ok, user: { ...user, user_id: 10001 }, warning_count: 0 },
		result: { viewer: { id: "10001", name: "StreamFan42" } },
	},
	{
		name: "currency as text",
		call: "currency",
		status: 200,
		body: { ...ok, user, currency: "1500" },
		result: { currency: 1500 },
	},
	{
		name: "currency as negative text",
		call: "currency",
		status: 200,
		body: { ...ok, user, currency: "-20" },
		result: { currency: -20 },
	},
	{
		name: "currency in exponent notation",
		call: "currency",
		status: 200,
		body: { ...ok, user, currency: "1.5e3" },
		kind: "malformed-response",
	},
	{
		name: "currency as empty text",
		call: "currency",
		status: 200,
		body: { ...ok, user, currency: "" },
		kind: "malformed-response",
	},
	{
		name: "currency beyond a safe integer",
		call: "currency",
		status: 200,
		body: { ...ok, user, currency: "9999999999999999" },
		kind: "malformed-response",
	},
	{
		name: "custom data val as a number",
		call: "customData",
		status: 200,
		body: { ...ok, key: "song", val: 42 },
		result: { dataKey: "song", value: "42" },
	},
	{
		name: "custom data val as text",
		call: "customData",
		status: 200,
		body: { ...ok, key: "song", val: "Rick" },
		result: { value: "Rick" },
	},
	{
		name: "custom data val as a boolean",
		call: "customData",
		status: 200,
		body: { ...ok, key: "song", val: true },
		kind: "malformed-response",
	},
	{
		name: "custom data val null",
		call: "customData",
		status: 200,
		body: { ...ok, key: "song", val: null },
		kind: "malformed-response",
	},
	// Failures in a 200 answer.
	{
		name: "missing custom data: HTTP 200, success false",
		call: "customData",
		status: 200,
		body: { success: false, code: 404, error_code: "data_not_found" },
		kind: "api",
		details: { status: 200, errorCode: "data_not_found" },
	},
	{
		name: "success true with an error_code",
		call: "top",
		status: 200,
		body: { ...ok, error_code: "partial", list: [] },
		kind: "api",
		details: { errorCode: "partial" },
	},
	{
		name: "success true with error_code null",
		call: "top",
		status: 200,
		body: { ...ok, error_code: null, list: [] },
		result: { entries: [] },
	},
	{
		name: "write with action_success false",
		call: "currencySet",
		status: 200,
		body: { ...ok, user, action_success: false },
		kind: "api",
	},
	{
		name: "write with action_success true",
		call: "currencyRemove",
		status: 200,
		body: { ...ok, user, action_success: true },
		result: { viewer: { id: "10001", name: "StreamFan42" } },
	},
	{
		name: "write without action_success (deprecated)",
		call: "currencySet",
		status: 200,
		body: { ...ok, user },
		result: { viewer: { id: "10001", name: "StreamFan42" } },
	},
	{
		name: "insufficient_funds in a 200 answer",
		call: "currencyRemove",
		status: 200,
		body: { success: false, code: 400, error_code: "insufficient_funds" },
		kind: "insufficient-funds",
	},
	{
		name: "key refused in a 200 answer",
		call: "top",
		status: 200,
		body: { success: false, code: 403, error_code: "invalid_api_key" },
		kind: "key-refused",
	},
	// The rate limit.
	{
		name: "rate limit: HTTP 500 spam_limit_exceeded on a read",
		call: "top",
		status: 500,
		body: { success: false, code: 500, error_code: "spam_limit_exceeded" },
		kind: "rate-limited",
		details: { status: 500, errorCode: "spam_limit_exceeded", retryAfterSeconds: undefined },
	},
	{
		name: "rate limit: HTTP 500 spam_limit_exceeded on a write",
		call: "goalAdd",
		status: 500,
		body: { success: false, code: 500, error_code: "spam_limit_exceeded" },
		kind: "rate-limited",
	},
	{
		name: "rate limit with Retry-After",
		call: "warnings",
		status: 500,
		body: { success: false, error_code: "spam_limit_exceeded" },
		headers: { "Retry-After": "4" },
		kind: "rate-limited",
		details: { retryAfterSeconds: 4 },
	},
	{
		name: "rate limit in a 200 answer",
		call: "currency",
		status: 200,
		body: { success: false, code: 500, error_code: "spam_limit_exceeded" },
		kind: "rate-limited",
	},
	{ name: "HTTP 429", call: "top", status: 429, body: "", kind: "rate-limited", details: { status: 429 } },
	{
		name: "HTTP 500 with another error_code",
		call: "top",
		status: 500,
		body: { success: false, code: 500, error_code: "internal_error" },
		kind: "http",
		details: { status: 500 },
	},
	// 403: the key, or the path.
	{
		name: "HTTP 403 invalid_api_key",
		call: "top",
		status: 403,
		body: { success: false, code: 403, error_code: "invalid_api_key" },
		kind: "key-refused",
	},
	{
		name: "HTTP 403 from the API without error_code (documented paths)",
		call: "warnings",
		status: 403,
		body: { success: false, code: 403 },
		kind: "key-refused",
	},
	{
		name: "HTTP 403 as an HTML page",
		call: "top",
		status: 403,
		body: "<html><body>Forbidden</body></html>",
		headers: { "Content-Type": "text/html" },
		kind: "http",
		details: { status: 403 },
	},
	{ name: "HTTP 401", call: "goalAdd", status: 401, body: "", kind: "key-refused" },
];

/**
 * A row whose value must be this number.
 * @param value The value.
 * @returns A partial row.
 */
function rowWithValue(value: number): Record<string, unknown> {
	return { value };
}
