import type { JsonObject, JsonValue } from "@elgato/utils";

/**
 * What a key's settings must lead to, worked out from the behaviour the project promises alone
 * (docs/behaviour.md#actions), independently of the plugin's own validation code.
 */
export type Expectation = Refusal | RequestOnly | RequestOrRefusal;

/** Exactly this request, every segment arriving intact. */
export type RequestOnly = {
	/** Discriminant. */
	kind: "request";
	/** The request. */
	request: ExpectedRequest;
};

/** No request, and an alert saying the setup is wrong (or, for a key that fires on a hold, that it was not held). */
export type Refusal = {
	/** Discriminant. */
	kind: "refuse";
	/** Which rule refuses it. */
	why: string;
	/** The short reasons the alert may show; `Setup` unless given. */
	reasons?: string[];
};

/** The contract does not decide (e.g. a whitespace-only choice): this request, or a refusal. */
export type RequestOrRefusal = {
	/** Discriminant. */
	kind: "either";
	/** The request, if the plugin sends one. */
	request: ExpectedRequest;
	/** What the contract leaves open. */
	why: string;
};

/** Bounds and default of an integer setting. */
type IntegerRule = {
	/** Smallest allowed. */
	min?: number;
	/** Largest allowed. */
	max?: number;
	/** Default; without one a missing value is refused. */
	fallback?: number;
};

/** A request as the server must decode it. */
export type ExpectedRequest = {
	/** HTTP method. */
	method: "GET" | "POST";
	/** Decoded path segments, `api` first; `undefined` where any non-empty segment will do (a stand-in). */
	segments: (string | undefined)[];
	/** Decoded query parameters. */
	query: Record<string, string[]>;
	/** Names of query parameters whose value is JSON, compared by meaning rather than by text. */
	jsonQuery?: string[];
	/** Segments that may take any of several values (by index), e.g. a toggle's `lock` or `unlock`. */
	oneOf?: Record<number, string[]>;
	/** The index of a numeric segment that may be larger than expected (a shared top list's LIMIT). */
	atLeast?: number;
};

/** The keys a deck is configured with. */
export type ChannelKeys = {
	/** Global read key. */
	readKey: string;
	/** Global write key. */
	writeKey: string;
};

/** Longest percent-encoded value the contract's length rule lets travel. */
const MAX_ENCODED_LENGTH = 2000;
const INTEGER_TEXT = /^[+-]?\d+$/;
const DATA_KEY = /^[A-Za-z0-9_-]+$/;
const GOAL_ACTIONS = ["add", "remove", "lock", "unlock", "reset", "set", "add_goal", "set_goal"];
const STREAMATHON_ACTIONS = ["add_seconds", "remove_seconds", "lock", "unlock", "reset"];
const LOCK_MODES = ["toggle", "lock", "unlock"];
const EVENT_MODES = ["path", "data", "json"];
const TOP_TYPES = ["uptime", "message", "currency", "ranks", "level"];
const TOP_SUB_TYPES = ["week", "month", "global"];
const ACTIVATIONS = ["press", "hold"];
const HOLD_ACTIONS = ["none", "remove"];
const HIGHLIGHTS = ["none", "above", "below"];
const NUMBER_TEXT = /^[+-]?\d+(\.\d+)?$/;
const COLOUR = /^#[0-9A-Fa-f]{6}$/;
const DISPLAY_SLUGS = ["show-top", "warnings", "currency-balance", "custom-data"];
const ADJUST_SLUGS = ["goal-add", "streamathon-add-seconds"];

/** Thrown inside the oracle when a setting is invalid. */
class Refused extends Error {}

/** Collects the settings the contract leaves open while an expectation is worked out. */
type Doubts = string[];

/**
 * Works out what pressing a freshly placed key (state 0, not in a multi-action) must do.
 * @param slug The action, e.g. `goal-add`.
 * @param settings The settings as the plugin receives them (after a JSON round trip).
 * @param keys The global keys.
 * @returns The expectation.
 */
