import {
	GOAL_ACTIONS,
	type GoalVerb,
	MAX_TOP_LIMIT,
	STREAMATHON_ACTIONS,
	type StreamathonVerb,
	TOP_SUB_TYPES,
	TOP_TYPES,
	type TopSubType,
	type TopType,
} from "../contract/api-names";
import type { DemoChannel } from "./demo-channel";
import type { DemoViewer } from "./demo-viewers";

/** An answer of the demo channel: an HTTP status and the JSON body the service would send. */
export type DemoAnswer = {
	/** The HTTP status. */
	status: number;
	/** The body. */
	body: Record<string, unknown>;
};

/** One request, as the demo channel reads it. */
export type DemoRequest = {
	/** The HTTP method. */
	method: string;
	/** The path segments after `/api/`, decoded; the second one is the API key, which the demo does not need. */
	segments: readonly string[];
	/** The query parameters. */
	query: URLSearchParams;
};

/** What a data key may hold, as the service says. */
const DATA_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Answers one request the way the service does, with the same JSON shapes: the client reads it as any answer.
 * @param channel The demo channel's state.
 * @param request The request.
 * @returns The answer.
 */
export function answerDemo(channel: DemoChannel, request: DemoRequest): DemoAnswer {
	const [family, , verb, ...rest] = request.segments;
	const route = `${request.method} ${family}/${verb}/${rest.length}`;
	switch (route) {
		case "GET ranking/top/3":
			return top(channel, rest);
		case "GET warnings/get/1":
			return read({ user: userOf(channel.viewer(rest[0])), warning_count: channel.viewer(rest[0]).warnings });
		case "GET currency/get/1":
			return read({ user: userOf(channel.viewer(rest[0])), currency: channel.viewer(rest[0]).currency });
		case "GET custom-data/get/1":
			return DATA_KEY_PATTERN.test(rest[0])
				? read({ key: rest[0], val: channel.data(rest[0]) })
				: refuse(400, "invalid_data_key");
		case "POST goals/actions/3":
			return goal(channel, rest);
		case "POST streamathon/actions/3":
			return timer(channel, rest);
		case "POST custom-events/send/1":
			channel.receiveEvent(request.query.get("JSON_VAL") ?? request.query.get("DATA_VAL") ?? rest[0]);
			return { status: 200, body: { success: true, code: 200 } };
		case "POST currency/action/3":
		case "POST currency/action/4":
			return currency(channel, rest);
		default:
			return refuse(404, "not_found");
	}
}

/**
 * A top list.
 * @param channel The channel.
 * @param rest Type, period and limit.
 * @returns The answer.
 */
function top(channel: DemoChannel, rest: readonly string[]): DemoAnswer {
	const [type, period, limit] = rest;
	const rows = integerOf(limit);
	if (!isOneOf(type, TOP_TYPES) || !isOneOf(period, TOP_SUB_TYPES)) return refuse(404, "not_found");
	if (rows === undefined || rows < 1 || rows > MAX_TOP_LIMIT) return refuse(400, "invalid_limit");
	const list = channel.top(type as TopType, period as TopSubType, rows).map(({ viewer, value }) => ({
		user_name: viewer.name,
		user_uid: viewer.id,
		value: String(value),
	}));
	return read({ list });
}

/**
 * A goals widget action.
 * @param channel The channel.
 * @param rest Action, widget id and value.
 * @returns The answer.
 */
function goal(channel: DemoChannel, rest: readonly string[]): DemoAnswer {
	const [action, id, value] = rest;
	const amount = integerOf(value);
	if (!isOneOf(action, GOAL_ACTIONS)) return refuse(404, "not_found");
	if (amount === undefined) return refuse(400, "invalid_value");
	const changes = channel.goalAction(action as GoalVerb, id, amount);
	return { status: 200, body: { success: true, code: 200, change_count: changes } };
}

/**
 * A streamathon widget action.
 * @param channel The channel.
 * @param rest Action, widget id and value.
 * @returns The answer.
 */
function timer(channel: DemoChannel, rest: readonly string[]): DemoAnswer {
	const [action, id, value] = rest;
	const amount = integerOf(value);
	if (!isOneOf(action, STREAMATHON_ACTIONS)) return refuse(404, "not_found");
	if (amount === undefined) return refuse(400, "invalid_value");
	// The specification's answer has no change_count: the demo adds it as the goals' answer has it, so that a locked
	// timer refuses seconds as a locked goal refuses changes (docs/emulator.md).
	const changes = channel.timerAction(action as StreamathonVerb, id, amount);
	return { status: 200, body: { success: true, code: 200, change_count: changes } };
}

/**
 * A currency set or remove.
 * @param channel The channel.
 * @param rest `set`, viewer and amount; or `remove`, viewer, amount and force.
 * @returns The answer.
 */
function currency(channel: DemoChannel, rest: readonly string[]): DemoAnswer {
	const [action, who, value, force] = rest;
	const amount = integerOf(value);
	if (amount === undefined || amount < 0) return refuse(400, "invalid_value");
	if (action === "set" && force === undefined) return read({ user: userOf(channel.setCurrency(who, amount)) });
	if (action !== "remove" || (force !== "0" && force !== "1")) return refuse(404, "not_found");
	const viewer = channel.removeCurrency(who, amount, force === "1");
	return viewer ? read({ user: userOf(viewer) }) : refuse(400, "insufficient_funds");
}

/**
 * A successful read (or currency write): the envelope with the time the answer was built.
 * @param fields The answer's own fields.
 * @returns The answer.
 */
function read(fields: Record<string, unknown>): DemoAnswer {
	return {
		status: 200,
		body: { success: true, ...fields, code: 200, cache_timestamps: Math.floor(Date.now() / 1000) },
	};
}

/**
 * A refusal, shaped as the service's errors are seen: `success: false` and an `error_code`.
 * @param status The HTTP status.
 * @param errorCode What went wrong.
 * @returns The answer.
 */
function refuse(status: number, errorCode: string): DemoAnswer {
	return { status, body: { success: false, code: status, error_code: errorCode } };
}

/**
 * A viewer reference.
 * @param viewer The viewer.
 * @returns The `user` object.
 */
function userOf(viewer: DemoViewer): Record<string, string> {
	return { user_id: viewer.id, user_name: viewer.name };
}

/**
 * Reads integer text.
 * @param text The path segment.
 * @returns The integer, or `undefined`.
 */
function integerOf(text: string | undefined): number | undefined {
	return text !== undefined && /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/**
 * Tells whether a word is one of a list.
 * @param word The word.
 * @param words The list.
 * @returns `true` when it is.
 */
function isOneOf(word: string, words: readonly string[]): boolean {
	return words.includes(word);
}
