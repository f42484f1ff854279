import type * as v from "valibot";

import type { CustomEventMode } from "../contract/api-names";
import { DEMO_BASE_URL, parseBaseUrl } from "../contract/base-url";
import { type Endpoint, ENDPOINT_API_KEYS } from "../contract/endpoints";
import { checkInteger, checkSegment, MAX_ENCODED_SEGMENT_LENGTH } from "../contract/validation";
import type { ClientOptions } from "./client-options";
import { checkApiKey } from "./connection-check";
import { DEFAULT_TIMEOUT_MS, sendRequest, type Transport } from "./http-request";
import { REDACTED } from "./redact";
import { requestObserver } from "./request-record";

/** A path segment that is the API key itself, so it can be shown redacted. */
export const API_KEY = Symbol("apiKey");

/** A path after `/api/`: the endpoint family (which decides the API key), then segments or the API key. */
export type ApiPath = [Endpoint, ...(string | typeof API_KEY)[]];

/** A client's base URL, checked. */
export type CheckedBase = {
	/** The base URL without a trailing slash. */
	url: string;
	/** Whether it has a path below its origin. */
	underPath: boolean;
	/** Whether it is the demo channel, answered in memory without API keys. */
	demo: boolean;
};

/** What a call may take besides its method, path and schema. */
export type CallExtras<T> = {
	/** Query parameters. */
	query?: Record<string, string>;
	/** Indexes of segments diagnostics must not show (a balance). */
	private?: ReadonlySet<number>;
	/** Tells whether a successful answer says the API applied nothing; the call then fails as `no-change`. */
	unapplied?: (answer: T) => boolean;
};

/** What stands in the API key segment of a demo request: the demo needs none, so one typed for it is never used. */
const DEMO_API_KEY = "demo-key";

/** What the paths of an endpoint name that may not exist, so that an HTTP 404 of the API says which. */
const SUBJECTS: Partial<Record<Endpoint, "viewer" | "widget">> = {
	currency: "viewer",
	warnings: "viewer",
	goals: "widget",
	streamathon: "widget",
};

/**
 * Checks a client's base URL.
 * @param baseUrl The base URL as set.
 * @returns The URL without a trailing slash, whether it has a path below its origin, and whether it is the demo.
 * @throws The `not-configured` or `invalid-input` error of a missing or unusable URL.
 */
export function checkBase(baseUrl: string | undefined): CheckedBase {
	const url = parseBaseUrl(baseUrl);
	const demo = url === DEMO_BASE_URL;
	return { url, underPath: !demo && url !== new URL(url).origin, demo };
}

/**
 * Builds the URL of one call from checked parts, with the forms diagnostics and messages show, and sends it.
 * @param options Where the API is and which API keys to use.
 * @param base The base URL, checked.
 * @param method HTTP method.
 * @param segments Path after `/api/`, starting with the endpoint family (which decides the API key); each is
 * percent-encoded as one segment.
 * @param schema What the answer must look like.
 * @param extra The query, segments to keep out of diagnostics, and how to tell a write that applied nothing.
 * @returns The validated answer.
 */
export function callApi<TSchema extends v.GenericSchema>(
	options: ClientOptions,
	base: CheckedBase,
	method: "GET" | "POST",
	segments: ApiPath,
	schema: TSchema,
	extra: CallExtras<v.InferOutput<TSchema>> = {},
): Promise<v.InferOutput<TSchema>> {
	const apiKey = base.demo ? DEMO_API_KEY : checkApiKey(options, ENDPOINT_API_KEYS[segments[0]]);
	const path = (shownApiKey: string): string =>
		`/api/${segments.map((part) => (part === API_KEY ? shownApiKey : encodeURIComponent(part))).join("/")}`;
	const { query = {}, private: private_ = new Set(), unapplied } = extra;
	const search = new URLSearchParams(query).toString();
	const suffix = search ? `?${search}` : "";
	const apiKeys = [apiKey, options.readKey?.trim() ?? "", options.writeKey?.trim() ?? ""].filter(Boolean);
	const shownApiKey = ENDPOINT_API_KEYS[segments[0]] === "read" ? "{R}" : "{W}";
	const recorded = segments.map((part, index) =>
		part === API_KEY ? shownApiKey : private_.has(index) ? "{amount}" : encodeURIComponent(part),
	);
	return sendRequest({
		method,
		url: `${base.url}${path(encodeURIComponent(apiKey))}${suffix}`,
		apiKeys,
		shown: `${method} ${path(REDACTED)}${suffix}`,
		schema,
		timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
		underPath: base.underPath,
		transport: base.demo ? demoTransport(options) : undefined,
		subject: SUBJECTS[segments[0]],
		unapplied,
		observe: requestObserver(options.onRequest, method, `/api/${recorded.join("/")}`, apiKeys),
	});
}

/**
 * The transport of the demo channel.
 * @param options The client's options.
 * @returns The one passed in the options.
 */
function demoTransport(options: ClientOptions): Transport {
	const transport = options.demoTransport;
	if (transport === undefined) throw new Error("A client of the demo channel needs the demo's transport.");
	return transport;
}

/**
 * The path of a widget action, with its widget and value checked.
 * @param endpoint The widget's endpoint family.
 * @param verb The action, already checked.
 * @param widgetId The widget's ID, or `all`.
 * @param value The number the action uses.
 * @returns The segments after `/api/`.
 */
export function widgetPath(endpoint: "goals" | "streamathon", verb: string, widgetId: string, value: number): ApiPath {
	const id = checkSegment(widgetId, "widgetId");
	return [endpoint, API_KEY, "actions", verb, id, String(checkInteger(value, "value"))];
}

/**
 * Chooses the path segment of a custom event whose value travels in the query: the value itself when it can travel
 * as one segment, otherwise the mode's name.
 * @param value The value.
 * @param mode `data` or `json`.
 * @returns The segment.
 */
export function pathStandIn(value: string, mode: CustomEventMode): string {
	const fits = value !== "." && value !== ".." && encodeURIComponent(value).length <= MAX_ENCODED_SEGMENT_LENGTH;
	return fits ? value : mode;
}
