import streamDeck from "@elgato/streamdeck";

import { isApiError } from "../../api/errors";
import { redactKeys } from "../../api/redact";
import { describeError } from "../../feedback/reasons";
import { type PollHealthReporter, SharedPoller } from "../../polling/shared-poller";
import { allChannelKeys } from "../../settings/api-client";
import { globalSettings } from "../../settings/global-settings";

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

/** Writes the two lines of a failing display read: when it starts failing and when it recovers. */
const healthLog: PollHealthReporter = {
	failing(label, error) {
		const kind = isApiError(error) ? error.kind : "unexpected";
		const request = isApiError(error) && error.request ? "" : ` (${label})`;
		streamDeck.logger.warn(
			safe(`Display refresh failing (${kind}), keys keep their last value: ${describeError(error)}${request}`),
		);
	},
	recovered(label, failures, firstError) {
		const request = isApiError(firstError) && firstError.request ? firstError.request : label;
		const attempts = failures === 1 ? "1 failed attempt" : `${failures} failed attempts`;
		streamDeck.logger.info(safe(`Display refresh recovered after ${attempts}: ${request}`));
	},
};

/**
 * Masks the connection's keys in a log line, should a setting have carried one.
 * @param line The line.
 * @returns The line without any key.
 */
function safe(line: string): string {
	return redactKeys(line, allChannelKeys());
}
