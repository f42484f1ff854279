import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { layoutKeyFace } from "../../src/render/key-face-layout";
import { KEY_REASONS } from "../../src/render/reasons";
import { textWidth } from "../../src/render/text-width";
import { type Deck, startDeck } from "../../tools/deck";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import type { PressOutcome } from "./deck";
import { clearDeck, place, pressAndSettle, reasonsIn } from "./deck";

/** The languages Stream Deck offers, each with a `<lang>.json` in the plugin folder. */
const LANGUAGES = ["de", "en", "es", "fr", "ja", "ko", "zh_CN", "zh_TW"] as const;

/** Languages written in CJK scripts, where a character is about twice as wide as a Latin letter. */
const CJK = new Set<string>(["ja", "ko", "zh_CN", "zh_TW"]);

/** The failure reasons a key shows for a moment (the keys of `Localization` are their English words). */
const SHORT_REASONS: readonly string[] = KEY_REASONS;

/** The other words the plugin puts on keys and touch strips. */
const KEY_WORDS = ["OK", "Locked", "Unlocked", "Goal", "Timer", "Stale", "Undo"];

/**
 * What a display key says it shows, on the heading over its label: a top list (`Top {list}`, or the list and its
 * period), a warning count, a balance, custom data.
 */
const HEADING_WORDS = [
	"Top {list}",
	"Messages",
	"Uptime",
	"Currency",
	"Ranks",
	"Level",
	"Week",
	"Month",
	"Warnings",
	"Balance",
	"Data",
];

/** What an adjust dial's strip says at rest: what a push does, on a line of the strip. */
const STRIP_HINTS = ["Push: lock", "Push: unlock"];

/** Words of what a press does, on a key's face under what it acts on: never cut, so each must fit a key's line. */
const DEED_WORDS = ["Reset", "Lock", "Unlock", "Target"];

/** The words a display key names its channel with, in its top-left corner beside a rank badge. */
const CHANNEL_WORDS = ["Default", "Channel"];

/** What a dial's gestures do, as the app shows it beside the dial (`setTriggerDescription`). */
const GESTURES = ["Add / remove", "Add / remove seconds", "Lock / unlock", "Step through ranks", "Refresh"];

/** Every word the plugin puts on keys, strips and beside dials. */
const DECK_WORDS = [
	...SHORT_REASONS,
	...KEY_WORDS,
	...STRIP_HINTS,
	...DEED_WORDS,
	...CHANNEL_WORDS,
	...GESTURES,
	...HEADING_WORDS,
];

/** A localization file of the plugin folder. */
type LocaleFile = Record<string, unknown> & {
	Name: string;
	Description: string;
	Localization: Record<string, string> & {
		/** The property inspectors' texts, by their translation key (`test/static/language-files.test.ts`). */
		Inspector: Record<string, string>;
	};
};

/** An action as the manifest declares it. */
type ManifestAction = { UUID: string; Name: string; Tooltip: string };

/**
 * Reads a JSON file of the plugin folder.
 * @param name The file's name.
 * @returns Its contents.
 */
function readPluginJson<T>(name: string): T {
	return JSON.parse(readFileSync(join(PLUGIN_DIR, name), "utf8")) as T;
}

/**
 * How many characters a text shows (code points, so that a kana or a Hangul syllable counts as one).
 * @param text The text.
 * @returns Its length.
 */
function shownLength(text: string): number {
	return Array.from(text).length;
}

