/** One key that shows a polled value. */
export type PollSubscriber<T> = {
	/** How often this key wants the value refreshed. */
	intervalMs: number;
	/**
	 * How much of the value the key needs, e.g. the rank a Show Top key shows: the group reads enough for the
	 * neediest key (a LIMIT of the highest rank). Absent or 0 when every read serves every key.
	 */
	need?: number;
	/** Receives every new value; `stale` when it is the last good value of a read that is failing now. */
	onValue(value: T, stale?: boolean): void;
	/** Receives every failed refresh; the key keeps its last value. */
	onError(error: unknown): void;
};

/** Reads a group's value once, enough for the given need (the highest need among its keys). */
export type PollFetch<T> = (need: number) => Promise<T>;

/** Receives what a subscriber's callback threw, e.g. to log it; the poll goes on. */
export type SubscriberErrorReporter = (error: unknown) => void;

/** Hears when a read starts failing and when it recovers: one call each, not one per attempt. */
export type PollHealthReporter = {
	/**
	 * A read that worked (or never ran) failed.
	 * @param label What the read is, for a log line; never holds an API key.
	 * @param error Why it failed.
	 */
	failing(label: string, error: unknown): void;
	/**
	 * A failing read worked again.
	 * @param label What the read is.
	 * @param failures How many attempts failed in a row.
	 * @param firstError Why the first of them failed.
	 */
	recovered(label: string, failures: number, firstError: unknown): void;
};

/** What a poll group is given. */
export type PollGroupParts<T> = {
	/** Reads the value once. */
	fetch: PollFetch<T>;
	/** What the read is, for log lines; never holds an API key. */
	label: string;
	/** Called when the last subscriber left. */
	onEmpty: () => void;
	/** Receives what a subscriber's callback threw. */
	reportSubscriberError: SubscriberErrorReporter;
	/** Hears when the read starts failing and recovers. */
	health: PollHealthReporter | undefined;
};
