import type { Transport } from "./http-request";
import type { RequestRecord } from "./request-record";

/** Where the API is and which keys to use. */
export type ClientOptions = {
	/** Origin of the API, e.g. `https://api.example.com` (`http://` only for loopback). */
	baseUrl: string | undefined;
	/** Read key (R): top lists and warning counts. */
	readKey?: string;
	/** Write key (W): every other operation. */
	writeKey?: string;
	/** Milliseconds before an unanswered request is abandoned; 10 s by default. */
	timeoutMs?: number;
	/** Told of every request that was sent, once it ended, with no key and no balance in it (for diagnostics). */
	onRequest?: (record: RequestRecord) => void;
	/**
	 * Answers the requests of the demo channel (base URL `demo`) in memory, without keys: `sendDemo` of `src/demo`,
	 * passed in so that the client knows only HTTP.
	 */
	demoTransport?: Transport;
};
