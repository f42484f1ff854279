import type { ChannelCompanionClient } from "../api/client";
import type { SharedPoller } from "../polling/shared-poller";
import type { ValueDrawing } from "./key-renderer";

/** What a display key asks the API for: checked parameters, how much of the answer it needs, and the read itself. */
export type DisplayRequest<V> = {
	/** The parameters, as a stable string: keys with equal parameters share one poll. */
	parameters: string;
	/**
	 * How much of the answer the key needs, e.g. a Show Top key's rank: keys that share a poll read as much as the
	 * neediest of them needs. Absent when every read serves every key.
	 */
	need?: number;
	/**
	 * Reads the value once.
	 * @param client The client the settings call for.
	 * @param need The highest need among the keys sharing the poll (at least this request's own).
	 */
	read(client: ChannelCompanionClient, need: number): Promise<V>;
};

/**
 * The polls keys follow: the `SharedPoller` display actions share. Without `covers`, every value a key asks for is
 * taken to need a request.
 */
export type DisplayPolls = Partial<Pick<SharedPoller, "covers">> & Pick<SharedPoller, "refresh" | "subscribe">;

/** What a key subscription asks of its action: the request its settings describe, its identity, and the read. */
export type RequestSource<T, V> = {
	/**
	 * Checks the settings and describes the request; throws for bad settings.
	 * @param settings The key's settings.
	 * @returns The request.
	 */
	request(settings: T): DisplayRequest<V>;
	/**
	 * The identity of a request (action, channel and parameters): keys with equal identities share one poll.
	 * @param settings The key's settings.
	 * @param request The request they describe.
	 * @returns A string, kept in memory only.
	 */
	identify(settings: T, request: DisplayRequest<V>): string;
	/**
	 * The channel a key reads through, as its values belong to it: the channel's id and the origin of its base URL.
	 * @param settings The key's settings.
	 * @returns A string, kept in memory only.
	 */
	channelOf(settings: T): string;
	/**
	 * Reads a request's value once, with the client the settings call for.
	 * @param request The request.
	 * @param settings The settings it was described from.
	 * @param need The highest need among the keys sharing the poll.
	 * @returns The value.
	 */
	read(request: DisplayRequest<V>, settings: T, need: number): Promise<V>;
	/**
	 * Names a request in log lines, e.g. `Warning Count night owl`; never holds an API key.
	 * @param request The request.
	 * @returns The name.
	 */
	label?(request: DisplayRequest<V>): string;
};

/** What a key subscription is made of. */
export type KeySubscriptionParts<T, V> = {
	/** The key's settings when it appeared. */
	settings: T;
	/** The polls to follow. */
	polls: DisplayPolls;
	/** The action's requests. */
	source: RequestSource<T, V>;
	/** Draws on the key. */
	drawing: ValueDrawing<T, V>;
	/**
	 * Shows a failure's short reason for a moment, then what the key showed: for a key that keeps the value of the
	 * old connection settings, marked stale, until a read with the new ones works.
	 */
	flashProblem?: (error: unknown) => void;
	/** Told of every failed read the key shows, for diagnostics. */
	noteFailure?: (error: unknown) => void;
};

/** What a refresh on demand found: the value shown before it, if any, and the value shown after it. */
export type RefreshOutcome<V> = {
	/** The value the key showed before, when it showed one of the same request. */
	before?: V;
	/** The value the key shows now. */
	after?: V;
};

/** What a key follows: its poll, the part of the answer it needs and how often. */
export type Followed = {
	/** The poll's identity. */
	requestKey: string;
	/** The identity of the channel it reads through (its id and the origin of its base URL): what its values belong to. */
	channel: string;
	/** The request's parameters, without the channel. */
	parameters: string;
	/** The part of the answer the key needs. */
	need: number;
	/** The refresh interval the key asked for. */
	intervalMs: number;
};

/**
 * Whether a key follows the same thing as before, so that a settings change only redraws.
 * @param a What it followed.
 * @param b What its settings describe now.
 * @returns `true` when nothing that matters to the poll changed.
 */
export function sameFollow(a: Followed, b: Followed): boolean {
	return a.requestKey === b.requestKey && a.need === b.need && a.intervalMs === b.intervalMs;
}
