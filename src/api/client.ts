import {
	CUSTOM_EVENT_MODES,
	type CustomEventMode,
	GOAL_ACTIONS,
	GOAL_VERB_TRAITS,
	type GoalVerb,
	MAX_TOP_LIMIT,
	STREAMATHON_ACTIONS,
	STREAMATHON_VERB_TRAITS,
	type StreamathonVerb,
	TOP_SUB_TYPES,
	TOP_TYPES,
	type TopSubType,
	type TopType,
	type VerbTraits,
} from "../contract/api-names";
import {
	checkBoolean,
	checkChoice,
	checkDataKey,
	checkInteger,
	checkQueryText,
	checkSegment,
	parseJsonStringArray,
} from "../contract/validation";
import {
	API_KEY,
	type ApiPath,
	buildRequest,
	type CallExtras,
	type CallTarget,
	checkTarget,
	pathStandIn,
	widgetPath,
} from "./api-call";
import type { ClientOptions } from "./client-options";
import { type HttpRequest, sendRequest } from "./http-request";
import {
	acknowledgementAnswer,
	type AnswerSchema,
	currencyBalanceAnswer,
	currencyChangeAnswer,
	customDataAnswer,
	topListAnswer,
	warningCountAnswer,
	widgetActionAnswer,
} from "./schemas";
import type {
	CurrencyBalanceAnswer,
	CurrencyChange,
	CustomDataAnswer,
	TopList,
	WarningCount,
	WidgetActionResult,
} from "./types";

export type { ClientOptions } from "./client-options";

/** The most requests a client keeps built; beyond it they are all dropped. */
const MAX_BUILT_REQUESTS = 64;

/**
 * A typed client for the nine operations of the Channel Companion HTTP API. It knows nothing about Stream Deck:
 * it takes typed values (reading settings is the settings specs' job), checks them with the same rules before sending
 * anything, sends one request per call, never retries, and throws `ApiError` for every failure. A call it was asked for
 * before (the next press of the same key) sends the request it checked and built then.
 */
export class ChannelCompanionClient {
	/** Where the API is and which keys to use. */
	readonly #options: ClientOptions;

	/** Where its calls go, once checked: a client is reused press after press. */
	#target?: CallTarget;

	/** The requests of the calls made, by the call (its operation and values, as JSON). */
	readonly #built = new Map<string, unknown>();

	/**
	 * Creates a client; nothing is checked until a call needs it, so a missing setting fails the call that needs it.
	 * @param options Where the API is and which keys to use.
	 */
	constructor(options: ClientOptions) {
		this.#options = options;
	}

	/**
	 * A client for one key's presses: the same connection, with the requests it builds kept apart from this client's, so
	 * that they live as long as the key's prepared press and no longer.
	 * @returns The client.
	 */
	public forOneKey(): ChannelCompanionClient {
		return new ChannelCompanionClient(this.#options);
	}

	/**
	 * Reads a viewer's currency balance (`GET /api/currency/{W}/get/{VIEWER}`).
	 * @param viewer The viewer's name or platform ID.
	 * @returns The viewer and their balance.
	 */
	public getCurrency(viewer: string): Promise<CurrencyBalanceAnswer> {
		return this.#call(["currency get", viewer], () =>
			this.#build("GET", ["currency", API_KEY, "get", checkSegment(viewer, "viewer")], currencyBalanceAnswer),
		);
	}