export function expectationFor(slug: string, settings: JsonObject, keys: ChannelKeys): Expectation {
	const doubts: Doubts = [];
	let request: ExpectedRequest;
	let held = false;
	try {
		request = requestFor(slug, settings, keys, doubts);
		if (DISPLAY_SLUGS.includes(slug)) checkHighlight(settings, doubts);
		else held = firesOnHold(slug, settings, doubts);
	} catch (error) {
		if (error instanceof Refused) return { kind: "refuse", why: error.message };
		throw error;
	}
	// A key that fires only once held sends nothing on a quick press and says `Hold`; a doubt may refuse it instead.
	if (held)
		return { kind: "refuse", why: "released before holdMs", reasons: doubts.length ? ["Hold", "Setup"] : ["Hold"] };
	return doubts.length === 0 ? { kind: "request", request } : { kind: "either", request, why: doubts.join("; ") };
}

/**
 * The request of an action's settings; throws {@link Refused} for invalid ones.
 * @param slug The action.
 * @param s The settings.
 * @param keys The global keys.
 * @param doubts Receives what the contract leaves open.
 * @returns The request.
 */
function requestFor(slug: string, s: JsonObject, keys: ChannelKeys, doubts: Doubts): ExpectedRequest {
	const override = apiKey(s.apiKey);
	const R = override ?? keys.readKey;
	const W = override ?? keys.writeKey;
	const post = (...segments: (string | undefined)[]): ExpectedRequest => ({
		method: "POST",
		segments: ["api", ...segments],
		query: {},
	});
	const get = (...segments: string[]): ExpectedRequest => ({
		method: "GET",
		segments: ["api", ...segments],
		query: {},
	});
	switch (slug) {
		case "goal-add":
			return post("goals", W, "actions", "add", segment(s.widgetId), integer(s.value, { min: 1, fallback: 1 }));
		case "goal-lock":
		case "streamathon-lock": {
			const resource = slug === "goal-lock" ? "goals" : "streamathon";
			const mode = choice(s.mode, LOCK_MODES, "toggle", doubts);
			const request = post(resource, W, "actions", mode === "unlock" ? "unlock" : "lock", segment(s.widgetId), "0");
			// A toggle goes the other way of its widget's last known state, which earlier keys of the run may have set.
			return mode === "toggle" ? { ...request, oneOf: { 4: ["lock", "unlock"] } } : request;
		}
		case "goal-action": {
			const action = choice(s.goalAction, GOAL_ACTIONS, undefined, doubts);
			return post("goals", W, "actions", action, segment(s.widgetId), integer(s.value, { fallback: 0 }));
		}
		case "streamathon-add-seconds":
			return post(
				"streamathon",
				W,
				"actions",
				"add_seconds",
				segment(s.widgetId),
				integer(s.seconds, { min: 1, fallback: 60 }),
			);
		case "streamathon-action": {
			const action = choice(s.streamathonAction, STREAMATHON_ACTIONS, undefined, doubts);
			// The contract gives this value no default; sending 0 (as goal-action does) or refusing are both fair.
			if (isMissing(s.value)) doubts.push("streamathon-action value missing");
			return post("streamathon", W, "actions", action, segment(s.widgetId), integer(s.value, { fallback: 0 }));
		}
		case "custom-event":
			return customEvent(s, W, doubts);
		case "currency-set":
			return post("currency", W, "action", "set", segment(s.viewer), integer(s.amount, { min: 0 }));
		case "currency-remove": {
			const viewer = segment(s.viewer);
			const amount = integer(s.amount, { min: 1 });
			const force = boolean(s.force, false, doubts);
			return post("currency", W, "action", "remove", viewer, amount, force ? "1" : "0");
		}
		case "show-top": {
			const type = choice(s.topType, TOP_TYPES, "message", doubts);
			const subType = choice(s.topSubType, TOP_SUB_TYPES, "global", doubts);
			const rank = integer(s.rank, { min: 1, max: 100, fallback: 1 });
			// Keys of one list share one read, whose LIMIT is the highest rank among them.
			return { ...get("ranking", R, "top", type, subType, rank), atLeast: 6 };
		}
		case "warnings":
			return get("warnings", R, "get", segment(s.viewer));
		case "currency-balance":
			return get("currency", W, "get", segment(s.viewer));
		case "custom-data":
			return get("custom-data", W, "get", dataKey(s.dataKey));
		default:
			throw new Error(`no oracle for ${slug}`);
	}
}

