import streamDeck from "@elgato/streamdeck";

import type { writeIdentity } from "../channels/channel-clients";
import { isApiError } from "../contract/errors";
import { ignoreIfKeyGone } from "../render/key-gone";
import { KeyRefusal } from "../render/key-refusal";
import { localize } from "../render/localization";
import { describeError, passesWhenAnswered, shortReason } from "../render/reasons";
import type { KeyState } from "./key-state";

/**
 * Tells the user a press worked: the key's check mark, or on a dial a status on the touch strip.
 * @param key The key or dial.
 */
export async function showSuccess(key: KeyState): Promise<void> {
	const { action } = key;
	await ignoreIfKeyGone(action.isKey() ? action.showOk() : key.strip.setFeedback({ status: localize("OK") }));
}

/**
 * Tells the user a press failed: the app's alert, the short reason on the key for a moment, and a log line that
 * never holds an API key; the failure is kept for diagnostics.
 * @param key The key or dial.
 * @param error What went wrong.
 * @param what What was attempted, for the log (e.g. the action's name).
 * @param channel On a dial, the {@link writeIdentity} of the channel the request went to: a reason such as `Offline` leaves the
 * strip once that channel answers again.
 */
export async function showFailure(key: KeyState, error: unknown, what: string, channel?: string): Promise<void> {
	const { action } = key;
	const reason = shortReason(error);
	key.deck.noteFailure(error);
	if (isApiError(error) || error instanceof KeyRefusal) {
		streamDeck.logger.warn(`${what} failed: ${describeError(error)}`);
	} else {
		streamDeck.logger.error(`${what} failed: ${describeError(error)}`);
	}
	await ignoreIfKeyGone(action.showAlert());
	if (action.isKey()) {
		await ignoreIfKeyGone(key.display.showReason(reason));
	} else {
		const clearsOn = passesWhenAnswered(error) ? channel : undefined;
		await ignoreIfKeyGone(key.strip.showFailureStatus(reason, clearsOn));
	}
}

/**
 * Runs a press's bookkeeping (its record for undo) once the promises of the current turn have settled: after the press's
 * feedback was sent (unless a pending sign must first be taken down, which waits for the key's update gap), and always
 * before the plugin reads its next event, so that an Undo pressed next finds the record.
 * @param task The bookkeeping.
 */
export function afterFeedback(task: () => void): void {
	process.nextTick(task);
}
