import streamDeck from "@elgato/streamdeck";

import { redactApiKeys } from "../api/redact";
import { allChannelApiKeys } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import { isApiError, isSetupProblem } from "../contract/errors";
import { type PollHealthReporter, SharedPoller } from "../polling/shared-poller";
import { describeError } from "../render/reasons";

/** The poller of the display actions, once one of them asked for it. */
let shared: SharedPoller | undefined;

/**
 * The poller every display action shares, so that keys of different actions never interfere but identical ones
 * share one request; created on first use, it refreshes everything after the computer wakes, forgets the values it
 * kept for keys off screen when the connection settings change, logs a key that failed to draw, and logs a display
 * read once when it starts failing and once when it recovers.
 * @returns The poller.
 */
export function displayPoller(): SharedPoller {
	if (shared === undefined) {
		const poller = new SharedPoller({
			subscriberError: (error) => streamDeck.logger.error(`A display key failed to draw: ${describeError(error)}`),
			health: healthLog,
		});
		streamDeck.system.onSystemDidWakeUp(() => poller.refreshAll());
		globalSettings.onChange(() => poller.forgetKept());
		shared = poller;
	}
	return shared;
}

/** The fields of the Connection: a setup problem of one of them is the connection's, not a key's. */
const CONNECTION_FIELDS = new Set(["baseUrl", "readKey", "writeKey"]);

/**
 * What was last logged about display keys that are not set up, until a display read works again: a setup problem is
 * not a failing read (nothing was sent, and the keys show `Setup`, not their last value), and every key of the channel
 * has it, so it is logged once, not once per read.
 */
let notSetUp: string | undefined;

/**
 * Tells the log that a display read worked: after display keys were logged as not set up, one line says they work
 * again.
 */
export function displayReadWorked(): void {
	if (notSetUp === undefined) return;
	notSetUp = undefined;
	streamDeck.logger.info("Display refresh recovered: the connection is set up, display keys show their values again.");
}

/** Writes the two lines of a failing display read: when it starts failing and when it recovers. */
const healthLog: PollHealthReporter = {
	failing(label, error) {
		if (isConnectionProblem(error)) {
			const line = `Display keys are not set up, they show Setup: the connection is incomplete or invalid: ${describeError(error)}`;
			if (line !== notSetUp) streamDeck.logger.warn(safe(line));
			notSetUp = line;
			return;
		}
		if (isSetupProblem(error)) {
			streamDeck.logger.warn(safe(`A display key is not set up, it shows Setup: ${describeError(error)} (${label})`));
			return;
		}
		const kind = isApiError(error) ? error.kind : "unexpected";
		const request = isApiError(error) && error.request ? "" : ` (${label})`;
		streamDeck.logger.warn(
			safe(`Display refresh failing (${kind}), keys keep their last value: ${describeError(error)}${request}`),
		);
	},
	recovered(label, failures, firstError) {
		// A connection that was not set up says it works again in displayReadWorked's one line.
		if (isConnectionProblem(firstError)) return;
		const request = isApiError(firstError) && firstError.request ? firstError.request : label;
		const attempts = failures === 1 ? "1 failed attempt" : `${failures} failed attempts`;
		streamDeck.logger.info(safe(`Display refresh recovered after ${attempts}: ${request}`));
	},
};

/**
 * Tells whether a read failed because the Connection (base URL or key) is missing or invalid, not the key's settings.
 * @param error The failure.
 * @returns `true` for a setup problem of the Connection.
 */
function isConnectionProblem(error: unknown): boolean {
	return isSetupProblem(error) && isApiError(error) && error.field !== undefined && CONNECTION_FIELDS.has(error.field);
}

/**
 * Masks the connection's keys in a log line, should a setting have carried one.
 * @param line The line.
 * @returns The line without any key.
 */
function safe(line: string): string {
	return redactApiKeys(line, allChannelApiKeys());
}
