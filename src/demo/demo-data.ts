import { STARTING_VIEWERS } from "./demo-viewers";
import { seeded, seededBetween } from "./seeded";

/** A kind of text a data key can name, and the made-up texts the demo answers for it. */
type TextKind = {
	/** The words that name it. */
	words: readonly string[];
	/** What the demo answers. */
	texts: readonly string[];
};

/**
 * The kinds of text a data key can name: a data key holds text when a word of its name, or its plural, is one of a
 * kind's words (`song`, `current_title`, `lastMessages`), otherwise a number.
 */
const TEXT_KINDS: readonly TextKind[] = [
	{
		words: ["song", "track", "music", "tune", "playing", "artist"],
		texts: ["Neon Skyline", "Lo-fi Rainfall", "Midnight Drive", "Pixel Hearts", "Sunset Arcade", "Static Bloom"],
	},
	{
		words: ["title", "topic", "headline", "stream"],
		texts: ["Speedrun practice", "Cozy Friday build", "Ranked grind", "Viewer games night", "Art stream"],
	},
	{
		words: ["status", "mood", "state", "brb"],
		texts: ["Live", "Be right back", "Just chatting", "On a break", "In a match"],
	},
	{
		words: ["message", "msg", "text", "note", "quote", "motd", "announcement", "shoutout"],
		texts: ["Thanks for the raid!", "Hydrate!", "New video out today", "GG everyone", "Welcome in!"],
	},
	{
		words: ["game", "category", "map", "level", "boss"],
		texts: ["Stardew Valley", "Celeste", "Hades II", "Minecraft", "Rocket League", "Hollow Knight"],
	},
	{
		words: ["name", "user", "viewer", "follower", "subscriber", "sub", "raider", "winner", "donor"],
		texts: STARTING_VIEWERS,
	},
];

/**
 * The words of a data key: split at `_`, `-`, digits and lower-to-upper case changes, lower-cased.
 * @param dataKey The data key.
 * @returns Its words.
 */
function wordsOf(dataKey: string): string[] {
	return dataKey
		.replace(/([a-z])([A-Z])/g, "$1 $2")
		.split(/[^A-Za-z]+/)
		.filter((word) => word !== "")
		.map((word) => word.toLowerCase());
}

/**
 * The value the demo makes up for a custom data key, the same on every start: text for a key that names text (a song,
 * a title, a status, a message, a game, a name…), a number from 0 to 999 for any other.
 * @param dataKey The data key.
 * @returns The value, as the API's `val` carries it.
 */
export function demoDataValue(dataKey: string): string {
	const words = wordsOf(dataKey);
	// A plural names the same text: `messages`, `songs`.
	const names = (named: readonly string[], word: string): boolean =>
		named.includes(word) || named.includes(word.replace(/s$/, ""));
	const kind = TEXT_KINDS.find(({ words: named }) => words.some((word) => names(named, word)));
	if (kind === undefined) return String(seededBetween(`data:${dataKey}`, 0, 999));
	return kind.texts[seeded(`data:${dataKey}`) % kind.texts.length];
}
