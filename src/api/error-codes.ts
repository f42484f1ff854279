import type { ApiErrorKind } from "../contract/errors";

/**
 * The `error_code`s known from the operator's documentation, third-party clients and our emulator, and the kind of
 * failure each one is. A code not listed here is a failure all the same (`api`, or `http` with an error status).
 */
export const KNOWN_ERROR_CODES: Readonly<Record<string, ApiErrorKind>> = {
	// Documented (4.8.1): the viewer lacks the amount.
	insufficient_funds: "insufficient-funds",
	// The service's rate limit (answered with HTTP 500); the others are the usual names of a rate limit.
	spam_limit_exceeded: "rate-limited",
	too_many_requests: "rate-limited",
	rate_limited: "rate-limited",
	// Refusals of the API key itself.
	invalid_api_key: "key-refused",
	invalid_key: "key-refused",
	wrong_key_type: "key-refused",
	unauthorized: "key-refused",
	// Names of what the path points at that does not exist: a typo in a setting, not a fault of the server.
	user_not_found: "viewer-not-found",
	viewer_not_found: "viewer-not-found",
	widget_not_found: "widget-not-found",
	goal_not_found: "widget-not-found",
	streamathon_not_found: "widget-not-found",
};

/**
 * The kind of failure an `error_code` names, when it is one we know to be more specific than "the API failed".
 * @param errorCode The answer's `error_code`.
 * @returns The kind, or `undefined` for an unknown or absent code.
 */
export function kindOfErrorCode(errorCode: string | undefined): ApiErrorKind | undefined {
	return errorCode === undefined ? undefined : KNOWN_ERROR_CODES[errorCode.toLowerCase()];
}
