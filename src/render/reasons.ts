import { type ApiError, type ApiErrorKind, isApiError } from "../contract/errors";
import { KeyRefusal } from "./key-refusal";
import { type DeckWord, localize } from "./localization";

/**
 * Every short reason a key (or a dial's strip) can show when a press fails: translation keys of `Localization`, which
 * are the English words but for `Goal locked` (`Locked`, a word of its own so that languages whose word for a lock state
 * is long can say it short on a key). The README and the Marketplace description list each of them.
 */
export const KEY_REASONS = [
	"Setup",
	"Key?",
	"Offline",
	"Timeout",
	"Busy",
	"Funds",
	"No chg",
	"Viewer?",
	"Widget?",
	"URL?",
	"Goal locked",
	"Empty",
	"Hold",
	"Error",
] as const satisfies readonly DeckWord[];

/** A short reason a key can show. */
export type KeyReason = (typeof KEY_REASONS)[number];

/** Words that fit a 72-pixel key, one per kind of failure. */
const SHORT_REASONS: Record<ApiErrorKind, KeyReason> = {
	"not-configured": "Setup",
	"invalid-input": "Setup",
	"key-refused": "Key?",
	network: "Offline",
	timeout: "Timeout",
	"rate-limited": "Busy",
	http: "Error",
	api: "Error",
	"insufficient-funds": "Funds",
	"malformed-response": "Error",
	"no-change": "No chg",
	"viewer-not-found": "Viewer?",
	"widget-not-found": "Widget?",
};

/**
 * The word a key shows for a failure, in the app's language.
 * @param error Whatever the press threw.
 * @returns A short reason, e.g. `Offline` (`未接続` in Japanese).
 */
export function shortReason(error: unknown): string {
	return localize(reasonWord(error));
}

/**
 * Tells whether a failure only says that the channel could not be reached or was overwhelmed (`Offline`, `Timeout`,
 * `Busy`, a server error): any request of the channel that succeeds later shows its cause is gone.
 * @param error Whatever the press threw.
 * @returns `true` for such a failure.
 */
export function passesWhenAnswered(error: unknown): boolean {
	if (!isApiError(error)) return false;
	if (error.kind === "network" || error.kind === "timeout" || error.kind === "rate-limited") return true;
	return error.kind === "http" && error.status !== undefined && (error.status === 429 || error.status >= 500);
}

/**
 * The English word for a failure, which is also its translation key in the `Localization` objects.
 * @param error Whatever the press threw.
 * @returns The word, e.g. `Offline`.
 */
function reasonWord(error: unknown): KeyReason {
	if (error instanceof KeyRefusal) return error.word;
	if (!isApiError(error)) return "Error";
	if (error.kind === "http" && error.status === 429) return "Busy";
	if (isWrongAddress(error)) return "URL?";
	return SHORT_REASONS[error.kind];
}

/**
 * Whether a failure says that the base URL does not lead to the API, as Test connection's verdict "not this API" does:
 * an answer the API never gives (a web page, JSON without `success`), a 404 or a 403 that is not about the key (the
 * client gives those the kind `http`), another refusal that is not the API's own answer, or a redirect.
 * @param error The failure.
 * @returns `true` for a base URL to check.
 */
function isWrongAddress(error: ApiError): boolean {
	if (error.kind === "malformed-response") return error.foreign === true;
	const { status } = error;
	if (error.kind !== "http" || status === undefined) return false;
	if (status >= 300 && status < 400) return true;
	return status === 403 || status === 404 || (error.foreign === true && status >= 400 && status < 500);
}

/**
 * A sentence about a failure that is safe to log: API errors never carry API keys; anything else becomes its name.
 * @param error Whatever the press threw.
 * @returns The message.
 */
export function describeError(error: unknown): string {
	if (isApiError(error) || error instanceof KeyRefusal) return error.message;
	return error instanceof Error ? `Unexpected ${error.name}` : "Unexpected failure";
}
