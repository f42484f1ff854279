import type { JsonObject, JsonValue } from "@elgato/utils";

import type { FieldSpec } from "../../src/contract/field-spec";
import { isDisplaySpec, specOf } from "../support/action-specs";
import { SeededRandom, seedOf } from "./seeded-random";

/** Settings of one key, as a property inspector or an old profile might hand them over. */
export type GeneratedSettings = {
	/** The action, e.g. `currency-remove`. */
	slug: string;
	/** The settings, after the JSON round trip they take on the wire. */
	settings: JsonObject;
};

/** Texts that break naive URL building, trimming, encoding or length checks. */
const TRICKY_TEXT: readonly JsonValue[] = [
	"night owl",
	"StreamFan42",
	"main",
	"all",
	"a/b",
	"a/b?c#d%e",
	"?",
	"#",
	"%",
	"&",
	"a&b=c",
	"100%",
	"%2F",
	"%zz",
	"+plus+",
	"semi;colon",
	'quote"',
	"apos'",
	"<b>bold</b>",
	"back\\slash",
	"tab\tinside",
	"line\nbreak",
	"nul\u0000byte",
	"🎉",
	"e\u0301",
	"שלום",
	"日本語",
	"Ünïcode Fan",
	"\u200bzero-width",
	"\u00a0nbsp\u00a0",
	"\ufeffbom",
	"lone\ud800",
	"\udc00lone",
	"  padded  ",
	"",
	"   ",
	"\t\n",
	".",
	"..",
	"...",
	" .. ",
	"./",
	"../etc",
	"%2e%2e",
	"．．",
	"0",
	"-1",
	"x".repeat(10_240),
	"a".repeat(2000),
	"a".repeat(2001),
	"/".repeat(666),
	"/".repeat(667),
	"é".repeat(333),
	"é".repeat(334),
	"🎉".repeat(166),
	"🎉".repeat(167),
	7,
	0,
	-3,
	1.5,
	1e21,
	null,
	true,
	false,
	[],
	{},
	["a"],
	{ a: 1 },
];

/** Integers in every spelling, in range and out of it. */
const TRICKY_INTEGERS: readonly (JsonValue | undefined)[] = [
	undefined,
	null,
	"",
	" ",
	0,
	1,
	2,
	5,
	100,
	101,
	-1,
	-5,
	"0",
	"1",
	"5",
	" 7 ",
	"+3",
	"-1",
	"-0",
	"007",
	1.5,
	"1.5",
	"1e3",
	1e3,
	"NaN",
	"Infinity",
	"-Infinity",
	"0x10",
	"ten",
	"5 5",
	"١٢",
	"１２",
	9007199254740991,
	2 ** 53,
	Number.MAX_SAFE_INTEGER + 2,
	"9007199254740991",
	"9007199254740992",
	"99999999999999999999",
	1e300,
	"2147483648",
	true,
	false,
	[],
	{},
	[5],
];

/** Booleans in every spelling. */
const TRICKY_BOOLEANS: readonly (JsonValue | undefined)[] = [
	undefined,
	true,
	false,
	"true",
	"false",
	" true ",
	"",
	" ",
	null,
	"1",
	"0",
	"TRUE",
	1,
	0,
	"on",
	"perhaps",
	"yes",
	2,
	[],
	{},
];

/** Custom event values in `json` mode: arrays of strings and everything that is not. */
const TRICKY_JSON: readonly JsonValue[] = [
	'["a","b"]',
	' [ "x" , "y" ] ',
	"[]",
	'[""]',
	'["a/b?c#d&e=f%g"]',
	'["🎉","ü","\\ud800"]',
	'[\n "multi",\n "line"\n]',
	"[1,2]",
	'["a",1]',
	'{"a":"b"}',
	'"str"',
	"null",
	"[null]",
	'[["a"]]',
	"[true]",
	"not json",
	"[",
	'["a"] trailing',
	"",
	JSON.stringify(["x".repeat(2000)]),
	JSON.stringify(Array.from({ length: 150 }, (_, index) => `s${index}`)),
	JSON.stringify(Array.from({ length: 400 }, (_, index) => `s${index}`)),
	5,
];

