import { maskApiKeySegment } from "../../src/api/redact";
import { readSentRequestLine, type ReportedRequest, requestOutcome } from "../../src/contract/diagnostics-report";

/** How many requests the virtual deck keeps for its request list: the whole of a long session, bounded. */
export const ACTIVITY_CAPACITY = 5000;

/**
 * One request the plugin sent, or one command it gave the app, in the request list.
 */
export interface ActivityEntry {
	/** Its number in the session, from 0: the page merges updates by it. */
	seq: number;
	/** A request the plugin sent, or a command it gave the app. */
	kind: "app" | "request";
	/** `Date.now()` when the plugin sent it. */
	at: number;
	/** HTTP method; `APP` for a command to the app. */
	method: string;
	/** Where it went: the origin of its channel's base URL as the deck knew it, or empty when unknown or the app. */
	origin: string;
	/**
	 * Path, decoded, with the API keys as `{R}` and `{W}` (a balance to set as `{amount}`); no query. For a command to
	 * the app: the command and what it named, e.g. `switchToProfile profiles/starter-plus`.
	 */
	path: string;
	/** HTTP status, when an answer came. */
	status?: number;
	/** How it ended: its HTTP status and what went wrong, e.g. `200`, `500 rate-limited`, `timeout`. */
	outcome: string;
	/** Whether it succeeded. */
	ok: boolean;
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
 * The requests the plugin sent in the session, from its own records: each line it logs for a request that left it
 * (see `sentRequestLine`, written in the SDK's debug mode), numbered, the newest {@link ACTIVITY_CAPACITY} kept; and
 * the commands it gave the app that the deck acts on (a profile switch), with what came of them. The demo channel's
 * answers are no requests and never appear.
 */
export class ActivityLog {
	/** Kept requests, oldest first. */
	private readonly kept: ActivityEntry[] = [];

	/** Number the next request gets. */
	private nextSeq = 0;

	/**
	 * Creates an empty log.
	 * @param originOf Where a channel's requests go now, by channel id (`default` for the default channel): the origin
	 * of its base URL, or empty.
	 * @param capacity How many requests to keep.
	 */
	constructor(
		private readonly originOf: (channel: string) => string,
		private readonly capacity = ACTIVITY_CAPACITY,
	) {}

	/**
	 * How many requests were logged in the session: changes with each new one.
	 * @returns The count.
	 */
	public get count(): number {
		return this.nextSeq;
	}

	/**
	 * Keeps a command the plugin gave the app, and what came of it.
	 * @param command The command and what it named, e.g. `switchToProfile profiles/starter-plus`.
	 * @param outcome What the app did, e.g. `shown`, or why it refused, e.g. `refused: no device …`.
	 * @param ok Whether the app did as asked.
	 */
	public noteAppCommand(command: string, outcome: string, ok: boolean): void {
		const at = Date.now();
		this.keep({ seq: this.nextSeq, kind: "app", at, method: "APP", origin: "", path: command, outcome, ok });
	}

	/**
	 * The requests from a number on.
	 * @param since The lowest number the page still needs (the next one it lacks); everything kept when absent.
	 * @returns The slice.
	 */
	public since(since?: number): ActivitySlice {
		const first = this.kept[0]?.seq ?? this.nextSeq;
		const from = Math.max(0, (since ?? first) - first);
		return { first, next: this.nextSeq, entries: this.kept.slice(from) };
	}

	/**
	 * Takes one line of the plugin's output: a request it sent is numbered and kept, any other line ignored.
	 * @param line The line.
	 */
	public take(line: string): void {
		const request = readSentRequestLine(line);
		if (request) this.keep(describe(this.nextSeq, request, this.originOf(request.channel ?? "default")));
	}

	/**
	 * Numbers an entry and keeps it, dropping the oldest beyond the capacity.
	 * @param entry The entry, numbered with the next number.
	 */
	private keep(entry: ActivityEntry): void {
		this.nextSeq++;
		this.kept.push(entry);
		if (this.kept.length > this.capacity) this.kept.splice(0, this.kept.length - this.capacity);
	}
}

/**
 * Describes a request for the request list.
 * @param seq Its number.
 * @param request The request, as the plugin logged it.
 * @param origin Where it went.
 * @returns The entry.
 */
function describe(seq: number, request: ReportedRequest, origin: string): ActivityEntry {
	// The plugin's path holds no API key; its key segment is masked by position once more, whatever it holds.
	const path = maskApiKeySegment(request.path)
		.split("/")
		.map((segment) => safeDecode(segment))
		.join("/");
	const outcome = requestOutcome(request.status, request.kind);
	const { at, method, status, kind } = request;
	return { seq, kind: "request", at, method, origin, path, status, outcome, ok: kind === undefined };
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
