import type { JsonObject } from "@elgato/utils";

import type { Endpoint } from "../../src/contract/endpoints";
import { connectionSettings } from "../../tools/deck";
import type { ApiEmulator, EmulatorState, FaultBehaviour } from "../../tools/emulator/server";

/**
 * One way the API or the network can fail, and the short reason a key must show for it: an answer that shows the base
 * URL does not lead to the API (a web page, a body that is not the API's JSON, a redirect, another server's 404) says
 * `URL?`, as Test connection's verdict does.
 */
export type FaultCase = {
	/** Name for test titles and reports. */
	name: string;
	/**
	 * What the emulator does; absent for "connection refused", which needs the global settings instead, and for the
	 * refusals the emulator makes by its own rules ({@link SERVICE_REFUSALS}).
	 */
	fault?: FaultBehaviour;
	/**
	 * The key names a widget, viewer or stored value the emulator does not have, which it refuses by its own rules; the
	 * case is about actions of these endpoints alone.
	 */
	missing?: readonly Endpoint[];
	/** The key's channel: one of {@link withRefusingChannels}, whose requests the emulator refuses by its own rules. */
	channel?: string;
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
		// The API's own 404 names a missing viewer or widget (SERVICE_REFUSALS); a 404 page of another server (a base URL
		// with a wrong path) says nothing about them.
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

/** A key of a test catalogue: its valid settings, and what adds what they name to the emulator. */
type TaggedKey = {
	/** Valid settings. */
	settings: JsonObject;
	/** Adds the widget, viewer or value the settings name. */
	prepare(state: EmulatorState): void;
};

/**
 * Refusals the emulator makes by its own rules, as the service does, with nothing injected: a key that names what is
 * not there, a base URL with a path (the service answers 403 to every path it does not serve: only at the documented
 * path is a 403 the key's fault), the two API keys swapped.
 */
export const SERVICE_REFUSALS: readonly FaultCase[] = [
	{
		name: "a widget that does not exist (HTTP 404 widget_not_found)",
		missing: ["goals", "streamathon"],
		reason: "Widget?",
	},
	{
		name: "a viewer that does not exist (HTTP 404 user_not_found)",
		missing: ["currency", "warnings"],
		reason: "Viewer?",
	},
	{ name: "custom data that does not exist (HTTP 200, success: false)", missing: ["custom-data"], reason: "Error" },
	{ name: "a base URL with a path (HTTP 403, a path the API does not serve)", channel: "under-path", reason: "URL?" },
	{
		name: "the read key as the write key and the reverse (HTTP 403 wrong_key_type)",
		channel: "swapped",
		reason: "Key?",
	},
];

/** How each channel of {@link SERVICE_REFUSALS} differs from the emulator's own connection settings. */
const CHANNEL_FLAWS: Readonly<Record<string, (emulator: ApiEmulator) => JsonObject>> = {
	"under-path": (emulator) => ({ baseUrl: `${emulator.url}/api` }),
	swapped: (emulator) => ({ readKey: emulator.writeKey, writeKey: emulator.readKey }),
};

/**
 * Global settings that point the plugin at an emulator, with the channels of {@link SERVICE_REFUSALS} beside the
 * default one.
 * @param emulator The emulator.
 * @param fixed Whether the user has fixed those channels: then they are the emulator's own connection settings.
 * @returns The global settings.
 */
export function withRefusingChannels(emulator: ApiEmulator, fixed = false): JsonObject {
	const channels = Object.entries(CHANNEL_FLAWS).map(([id, flaw]) => ({
		id,
		name: id,
		...connectionSettings(emulator),
		...(fixed ? {} : flaw(emulator)),
	}));
	return { ...connectionSettings(emulator), channels };
}

/**
 * Whether a case is about an action: every case is, but one of a missing widget, viewer or value, which is about the
 * actions that name one.
 * @param fault The case.
 * @param endpoint The action's endpoint family.
 * @returns `true` when the case applies.
 */
export function appliesTo(fault: FaultCase, endpoint: Endpoint): boolean {
	return fault.missing === undefined || fault.missing.includes(endpoint);
}

/**
 * Readies a tagged key for a case: adds what it names to the emulator unless the case leaves it out, and puts it on
 * the case's channel. A fault to inject is left to the caller, which knows when.
 * @param fault The case.
 * @param key The key: its valid settings, and what adds what it names.
 * @param state The emulator's state.
 * @returns The key's settings.
 */
export function settingsUnder(fault: FaultCase, key: TaggedKey, state: EmulatorState): JsonObject {
	if (fault.missing === undefined) key.prepare(state);
	return fault.channel === undefined ? key.settings : { ...key.settings, channel: fault.channel };
}

/**
 * How long a fault's `Retry-After` asks the client to wait, as far as the plugin honours it.
 * @param fault The fault.
 * @returns Milliseconds; 0 when it asks nothing.
 */
export function retryAfterMs(fault: FaultCase): number {
	const header = fault.fault?.kind === "status" ? fault.fault.headers?.["Retry-After"] : undefined;
	if (header === undefined) return 0;
	const asked = /^\d+$/.test(header) ? Number(header) * 1000 : Date.parse(header) - Date.now();
	// The plugin honours a wait of up to 5 minutes (its longest back-off); a live show cannot wait longer.
	return Math.min(asked, RETRY_AFTER_CAP_MS);
}

/** Longest `Retry-After` the plugin honours, as the README states. */
const RETRY_AFTER_CAP_MS = 5 * 60_000;
