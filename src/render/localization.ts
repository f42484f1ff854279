import streamDeck from "@elgato/streamdeck";

/**
 * The words the plugin puts on keys and touch strips, by their key in the `Localization` object of
 * `<lang>.json`. The key is the English word, so a missing translation still reads well.
 */
export type KeyWord =
	| "Add / remove seconds"
	| "Add / remove"
	| "Busy"
	| "Channel"
	| "Default"
	| "Empty"
	| "Error"
	| "Funds"
	| "Goal"
	| "Hold"
	| "Key?"
	| "Lock / unlock"
	| "Locked"
	| "No chg"
	| "Offline"
	| "OK"
	| "Refresh"
	| "Setup"
	| "Stale"
	| "Step through ranks"
	| "Timeout"
	| "Timer"
	| "Top"
	| "Undo"
	| "Unlocked"
	| "Viewer?"
	| "Widget?";

/**
 * The text of a key of the `Localization` object in the app's language: the language's own file first, then English,
 * then the key itself (also when the SDK cannot tell the language, e.g. outside Stream Deck).
 * @param key A key of the `Localization` object, e.g. `Offline`.
 * @returns The text, e.g. `未接続` in Japanese.
 */
export function localize(key: KeyWord): string {
	try {
		return streamDeck.i18n.t(key);
	} catch {
		// No language to look in (e.g. outside Stream Deck): the key is the English word, which reads well.
		return key;
	}
}