/**
 * The custom event's request: the value in the path, or in `DATA_VAL` / `JSON_VAL` with a stand-in path segment
 * allowed when the value cannot travel in a path.
 * @param s The settings.
 * @param W The write key.
 * @param doubts Receives what the contract leaves open.
 * @returns The request.
 */
function customEvent(s: JsonObject, W: string, doubts: Doubts): ExpectedRequest {
	const mode = choice(s.mode, EVENT_MODES, "path", doubts);
	const base = ["api", "custom-events", W, "send"];
	if (mode === "path") return { method: "POST", segments: [...base, segment(s.value)], query: {} };
	const value = text(s.value);
	if (mode === "data") {
		checkLength(value);
		const travels = value !== "." && value !== "..";
		return { method: "POST", segments: [...base, travels ? value : undefined], query: { DATA_VAL: [value] } };
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse(value);
	} catch {
		throw new Refused("JSON_VAL is not JSON");
	}
	if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) {
		throw new Refused("JSON_VAL is not an array of strings");
	}
	const compact = JSON.stringify(parsed);
	checkLength(compact);
	return { method: "POST", segments: [...base, undefined], query: { JSON_VAL: [compact] }, jsonQuery: ["JSON_VAL"] };
}

/**
 * Reads the hold settings of a press action (docs/behaviour.md#hold-long-press-and-undo): `activation` press or hold,
 * `holdMs` 300–3000 (default 600), and for the adding actions `holdAction` none or remove, which makes a quick press
 * add on key-up whatever `activation` says.
 * @param slug The action.
 * @param s The settings.
 * @param doubts Receives what the contract leaves open.
 * @returns `true` when a quick press (key-down, key-up) must send nothing.
 */
function firesOnHold(slug: string, s: JsonObject, doubts: Doubts): boolean {
	const activation = choice(s.activation, ACTIVATIONS, "press", doubts);
	integer(s.holdMs, { min: 300, max: 3000, fallback: 600 });
	const holdAction = ADJUST_SLUGS.includes(slug) ? choice(s.holdAction, HOLD_ACTIONS, "none", doubts) : "none";
	return activation === "hold" && holdAction !== "remove";
}

/**
 * Checks the colour-by-value settings of a display action (docs/behaviour.md#colour-by-value): `highlight` none, above or
 * below; `highlightValue` a number; `highlightColor` `#RRGGBB`. Invalid ones refuse the key.
 * @param s The settings.
 * @param doubts Receives what the contract leaves open.
 */
function checkHighlight(s: JsonObject, doubts: Doubts): void {
	choice(s.highlight, HIGHLIGHTS, "none", doubts);
	const value = s.highlightValue;
	if (!isMissing(value)) {
		const number = typeof value === "string" && NUMBER_TEXT.test(value.trim()) ? Number(value.trim()) : value;
		if (typeof number !== "number" || !Number.isFinite(number)) throw new Refused("highlightValue is not a number");
	}
	const colour = s.highlightColor;
	if (!isMissing(colour) && !(typeof colour === "string" && COLOUR.test(colour.trim()))) {
		throw new Refused("highlightColor is not #RRGGBB");
	}
}

/**
 * Whether a setting counts as not given.
 * @param value The setting.
 * @returns `true` for absent, `null` and empty or blank text.
 */