/** Per-action keys: mostly none, sometimes odd ones. */
const TRICKY_API_KEYS: readonly (JsonValue | undefined)[] = [
	"",
	"   ",
	"second-channel",
	"k/e?y#1%&",
	"  padded-key  ",
	".",
	"..",
	"ünï-key",
	"lone\ud800key",
];

/** Colours in every spelling: `#RRGGBB` and what only looks like it, or tries to break out of an attribute. */
const TRICKY_COLOURS: readonly (JsonValue | undefined)[] = [
	undefined,
	"#E5484D",
	"#00ff00",
	" #123ABC ",
	"",
	"red",
	"red;<script>",
	'#E5484D" onload="x',
	"#12345",
	"#1234567",
	"#GGGGGG",
	"rgb(1,2,3)",
	"url(#x)",
	5,
	null,
	[],
];

/** Thresholds in every spelling. */
const TRICKY_NUMBERS: readonly (JsonValue | undefined)[] = [
	undefined,
	0,
	1000,
	"1000",
	"12.5",
	-3.25,
	" 7 ",
	"",
	"abc",
	"1e3",
	"NaN",
	"Infinity",
	"1,5",
	"<b>1</b>",
	true,
	null,
	[],
];

/**
 * Hold settings of a press action: usually none, sometimes valid, sometimes hostile.
 * @param random The generator.
 * @param adjusts Whether the action has `holdAction`.
 * @returns The settings to add.
 */
function holdSettings(random: SeededRandom, adjusts: boolean): Record<string, JsonValue | undefined> {
	if (!random.chance(0.3)) return {};
	const holdMs = random.pick<JsonValue | undefined>([undefined, 300, "600", 3000, 299, 3001, "abc", "600.5", -5, ""]);
	const settings: Record<string, JsonValue | undefined> = {
		activation: choiceValue(random, ["press", "hold"]),
		holdMs,
	};
	if (adjusts) settings.holdAction = choiceValue(random, ["none", "remove"]);
	return settings;
}

/**
 * Colour-by-value settings of a display action: usually none, sometimes valid, sometimes hostile.
 * @param random The generator.
 * @returns The settings to add.
 */
function highlightSettings(random: SeededRandom): Record<string, JsonValue | undefined> {
	if (!random.chance(0.3)) return {};
	return {
		highlight: choiceValue(random, ["none", "above", "below"]),
		highlightValue: random.pick(TRICKY_NUMBERS),
		highlightColor: random.pick(TRICKY_COLOURS),
	};
}

/** Characters random texts are built from: ASCII, separators, escapes and a few scripts. */
const ALPHABET = Array.from("abcXYZ019 -_.~/?#[]@!$&'()*+,;=%\\\"<>^`{|}\t\n\u0000\u00a0é€😀日ש\u0301\u200b\ufeff");

/**
 * A random text.
 * @param random The generator.
 * @returns Usually short, sometimes long enough to cross the length limit.
 */
function randomText(random: SeededRandom): string {
	const length = random.chance(0.06) ? random.int(600, 2600) : random.int(1, 24);
	let text = "";
	for (let index = 0; index < length; index++) text += random.pick(ALPHABET);
	return text;
}

/**
 * A value for a text setting.
 * @param random The generator.
 * @returns A tricky or random text, or a non-text value.
 */
function textValue(random: SeededRandom): JsonValue | undefined {
	if (random.chance(0.05)) return undefined;
	return random.chance(0.45) ? random.pick(TRICKY_TEXT) : randomText(random);
}

/**
 * A value for an integer setting.
 * @param random The generator.
 * @returns A tricky spelling or a random integer as a number or text.
 */
function integerValue(random: SeededRandom): JsonValue | undefined {
	if (random.chance(0.45)) return random.pick(TRICKY_INTEGERS);
	const number = random.chance(0.9) ? random.int(1, 100) : random.int(-1000, 1000);
	return random.pick<JsonValue>([number, String(number), ` ${number}\t`, number >= 0 ? `+${number}` : `${number}`]);
}

/**
 * A value for a setting that is one of a few words.
 * @param random The generator.
 * @param words The valid words.
 * @returns A valid word, a padded or misspelled one, or something else.
 */
