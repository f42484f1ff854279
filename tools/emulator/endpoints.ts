import { ApiFailure, type ApiResponse, successResponse } from "./api-response";
import { dataKey, integerInRange, invalidParameter, jsonStringArray, nonEmpty, oneOf } from "./params";
import { type EmulatorState, GOAL_ACTIONS, STREAMATHON_ACTIONS, TOP_SUB_TYPES, TOP_TYPES, type Viewer } from "./state";

/** What an endpoint receives: named path parameters (decoded), query parameters and the model. */
export type EndpointRequest = {
	/** Decoded path parameters by name, e.g. `viewer`. */
	params: Record<string, string>;
	/** Query parameters, decoded, every value of each name. */
	query: Record<string, string[]>;
	/** The model to read and change. */
	state: EmulatorState;
};

/** The `user` object of answers. */
type ViewerReference = {
	/** Platform identifier. */
	user_id: string;
	/** Display name. */
	user_name: string;
};

/**
 * 4.1 `GET /api/ranking/{R}/top/{TOP_TYPE}/{TOP_SUB_TYPE}/{LIMIT}`.
 * @param request The request.
 * @returns `{ success, list: [{ user_name, user_uid, value }], code, cache_timestamps }`.
 */
export function rankingTop(request: EndpointRequest): ApiResponse {
	const { params, state } = request;
	const type = oneOf("TOP_TYPE", params.type, TOP_TYPES);
	const subType = oneOf("TOP_SUB_TYPE", params.subType, TOP_SUB_TYPES);
	const limit = integerInRange("LIMIT", params.limit, 1, 100);
	const list = state.top(type, subType, limit).map(({ viewer, value }) => ({
		user_name: viewer.name,
		user_uid: viewer.id,
		value: String(value),
	}));
	return successResponse({ list }, true);
}

/**
 * 4.2 `GET /api/warnings/{R}/get/{VIEWER_IDENTIFIER}`.
 * @param request The request.
 * @returns `{ success, user, warning_count, code, cache_timestamps }`.
 */
export function warningsGet(request: EndpointRequest): ApiResponse {
	const { params, state } = request;
	const viewer = requireViewer(state, params.viewer);
	return successResponse({ user: viewerReference(viewer), warning_count: viewer.warnings }, true);
}

/**
 * 4.3 `GET /api/currency/{W}/get/{VIEWER_IDENTIFIER}`.
 * @param request The request.
 * @returns `{ success, user, currency, code, cache_timestamps }`.
 */
export function currencyGet(request: EndpointRequest): ApiResponse {
	const { params, state } = request;
	const viewer = requireViewer(state, params.viewer);
	return successResponse({ user: viewerReference(viewer), currency: viewer.currency }, true);
}

/**
 * 4.4 `POST /api/goals/{W}/actions/{ACTION}/{ID}/{VALUE}`.
 * @param request The request.
 * @returns `{ success, code, change_count }`.
 */
export function goalsAction(request: EndpointRequest): ApiResponse {
	const { params, state } = request;
	const action = oneOf("ACTION", params.action, GOAL_ACTIONS);
	const widgetId = nonEmpty("ID", params.id);
	const value = integerInRange("VALUE", params.value);
	const changeCount = state.applyGoalAction(action, widgetId, value);
	if (changeCount === undefined) {
		throw widgetNotFound(widgetId);
	}
	return successResponse({ change_count: changeCount }, false);
}

/**
 * 4.5 `GET /api/custom-data/{W}/get/{DATA_KEY}`.
 * @param request The request.
 * @returns `{ success, key, val, code, cache_timestamps }`; `val` is text, or a number when one was stored.
 */
export function customDataGet(request: EndpointRequest): ApiResponse {
	const { params, state } = request;
	const key = dataKey(params.key);
	const val = state.customData.get(key);
	if (val === undefined) {
		// As the service does: HTTP 200 with `success: false` (the body's code and error_code are assumed).
		return {
			status: 200,
			body: { success: false, code: 404, error_code: "data_not_found", message: `no custom data under key ${key}` },
		};
	}
	return successResponse({ key, val }, true);
}

/**
 * 4.6 `POST /api/streamathon/{W}/actions/{ACTION}/{ID}/{VALUE}`. The specification's answer is `{ success, code }`;
 * the emulator adds `change_count` as the goals' answer has it, so that a locked timer refuses seconds as a locked goal
 * refuses changes (assumed: docs/emulator.md).
 * @param request The request.
 * @returns `{ success, code, change_count }`.
 */
