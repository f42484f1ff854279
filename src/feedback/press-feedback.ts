import streamDeck from "@elgato/streamdeck";

import { isApiError } from "../api/errors";
import { recordKeyFailure } from "../diagnostics/key-failures";
import { localize } from "../localization";
import { type AnyAction, KeyDisplay } from "./key-display";
import { ignoreIfKeyGone } from "./key-gone";
import { describeError, shortReason } from "./reasons";

/**
 * Tells the user a press worked: the key's check mark, or on a dial a status on the touch strip.
 * @param action The key or dial.
 */
export async function showSuccess(action: AnyAction): Promise<void> {
	await ignoreIfKeyGone(action.isKey() ? action.showOk() : action.setFeedback({ status: localize("OK") }));
}

/**
 * Tells the user a press failed: the app's alert, the short reason on the key for a moment, and a log line that
 * never holds a key.
 * @param action The key or dial.
 * @param error What went wrong.
 * @param what What was attempted, for the log (e.g. the action's name).
 */
export async function showFailure(action: AnyAction, error: unknown, what: string): Promise<void> {
	const reason = shortReason(error);
	recordKeyFailure(action, error);
	if (isApiError(error)) {
		streamDeck.logger.warn(`${what} failed: ${describeError(error)}`);
	} else {
		streamDeck.logger.error(`${what} failed: ${describeError(error)}`);
	}
	await ignoreIfKeyGone(action.showAlert());
	if (action.isKey()) {
		await ignoreIfKeyGone(KeyDisplay.of(action).showReason(reason));
	} else {
		await ignoreIfKeyGone(action.setFeedback({ status: reason }));
	}
}

/** A press's failure, boxed so that a thrown `undefined` still counts. */
type PressFailure = {
	/** What the work threw. */
	error: unknown;
};

/**
 * Runs one press: the work, then exactly one success or failure signal, whatever happens.
 * @param action The key or dial pressed.
 * @param what What is attempted, for the log.
 * @param work The press's work; it throws to fail.
 */
export async function runPress(action: AnyAction, what: string, work: () => Promise<void>): Promise<void> {
	let failure: PressFailure | undefined;
	try {
		await work();
	} catch (error) {
		failure = { error };
	}
	if (failure) {
		await showFailure(action, failure.error, what);
	} else {
		await showSuccess(action);
	}
}
