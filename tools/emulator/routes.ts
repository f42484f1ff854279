import { ApiFailure, type ApiResponse, errorResponse } from "./api-response";
import {
	currencyGet,
	currencyRemove,
	currencySet,
	customDataGet,
	customEventSend,
	type EndpointRequest,
	goalsAction,
	rankingTop,
	streamathonAction,
	warningsGet,
} from "./endpoints";
import type { EmulatorState } from "./state";

/** The kind of key an endpoint wants in its `{API_KEY}` segment. */
export type KeyKind = "read" | "write";

/** The two keys the emulated account accepts. */
export type ApiKeys = {
	/** Read key (R). */
	readKey: string;
	/** Write key (W). */
	writeKey: string;
};

/** A request path split into segments. */
export type ParsedPath = {
	/** Segments after the leading `/`, each percent-decoded (a segment that cannot be decoded stays raw). */
	segments: string[];
	/** Whether some segment held malformed percent-encoding. */
	malformed: boolean;
};

/** What the router needs from a request. */
export type RoutedRequest = {
	/** HTTP method. */
	method: string;
	/** The parsed path. */
	path: ParsedPath;
	/** Query parameters. */
	query: Record<string, string[]>;
};

/** One endpoint: method, path pattern (`:name` segments are parameters), key kind and handler. */
type Route = {
	/** HTTP method. */
	method: "GET" | "POST";
	/** Segments; `:name` captures a parameter, anything else must match exactly. */
	pattern: string[];
	/** Which key the `:apiKey` parameter must hold. */
	keyKind: KeyKind;
	/** Produces the answer (may throw {@link ApiFailure}). */
	handle: (request: EndpointRequest) => ApiResponse;
};

/** A route whose pattern fits the path, with the captured parameters. */
type RouteMatch = {
	/** The route. */
	route: Route;
	/** Decoded parameters by name. */
	params: Record<string, string>;
};

const ROUTES: Route[] = [
	route("GET", "api/ranking/:apiKey/top/:type/:subType/:limit", "read", rankingTop),
	route("GET", "api/warnings/:apiKey/get/:viewer", "read", warningsGet),
	route("GET", "api/currency/:apiKey/get/:viewer", "write", currencyGet),
	route("POST", "api/goals/:apiKey/actions/:action/:id/:value", "write", goalsAction),
	route("GET", "api/custom-data/:apiKey/get/:key", "write", customDataGet),
	route("POST", "api/streamathon/:apiKey/actions/:action/:id/:value", "write", streamathonAction),
	route("POST", "api/custom-events/:apiKey/send/:value", "write", customEventSend),
	route("POST", "api/currency/:apiKey/action/remove/:viewer/:value/:force", "write", currencyRemove),
	route("POST", "api/currency/:apiKey/action/set/:viewer/:value", "write", currencySet),
];

/**
 * Splits a raw path on `/` first and only then percent-decodes each segment, so `a%2Fb` stays one segment `a/b`.
 * @param rawPath The path as received, without query.
 * @returns The segments after the leading `/`.
 */
export function parsePath(rawPath: string): ParsedPath {
	let malformed = false;
	const segments = rawPath
		.replace(/^\//, "")
		.split("/")
		.map((segment) => {
			try {
				return decodeURIComponent(segment);
			} catch {
				malformed = true;
				return segment;
			}
		});
	return { segments, malformed };
}

/**
 * Parses a raw query string (without `?`) into every value of each name.
 * @param rawQuery The query string.
 * @returns Values by name, in order.
 */
export function parseQuery(rawQuery: string): Record<string, string[]> {
	const query: Record<string, string[]> = {};
	for (const [name, value] of new URLSearchParams(rawQuery)) {
		(query[name] ??= []).push(value);
	}
	return query;
}

/**
 * Answers an API request: 400 for malformed encoding, 403 for a path it does not serve, 405 for a wrong method,
 * 403 for a bad key, then the endpoint's own validation and answer.
 * @param request The request.
 * @param keys The accepted keys.
 * @param state The model.
 * @returns The answer.
 */
export function dispatchApiRequest(request: RoutedRequest, keys: ApiKeys, state: EmulatorState): ApiResponse {
	const { segments, malformed } = request.path;
	if (malformed) {
		return errorResponse(400, "invalid_parameter", "malformed percent-encoding in the path");
	}
	const matches: RouteMatch[] = [];
	for (const candidate of ROUTES) {
		const params = matchPattern(candidate.pattern, segments);
		if (params !== undefined) {
			matches.push({ route: candidate, params });
		}
	}
	if (matches.length === 0) {
		// As the service does: a path it does not serve is refused with 403, even with a valid key. The body of that
		// answer is not known; this one names no error_code.
		return { status: 403, body: { success: false, code: 403, message: "Forbidden" } };
	}
	const match = matches.find(({ route: candidate }) => candidate.method === request.method);
	if (match === undefined) {
		const response = errorResponse(405, "method_not_allowed", `use ${matches[0].route.method}`);
		return { ...response, headers: { Allow: matches.map(({ route: candidate }) => candidate.method).join(", ") } };
	}
	const keyFailure = checkKey(match.params.apiKey, match.route.keyKind, keys);
	if (keyFailure !== undefined) {
		return keyFailure;
	}
	try {
		return match.route.handle({ params: match.params, query: request.query, state });
	} catch (error) {
		if (error instanceof ApiFailure) {
			return error.response;
		}
		throw error;
	}
}

/**
 * Checks the `{API_KEY}` segment.
 * @param key The decoded segment.
 * @param wanted The kind the endpoint needs.
 * @param keys The accepted keys.
 * @returns A 403 answer, or `undefined` when the key fits.
 */
function checkKey(key: string, wanted: KeyKind, keys: ApiKeys): ApiResponse | undefined {
	const isRead = key === keys.readKey;
	const isWrite = key === keys.writeKey;
	if ((wanted === "read" && isRead) || (wanted === "write" && isWrite)) {
		return undefined;
	}
	if (isRead || isWrite) {
		return errorResponse(403, "wrong_key_type", `this endpoint needs the ${wanted} key`);
	}
	return errorResponse(403, "invalid_api_key", "unknown API key");
}

/**
 * Matches decoded segments against a pattern.
 * @param pattern The route's pattern.
 * @param segments The request's segments.
 * @returns The captured parameters, or `undefined` when the path does not fit.
 */
function matchPattern(pattern: string[], segments: string[]): Record<string, string> | undefined {
	if (pattern.length !== segments.length) {
		return undefined;
	}
	const params: Record<string, string> = {};
	for (const [index, part] of pattern.entries()) {
		if (part.startsWith(":")) {
			params[part.slice(1)] = segments[index];
		} else if (part !== segments[index]) {
			return undefined;
		}
	}
	return params;
}

/**
 * Declares a route.
 * @param method HTTP method.
 * @param pattern Path pattern without the leading `/`.
 * @param keyKind Which key the endpoint needs.
 * @param handle The handler.
 * @returns The route.
 */
function route(method: Route["method"], pattern: string, keyKind: KeyKind, handle: Route["handle"]): Route {
	return { method, pattern: pattern.split("/"), keyKind, handle };
}