export function streamathonAction(request: EndpointRequest): ApiResponse {
	const { params, state } = request;
	const action = oneOf("ACTION", params.action, STREAMATHON_ACTIONS);
	const widgetId = nonEmpty("ID", params.id);
	const value = integerInRange("VALUE", params.value);
	const changeCount = state.applyStreamathonAction(action, widgetId, value);
	if (changeCount === undefined) {
		throw widgetNotFound(widgetId);
	}
	return successResponse({ change_count: changeCount }, false);
}

/**
 * 4.7 `POST /api/custom-events/{W}/send/{DATA_VAL}` with optional query `DATA_VAL` and `JSON_VAL`
 * (the first value of each name counts).
 * @param request The request.
 * @returns `{ success, code }`.
 */
export function customEventSend(request: EndpointRequest): ApiResponse {
	const { params, query, state } = request;
	const pathValue = nonEmpty("DATA_VAL", params.value);
	const dataVal = query.DATA_VAL?.[0];
	const jsonText = query.JSON_VAL?.[0];
	const jsonVal = jsonText === undefined ? undefined : jsonStringArray(jsonText);
	state.recordCustomEvent({
		pathValue,
		...(dataVal === undefined ? {} : { dataVal }),
		...(jsonVal === undefined ? {} : { jsonVal }),
		at: Date.now(),
	});
	return successResponse({}, false);
}

/**
 * 4.8 `POST /api/currency/{W}/action/remove/{VIEWER_IDENTIFIER}/{ACTION_VALUE}/{FORCE}`.
 * @param request The request.
 * @returns `{ success, user, action_success, code, cache_timestamps }`, or HTTP 400 `insufficient_funds`.
 */
export function currencyRemove(request: EndpointRequest): ApiResponse {
	const { params, state } = request;
	nonEmpty("VIEWER_IDENTIFIER", params.viewer);
	const amount = integerInRange("ACTION_VALUE", params.value, 0);
	const force = oneOf("FORCE", params.force, ["0", "1"]) === "1";
	const viewer = requireViewer(state, params.viewer);
	if (!state.removeCurrency(viewer, amount, force)) {
		throw new ApiFailure(400, "insufficient_funds", `${viewer.name} has ${viewer.currency}, less than ${amount}`);
	}
	return successResponse({ user: viewerReference(viewer), action_success: true }, true);
}

/**
 * 4.9 `POST /api/currency/{W}/action/set/{VIEWER_IDENTIFIER}/{ACTION_VALUE}`.
 * @param request The request.
 * @returns `{ success, user, action_success, code, cache_timestamps }`.
 */
export function currencySet(request: EndpointRequest): ApiResponse {
	const { params, state } = request;
	nonEmpty("VIEWER_IDENTIFIER", params.viewer);
	const amount = integerInRange("ACTION_VALUE", params.value, 0);
	const viewer = requireViewer(state, params.viewer);
	state.setCurrency(viewer, amount);
	return successResponse({ user: viewerReference(viewer), action_success: true }, true);
}

/**
 * Looks a viewer up or fails with 404 `user_not_found` (400 when the identifier is empty).
 * @param state The model.
 * @param identifier The decoded VIEWER_IDENTIFIER.
 * @returns The viewer.
 */
function requireViewer(state: EmulatorState, identifier: string): Viewer {
	if (identifier === "") {
		throw invalidParameter("VIEWER_IDENTIFIER must not be empty");
	}
	const viewer = state.findViewer(identifier);
	if (viewer === undefined) {
		throw new ApiFailure(404, "user_not_found", `no viewer ${identifier}`);
	}
	return viewer;
}

/**
 * The viewer reference object of answers.
 * @param viewer The viewer.
 * @returns `{ user_id, user_name }`.
 */
function viewerReference(viewer: Viewer): ViewerReference {
	return { user_id: viewer.id, user_name: viewer.name };
}

/**
 * The failure for an unknown widget identifier.
 * @param widgetId The identifier.
 * @returns HTTP 404 `widget_not_found`.
 */
function widgetNotFound(widgetId: string): ApiFailure {
	return new ApiFailure(404, "widget_not_found", `no widget ${widgetId}`);
}
