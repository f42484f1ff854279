/** A viewer as the API names them. */
export type Viewer = {
	/** The viewer's ID on the streaming platform. */
	id: string;
	/** The viewer's display name. */
	name: string;
};

/** Unix time, in seconds, at which the server built its cached answer (`cache_timestamps`). */
export type CacheTimestamp = number | undefined;

/** One row of a top list. */
export type TopEntry = {
	/** 1 for the first row. */
	rank: number;
	/** The viewer's display name (`user_name`). */
	userName: string;
	/** The viewer's platform ID (`user_uid`). */
	userId: string;
	/** The ranked value, parsed from the API's numeric text. */
	value: number;
};

/** Answer of the top lists. */
export type TopList = { entries: TopEntry[]; cacheTimestamp: CacheTimestamp };

/** Answer of the warning count. */
export type WarningCount = { viewer: Viewer; warningCount: number; cacheTimestamp: CacheTimestamp };

/** Answer of the currency read. */
export type CurrencyBalance = { viewer: Viewer; currency: number; cacheTimestamp: CacheTimestamp };

/** Answer of the custom data read. */
export type CustomData = { key: string; value: string; cacheTimestamp: CacheTimestamp };

/** Answer of a goals widget action. */
export type GoalActionResult = {
	/** How many widgets the action changed, when the server says. */
	changeCount: number | undefined;
};

/** Answer of a currency set or remove. */
export type CurrencyChange = { viewer: Viewer };
