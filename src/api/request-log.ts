import { MAX_REPORTED_REQUESTS, type ReportedRequest } from "../contract/diagnostics-report";
import type { RequestRecord } from "./request-record";

/** A request kept, its path still to be built. */
type KeptRequest = Omit<ReportedRequest, "path"> & Pick<RequestRecord, "path">;

/** The last requests the plugin sent, oldest first; at most {@link MAX_REPORTED_REQUESTS}. */
const recent: KeptRequest[] = [];

/**
 * Keeps a finished request for diagnostics; the oldest is dropped beyond {@link MAX_REPORTED_REQUESTS}.
 * @param record The request, as the API client reports it (no API key, no query, no balance), and its channel's id.
 */
export function recordRequest(record: Pick<ReportedRequest, "channel"> & RequestRecord): void {
	const { at, method, path, status, kind, ms, channel } = record;
	recent.push({ at, method, path, status, kind, ms, ...(channel && channel !== "default" ? { channel } : {}) });
	if (recent.length > MAX_REPORTED_REQUESTS) recent.splice(0, recent.length - MAX_REPORTED_REQUESTS);
}

/**
 * The requests kept.
 * @returns Copies, oldest first.
 */
export function recentRequests(): ReportedRequest[] {
	return recent.map((request) => ({ ...request, path: request.path() }));
}
