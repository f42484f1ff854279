import streamDeck from "@elgato/streamdeck";

import { followSentRequests } from "../api/request-log";
import { sentRequestLine } from "../contract/diagnostics-report";

/**
 * Writes a line into the plugin log for every request that leaves the plugin, while the log takes debug lines (the
 * SDK's debug mode, e.g. under the virtual deck): a developer sees every request, keys shown as `{R}` and `{W}`. In
 * ordinary use the log takes no debug lines and no line is even built.
 */
export function traceSentRequests(): void {
	followSentRequests((request) => {
		const { level } = streamDeck.logger;
		if (level !== "debug" && level !== "trace") return;
		streamDeck.logger.debug(sentRequestLine({ ...request, path: request.path() }));
	});
}
