/**
 * What went wrong with a call to the Channel Companion API, coarse enough for a 72-pixel key to show.
 */
export type ApiErrorKind =
	/** The server answered `success: false`, or an error body carrying an `error_code`. */
	| "api"
	/** The server answered with a non-2xx status that says nothing more specific. */
	| "http"
	/** The viewer's balance is lower than the amount to remove (`error_code: insufficient_funds`). */
	| "insufficient-funds"
	/** A setting is missing or out of range; nothing was sent. */
	| "invalid-input"
	/** The server refused the API key (HTTP 401, or 403 or an `error_code` that names the key). */
	| "key-refused"
	/** The answer was not the JSON the specification describes. */
	| "malformed-response"
	/** The server could not be reached, or the connection broke before the answer was complete. */
	| "network"
	/** A widget write the API answered with `change_count: 0`: it applied nothing (a locked goal or timer, for one). */
	| "no-change"
	/** The base URL or the API key the operation needs is missing or unusable. */
	| "not-configured"
	/** The server asked us to slow down: HTTP 429, or the service's HTTP 500 `spam_limit_exceeded`. */
	| "rate-limited"
	/** No complete answer arrived in time; the request was abandoned. */
	| "timeout"
	/** The API has no such viewer: HTTP 404 for a viewer's path, or an `error_code` such as `user_not_found`. */
	| "viewer-not-found"
	/** The API has no such widget: HTTP 404 for a widget's path, or an `error_code` such as `widget_not_found`. */
	| "widget-not-found";

/**
 * Which rule an invalid setting broke, so that a property inspector can word the refusal in the user's language.
 */
export type InvalidInputRule =
	/** The base URL would send API keys unencrypted over the network. */
	| "base-url-insecure"
	/** The base URL is not a URL. */
	| "base-url-invalid"
	/** The base URL is not set. */
	| "base-url-missing"
	/** The base URL holds a user, a query or a fragment. */
	| "base-url-parts"
	/** A boolean setting is neither true nor false. */
	| "boolean"
	/** An action's `channel` names no channel of the global settings. */
	| "channel"
	/** A setting is not one of the words allowed (see `choices`). */
	| "choice"
	/** A colour setting is not written `#RRGGBB`. */
	| "colour"
	/** A custom data key holds characters other than letters, digits, `-` and `_`. */
	| "data-key"
	/** A value that travels as one path segment is `.` or `..`. */
	| "dot-segment"
	/** A required setting is empty. */
	| "empty"
	/** An integer setting is not a whole number, or out of range (see `limits`). */
	| "integer"
	/** A custom event's JSON value is not a JSON array of strings. */
	| "json-array"
	/** A number setting is not a number (digits, an optional sign and decimals). */
	| "number"
	/** A value is too long to travel in a URL. */
	| "too-long"
	/** A text holds a broken character (a lone UTF-16 surrogate) that no URL can carry. */
	| "unsendable";

/**
 * The range an integer setting must lie in; a missing end is open.
 */
export type InputLimits = {
	/** Smallest value allowed. */
	min?: number;
	/** Largest value allowed. */
	max?: number;
};

/**
 * Details that come with an {@link ApiError}.
 */
export type ApiErrorDetails = {
	/** HTTP status of the answer, when one arrived. */
	status?: number;
	/** The API's `error_code`, when the answer carried one. */
	errorCode?: string;
	/** Seconds the server asked us to wait (`Retry-After`), when it did. */
	retryAfterSeconds?: number;
	/** The setting or parameter that was refused, for `invalid-input` and `not-configured`. */
	field?: string;
	/** What was sent, with every API key redacted, e.g. `POST /api/goals/***\/actions/add/main/5`. */
	request?: string;
	/** The rule the setting broke, for `invalid-input` and a missing base URL. */
	rule?: InvalidInputRule;
	/** The range allowed, for the `integer` rule. */
	limits?: InputLimits;
	/** The words allowed, for the `choice` rule. */
	choices?: readonly string[];
	/** Whether the answer is not one the API gives at all: not JSON, or JSON without `success` (a web page, a proxy). */
	foreign?: boolean;
};

/**
 * The one error type the API client throws. Its message is safe to show and to log: it never contains an API key.
 */
export class ApiError extends Error {
	/**
	 * The words allowed, for the `choice` rule.
	 */
	public readonly choices?: readonly string[];

	/**
	 * The API's `error_code`, when the answer carried one.
	 */
	public readonly errorCode?: string;

	/**
	 * The setting or parameter that was refused.
	 */
	public readonly field?: string;

	/**
	 * Whether the answer is not one the API gives at all (not JSON, or JSON without `success`).
	 */
	public readonly foreign?: boolean;

	/**
	 * What went wrong.
	 */
	public readonly kind: ApiErrorKind;

	/**
	 * The range allowed, for the `integer` rule.
	 */
	public readonly limits?: InputLimits;

	/**
	 * The request as sent, API keys redacted.
	 */
	public readonly request?: string;

	/**
	 * Seconds the server asked us to wait before the next request, when it said so.
	 */
	public readonly retryAfterSeconds?: number;

	/**
	 * The rule an invalid setting broke, in words a program can read (the message is English).
	 */
	public readonly rule?: InvalidInputRule;

	/**
	 * HTTP status of the answer, when one arrived.
	 */
	public readonly status?: number;

	/**
	 * Creates an API error.
	 * @param kind What went wrong.
	 * @param message A sentence a streamer can act on; never contains an API key.
	 * @param details Status, error code and other facts about the failure.
	 */
	constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
		super(message);
		this.name = "ApiError";
		this.kind = kind;
		this.status = details.status;
		this.errorCode = details.errorCode;
		this.retryAfterSeconds = details.retryAfterSeconds;
		this.field = details.field;
		this.request = details.request;
		this.rule = details.rule;
		this.limits = details.limits;
		this.choices = details.choices;
		this.foreign = details.foreign;
	}
}

/**
 * Tells whether a value is an {@link ApiError}.
 * @param error Any thrown value.
 * @returns `true` for errors of the API client.
 */
export function isApiError(error: unknown): error is ApiError {
	return error instanceof ApiError;
}

/**
 * Tells whether a failure is a setting (the action's or the connection's) being missing or invalid: nothing was sent,
 * and nothing will be until it is fixed.
 * @param error The failure.
 * @returns `true` for a setup problem.
 */
export function isSetupProblem(error: unknown): boolean {
	return isApiError(error) && (error.kind === "invalid-input" || error.kind === "not-configured");
}