	/**
	 * Reads a custom data entry (`GET /api/custom-data/{W}/get/{DATA_KEY}`).
	 * @param dataKey The entry's data key: letters, digits, `-` and `_`.
	 * @returns The entry.
	 */
	public getCustomData(dataKey: string): Promise<CustomDataAnswer> {
		return this.#call(["custom-data get", dataKey], () =>
			this.#build("GET", ["custom-data", API_KEY, "get", checkDataKey(dataKey)], customDataAnswer),
		);
	}

	/**
	 * Reads a top list (`GET /api/ranking/{R}/top/{TOP_TYPE}/{TOP_SUB_TYPE}/{LIMIT}`).
	 * @param topType Which list.
	 * @param topSubType Which period (honoured by uptime and message lists).
	 * @param limit How many rows, 1 to 100.
	 * @returns The rows, largest first.
	 */
	public getTop(topType: TopType, topSubType: TopSubType, limit: number): Promise<TopList> {
		return this.#call(["ranking top", limit, topType, topSubType], () => {
			const type = checkChoice(topType, "topType", TOP_TYPES);
			const subType = checkChoice(topSubType, "topSubType", TOP_SUB_TYPES);
			const rows = checkInteger(limit, "limit", { min: 1, max: MAX_TOP_LIMIT });
			return this.#build("GET", ["ranking", API_KEY, "top", type, subType, String(rows)], topListAnswer);
		});
	}

	/**
	 * Reads a viewer's warning count (`GET /api/warnings/{R}/get/{VIEWER}`).
	 * @param viewer The viewer's name or platform ID.
	 * @returns The viewer and their warning count.
	 */
	public getWarnings(viewer: string): Promise<WarningCount> {
		return this.#call(["warnings get", viewer], () =>
			this.#build("GET", ["warnings", API_KEY, "get", checkSegment(viewer, "viewer")], warningCountAnswer),
		);
	}

	/**
	 * Acts on a goals widget (`POST /api/goals/{W}/actions/{ACTION}/{ID}/{VALUE}`).
	 * @param action What to do.
	 * @param widgetId The widget's ID, or `all`.
	 * @param value The number the action uses; `0` for actions that need none.
	 * @returns How many widgets changed.
	 */
	public goalAction(action: GoalVerb, widgetId: string, value: number): Promise<WidgetActionResult> {
		return this.#call(["goals", action, value, widgetId], () => {
			const verb = checkChoice(action, "goalAction", GOAL_ACTIONS);
			return this.#build("POST", widgetPath("goals", verb, widgetId, value), widgetActionAnswer, {
				unapplied: (answer) => appliedNothing(GOAL_VERB_TRAITS[verb], answer),
			});
		});
	}

	/**
	 * Removes currency from a viewer (`POST /api/currency/{W}/action/remove/{VIEWER}/{AMOUNT}/{FORCE}`).
	 * @param viewer The viewer's name or platform ID.
	 * @param amount How much to remove, at least 1.
	 * @param force Remove it even when the viewer lacks it; otherwise that fails as `insufficient-funds`.
	 * @returns The viewer.
	 */
	public removeCurrency(viewer: string, amount: number, force: boolean): Promise<CurrencyChange> {
		return this.#call(["currency remove", amount, force, viewer], () => {
			const who = checkSegment(viewer, "viewer");
			const count = checkInteger(amount, "amount", { min: 1 });
			const forced = checkBoolean(force, "force") ? "1" : "0";
			const path: ApiPath = ["currency", API_KEY, "action", "remove", who, String(count), forced];
			return this.#build("POST", path, currencyChangeAnswer);
		});
	}

	/**
	 * Sends a custom event (`POST /api/custom-events/{W}/send/{DATA_VAL}`). In `data` mode the value also travels as
	 * the query `DATA_VAL`, in `json` mode as `JSON_VAL` (it must then be a JSON array of strings).
	 * @param value The event's value.
	 * @param mode How the value travels.
	 * @returns Settles once the API accepted the event.
	 */
	public sendCustomEvent(value: string, mode: CustomEventMode = "path"): Promise<void> {
		return this.#call(["custom-events", mode, value], () => {
			const how = checkChoice(mode, "mode", CUSTOM_EVENT_MODES);
			if (how === "path") {
				return this.#build(
					"POST",
					["custom-events", API_KEY, "send", checkSegment(value, "value")],
					acknowledgementAnswer,
				);
			}
			const carried =
				how === "json" ? parseJsonStringArray(checkQueryText(value, "value")) : checkQueryText(value, "value");
			const path: ApiPath = ["custom-events", API_KEY, "send", pathStandIn(carried, how)];
			return this.#build("POST", path, acknowledgementAnswer, {
				query: { [how === "json" ? "JSON_VAL" : "DATA_VAL"]: carried },
			});
		});
	}

	/**
	 * Sets a viewer's currency balance (`POST /api/currency/{W}/action/set/{VIEWER}/{AMOUNT}`).
	 * @param viewer The viewer's name or platform ID.
	 * @param amount The new balance, 0 or more.
	 * @returns The viewer.
	 */
	public setCurrency(viewer: string, amount: number): Promise<CurrencyChange> {
		return this.#call(["currency set", amount, viewer], () => {
			const who = checkSegment(viewer, "viewer");
			const count = checkInteger(amount, "amount", { min: 0 });
			const path: ApiPath = ["currency", API_KEY, "action", "set", who, String(count)];
			return this.#build("POST", path, currencyChangeAnswer, { private: new Set([5]) });
		});
	}

	/**
	 * Acts on a streamathon widget (`POST /api/streamathon/{W}/actions/{ACTION}/{ID}/{VALUE}`).
	 * @param action What to do.
	 * @param widgetId The widget's ID, or `all`.
	 * @param value Seconds to add or remove; minutes for `reset`; `0` for lock and unlock.
	 * @returns How many widgets changed, when the answer says so (the specification's answer does not).
	 */
	public streamathonAction(action: StreamathonVerb, widgetId: string, value: number): Promise<WidgetActionResult> {
		return this.#call(["streamathon", action, value, widgetId], () => {
			const verb = checkChoice(action, "streamathonAction", STREAMATHON_ACTIONS);
			return this.#build("POST", widgetPath("streamathon", verb, widgetId, value), widgetActionAnswer, {
				unapplied: (answer) => appliedNothing(STREAMATHON_VERB_TRAITS[verb], answer),
			});
		});
	}

	/**
	 * Where its calls go, checked on first use; a bad base URL is not kept, so each call says what is wrong with it.
	 * @returns The target.
	 */
	#checkedTarget(): CallTarget {
		this.#target ??= checkTarget(this.#options);
		return this.#target;
	}

	/**
	 * Builds the request of one call (see {@link buildRequest}).
	 * @param method HTTP method.
	 * @param segments Path after `/api/`, starting with the endpoint family.
	 * @param schema What the answer must look like.
	 * @param extra The query, segments to keep out of diagnostics, and how to tell a write that applied nothing.
	 * @returns The request.
	 */
	#build<T>(method: "GET" | "POST", segments: ApiPath, schema: AnswerSchema<T>, extra?: CallExtras<T>): HttpRequest<T> {
		return buildRequest(this.#options, this.#checkedTarget(), method, segments, schema, extra);
	}

	/**
	 * Sends one call: the request built when the call was first made, or one checked and built now. Values that are
	 * refused build nothing, so each such call says again what is wrong.
	 * @param call The operation and the values it was called with.
	 * @param build Checks the values and builds the request.
	 * @returns The validated answer.
	 */
	#call<T>(call: readonly unknown[], build: () => HttpRequest<T>): Promise<T> {
		// JSON tells any two calls apart that differ in a value a request could carry.
		const id = JSON.stringify(call);
		let request = this.#built.get(id) as HttpRequest<T> | undefined;
		if (request === undefined) {
			try {
				request = build();
			} catch (error) {
				// A refused value fails the call's promise, as a failed request does.
				return Promise.reject(error);
			}
			if (this.#built.size >= MAX_BUILT_REQUESTS) this.#built.clear();
			this.#built.set(id, request);
		}
		return sendRequest(request);
	}
}

/**
 * Tells a widget write that applied nothing: `change_count: 0` after an action that changes the widget (a locked
 * widget refused it); a lock or unlock leaves the widget as wanted either way.
 * @param traits The action's traits.
 * @param answer The answer.
 * @returns `true` when nothing was applied.
 */
function appliedNothing(traits: VerbTraits, answer: WidgetActionResult): boolean {
	return traits.changesValue && answer.changeCount === 0;
}
