import type { JsonObject } from "@elgato/utils";

import type { EmulatorState } from "../../tools/emulator/server";
import { CUSTOM_EVENT_LOG_LIMIT } from "../../tools/emulator/state";
import { isDisplaySpec, specOf } from "../support/action-specs";
import { FIXTURE_START } from "./emulator-fixtures";
import {
	apiKey,
	boolean,
	checkLength,
	choice,
	dataKey,
	type Doubts,
	integer,
	isMissing,
	Refused,
	segment,
	text,
} from "./oracle-rules";

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
/*
 * Which kind an action is comes from its spec's settings (a display action refreshes, an adjusting one may remove on
 * a hold), so that no list of actions here needs a new action's name; what its settings must send stays worked out
 * here from the contract alone.
 */
const isDisplayAction = (slug: string): boolean => isDisplaySpec(specOf(slug));
const removesOnHold = (slug: string): boolean => "holdAction" in specOf(slug).fields;

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
		if (isDisplayAction(slug)) checkHighlight(settings, doubts);
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
	const holdAction = removesOnHold(slug) ? choice(s.holdAction, HOLD_ACTIONS, "none", doubts) : "none";
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
 * What the soak counts on for one press action (`soak.test.ts`): the settings its keys send beyond their tag, and what
 * the emulator must hold once the action's presses were accepted.
 */
export type PressOracle = {
	/** Settings beyond the tag (widget, viewer or event value), in text forms the contract allows. */
	sample: JsonObject;
	/**
	 * What the emulator holds for a key after its accepted presses, and what it must hold.
	 * @param count The presses accepted (for an adjust dial, the sum of its accepted ticks).
	 * @param settings The key's settings, its tag included.
	 * @param state The emulator's state.
	 * @returns `[expected, actual]`.
	 */
	serverAfter(count: number, settings: JsonObject, state: EmulatorState): [unknown, unknown];
};

/**
 * The one place where each press action says what the soak may count on: its sample settings and its effect on the
 * emulator, starting from `FIXTURE_START`. A press action missing here fails `test/static/action-catalogue.test.ts`.
 */
export const PRESS_ORACLES: Readonly<Record<string, PressOracle>> = {
	"goal-add": {
		sample: { value: 3 },
		serverAfter: (count, s, state) => [FIXTURE_START + 3 * count, state.goals.get(named(s.widgetId))?.current],
	},
	"goal-lock": {
		sample: {},
		serverAfter: (count, s, state) => [count % 2 === 1, state.goals.get(named(s.widgetId))?.locked],
	},
	"goal-action": {
		sample: { goalAction: "add_goal", value: "7" },
		serverAfter: (count, s, state) => [2 * FIXTURE_START + 7 * count, state.goals.get(named(s.widgetId))?.target],
	},
	"streamathon-add-seconds": {
		sample: { seconds: 30 },
		serverAfter: (count, s, state) => [FIXTURE_START + 30 * count, state.streamathons.get(named(s.widgetId))?.seconds],
	},
	"streamathon-lock": {
		sample: { mode: "toggle" },
		serverAfter: (count, s, state) => [count % 2 === 1, state.streamathons.get(named(s.widgetId))?.locked],
	},
	"streamathon-action": {
		sample: { streamathonAction: "remove_seconds", value: 5 },
		serverAfter: (count, s, state) => [FIXTURE_START - 5 * count, state.streamathons.get(named(s.widgetId))?.seconds],
	},
	"custom-event": {
		sample: { mode: "path" },
		serverAfter: (count, s, state) => {
			const events = state.customEvents.filter((event) => event.pathValue === s.value).length;
			// The emulator keeps only the latest events; past that, the count says nothing.
			return state.customEvents.length < CUSTOM_EVENT_LOG_LIMIT ? [count, events] : [events, events];
		},
	},
	"currency-set": {
		sample: { amount: "250" },
		serverAfter: (count, s, state) => [count > 0 ? 250 : FIXTURE_START, state.findViewer(named(s.viewer))?.currency],
	},
	"currency-remove": {
		sample: { amount: 2, force: "false" },
		serverAfter: (count, s, state) => [FIXTURE_START - 2 * count, state.findViewer(named(s.viewer))?.currency],
	},
};

/**
 * The widget or viewer a soak key names.
 * @param value Its setting.
 * @returns The name; empty when the setting is not text.
 */
function named(value: JsonObject[string]): string {
	return typeof value === "string" ? value : "";
}