function choiceValue(random: SeededRandom, words: readonly string[]): JsonValue | undefined {
	const word = random.pick(words);
	if (random.chance(0.6)) return word;
	return random.pick<JsonValue | undefined>([
		word,
		` ${word} `,
		word.toUpperCase(),
		`${word}\u0000`,
		undefined,
		"",
		" ",
		null,
		"explode",
		"__proto__",
		"toString",
		5,
		[word],
	]);
}

/**
 * Settings generated apart ({@link holdSettings}, {@link highlightSettings}) or not at all: the refresh and the title
 * template change what a key shows, not what it sends, which is what the oracle works out.
 */
const GENERATED_APART = new Set([
	"refreshSeconds",
	"titleTemplate",
	"channel",
	"apiKey",
	"activation",
	"holdMs",
	"holdAction",
	"highlight",
	"highlightValue",
	"highlightColor",
]);

/** Data keys near the rules' edges: valid, padded, at and over the length limit. */
const TRICKY_DATA_KEYS: readonly JsonValue[] = ["song", "a-b_c", " song ", "x".repeat(2000), "x".repeat(2001)];

/**
 * Settings for one key of an action, one hostile value per setting its spec declares, by the setting's kind.
 * @param random The generator.
 * @param slug The action.
 * @returns The settings, before the JSON round trip.
 */
function settingsFor(random: SeededRandom, slug: string): Record<string, JsonValue | undefined> {
	const spec = specOf(slug);
	const apiKey = random.chance(0.1) ? random.pick(TRICKY_API_KEYS) : undefined;
	const junk: Record<string, JsonValue> = random.chance(0.1)
		? { constructor: "x", hasOwnProperty: 1, toString: null }
		: {};
	const extra = isDisplaySpec(spec) ? highlightSettings(random) : holdSettings(random, "holdAction" in spec.fields);
	const settings: Record<string, JsonValue | undefined> = { apiKey, ...junk, ...extra };
	for (const [name, field] of Object.entries(spec.fields)) {
		if (GENERATED_APART.has(name) || field.kind === "secret") continue;
		settings[name] = hostileValue(random, name, field, settings);
	}
	return settings;
}

/**
 * A hostile value for one setting, by its kind.
 * @param random The generator.
 * @param name The setting's name.
 * @param field Its spec.
 * @param earlier The settings generated before it (a custom event's value follows its mode).
 * @returns The value.
 */
function hostileValue(
	random: SeededRandom,
	name: string,
	field: FieldSpec,
	earlier: Record<string, JsonValue | undefined>,
): JsonValue | undefined {
	switch (field.kind) {
		case "choice":
			return choiceValue(random, field.choices);
		case "integer":
		case "number":
			return integerValue(random);
		case "boolean":
			return random.pick(TRICKY_BOOLEANS);
		case "colour":
			return random.pick(TRICKY_COLOURS);
		default:
			break;
	}
	if (name === "dataKey") {
		const dataKey = random.pick(TRICKY_DATA_KEYS);
		return random.chance(0.4) ? dataKey : textValue(random);
	}
	const mode = earlier.mode;
	if (name === "value" && typeof mode === "string" && mode.trim() === "json" && random.chance(0.8)) {
		return random.pick(TRICKY_JSON);
	}
	return textValue(random);
}

/**
 * Generates settings for keys of the given actions, the same on every run for a seed. Each action draws from a
 * generator seeded by its own slug, so that adding or removing an action changes no case of another; the cases are
 * handed out in turns (the first of each action, then the second…), so that any stretch of them mixes the actions.
 * @param slugs The actions.
 * @param perAction How many settings objects for each action.
 * @param seed The run's seed.
 * @returns The settings, as the plugin receives them.
 */
export function generateHostileSettings(
	slugs: readonly string[],
	perAction: number,
	seed: number,
): GeneratedSettings[] {
	const perSlug = slugs.map((slug) => {
		const random = new SeededRandom(seedOf(seed, slug));
		return Array.from({ length: perAction }, (): GeneratedSettings => {
			const settings = JSON.parse(JSON.stringify(settingsFor(random, slug))) as JsonObject;
			return { slug, settings };
		});
	});
	return Array.from({ length: perAction }, (_, turn) => perSlug.map((cases) => cases[turn])).flat();
}
