import * as v from "valibot";

import { ApiError, type ApiErrorDetails, type ApiErrorKind } from "../contract/errors";
import { kindOfErrorCode } from "./error-codes";
import { type HttpAnswer, sendHttp, TransportError } from "./http-transport";
import { redactApiKeys } from "./redact";
import { envelopeSchema } from "./schemas";

/** What an `error_code` we repeat may look like. */
const ERROR_CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** How long a request may take, answer included, before it is abandoned. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** One request to the API, described without its API key in any readable form. */
export type HttpRequest<TSchema extends v.GenericSchema> = {
	/** The HTTP method. */
	method: "GET" | "POST";
	/** Full URL, API key included: never shown. */
	url: string;
	/** Every API key the client holds (the one inside `url` among them), so every message can hide them. */
	apiKeys: readonly string[];
	/** Path and query as shown in messages, API key replaced by `***`; read only for a message (it may be built then). */
	shown: string;
	/** What a successful answer must look like. */
	schema: TSchema;
	/** How long the request may take, answer included, before it is abandoned. */
	timeoutMs: number;
	/** Whether the base URL holds a path: a refusal without a word about the API key may then be about the path. */
	underPath?: boolean;
	/** Sends the request and reads the answer: the network unless given (the demo channel answers in memory). */
	transport?: Transport;
	/** What the path names that may not exist: an HTTP 404 from the API itself then says it is missing. */
	subject?: "viewer" | "widget";
	/** Tells whether a successful answer says the API applied nothing: the request then fails as `no-change`. */
	unapplied?: (answer: v.InferOutput<TSchema>) => boolean;
	/** Told once how the request ended, for diagnostics, just after the caller got the answer or the error. */
	observe?: (outcome: RequestOutcome) => void;
};

/** What sends a request and reads its whole answer: {@link sendHttp}, or the demo channel. */
export type Transport = (method: "GET" | "POST", url: string, timeoutMs: number) => Promise<HttpAnswer>;

/** How a request ended: the answer's status, or the kind of failure (with the status when an answer came). */
export type RequestOutcome = {
	/** HTTP status, when an answer arrived. */
	status?: number;
	/** What went wrong; absent on success. */
	kind?: ApiErrorKind;
	/** Milliseconds from sending to the end. */
	ms: number;
};

/**
 * Sends one request and returns its validated answer. Never retries: a POST that may have reached the server
 * is not sent again. Every failure becomes an {@link ApiError} whose message holds no API key.
 * @param request What to send and what to expect.
 * @returns The answer, checked against the schema.
 */
export async function sendRequest<TSchema extends v.GenericSchema>(
	request: HttpRequest<TSchema>,
): Promise<v.InferOutput<TSchema>> {
	const started = Date.now();
	let status: number | undefined;
	try {
		const answer = await exchange(request);
		status = answer.status;
		const body = readAnswer(request, answer);
		report(request, { status, ms: Date.now() - started });
		return body;
	} catch (error) {
		const kind = error instanceof ApiError ? error.kind : undefined;
		report(request, { status, kind, ms: Date.now() - started });
		throw error;
	}
}

/**
 * Tells the request's observer how it ended once the promises of the current turn have settled: a key shows its result
 * before diagnostics take note of the request, and they have it before the next event is read.
 * @param request The request.
 * @param outcome How it ended.
 */
function report<TSchema extends v.GenericSchema>(request: HttpRequest<TSchema>, outcome: RequestOutcome): void {
	if (request.observe) process.nextTick(request.observe, outcome);
}

/**
 * Sends the request and waits for its whole answer; a read whose kept-alive connection the server had just closed is
 * sent once more.
 * @param request What to send.
 * @returns The answer.
 */
async function exchange<TSchema extends v.GenericSchema>(request: HttpRequest<TSchema>): Promise<HttpAnswer> {
	const send = request.transport ?? sendHttp;
	let answer: HttpAnswer;
	try {
		answer = await send(request.method, request.url, request.timeoutMs);
	} catch (error) {
		// A read on a kept-alive connection the server had just closed never reached it: one fresh try is safe.
		// Writes are never sent again, whatever the reason.
		if (!(request.method === "GET" && error instanceof TransportError && error.staleConnection)) {
			throw transportError(request, error);
		}
		try {
			answer = await send(request.method, request.url, request.timeoutMs);
		} catch (retryError) {
			throw transportError(request, retryError);
		}
	}
	return answer;
}

/**
 * Turns a request that got no complete answer into an error a key can show.
 * @param request The request that failed.
 * @param error What the transport threw.
 * @returns The error to throw.
 */
function transportError<TSchema extends v.GenericSchema>(request: HttpRequest<TSchema>, error: unknown): ApiError {
	if (error instanceof TransportError && error.timedOut) {
		return new ApiError("timeout", `No answer within ${request.timeoutMs / 1000} s (${request.shown}).`, {
			request: request.shown,
		});
	}
	const reason = redactApiKeys(error instanceof Error ? error.message : "", request.apiKeys);
	return new ApiError("network", `Cannot reach the API${reason ? ` (${reason})` : ""}: ${request.shown}.`, {
		request: request.shown,
	});
}

/**
 * Interprets an answer: status, JSON, envelope and schema.
 * @param request The request answered.
 * @param answer The answer.
 * @returns The validated body.
 */
