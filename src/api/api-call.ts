import type { CustomEventMode } from "../contract/api-names";
import { DEMO_BASE_URL, parseBaseUrl } from "../contract/base-url";
import { type Endpoint, ENDPOINT_API_KEYS } from "../contract/endpoints";
import { checkInteger, checkSegment, MAX_ENCODED_SEGMENT_LENGTH } from "../contract/validation";
import type { ClientOptions } from "./client-options";
import { checkApiKey } from "./connection-check";
import { DEFAULT_TIMEOUT_MS, type HttpRequest, type Transport } from "./http-request";
import { REDACTED } from "./redact";
import { requestObserver } from "./request-record";
import type { AnswerSchema } from "./schemas";

/** A path segment that is the API key itself, so it can be shown redacted. */
export const API_KEY = Symbol("apiKey");

/** A path after `/api/`: the endpoint family (which decides the API key), then segments or the API key. */
export type ApiPath = [Endpoint, ...(string | typeof API_KEY)[]];

/** Where a client's calls go, checked once for all of them: its base URL, and the API keys no message may show. */
export type CallTarget = {
	/** The base URL without a trailing slash. */
	url: string;
	/** Whether it has a path below its origin. */
	underPath: boolean;
	/** Whether it is the demo channel, answered in memory without API keys. */
	demo: boolean;
	/** Every API key the client holds, trimmed, to hide in messages and diagnostics. */
	apiKeys: readonly string[];
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
 * Checks where a client's calls go.
 * @param options The client's options.
 * @returns The base URL without a trailing slash, whether it has a path below its origin, whether it is the demo, and
 * the API keys to hide.
 * @throws The `not-configured` or `invalid-input` error of a missing or unusable URL.
 */
export function checkTarget(options: ClientOptions): CallTarget {
	const url = parseBaseUrl(options.baseUrl);
	const demo = url === DEMO_BASE_URL;
	const apiKeys = [options.readKey?.trim() ?? "", options.writeKey?.trim() ?? ""].filter(Boolean);
	return { url, underPath: !demo && url !== new URL(url).origin, demo, apiKeys };
}

/**
 * Builds the request of one call from checked parts. Only its URL is built now: the forms that messages and diagnostics
 * show are built when they are needed, after an answer.
 * @param options Where the API is and which API keys to use.
 * @param target Where the calls go, checked.
 * @param method HTTP method.
 * @param segments Path after `/api/`, starting with the endpoint family (which decides the API key); each is
 * percent-encoded as one segment.
 * @param schema What the answer must look like.
 * @param extra The query, segments to keep out of diagnostics, and how to tell a write that applied nothing.
 * @returns The request, ready to send as often as the call is made.
 */
export function buildRequest<T>(
	options: ClientOptions,
	target: CallTarget,
	method: "GET" | "POST",
	segments: ApiPath,
	schema: AnswerSchema<T>,
	extra: CallExtras<T> = {},
): HttpRequest<T> {
	const kind = ENDPOINT_API_KEYS[segments[0]];
	const apiKey = target.demo ? DEMO_API_KEY : checkApiKey(options, kind);
	const { query, unapplied } = extra;
	const suffix = query === undefined ? "" : querySuffix(query);
	const { apiKeys } = target;
	// What stands for the API key in what is shown: `***` in messages, `{R}` or `{W}` in diagnostics.
	const path = (shownApiKey: string, shownPart: (part: string, index: number) => string = encode): string =>
		`/api/${segments.map((part, index) => (part === API_KEY ? shownApiKey : shownPart(part, index))).join("/")}`;
	let shown: string | undefined;
	return {
		method,
		url: `${target.url}${path(encodeURIComponent(apiKey))}${suffix}`,
		apiKeys,
		get shown() {
			shown ??= `${method} ${path(REDACTED)}${suffix}`;
			return shown;
		},
		schema,
		timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
		underPath: target.underPath,
		transport: target.demo ? demoTransport(options) : undefined,
		subject: SUBJECTS[segments[0]],
		unapplied,
		observe: requestObserver(options.onRequest, method, target.demo, apiKeys, () =>
			path(kind === "read" ? "{R}" : "{W}", (part, index) =>
				extra.private?.has(index) ? "{amount}" : encodeURIComponent(part),
			),
		),
	};
}

/**
 * Percent-encodes one path segment.
 * @param part The segment.
 * @returns It, encoded.
 */
function encode(part: string): string {
	return encodeURIComponent(part);
}

/**
 * The query of a call, as it follows the path.
 * @param query Its parameters.
 * @returns `?` and the parameters, or `""` without any.
 */
function querySuffix(query: Record<string, string>): string {
	const search = new URLSearchParams(query).toString();
	return search ? `?${search}` : "";
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