function isMissing(value: JsonValue | undefined): boolean {
	return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * The per-action key: when non-empty (after trimming) it replaces the global key.
 * @param value The `apiKey` setting.
 * @returns The key, or `undefined` to use the global one.
 */
function apiKey(value: JsonValue | undefined): string | undefined {
	if (typeof value !== "string" || value.trim() === "") return undefined;
	const key = value.trim();
	if (key === "." || key === "..") throw new Refused("apiKey cannot travel as a segment");
	encoded(key);
	return key;
}

/**
 * A text setting: text or a number, trimmed, not empty.
 * @param value The setting.
 * @returns The text.
 */
function text(value: JsonValue | undefined): string {
	if (typeof value === "number") return String(value);
	if (typeof value !== "string" || value.trim() === "") throw new Refused("empty or not text");
	return value.trim();
}

/**
 * A text setting that travels as one path segment.
 * @param value The setting.
 * @returns The text.
 */
function segment(value: JsonValue | undefined): string {
	const result = text(value);
	if (result === "." || result === "..") throw new Refused("dot segment");
	checkLength(result);
	return result;
}

/**
 * The length rule: a value whose percent-encoding is longer than 2000 characters is refused, and so is one that
 * cannot be percent-encoded at all (a lone UTF-16 surrogate).
 * @param value The value as sent.
 */
function checkLength(value: string): void {
	if (encoded(value).length > MAX_ENCODED_LENGTH) throw new Refused("too long");
}

/**
 * Percent-encodes a value.
 * @param value The value.
 * @returns Its encoding.
 */
function encoded(value: string): string {
	try {
		return encodeURIComponent(value);
	} catch {
		throw new Refused("cannot be percent-encoded");
	}
}

/**
 * A custom data key: letters, digits, `-` and `_`.
 * @param value The setting.
 * @returns The key.
 */
function dataKey(value: JsonValue | undefined): string {
	const key = segment(value);
	if (!DATA_KEY.test(key)) throw new Refused("DATA_KEY characters");
	return key;
}

/**
 * An integer setting: a number or `^[+-]?\d+$` text, a safe integer within range; missing (or blank, since values
 * are trimmed) takes the default.
 * @param value The setting.
 * @param range Bounds and default.
 * @returns The integer as it travels.
 */
function integer(value: JsonValue | undefined, range: IntegerRule): string {
	const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, fallback } = range;
	if (isMissing(value)) {
		if (fallback === undefined) throw new Refused("missing integer");
		return String(fallback);
	}
	let number = Number.NaN;
	if (typeof value === "number") number = value;
	else if (typeof value === "string" && INTEGER_TEXT.test(value.trim())) number = Number(value.trim());
	if (!Number.isSafeInteger(number) || number < min || number > max) throw new Refused("not an integer in range");
	return String(number);
}

/**
 * A setting that is one of a few words; missing takes the default.
 * @param value The setting.
 * @param words The words allowed.
 * @param fallback Default; without one a missing value is refused.
 * @param doubts Receives what the contract leaves open.
 * @returns The word.
 */
function choice(value: JsonValue | undefined, words: string[], fallback: string | undefined, doubts: Doubts): string {
	if (value === undefined || value === null || value === "") {
		if (fallback === undefined) throw new Refused("missing choice");
		return fallback;
	}
	if (typeof value !== "string") throw new Refused("choice is not text");
	const word = value.trim();
	if (word === "") {
		if (fallback === undefined) throw new Refused("blank choice");
		doubts.push("blank choice");
		return fallback;
	}
	if (!words.includes(word)) throw new Refused("unknown choice");
	return word;
}

/**
 * A boolean setting: `true`/`false` or their text; missing takes the default. Other spellings (`1`, `on`, `TRUE`)
 * the contract does not cover.
 * @param value The setting.
 * @param fallback Default.
 * @param doubts Receives what the contract leaves open.
 * @returns The boolean.
 */
function boolean(value: JsonValue | undefined, fallback: boolean, doubts: Doubts): boolean {
	if (value === undefined || value === null || value === "") return fallback;
	if (value === true || value === false) return value;
	const word = typeof value === "string" ? value.trim() : undefined;
	if (word === "true") return true;
	if (word === "false") return false;
	if (
		word === "" ||
		["1", "0", "on", "off", "TRUE", "FALSE", "True", "False"].includes(word ?? "") ||
		value === 1 ||
		value === 0
	) {
		doubts.push(`boolean spelled ${JSON.stringify(value)}`);
		return word === "" ? fallback : ["1", "on", "TRUE", "True"].includes(word ?? "") || value === 1;
	}
	throw new Refused("not a boolean");
}
