import {
	DEFAULT_REFRESH_SECONDS,
	MAX_REFRESH_SECONDS,
	MIN_REFRESH_SECONDS,
	refreshSecondsField,
} from "../contract/common-fields";

export { DEFAULT_REFRESH_SECONDS, MAX_REFRESH_SECONDS, MIN_REFRESH_SECONDS };

/** Settings every display action has, as stored (the spec of every display action declares them). */
export type DisplaySettings = {
	/** Seconds between refreshes while the key is visible; default 60, at least 5. */
	refreshSeconds?: number | string;
	/** The key's title, e.g. `{name}: {value}`; empty leaves the title to the user (the image shows the value). */
	titleTemplate?: string;
	/** The id of the key's channel; empty or absent picks the default channel. */
	channel?: string;
	/** 0.1's own API key, until the plugin moved it into a channel. */
	apiKey?: string;
};

/**
 * Reads `refreshSeconds` with the display specs' rule: default 60, values below 5 count as 5 and above a day as a
 * day, bad values take the default.
 * @param value The raw setting.
 * @returns Milliseconds.
 */
export function refreshIntervalMs(value: unknown): number {
	return refreshSecondsField.parse(value, "refreshSeconds", {}) * 1000;
}
