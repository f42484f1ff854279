import { maskApiKeySegment } from "../../src/api/redact";
import type { ApiEmulator, ReceivedRequest } from "../emulator/server";

/** How many API requests the virtual deck keeps for its request list: the whole of a long session, bounded. */
export const ACTIVITY_CAPACITY = 5000;

/**
 * One API request in the request list.
 */
export interface ActivityEntry {
	/** Its number in the session, from 0: the page merges updates by it. */
	seq: number;
	/** `Date.now()` when the emulator received it. */
	at: number;
	/** HTTP method. */
	method: string;
	/** Path, decoded, with the API keys replaced by `{R}` and `{W}`. */
	path: string;
	/** HTTP status; absent while pending. */
	status?: number;
}

/**
 * A page of the request list: the requests from a number on, and the oldest number still kept.
 */
export interface ActivitySlice {
	/** Number of the oldest request kept; the page drops rows below it. */
	first: number;
	/** Number the next request will get. */
	next: number;
	/** The requests from the number asked for (or the oldest kept) on, oldest first. */
	entries: ActivityEntry[];
}

/**
 * A request of the log with its number.
 */
interface KeptRequest {
	/** Its number. */
	seq: number;
	/** The request, as the emulator records it (its status arrives later). */
	request: ReceivedRequest;
}

/**
 * The API requests of the session, numbered, the newest {@link ACTIVITY_CAPACITY} kept.
 */
export class ActivityLog {
	/** Requests of the emulator already numbered. */
	private consumed = 0;

	/** Kept requests with their numbers, oldest first. */
	private readonly kept: KeptRequest[] = [];

	/** The last request numbered, to notice an emulator reset (which empties its list). */
	private lastSeen: ReceivedRequest | undefined;

	/** Number the next request gets. */
	private nextSeq = 0;

	/**
	 * Creates the log of an emulator's requests.
	 * @param emulator The API emulator.
	 * @param capacity How many requests to keep.
	 */
	constructor(
		private readonly emulator: ApiEmulator,
		private readonly capacity = ACTIVITY_CAPACITY,
	) {}

	/**
	 * The requests from a number on.
	 * @param since The lowest number the page still needs (its oldest pending request, or the next one it lacks);
	 * everything kept when absent.
	 * @returns The slice.
	 */
	public since(since?: number): ActivitySlice {
		this.catchUp();
		const first = this.kept[0]?.seq ?? this.nextSeq;
		const from = Math.max(0, (since ?? first) - first);
		return {
			first,
			next: this.nextSeq,
			entries: this.kept.slice(from).map(({ seq, request }) => describe(seq, request)),
		};
	}

	/**
	 * Numbers the requests the emulator received since the last look, and forgets the oldest beyond the capacity.
	 */
	private catchUp(): void {
		const requests = this.emulator.requests;
		if (requests.length < this.consumed || (this.consumed > 0 && requests[this.consumed - 1] !== this.lastSeen)) {
			// The emulator was reset: its list starts again, the numbers go on.
			this.consumed = 0;
		}
		for (; this.consumed < requests.length; this.consumed++) {
			this.kept.push({ seq: this.nextSeq++, request: requests[this.consumed] });
		}
		this.lastSeen = requests[this.consumed - 1];
		if (this.kept.length > this.capacity) this.kept.splice(0, this.kept.length - this.capacity);
	}
}

/**
 * Describes an API request for the request list.
 * @param seq Its number.
 * @param request The request.
 * @returns The entry.
 */
function describe(seq: number, request: ReceivedRequest): ActivityEntry {
	// The key segment is masked by its position, so that a wrong or unknown key never shows in clear either.
	const path = maskApiKeySegment(request.rawPath)
		.split("/")
		.map((segment) => safeDecode(segment))
		.join("/");
	const query = Object.entries(request.query)
		.flatMap(([name, values]) => values.map((value) => `${name}=${value}`))
		.join("&");
	return {
		seq,
		at: request.at,
		method: request.method,
		path: query ? `${path}?${query}` : path,
		status: request.status,
	};
}

/**
 * Percent-decodes a path segment, leaving a malformed one as it is.
 * @param segment The segment.
 * @returns The decoded text.
 */
function safeDecode(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}
