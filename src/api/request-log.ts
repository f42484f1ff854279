import { MAX_REPORTED_REQUESTS, type ReportedRequest } from "../contract/diagnostics-report";
import type { RequestRecord } from "./request-record";

/** A request kept, its path still to be built. */
export type KeptRequest = Omit<ReportedRequest, "path"> & Pick<RequestRecord, "path">;

/** The last requests the plugin sent, oldest first; at most {@link MAX_REPORTED_REQUESTS}. */
const recent: KeptRequest[] = [];

/** Who is told of every request that left the plugin; see {@link followSentRequests}. */
let follower: ((request: KeptRequest) => void) | undefined;

/**
 * Keeps a finished request for diagnostics; the oldest is dropped beyond {@link MAX_REPORTED_REQUESTS}. A request that
 * went to an address (not the demo's) is also told to the follower of sent requests.
 * @param record The request, as the API client reports it (no API key, no query, no balance), and its channel's id.
 */
export function recordRequest(record: Pick<ReportedRequest, "channel"> & RequestRecord): void {
	const { at, method, path, status, kind, ms, channel } = record;
	const kept = { at, method, path, status, kind, ms, ...(channel && channel !== "default" ? { channel } : {}) };
	recent.push(kept);
	if (recent.length > MAX_REPORTED_REQUESTS) recent.splice(0, recent.length - MAX_REPORTED_REQUESTS);
	if (!record.demo) follower?.(kept);
}

/**
 * Tells one listener of every request that left the plugin from now on (the demo channel's answers, sent nowhere, are
 * left out), as it is recorded: for the plugin log in debug mode. A second call replaces the first listener.
 * @param listener Gets each request as diagnostics keep it; its `path()` builds the path (no API key, no query, no
 * balance) only when called.
 */
export function followSentRequests(listener: (request: KeptRequest) => void): void {
	follower = listener;
}

/**
 * The requests kept.
 * @returns Copies, oldest first.
 */
export function recentRequests(): ReportedRequest[] {
	return recent.map((request) => ({ ...request, path: request.path() }));
}
