import type { FaultBehaviour } from "../../tools/emulator/server";

/**
 * One way the API or the network can fail, and the short reason a key must show for it: an answer that shows the base
 * URL does not lead to the API (a web page, a body that is not the API's JSON, a redirect, another server's 404) says
 * `URL?`, as Test connection's verdict does.
 */
export type FaultCase = {
	/** Name for test titles and reports. */
	name: string;
	/** What the emulator does; absent for "connection refused", which needs the global settings instead. */
	fault?: FaultBehaviour;
	/** Title a failed press shows; `undefined` when the press must succeed (a slow but complete answer). */
	reason: string | undefined;
	/** Whether it takes the 10 s timeout. */
	slow?: boolean;
};

/** An error body carrying `error_code: insufficient_funds`, which any endpoint may return. */
const FUNDS_BODY = JSON.stringify({ success: false, code: 400, error_code: "insufficient_funds" });

/** The faults the issue lists, each with the reason it must produce. */
export const REQUIRED_FAULTS: readonly FaultCase[] = [
	{ name: "HTTP 500", fault: { kind: "status", status: 500 }, reason: "Error" },
	{ name: "HTTP 401", fault: { kind: "status", status: 401 }, reason: "Key?" },
	{ name: "HTTP 403", fault: { kind: "status", status: 403 }, reason: "Key?" },
	{
		name: "HTTP 429 with Retry-After",
		fault: { kind: "status", status: 429, headers: { "Retry-After": "3" } },
		reason: "Busy",
	},
	{ name: "HTTP 429 without Retry-After", fault: { kind: "status", status: 429 }, reason: "Busy" },
	{
		name: "HTTP 500 spam_limit_exceeded (the service's rate limit)",
		fault: {
			kind: "status",
			status: 500,
			body: JSON.stringify({ success: false, code: 500, error_code: "spam_limit_exceeded" }),
		},
		reason: "Busy",
	},
	{ name: "no answer", fault: { kind: "hang" }, reason: "Timeout", slow: true },
	{ name: "connection refused", reason: "Offline" },
	{ name: "connection reset mid-body", fault: { kind: "reset" }, reason: "Offline" },
	{ name: "malformed JSON", fault: { kind: "malformed-json" }, reason: "URL?" },
	{ name: "HTML body", fault: { kind: "html" }, reason: "URL?" },
	{ name: "success: false without error_code", fault: { kind: "success-false" }, reason: "Error" },
	{
		name: "success: false with error_code",
		fault: { kind: "success-false", errorCode: "widget_busy" },
		reason: "Error",
	},
	{ name: "insufficient_funds", fault: { kind: "status", status: 400, body: FUNDS_BODY }, reason: "Funds" },
];

/** Further misbehaviour seen in the wild: proxies, empty answers, redirects, slow answers. */
export const EXTRA_FAULTS: readonly FaultCase[] = [
	{
		name: "success: false with error_code insufficient_funds (HTTP 200)",
		fault: { kind: "success-false", errorCode: "insufficient_funds" },
		reason: "Funds",
	},
	{
		name: "HTTP 502 HTML page from a proxy",
		fault: { kind: "status", status: 502, contentType: "text/html", body: "<html><body>Bad gateway</body></html>" },
		reason: "Error",
	},
	{
		// The API's own 404 names a missing viewer or widget (see test/e2e/missing-targets.test.ts); a 404 page of another
		// server (a base URL with a wrong path) says nothing about them.
		name: "HTTP 404 page of another server",
		fault: { kind: "status", status: 404, contentType: "text/html", body: "<html><body>Not Found</body></html>" },
		reason: "URL?",
	},
	{
		name: "HTTP 503 with a Retry-After date",
		fault: { kind: "status", status: 503, headers: { "Retry-After": "Wed, 21 Oct 2065 07:28:00 GMT" } },
		reason: "Error",
	},
	{ name: "HTTP 200 with an empty body", fault: { kind: "status", status: 200, body: "" }, reason: "URL?" },
	{ name: "HTTP 200 with a JSON null", fault: { kind: "status", status: 200, body: "null" }, reason: "URL?" },
	{ name: "HTTP 200 with a JSON array", fault: { kind: "status", status: 200, body: "[1,2]" }, reason: "URL?" },
	{
		name: "HTTP 302 redirect elsewhere",
		fault: { kind: "status", status: 302, headers: { Location: "http://127.0.0.1:9/elsewhere" }, body: "" },
		reason: "URL?",
	},
	{ name: "slow but complete answer (1.5 s)", fault: { kind: "delay", ms: 1500 }, reason: undefined },
];

/** Faults that answer quickly: the soak draws from these. */
export const QUICK_FAULTS: readonly FaultCase[] = [...REQUIRED_FAULTS, ...EXTRA_FAULTS].filter(
	(fault) => fault.fault !== undefined && !fault.slow && fault.fault.kind !== "delay",
);
