/*
 * "Open the starter page": the property inspector asks the plugin to switch the key's device to its starter profile,
 * and the plugin answers with a code the inspector words. Types and constants only, for both sides.
 */

/** The `event` of a property inspector's request to open the starter page of its key's device. */
export const OPEN_STARTER_PAGE_EVENT = "openStarterPage";

/** The `event` of the plugin's answer. */
export const STARTER_PAGE_RESULT_EVENT = "starterPageResult";

/** What a property inspector sends. */
export type OpenStarterPageRequest = {
	/** Marks the message as this request. */
	event: typeof OPEN_STARTER_PAGE_EVENT;
};

/**
 * What the plugin did: `asked` the app to switch the device to its starter profile (the app shows no answer), or
 * nothing, since the device has `none`.
 */
export type StarterPageOutcome = "asked" | "none";

/** The plugin's answer. */
export type StarterPageResult = {
	/** Marks the message as this answer. */
	event: typeof STARTER_PAGE_RESULT_EVENT;
	/** What the plugin did. */
	outcome: StarterPageOutcome;
	/** The device's name, as the app reports it (e.g. `Stream Deck +`). */
	device: string;
};

/**
 * Tells whether a message from the plugin is this answer.
 * @param message The message's payload.
 * @returns `true` for an answer to "Open the starter page".
 */
export function isStarterPageResult(message: unknown): message is StarterPageResult {
	const result = message as Partial<StarterPageResult> | null;
	return (
		result !== null &&
		typeof result === "object" &&
		result.event === STARTER_PAGE_RESULT_EVENT &&
		(result.outcome === "asked" || result.outcome === "none") &&
		typeof result.device === "string"
	);
}
