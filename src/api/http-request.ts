import { ApiError, type ApiErrorKind } from "../contract/errors";
import { type HttpAnswer, sendHttp, TransportError } from "./http-transport";
import { readAnswer } from "./read-answer";
import { redactApiKeys } from "./redact";
import type { AnswerSchema } from "./schemas";

/** How long a request may take, answer included, before it is abandoned. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** One request to the API, described without its API key in any readable form. */
export type HttpRequest<T> = {
	/** The HTTP method. */
	method: "GET" | "POST";
	/** Full URL, API key included: never shown. */
	url: string;
	/** Every API key the client holds (the one inside `url` among them), so every message can hide them. */
	apiKeys: readonly string[];
	/** Path and query as shown in messages, API key replaced by `***`; read only for a message (it may be built then). */
	shown: string;
	/** What a successful answer must look like. */
	schema: AnswerSchema<T>;
	/** How long the request may take, answer included, before it is abandoned. */
	timeoutMs: number;
	/** Whether the base URL holds a path: a refusal without a word about the API key may then be about the path. */
	underPath?: boolean;
	/** Sends the request and reads the answer: the network unless given (the demo channel answers in memory). */
	transport?: Transport;
	/** What the path names that may not exist: an HTTP 404 from the API itself then says it is missing. */
	subject?: "viewer" | "widget";
	/** Tells whether a successful answer says the API applied nothing: the request then fails as `no-change`. */
	unapplied?: (answer: T) => boolean;
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
export async function sendRequest<T>(request: HttpRequest<T>): Promise<T> {
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
function report<T>(request: HttpRequest<T>, outcome: RequestOutcome): void {
	if (request.observe) process.nextTick(request.observe, outcome);
}

/**
 * Sends the request and waits for its whole answer; a read whose kept-alive connection the server had just closed is
 * sent once more.
 * @param request What to send.
 * @returns The answer.
 */
async function exchange<T>(request: HttpRequest<T>): Promise<HttpAnswer> {
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
function transportError<T>(request: HttpRequest<T>, error: unknown): ApiError {
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
