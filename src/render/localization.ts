import streamDeck from "@elgato/streamdeck";

/**
 * The words the plugin puts on keys and touch strips, by their translation key in the `Localization` object of
 * `<lang>.json`. The translation key is the English word, so a missing translation still reads well.
 */
export type DeckWord =
	| "Add / remove seconds"
	| "Add / remove"
	| "Balance"
	| "Busy"
	| "Channel"
	| "Currency"
	| "Data"
	| "Default"
	| "Empty"
	| "Error"
	| "Funds"
	| "Goal locked"
	| "Goal"
	| "Hold"
	| "Key?"
	| "Level"
	| "Lock / unlock"
	| "Lock"
	| "Locked"
	| "Messages"
	| "Month"
	| "No chg"
	| "Offline"
	| "OK"
	| "Push: lock"
	| "Push: unlock"
	| "Ranks"
	| "Refresh"
	| "Reset"
	| "Setup"
	| "Stale"
	| "Step through ranks"
	| "Target"
	| "Timeout"
	| "Timer"
	| "Top {list}"
	| "Undo"
	| "Unlock"
	| "Unlocked"
	| "Uptime"
	| "URL?"
	| "Viewer?"
	| "Warnings"
	| "Week"
	| "Widget?";

/**
 * A word in the app's language: the language's own file first, then English, then the translation key itself (also
 * when the SDK cannot tell the language, e.g. outside Stream Deck).
 * @param word A translation key of the `Localization` object, e.g. `Offline`.
 * @returns The text, e.g. `未接続` in Japanese.
 */
export function localize(word: DeckWord): string {
	try {
		return streamDeck.i18n.t(word);
	} catch {
		// No language to look in (e.g. outside Stream Deck): the translation key is the English word, which reads well.
		return word;
	}
}
