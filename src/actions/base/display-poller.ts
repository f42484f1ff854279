import streamDeck from "@elgato/streamdeck";

import { describeError } from "../../feedback/reasons";
import { SharedPoller } from "../../polling/shared-poller";

/** The poller of the display actions, once one of them asked for it. */
let shared: SharedPoller | undefined;

/**
 * The poller every display action shares, so that keys of different actions never interfere but identical ones
 * share one request; created on first use, it refreshes everything after the computer wakes and logs a key that
 * failed to draw.
 * @returns The poller.
 */
export function displayPoller(): SharedPoller {
	if (shared === undefined) {
		const poller = new SharedPoller((error) =>
			streamDeck.logger.error(`A display key failed to draw: ${describeError(error)}`),
		);
		streamDeck.system.onSystemDidWakeUp(() => poller.refreshAll());
		shared = poller;
	}
	return shared;
}