describe("the localization files", () => {
	const manifest = readPluginJson<{ Name: string; Description: string; Actions: ManifestAction[] }>("manifest.json");

	it("en.json says what the manifest says", () => {
		const en = readPluginJson<LocaleFile>("en.json");
		expect(en.Name).toBe(manifest.Name);
		expect(en.Description).toBe(manifest.Description);
		for (const action of manifest.Actions) {
			expect(en[action.UUID], action.UUID).toEqual({ Name: action.Name, Tooltip: action.Tooltip });
		}
		for (const word of DECK_WORDS) {
			// A goal's lock as a key's reason is its own word, in English the same as the lock state's.
			expect(en.Localization[word], word).toBe(word === "Goal locked" ? "Locked" : word);
		}
	});

	it.each(LANGUAGES)("%s.json names the plugin and every action, and has every word the keys show", (language) => {
		const locale = readPluginJson<LocaleFile>(`${language}.json`);
		expect(locale.Name).toBe("Channel Companion");
		expect(locale.Description.trim()).not.toBe("");
		const actions = manifest.Actions.map((action) => action.UUID);
		expect(Object.keys(locale).sort()).toEqual(["Description", "Localization", "Name", ...actions].sort());
		for (const uuid of actions) {
			const entry = locale[uuid] as { Name?: string; Tooltip?: string };
			expect(Object.keys(entry).sort(), uuid).toEqual(["Name", "Tooltip"]);
			expect(entry.Name?.trim(), uuid).not.toBe("");
			expect(entry.Tooltip?.trim(), uuid).not.toBe("");
		}
		expect(Object.keys(locale.Localization).sort()).toEqual([...DECK_WORDS, "Inspector"].sort());
		if (language !== "en") {
			expect(locale.Description).not.toBe(manifest.Description);
			expect(locale.Localization.Setup).not.toBe("Setup");
			for (const word of ["Hold", "Empty", "Undo", ...DEED_WORDS, ...GESTURES]) {
				expect(locale.Localization[word], word).not.toBe(word);
			}
		}
	});

	it.each(LANGUAGES)("%s.json keeps every short reason short enough for a 72-pixel key", (language) => {
		const { Localization: words } = readPluginJson<LocaleFile>(`${language}.json`);
		const limit = CJK.has(language) ? 4 : 7;
		for (const reason of SHORT_REASONS) {
			expect(shownLength(words[reason]), `${reason} → ${words[reason]}`).toBeLessThanOrEqual(limit);
			expect(words[reason].trim(), reason).not.toBe("");
		}
		// The other words share a key or touch-strip line with nothing else: one key line (9 characters; English
		// "Unlocked" has 8).
		for (const word of KEY_WORDS) {
			expect(shownLength(words[word]), `${word} → ${words[word]}`).toBeLessThanOrEqual(CJK.has(language) ? 4 : 9);
		}
		// A press key's deed is never cut: each word fits the key's line whole at the smallest size (8 px at 72 px).
		for (const word of DEED_WORDS) {
			expect(textWidth(words[word], 16, true), `${word} → ${words[word]}`).toBeLessThanOrEqual(128);
		}
	});

	it.each(LANGUAGES)("%s.json names every top list whole on a key, and keeps a period whole beside it", (language) => {
		const { Localization: words } = readPluginJson<LocaleFile>(`${language}.json`);
		expect(words["Top {list}"]).toContain("{list}");
		const lists = ["Messages", "Uptime", "Currency", "Ranks", "Level"].map((list) => words[list]);
		const headings = [
			...lists.map((list) => ({ words: words["Top {list}"].replace("{list}", list) })),
			...["Warnings", "Balance", "Data"].map((word) => ({ words: words[word] })),
		];
		for (const heading of headings) {
			const layout = layoutKeyFace({ accent: "#EAB308", heading, label: "night owl", value: "320" });
			expect(layout.heading?.text).toBe(heading.words);
		}
		// Beside a period, a list's name may be cut; the period never is, and no two lists read alike.
		for (const period of [words.Week, words.Month]) {
			const shown = lists.map(
				(list) =>
					layoutKeyFace({ accent: "#EAB308", heading: { words: list, detail: period }, label: "a", value: "1" }).heading
						?.text ?? "",
			);
			for (const text of shown) expect(text.endsWith(` · ${period}`), text).toBe(true);
			expect(new Set(shown).size, shown.join(", ")).toBe(lists.length);
		}
	});

	it.each(LANGUAGES)("%s.json names a channel whole in a key's corner, even beside a rank badge", (language) => {
		const { Localization: words } = readPluginJson<LocaleFile>(`${language}.json`);
		for (const channel of [words.Default, `${words.Channel} 12`]) {
			const layout = layoutKeyFace({ accent: "#EAB308", label: "night owl", value: "320", badge: "#2", channel });
			expect(layout.channel?.text).toBe(channel);
			expect(channel).not.toMatch(/#/);
		}
	});
});

describe.each([
	{
		language: "de",
		setup: "Konfig",
		refused: "Zugang?",
		offline: "Offline",
		hold: "Halten",
		gestures: { rotate: "Hinzufügen / entfernen", push: "Sperren / entsperren", touch: "Sperren / entsperren" },
	},
	{
		language: "ja",
		setup: "設定",
		refused: "キー無効",
		offline: "未接続",
		hold: "長押し",
		gestures: { rotate: "加算 / 減算", push: "ロック / 解除", touch: "ロック / 解除" },
	},
])("a failing press in $language", ({ language, setup, refused, offline, hold, gestures }) => {
	let deck: Deck;

	beforeAll(async () => {
		deck = await startDeck({ language });
	});
	afterAll(async () => {
		await deck?.close();
	});

	it(`shows ${setup} for a missing setting`, async () => {
		const key = await place(deck.host, "goal-add", { value: 5 });
		const outcome = await pressForReason(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		expect(reasonsIn(outcome.messages)).toEqual([setup]);
		expect(deck.emulator.requests).toHaveLength(0);
		await clearDeck(deck.host);
	});

	it(`shows ${refused} for a refused key`, async () => {
		const key = await place(deck.host, "currency-set", { viewer: "night owl", amount: 1, apiKey: "not-a-key" });
		const outcome = await pressForReason(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		expect(reasonsIn(outcome.messages)).toEqual([refused]);
		await clearDeck(deck.host);
	});

	it(`shows ${hold} for a hold released too early`, async () => {
		const sent = deck.emulator.requests.length;
		const key = await place(deck.host, "goal-add", { widgetId: "main", activation: "hold", holdMs: 2000 });
		const outcome = await pressForReason(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		expect(reasonsIn(outcome.messages)).toEqual([hold]);
		expect(deck.emulator.requests).toHaveLength(sent);
		await clearDeck(deck.host);
	});

	it("describes a dial's gestures in the app's language", async () => {
		const dial = await place(deck.host, "goal-add", { widgetId: "main" }, { controller: "Encoder" });
		await deck.host.waitFor((m) => m.context === dial && m.event === "setTriggerDescription");
		expect(deck.host.keys.get(dial)?.triggerDescription).toEqual(gestures);
		const top = await place(deck.host, "show-top", {}, { controller: "Encoder" });
		await deck.host.waitFor((m) => m.context === top && m.event === "setTriggerDescription");
		const words = readPluginJson<LocaleFile>(`${language}.json`).Localization;
		expect(deck.host.keys.get(top)?.triggerDescription).toEqual({
			rotate: words["Step through ranks"],
			push: words.Refresh,
			touch: words.Refresh,
		});
		await clearDeck(deck.host);
	});

	it(`shows ${offline} when the connection breaks`, async () => {
		deck.emulator.fault({ kind: "reset" });
		const key = await place(deck.host, "goal-add", { widgetId: "main" });
		const outcome = await pressForReason(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		expect(reasonsIn(outcome.messages)).toEqual([offline]);
		deck.emulator.clearFaults();
		await clearDeck(deck.host);
	});
});

/**
 * Presses a key that fails and waits, bounded, for its alert face: the face follows the alert, and the first face
 * drawn in a language with its own script may take a moment longer (text fitting builds its segmenter then).
 * @param host The deck's host.
 * @param key The key.
 * @returns The outcome, with every message of the key until its alert face.
 */
async function pressForReason(host: Deck["host"], key: string): Promise<PressOutcome> {
	const since = host.messages.length;
	const outcome = await pressAndSettle(host, key);
	await host.waitFor((m) => m.context === key && reasonsIn([m]).length > 0, { since, timeoutMs: 5000 });
	return { ...outcome, messages: host.messages.slice(since).filter((m) => m.context === key) };
}
