import { ApiError, type ApiErrorDetails } from "../contract/errors";
import { parseJsonText } from "../contract/json-text";
import { kindOfErrorCode } from "./error-codes";
import type { HttpRequest } from "./http-request";
import type { HttpAnswer } from "./http-transport";
import { redactApiKeys } from "./redact";
import { envelopeOf, MalformedAnswer } from "./schemas";

/** What an `error_code` we repeat may look like. */
const ERROR_CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** What is known of an answer when a check refuses it: the details of its error. */
type AnswerFacts = Pick<ApiErrorDetails, "errorCode" | "foreign" | "status">;

/**
 * Interprets an answer: status, JSON, envelope and schema.
 * @param request The request answered.
 * @param answer The answer.
 * @returns The validated body.
 */
export function readAnswer<T>(request: HttpRequest<T>, answer: HttpAnswer): T {
	const status = answer.status;
	const body = parseJsonText(answer.body);
	// Most answers are a plain success: of those, only the schema has anything more to say.
	if (status >= 200 && status <= 299 && isPlainSuccess(body)) {
		return checkSchema(request, body, { status, foreign: false });
	}
	const code = errorCodeOf(body);
	// A code that holds an API key (a server echoing the request) is not repeated anywhere.
	const errorCode = code !== undefined && redactApiKeys(code, request.apiKeys) === code ? code : undefined;
	const known = kindOfErrorCode(errorCode);
	const what = errorCode ? ` (${errorCode})` : "";
	const retryAfterSeconds = parseRetryAfter(answer.retryAfter);
	const envelope = envelopeOf(body);
	const foreign = envelope === undefined;
	const facts: AnswerFacts = { status, errorCode, foreign };

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
		if (!foreign && !request.underPath) {
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
	if (envelope === undefined) {
		return fail("malformed-response", `The API's answer has no success field: ${request.shown}.`);
	}
	if (!envelope.success || hasErrorCode(envelope.error_code)) {
		return fail("api", `The API reported a failure${errorCode ? `: ${errorCode}` : ""} (${request.shown}).`);
	}
	if (envelope.action_success === false) {
		return fail("api", `The API reported that the action did not succeed (${request.shown}).`);
	}
	return checkSchema(request, body, facts);

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
		throw answerError(request, facts, kind, message, extra);
	}
}

/**
 * Checks a successful answer against the request's schema, and that a write applied something.
 * @param request The request answered.
 * @param body The parsed body.
 * @param facts What is known of the answer, for an error's details.
 * @returns The validated body.
 */
function checkSchema<T>(request: HttpRequest<T>, body: unknown, facts: AnswerFacts): T {
	let answer: T;
	try {
		answer = request.schema(body);
	} catch (error) {
		if (!(error instanceof MalformedAnswer)) throw error;
		const message = `The API's answer is malformed at ${error.path}: ${request.shown}.`;
		throw answerError(request, facts, "malformed-response", message);
	}
	if (request.unapplied?.(answer)) {
		const message = `The API applied no change (change_count 0): ${request.shown}.`;
		throw answerError(request, facts, "no-change", message);
	}
	return answer;
}

/**
 * The error for an answer, its message without any API key.
 * @param request The request answered.
 * @param facts What is known of the answer.
 * @param kind What went wrong.
 * @param message Sentence to show.
 * @param extra Further details: the wait the server asked for.
 * @returns The error.
 */
function answerError(
	request: Pick<HttpRequest<unknown>, "apiKeys" | "shown">,
	facts: AnswerFacts,
	kind: ApiError["kind"],
	message: string,
	extra: Pick<ApiErrorDetails, "retryAfterSeconds"> = {},
): ApiError {
	return new ApiError(kind, redactApiKeys(message, request.apiKeys), { ...facts, request: request.shown, ...extra });
}

/**
 * Tells whether a parsed body is a plain success: an object with `success: true`, no `error_code` and no
 * `action_success: false`. Every check of {@link readAnswer} but the schema passes such an answer with a 2xx status.
 * @param body The parsed body.
 * @returns `true` for a plain success.
 */
function isPlainSuccess(body: unknown): boolean {
	if (typeof body !== "object" || body === null) return false;
	const fields = body as Record<string, unknown>;
	return fields.success === true && !hasErrorCode(fields.error_code) && fields.action_success !== false;
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
	subject: HttpRequest<unknown>["subject"],
	status: number,
	foreign: boolean,
): "viewer-not-found" | "widget-not-found" | undefined {
	if (status !== 404 || subject === undefined || foreign) return undefined;
	return subject === "viewer" ? "viewer-not-found" : "widget-not-found";
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
