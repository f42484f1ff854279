import { type ApiErrorKind, isApiError } from "../api/errors";

/** Words that fit a 72-pixel key, one per kind of failure. */
const SHORT_REASONS: Record<ApiErrorKind, string> = {
	"not-configured": "Setup",
	"invalid-input": "Setup",
	"key-refused": "Key?",
	network: "Offline",
	timeout: "Timeout",
	http: "Error",
	api: "Error",
	"insufficient-funds": "Funds",
	"malformed-response": "Error",
};

/**
 * The word a key shows for a failure.
 * @param error Whatever the press threw.
 * @returns A short reason, e.g. `Offline`.
 */
export function shortReason(error: unknown): string {
	if (!isApiError(error)) return "Error";
	if (error.kind === "http" && error.status === 429) return "Busy";
	return SHORT_REASONS[error.kind];
}

/**
 * A sentence about a failure that is safe to log: API errors never carry keys; anything else is reduced to its name.
 * @param error Whatever the press threw.
 * @returns The message.
 */
export function describeError(error: unknown): string {
	if (isApiError(error)) return error.message;
	return error instanceof Error ? `Unexpected ${error.name}` : "Unexpected failure";
}
