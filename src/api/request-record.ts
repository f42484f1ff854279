import type { RequestOutcome } from "./http-request";
import { redactApiKeys } from "./redact";

/** A request that was sent, as diagnostics may keep it: no API key, no query, no balance. */
export type RequestRecord = RequestOutcome & {
	/** `Date.now()` when it was sent. */
	at: number;
	/** The HTTP method. */
	method: "GET" | "POST";
	/** Whether the demo channel answered it inside the plugin: then nothing was sent to any address. */
	demo: boolean;
	/**
	 * The path, API keys as `{R}` and `{W}`, a balance to set as `{amount}`, without the query: built on first call, so
	 * that a request costs nothing for diagnostics until they are shown.
	 */
	path(): string;
};

/**
 * Builds the observer that reports one request to diagnostics once it ended.
 * @param onRequest Who wants to know; nothing is built without one.
 * @param method The HTTP method.
 * @param demo Whether the demo channel answers it.
 * @param apiKeys Every API key the client holds: removed from the path once more, should a setting repeat one.
 * @param pathShown Builds the path as diagnostics show it.
 * @returns The observer, or `undefined`.
 */
export function requestObserver(
	onRequest: ((record: RequestRecord) => void) | undefined,
	method: "GET" | "POST",
	demo: boolean,
	apiKeys: readonly string[],
	pathShown: () => string,
): ((outcome: RequestOutcome) => void) | undefined {
	if (!onRequest) return undefined;
	return (outcome) => {
		let shown: string | undefined;
		const path = (): string => (shown ??= redactApiKeys(pathShown(), apiKeys));
		onRequest({ ...outcome, at: Date.now() - outcome.ms, method, demo, path });
	};
}
