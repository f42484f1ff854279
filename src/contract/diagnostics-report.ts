/*
 * What "Copy diagnostics" carries, defined once for the plugin and its property inspectors, and the text both make of
 * it. Types, constants and pure functions only, so that property inspectors can import it without Node or the SDK.
 * Nothing here may hold an API key, a query or a viewer's balance: paths show API keys as `{R}` and `{W}`.
 */
import type { ApiErrorKind } from "./errors";

/** The `event` of a property inspector's request for diagnostics. */
export const GET_DIAGNOSTICS_EVENT = "getDiagnostics";

/** The `event` of the plugin's answer. */
export const DIAGNOSTICS_EVENT = "diagnostics";

/** How many requests the report lists, newest last. */
export const MAX_REPORTED_REQUESTS = 50;

/** A request that was sent, as the report lists it. */
export type ReportedRequest = {
	/** `Date.now()` when it was sent. */
	at: number;
	/** The HTTP method. */
	method: string;
	/** The path, API keys as `{R}` and `{W}`. */
	path: string;
	/** HTTP status, when an answer came. */
	status?: number;
	/** What went wrong; absent on success. */
	kind?: ApiErrorKind;
	/** Milliseconds it took. */
	ms: number;
	/** The id of the channel it went to, when not the default one. */
	channel?: string;
};

/** A channel other than the default one, as the report names it. */
export type ReportedChannel = {
	/** The channel's id. */
	id: string;
	/** Its base URL's host; empty when none is set. */
	host: string;
};

/** A failure a key showed. */
export type ReportedFailure = {
	/** `Date.now()` when it happened. */
	at: number;
	/** Which key: the action's short name and its place, e.g. `goal-add 2,0`. */
	key: string;
	/** What went wrong. */
	kind: string;
	/** HTTP status, when an answer came. */
	status?: number;
	/** The API's `error_code`, when it is a plain identifier. */
	errorCode?: string;
};

/** The plugin's answer to {@link GET_DIAGNOSTICS_EVENT}. */
export type Diagnostics = {
	/** Marks the message. */
	event: typeof DIAGNOSTICS_EVENT;
	/** The plugin's version. */
	pluginVersion: string;
	/** The Stream Deck app's version. */
	appVersion: string;
	/** The operating system and its version, e.g. `mac 15.1`. */
	os: string;
	/** The Node.js version the app runs the plugin with. */
	node: string;
	/** The base URL's host, e.g. `api.example.com`; empty when none is set or it cannot be read. */
	host: string;
	/** The other channels: their ids and hosts. */
	channels?: ReportedChannel[];
	/** The last requests, oldest first. */
	requests: ReportedRequest[];
	/** The last failures per key, oldest first. */
	failures: ReportedFailure[];
};

/** What starts the plugin log's line of a request that left the plugin (written in the SDK's debug mode only). */
export const SENT_REQUEST_PREFIX = "Request sent: ";

/**
 * The plugin log's line of a request that left the plugin: the prefix, then the request as JSON, so that a tool
 * reading the log (the virtual deck) takes it back whole with {@link readSentRequestLine}.
 * @param request The request, as diagnostics keep it (no API key, no query, no balance).
 * @returns The line.
 */
export function sentRequestLine(request: ReportedRequest): string {
	return `${SENT_REQUEST_PREFIX}${JSON.stringify(request)}`;
}

/**
 * Reads a line the plugin logged with {@link sentRequestLine}.
 * @param line One line of the log.
 * @returns The request; `undefined` for any other line, or one whose request is not well-formed.
 */
export function readSentRequestLine(line: string): ReportedRequest | undefined {
	if (!line.startsWith(SENT_REQUEST_PREFIX)) return undefined;
	let value: unknown;
	try {
		value = JSON.parse(line.slice(SENT_REQUEST_PREFIX.length));
	} catch {
		return undefined;
	}
	if (value === null || typeof value !== "object") return undefined;
	const { at, method, path, status, kind, ms, channel } = value as Record<string, unknown>;
	const optional = (field: unknown, type: "number" | "string"): boolean => field === undefined || typeof field === type;
	const wellFormed =
		typeof at === "number" &&
		typeof method === "string" &&
		typeof path === "string" &&
		typeof ms === "number" &&
		optional(status, "number") &&
		optional(kind, "string") &&
		optional(channel, "string");
	return wellFormed ? (value as ReportedRequest) : undefined;
}

/**
 * Tells whether a message from the plugin is diagnostics.
 * @param payload The message.
 * @returns `true` for diagnostics.
 */
export function isDiagnostics(payload: unknown): payload is Diagnostics {
	if (payload === null || typeof payload !== "object") return false;
	const candidate = payload as Partial<Diagnostics>;
	return (
		candidate.event === DIAGNOSTICS_EVENT && Array.isArray(candidate.requests) && Array.isArray(candidate.failures)
	);
}

/**
 * Writes the report: a few lines a user can paste into a message (English, like any log).
 * @param diagnostics What the plugin sent.
 * @returns The lines.
 */
export function diagnosticsLines(diagnostics: Diagnostics): string[] {
	const requests = diagnostics.requests.slice(-MAX_REPORTED_REQUESTS);
	return [
		`Channel Companion ${diagnostics.pluginVersion} · Stream Deck ${diagnostics.appVersion} · ${diagnostics.os} · Node ${diagnostics.node}`,
		`API host: ${diagnostics.host || "(not set)"}`,
		...(diagnostics.channels ?? []).map((channel) => `Channel ${channel.id}: ${channel.host || "(not set)"}`),
		`Last ${requests.length} requests (time, [channel,] method, path, status or failure, ms):`,
		...requests.map(
			(request) =>
				`  ${clock(request.at)}${request.channel ? ` [${request.channel}]` : ""} ${request.method} ${request.path} ${requestOutcome(request.status, request.kind)} ${Math.round(request.ms)} ms`,
		),
		`Last failures per key (${diagnostics.failures.length}):`,
		...diagnostics.failures.map(
			(failure) =>
				`  ${clock(failure.at)} ${failure.key}: ${failure.kind}${failure.status === undefined ? "" : ` HTTP ${failure.status}`}${failure.errorCode ? ` ${failure.errorCode}` : ""}`,
		),
	];
}

/**
 * A request's outcome in a word or two.
 * @param status HTTP status, when an answer came.
 * @param kind What went wrong, if anything did.
 * @returns E.g. `200`, `500 rate-limited`, `network`.
 */
export function requestOutcome(status: number | undefined, kind: string | undefined): string {
	return [status, kind].filter((part) => part !== undefined).join(" ") || "?";
}

/**
 * A time as UTC, to the second.
 * @param at `Date.now()` of the moment.
 * @returns E.g. `2026-11-03T18:04:05Z`.
 */
function clock(at: number): string {
	const date = new Date(at);
	return Number.isNaN(date.getTime()) ? "?" : `${date.toISOString().slice(0, 19)}Z`;
}