function readAnswer<TSchema extends v.GenericSchema>(
	request: HttpRequest<TSchema>,
	answer: HttpAnswer,
): v.InferOutput<TSchema> {
	const status = answer.status;
	const body = parseJson(answer.body);
	const code = errorCodeOf(body);
	// A code that holds an API key (a server echoing the request) is not repeated anywhere.
	const errorCode = code !== undefined && redactApiKeys(code, request.apiKeys) === code ? code : undefined;
	const known = kindOfErrorCode(errorCode);
	const what = errorCode ? ` (${errorCode})` : "";
	const retryAfterSeconds = parseRetryAfter(answer.retryAfter);
	const envelope = v.safeParse(envelopeSchema, body);
	const foreign = !envelope.success;

	if (status === 429 || known === "rate-limited") {
		return fail("rate-limited", `The API asks to slow down (HTTP ${status}${what}): ${request.shown}.`, {
			retryAfterSeconds,
		});
	}
	if (known === "insufficient-funds") {
		return fail("insufficient-funds", "The viewer does not have enough currency.");
	}
	if (status === 401 || known === "key-refused") {
		return fail("key-refused", `The API refused the API key (HTTP ${status}${what}): ${request.shown}.`);
	}
	const missing =
		known === "viewer-not-found" || known === "widget-not-found"
			? known
			: missingSubject(request.subject, status, foreign);
	if (missing !== undefined) {
		const which = missing === "viewer-not-found" ? "viewer" : "widget";
		return fail(missing, `The API has no such ${which} (HTTP ${status}${what}): ${request.shown}.`);
	}
	if (status === 403) {
		// The service also answers 403 for a path it does not serve: the API key is to blame only when the API itself
		// answered a path that is exactly the documented one (a base URL without a path of its own).
		if (envelope.success && !request.underPath) {
			return fail("key-refused", `The API refused the API key (HTTP 403${what}): ${request.shown}.`);
		}
		return fail(
			"http",
			`The server refused the request (HTTP 403${what}): check that the base URL is the API's origin, then the API key: ${request.shown}.`,
		);
	}
	if (status < 200 || status > 299) {
		return fail("http", `The API answered HTTP ${status}${what}: ${request.shown}.`, { retryAfterSeconds });
	}
	if (body === undefined) {
		return fail("malformed-response", `The API's answer is not JSON: ${request.shown}.`);
	}
	if (!envelope.success) {
		return fail("malformed-response", `The API's answer has no success field: ${request.shown}.`);
	}
	if (!envelope.output.success || hasErrorCode(envelope.output.error_code)) {
		return fail("api", `The API reported a failure${errorCode ? `: ${errorCode}` : ""} (${request.shown}).`);
	}
	if (envelope.output.action_success === false) {
		return fail("api", `The API reported that the action did not succeed (${request.shown}).`);
	}
	const result = v.safeParse(request.schema, body);
	if (!result.success) {
		const issue = result.issues[0];
		const path = v.getDotPath(issue) ?? "answer";
		return fail("malformed-response", `The API's answer is malformed at ${path}: ${request.shown}.`);
	}
	if (request.unapplied?.(result.output)) {
		return fail("no-change", `The API applied no change (change_count 0): ${request.shown}.`);
	}
	return result.output;

	/**
	 * Throws the error for this answer.
	 * @param kind What went wrong.
	 * @param message Sentence to show.
	 * @param extra Further details: the wait the server asked for.
	 */
	function fail(
		kind: ApiError["kind"],
		message: string,
		extra: Pick<ApiErrorDetails, "retryAfterSeconds"> = {},
	): never {
		throw new ApiError(kind, redactApiKeys(message, request.apiKeys), {
			status,
			errorCode,
			request: request.shown,
			foreign,
			...extra,
		});
	}
}

/**
 * What a 404 says is missing: the viewer or widget the path names, when the API itself answered (its envelope, with
 * `success`). A 404 page of another server (a base URL with a wrong path) says nothing about the viewer or widget.
 * @param subject What the request's path names.
 * @param status The answer's status.
 * @param foreign Whether the answer is not the API's own.
 * @returns The kind of failure, or `undefined` when the answer is not such a 404.
 */
function missingSubject(
	subject: HttpRequest<v.GenericSchema>["subject"],
	status: number,
	foreign: boolean,
): "viewer-not-found" | "widget-not-found" | undefined {
	if (status !== 404 || subject === undefined || foreign) return undefined;
	return subject === "viewer" ? "viewer-not-found" : "widget-not-found";
}

/**
 * Parses a body as JSON.
 * @param text The body.
 * @returns The value, or `undefined` when the body is not JSON.
 */
function parseJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		// Not JSON: the caller reports it by the answer's status, or as a malformed answer.
		return undefined;
	}
}

/**
 * Tells whether an answer's `error_code` names a failure: any value but an empty one (`null`, `""`, `0`, `false`).
 * @param code The `error_code` field.
 * @returns `true` when it names one.
 */
function hasErrorCode(code: unknown): boolean {
	return code !== undefined && code !== null && code !== "" && code !== 0 && code !== false;
}

/**
 * Finds the API's `error_code` in a parsed body.
 * @param body The parsed body.
 * @returns The code, when the body is an object with a textual one.
 */
function errorCodeOf(body: unknown): string | undefined {
	if (typeof body === "object" && body !== null && "error_code" in body) {
		const code = body.error_code;
		// Only a plain identifier is repeated in our messages: free text from the server could quote an API key.
		return typeof code === "string" && ERROR_CODE_PATTERN.test(code) ? code : undefined;
	}
	return undefined;
}

/**
 * Reads a `Retry-After` header: seconds, or an HTTP date.
 * @param header The header's value.
 * @returns Whole seconds to wait, or `undefined`.
 */
export function parseRetryAfter(header: string | undefined): number | undefined {
	if (!header) return undefined;
	if (/^\d+$/.test(header.trim())) return Number(header.trim());
	const date = Date.parse(header);
	return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
