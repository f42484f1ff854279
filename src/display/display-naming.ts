import { topListHasPeriods, type TopSubType, type TopType } from "../contract/api-names";
import type { FaceHeading } from "../render/key-face";
import { type DeckWord, localize } from "../render/localization";

/** What each top list is called on a key. */
const LIST_WORDS: Readonly<Record<TopType, DeckWord>> = {
	message: "Messages",
	uptime: "Uptime",
	currency: "Currency",
	ranks: "Ranks",
	level: "Level",
};

/** What each period is called on a key; the global list, of all time and the default, goes without one. */
const PERIOD_WORDS: Readonly<Record<TopSubType, DeckWord | undefined>> = {
	week: "Week",
	month: "Month",
	global: undefined,
};

/**
 * What a top list's key and strip say they show: `Top Currency`, or with a period (which the heading keeps whole),
 * `Messages · Week`. Only a list the service keeps per period names one: a currency list asked for a week is the
 * all-time list, and says so.
 * @param topType The list.
 * @param topSubType The period.
 * @returns The heading.
 */
export function topListHeading(topType: TopType, topSubType: TopSubType): FaceHeading {
	const list = localize(LIST_WORDS[topType]);
	const period = topListHasPeriods(topType) ? PERIOD_WORDS[topSubType] : undefined;
	if (period === undefined) return { words: localize("Top {list}").replace("{list}", list) };
	return { words: list, detail: localize(period) };
}

/** What an answer is about, as it names it. */
export type AnswerSubject = {
	/** The name it gives, e.g. a viewer's or a data key. */
	name: string;
	/** The platform ID, for a viewer. */
	id?: string;
};

/**
 * Names what a display key is set to read, in the service's spelling when its answer is about that very thing: a
 * viewer typed `streamfan42` shows as `StreamFan42`, one typed by platform ID by their name; an answer about anything
 * else leaves the key naming what it was set to, so that two keys set to different targets never read alike.
 * @param typed The key's setting, e.g. its viewer.
 * @param answered What the answer is about.
 * @returns The name to show.
 */
export function namedTarget(typed: string, answered: AnswerSubject): string {
	const same = (a: string, b: string): boolean =>
		a.normalize("NFKC").toLowerCase() === b.normalize("NFKC").toLowerCase();
	if (same(typed, answered.name) || typed === answered.id) return answered.name;
	return typed;
}
