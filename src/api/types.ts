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
export type TopList = {
	/** The rows, first place first. */
	entries: TopEntry[];
	/** When the server built the list. */
	cacheTimestamp: CacheTimestamp;
};

/** Answer of the warning count. */
export type WarningCount = {
	/** The viewer asked about. */
	viewer: Viewer;
	/** How many warnings the viewer has. */
	warningCount: number;
	/** When the server built the answer. */
	cacheTimestamp: CacheTimestamp;
};

/** Answer of the currency read. */
export type CurrencyBalanceAnswer = {
	/** The viewer asked about. */
	viewer: Viewer;
	/** The viewer's balance. */
	currency: number;
	/** When the server built the answer. */
	cacheTimestamp: CacheTimestamp;
};

/** Answer of the custom data read. */
export type CustomDataAnswer = {
	/** The entry's data key. */
	dataKey: string;
	/** The value stored under it. */
	value: string;
	/** When the server built the answer. */
	cacheTimestamp: CacheTimestamp;
};

/** Answer of a goals or streamathon widget action. */
export type WidgetActionResult = {
	/** How many widgets the action changed, when the server says. */
	changeCount: number | undefined;
};

/** Answer of a currency set or remove. */
export type CurrencyChange = {
	/** The viewer whose balance changed, when the server named them. */
	viewer: Viewer | undefined;
};
