import { DEMO_BASE_URL, parseBaseUrl } from "../contract/base-url";
import type { ApiKeyKind } from "../contract/endpoints";
import { ApiError } from "../contract/errors";
import { isSendable } from "../contract/validation";

/** Where the API is and which API keys to use, as a channel or a client holds them. */
export type Connection = {
	/** Origin of the API. */
	baseUrl?: string;
	/** Read API key (R). */
	readKey?: string;
	/** Write API key (W). */
	writeKey?: string;
};

/**
 * Picks and checks the API key a request of one kind carries: the one rule for what a usable API key is, shared by the
 * client (before it sends) and by the keys' setup marks (before anyone presses).
 * @param connection The API keys.
 * @param kind Read or write.
 * @returns The API key, trimmed.
 * @throws A `not-configured` error when it is missing, an `invalid-input` one when it cannot travel in a path.
 */
export function checkApiKey(connection: Connection, kind: ApiKeyKind): string {
	const apiKey = (kind === "read" ? connection.readKey : connection.writeKey)?.trim();
	const name = kind === "read" ? "read key (R)" : "write key (W)";
	if (!apiKey) {
		throw new ApiError("not-configured", `No ${name} is set.`, { field: kind === "read" ? "readKey" : "writeKey" });
	}
	if (apiKey === "." || apiKey === ".." || !isSendable(apiKey)) {
		throw new ApiError("invalid-input", `The ${name} is not a valid key.`, { field: `${kind}Key` });
	}
	return apiKey;
}

/**
 * Checks that a connection holds what requests of one kind need: a usable base URL and API key (none for the demo).
 * Nothing is sent.
 * @param connection The connection.
 * @param kind The kind of API key the requests carry.
 * @throws The `not-configured` or `invalid-input` error a request would fail with (`Setup` on a key).
 */
export function checkConnection(connection: Connection, kind: ApiKeyKind): void {
	// The demo channel is answered inside the plugin and needs no API key.
	if (parseBaseUrl(connection.baseUrl) === DEMO_BASE_URL) return;
	checkApiKey(connection, kind);
}
