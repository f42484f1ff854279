import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { happensAt, settlesAt, useFakeClock, waitWithoutClock } from "../../fake-clock";
import { type ApiEmulator, type GoalWidget, startEmulator } from "../server";

const R = "demo-read-key";
const W = "demo-write-key";

/** A decoded answer. */
type Answer = {
	/** HTTP status. */
	status: number;
	/** Content-Type header. */
	contentType: string | null;
	/** Response headers. */
	headers: Headers;
	/** Parsed JSON body. */
	body: Record<string, unknown>;
};

/** An entry of a top list answer. */
type TopEntry = {
	/** Numeric text. */
	value: string;
};

/** An endpoint with a path builder, for the key checks. */
type KeyedEndpoint = {
	/** HTTP method. */
	method: string;
	/** Builds the path for a key. */
	path: (key: string) => string;
	/** The key kind the endpoint needs. */
	kind: "R" | "W";
};

/** The part of `/state` the test reads. */
type StateJson = {
	/** Goals widgets. */
	goals: GoalWidget[];
};

let emulator: ApiEmulator;

beforeAll(async () => {
	emulator = await startEmulator();
});

afterEach(() => {
	vi.useRealTimers();
	emulator.reset();
});

afterAll(() => emulator.close());

/**
 * Calls the shared emulator and parses the JSON answer.
 * @param method HTTP method.
 * @param path Path (already encoded) and query.
 * @returns The answer.
 */
async function call(method: string, path: string): Promise<Answer> {
	const response = await fetch(`${emulator.url}${path}`, { method });
	return {
		status: response.status,
		contentType: response.headers.get("content-type"),
		headers: response.headers,
		body: (await response.json()) as Record<string, unknown>,
	};
}

/**
 * Expects an error answer.
 * @param answer The answer.
 * @param status Expected HTTP status (also the body's code).
 * @param errorCode Expected error_code.
 */
function expectError(answer: Answer, status: number, errorCode: string): void {
	expect(answer.status).toBe(status);
	expect(answer.body).toMatchObject({ success: false, code: status, error_code: errorCode });
}

/**
 * The current Unix time in whole seconds.
 * @returns Seconds.
 */
function nowSeconds(): number {
	return Math.floor(Date.now() / 1000);
}

describe("success shapes", () => {
	it("ranks the top list largest first, values as numeric text, at most LIMIT entries", async () => {
		const before = nowSeconds();
		const answer = await call("GET", `/api/ranking/${R}/top/uptime/week/3`);
		expect(answer.status).toBe(200);
		expect(answer.contentType).toBe("application/json; charset=utf-8");
		expect(answer.body).toEqual({
			success: true,
			code: 200,
			cache_timestamps: expect.any(Number),
			list: [
				{ user_name: "Moderator_Mia", user_uid: "10006", value: "54000" },
				{ user_name: "StreamFan42", user_uid: "10001", value: "36000" },
				{ user_name: "night owl", user_uid: "10002", value: "18000" },
			],
		});
		const stamp = answer.body.cache_timestamps as number;
		expect(Number.isInteger(stamp)).toBe(true);
		expect(stamp).toBeGreaterThanOrEqual(before);
		expect(stamp).toBeLessThanOrEqual(nowSeconds());
	});

	it("uses the sub type for uptime and message only", async () => {
		const week = await call("GET", `/api/ranking/${R}/top/message/week/1`);
		const global = await call("GET", `/api/ranking/${R}/top/message/global/1`);
		expect(week.body.list).toEqual([{ user_name: "Moderator_Mia", user_uid: "10006", value: "600" }]);
		expect(global.body.list).toEqual([{ user_name: "Moderator_Mia", user_uid: "10006", value: "40000" }]);
		const currencyWeek = await call("GET", `/api/ranking/${R}/top/currency/week/100`);
		const currencyGlobal = await call("GET", `/api/ranking/${R}/top/currency/global/100`);
		expect(currencyWeek.body.list).toEqual(currencyGlobal.body.list);
		const values = (currencyWeek.body.list as TopEntry[]).map((entry) => Number(entry.value));
		expect(values).toHaveLength(emulator.state.viewers.length);
		expect(values).toEqual([...values].sort((a, b) => b - a));
	});

	it("answers warnings by name (any case), by id, and for a name with space or non-ASCII letters", async () => {
		const expected = {
			success: true,
			code: 200,
			cache_timestamps: expect.any(Number),
			user: { user_id: "10003", user_name: "Ünïcode Fan" },
			warning_count: 2,
		};
		expect((await call("GET", `/api/warnings/${R}/get/${encodeURIComponent("Ünïcode Fan")}`)).body).toEqual(expected);
		expect((await call("GET", `/api/warnings/${R}/get/${encodeURIComponent("üNÏCODE fan")}`)).body).toEqual(expected);
		expect((await call("GET", `/api/warnings/${R}/get/10003`)).body).toEqual(expected);
		expect((await call("GET", `/api/warnings/${R}/get/night%20owl`)).body).toMatchObject({ warning_count: 0 });
	});

	it("reads a currency balance", async () => {
		const answer = await call("GET", `/api/currency/${W}/get/StreamFan42`);
		expect(answer.body).toEqual({
			success: true,
			code: 200,
			cache_timestamps: expect.any(Number),
			user: { user_id: "10001", user_name: "StreamFan42" },
			currency: 1500,
		});
	});

	it("reads custom data", async () => {
		const answer = await call("GET", `/api/custom-data/${W}/get/song`);
		expect(answer.body).toEqual({
			success: true,
			code: 200,
			cache_timestamps: expect.any(Number),
			key: "song",
			val: "Never Gonna Give You Up",
		});
		emulator.state.customData.set("my-key_2", "x");
		expect((await call("GET", `/api/custom-data/${W}/get/my-key_2`)).body).toMatchObject({ val: "x" });
	});

	it("sets and removes currency, with a deprecated action_success", async () => {
		const set = await call("POST", `/api/currency/${W}/action/set/10002/500`);
		expect(set.body).toEqual({
			success: true,
			code: 200,
			cache_timestamps: expect.any(Number),
			user: { user_id: "10002", user_name: "night owl" },
			action_success: true,
		});
		const remove = await call("POST", `/api/currency/${W}/action/remove/night%20owl/200/0`);
		expect(remove.body).toEqual({ ...set.body, cache_timestamps: expect.any(Number) });
		expect(emulator.state.findViewer("night owl")?.currency).toBe(300);
	});

	it("sends custom events through the path and the query, and logs them", async () => {
		const plain = await call("POST", `/api/custom-events/${W}/send/hello%20world`);
		expect(plain.body).toEqual({ success: true, code: 200 });
		await call("POST", `/api/custom-events/${W}/send/x?DATA_VAL=${encodeURIComponent("a&b c")}`);
		const json = encodeURIComponent(JSON.stringify(["one", "two"]));
		await call("POST", `/api/custom-events/${W}/send/y?JSON_VAL=${json}`);
		expect(emulator.state.customEvents).toEqual([
			{ pathValue: "hello world", at: expect.any(Number) },
			{ pathValue: "x", dataVal: "a&b c", at: expect.any(Number) },
			{ pathValue: "y", jsonVal: ["one", "two"], at: expect.any(Number) },
		]);
	});
});

describe("goals", () => {
	it("adds to one widget or to all, counting the widgets changed", async () => {
		const one = await call("POST", `/api/goals/${W}/actions/add/main/5`);
		expect(one.body).toEqual({ success: true, code: 200, change_count: 1 });
		expect(emulator.state.goals.get("main")?.current).toBe(30);
		const all = await call("POST", `/api/goals/${W}/actions/add/all/2`);
		expect(all.body).toEqual({ success: true, code: 200, change_count: 2 });
		expect(emulator.state.goals.get("main")?.current).toBe(32);
		expect(emulator.state.goals.get("subs")?.current).toBe(5);
	});

	it("applies remove (not below 0), set, reset, add_goal and set_goal", async () => {
		const goal = emulator.state.goals.get("main");
		await call("POST", `/api/goals/${W}/actions/remove/main/1000`);
		expect(goal?.current).toBe(0);
		await call("POST", `/api/goals/${W}/actions/set/main/70`);
		expect(goal?.current).toBe(70);
		await call("POST", `/api/goals/${W}/actions/add_goal/main/50`);
		expect(goal?.target).toBe(150);
		await call("POST", `/api/goals/${W}/actions/set_goal/main/80`);
		expect(goal?.target).toBe(80);
		await call("POST", `/api/goals/${W}/actions/reset/main/0`);
		expect(goal?.current).toBe(0);
		await call("POST", `/api/goals/${W}/actions/add/main/-3`);
		expect(goal?.current).toBe(0);
	});

	it("makes a locked widget ignore add, remove, set and reset until unlocked", async () => {
		expect((await call("POST", `/api/goals/${W}/actions/lock/subs/0`)).body).toMatchObject({ change_count: 1 });
		expect(emulator.state.goals.get("subs")?.locked).toBe(true);
		for (const action of ["add", "remove", "set", "reset"]) {
			const answer = await call("POST", `/api/goals/${W}/actions/${action}/all/1`);
			expect(answer.body).toMatchObject({ success: true, change_count: 1 });
		}
		expect(emulator.state.goals.get("subs")?.current).toBe(3);
		// Alone, the locked widget answers that nothing changed; its goal still moves.
		for (const action of ["add", "remove", "set", "reset"]) {
			const answer = await call("POST", `/api/goals/${W}/actions/${action}/subs/1`);
			expect(answer.body).toEqual({ success: true, code: 200, change_count: 0 });
		}
		expect((await call("POST", `/api/goals/${W}/actions/add_goal/subs/5`)).body).toMatchObject({ change_count: 1 });
		await call("POST", `/api/goals/${W}/actions/unlock/subs/0`);
		expect((await call("POST", `/api/goals/${W}/actions/add/subs/1`)).body).toMatchObject({ change_count: 1 });
		expect(emulator.state.goals.get("subs")).toEqual({ id: "subs", current: 4, target: 15, locked: false });
	});
});

describe("streamathon", () => {
	it("adds and removes seconds (not below 0), resets to minutes, and answers the envelope with change_count", async () => {
		const widget = emulator.state.streamathons.get("backup");
		const added = await call("POST", `/api/streamathon/${W}/actions/add_seconds/backup/60`);
		expect(added.body).toEqual({ success: true, code: 200, change_count: 1 });
		expect(widget?.seconds).toBe(660);
		await call("POST", `/api/streamathon/${W}/actions/remove_seconds/backup/10000`);
		expect(widget?.seconds).toBe(0);
		await call("POST", `/api/streamathon/${W}/actions/reset/all/5`);
		expect(widget?.seconds).toBe(300);
		expect(emulator.state.streamathons.get("main")?.seconds).toBe(300);
	});

	it("makes a locked widget refuse time changes as a locked goal refuses changes: change_count 0", async () => {
		await call("POST", `/api/streamathon/${W}/actions/lock/main/0`);
		expect(emulator.state.streamathons.get("main")?.locked).toBe(true);
		const all = await call("POST", `/api/streamathon/${W}/actions/add_seconds/all/60`);
		expect(all.body).toEqual({ success: true, code: 200, change_count: 1 });
		for (const action of ["add_seconds", "remove_seconds", "reset"]) {
			const answer = await call("POST", `/api/streamathon/${W}/actions/${action}/main/1`);
			expect(answer.body, action).toEqual({ success: true, code: 200, change_count: 0 });
		}
		expect(emulator.state.streamathons.get("main")?.seconds).toBe(3600);
		expect(emulator.state.streamathons.get("backup")?.seconds).toBe(660);
		await call("POST", `/api/streamathon/${W}/actions/unlock/main/0`);
		await call("POST", `/api/streamathon/${W}/actions/remove_seconds/main/600`);
		expect(emulator.state.streamathons.get("main")).toEqual({ id: "main", seconds: 3000, locked: false });
	});
});

describe("currency remove", () => {
	it("refuses a withdrawal larger than the balance without FORCE, leaving the balance", async () => {
		const answer = await call("POST", `/api/currency/${W}/action/remove/ZeroBalance/5/0`);
		expectError(answer, 400, "insufficient_funds");
		expect(emulator.state.findViewer("ZeroBalance")?.currency).toBe(0);
		expectError(await call("POST", `/api/currency/${W}/action/remove/10003/76/0`), 400, "insufficient_funds");
		expect(emulator.state.findViewer("10003")?.currency).toBe(75);
	});

	it("withdraws with FORCE 1 even when the viewer lacks the amount, stopping at 0", async () => {
		const answer = await call("POST", `/api/currency/${W}/action/remove/10003/100/1`);
		expect(answer.body).toMatchObject({ success: true, code: 200, action_success: true });
		expect(emulator.state.findViewer("10003")?.currency).toBe(0);
	});
});

describe("keys", () => {
	const endpoints: KeyedEndpoint[] = [
		{ method: "GET", path: (key) => `/api/ranking/${key}/top/level/global/1`, kind: "R" },
		{ method: "GET", path: (key) => `/api/warnings/${key}/get/10001`, kind: "R" },
		{ method: "GET", path: (key) => `/api/currency/${key}/get/10001`, kind: "W" },
		{ method: "POST", path: (key) => `/api/goals/${key}/actions/add/main/1`, kind: "W" },
		{ method: "GET", path: (key) => `/api/custom-data/${key}/get/song`, kind: "W" },
		{ method: "POST", path: (key) => `/api/streamathon/${key}/actions/lock/main/0`, kind: "W" },
		{ method: "POST", path: (key) => `/api/custom-events/${key}/send/x`, kind: "W" },
		{ method: "POST", path: (key) => `/api/currency/${key}/action/remove/10001/1/0`, kind: "W" },
		{ method: "POST", path: (key) => `/api/currency/${key}/action/set/10001/1`, kind: "W" },
	];

	it.each(endpoints)("$method $kind key for %#", async ({ method, path, kind }) => {
		const right = kind === "R" ? R : W;
		const wrong = kind === "R" ? W : R;
		expect((await call(method, path(right))).status).toBe(200);
		expectError(await call(method, path(wrong)), 403, "wrong_key_type");
		expectError(await call(method, path("nope")), 403, "invalid_api_key");
		expectError(await call(method, path("")), 403, "invalid_api_key");
	});

	it("accepts custom keys given at start", async () => {
		const custom = await startEmulator({ readKey: "r-1", writeKey: "w-1" });
		try {
			expect(custom.readKey).toBe("r-1");
			const ok = await fetch(`${custom.url}/api/warnings/r-1/get/10001`);
			expect(ok.status).toBe(200);
			const refused = await fetch(`${custom.url}/api/warnings/${R}/get/10001`);
			expect(refused.status).toBe(403);
		} finally {
			await custom.close();
		}
	});
});

describe("validation and lookups", () => {
	it.each([
		["GET", `/api/ranking/${R}/top/followers/global/1`],
		["GET", `/api/ranking/${R}/top/uptime/year/1`],
		["GET", `/api/ranking/${R}/top/uptime/week/0`],
		["GET", `/api/ranking/${R}/top/uptime/week/101`],
		["GET", `/api/ranking/${R}/top/uptime/week/1.5`],
		["GET", `/api/ranking/${R}/top/uptime/week/ten`],
		["GET", `/api/custom-data/${W}/get/bad.key`],
		["GET", `/api/custom-data/${W}/get/sp%20ace`],
		["POST", `/api/goals/${W}/actions/multiply/main/1`],
		["POST", `/api/goals/${W}/actions/add/main/1e3`],
		["POST", `/api/goals/${W}/actions/add/main/`],
		["POST", `/api/streamathon/${W}/actions/add/main/1`],
		["POST", `/api/streamathon/${W}/actions/add_seconds/main/abc`],
		["POST", `/api/currency/${W}/action/set/10001/-1`],
		["POST", `/api/currency/${W}/action/set/10001/12abc`],
		["POST", `/api/currency/${W}/action/remove/10001/5/2`],
		["POST", `/api/currency/${W}/action/remove/10001/5/true`],
		["POST", `/api/custom-events/${W}/send/x?JSON_VAL=${encodeURIComponent('{"a":1}')}`],
		["POST", `/api/custom-events/${W}/send/x?JSON_VAL=${encodeURIComponent("[1,2]")}`],
		["POST", `/api/custom-events/${W}/send/x?JSON_VAL=not-json`],
		["GET", `/api/warnings/${R}/get/bad%zzname`],
	])("%s %s → 400 invalid_parameter", async (method, path) => {
		const answer = await call(method, path);
		expectError(answer, 400, "invalid_parameter");
		expect(typeof answer.body.message).toBe("string");
		expect(emulator.state.customEvents).toEqual([]);
	});

	it("answers 403 for paths it does not serve, as the service does, even with a valid key", async () => {
		for (const path of [`/api/nothing/${R}`, `/api/warnings/${R}/get/10001/extra`, `/api%2Fwarnings/${R}/get/10001`]) {
			const answer = await call("GET", path);
			expect(answer.status, path).toBe(403);
			expect(answer.body, path).toEqual({ success: false, code: 403, message: "Forbidden" });
		}
	});

	it("answers 404 for unknown viewers and widgets, and 200 success false for missing custom data", async () => {
		expectError(await call("GET", `/api/warnings/${R}/get/nobody`), 404, "user_not_found");
		expectError(await call("GET", `/api/currency/${W}/get/99999`), 404, "user_not_found");
		expectError(await call("POST", `/api/currency/${W}/action/set/nobody/1`), 404, "user_not_found");
		expectError(await call("POST", `/api/goals/${W}/actions/add/nope/1`), 404, "widget_not_found");
		expectError(await call("POST", `/api/streamathon/${W}/actions/lock/nope/0`), 404, "widget_not_found");
		const missing = await call("GET", `/api/custom-data/${W}/get/missing`);
		expect(missing.status).toBe(200);
		expect(missing.body).toMatchObject({ success: false, error_code: "data_not_found" });
	});

	it("answers 405 for a wrong method", async () => {
		const answer = await call("GET", `/api/goals/${W}/actions/add/main/1`);
		expectError(answer, 405, "method_not_allowed");
		expect(answer.headers.get("allow")).toBe("POST");
		expectError(await call("POST", `/api/ranking/${R}/top/level/global/1`), 405, "method_not_allowed");
		expect(emulator.state.goals.get("main")?.current).toBe(25);
	});
});

describe("paths and recording", () => {
	it("keeps a percent-encoded hostile segment as one decoded segment", async () => {
		const answer = await call("GET", `/api/warnings/${R}/get/a%2Fb%3Fc%23d%25e`);
		expect(answer.body).toMatchObject({ success: true, user: { user_id: "10004", user_name: "a/b?c#d%e" } });
		const [request] = emulator.requests;
		expect(request.rawPath).toBe(`/api/warnings/${R}/get/a%2Fb%3Fc%23d%25e`);
		expect(request.segments).toEqual(["api", "warnings", R, "get", "a/b?c#d%e"]);
		expect(request.query).toEqual({});
	});

	it("records every request in order, with query and status", async () => {
		await call("POST", `/api/custom-events/${W}/send/x?DATA_VAL=1&DATA_VAL=2&JSON_VAL=%5B%5D`);
		await call("GET", `/api/nothing`);
		expect(emulator.requests).toEqual([
			{
				method: "POST",
				rawPath: `/api/custom-events/${W}/send/x`,
				segments: ["api", "custom-events", W, "send", "x"],
				query: { DATA_VAL: ["1", "2"], JSON_VAL: ["[]"] },
				at: expect.any(Number),
				status: 200,
			},
			expect.objectContaining({ method: "GET", rawPath: "/api/nothing", status: 403 }),
		]);
		expect(await emulator.waitForRequests(2)).toHaveLength(2);
	});

	it("rejects waitForRequests when the count is not reached in time: 5 s unless told otherwise", async () => {
		useFakeClock();
		await expect(settlesAt(emulator.waitForRequests(1), 5_000)).rejects.toThrow(/expected 1 requests within 5000 ms/);
		await expect(settlesAt(emulator.waitForRequests(1, 50), 50)).rejects.toThrow(/expected 1 requests within 50 ms/);
	});

	it("resolves waitForRequests once the count arrives", async () => {
		const waiting = emulator.waitForRequests(2);
		await call("GET", `/api/custom-data/${W}/get/counter`);
		await call("GET", `/api/custom-data/${W}/get/song`);
		expect((await waiting).map((request) => request.segments[4])).toEqual(["counter", "song"]);
	});
});

describe("faults", () => {
	it("answers a status fault with the default body and extra headers", async () => {
		emulator.fault({ kind: "status", status: 429, headers: { "Retry-After": "3" } });
		const answer = await call("GET", `/api/custom-data/${W}/get/song`);
		expectError(answer, 429, "too_many_requests");
		expect(answer.headers.get("retry-after")).toBe("3");
		expect(emulator.requests[0].status).toBe(429);
	});

	it("answers a status fault with a custom body and content type, without applying the request", async () => {
		emulator.fault({ kind: "status", status: 500, body: "oops", contentType: "text/plain" });
		const response = await fetch(`${emulator.url}/api/goals/${W}/actions/add/main/5`, { method: "POST" });
		expect(response.status).toBe(500);
		expect(response.headers.get("content-type")).toBe("text/plain");
		expect(await response.text()).toBe("oops");
		expect(emulator.state.goals.get("main")?.current).toBe(25);
	});

	it("delays a normal answer", async () => {
		useFakeClock();
		emulator.fault({ kind: "delay", ms: 150 });
		const pending = call("POST", `/api/goals/${W}/actions/add/main/5`);
		await waitWithoutClock(() => emulator.requests.length === 1, "the request arrived");
		const [request] = emulator.requests;
		expect(emulator.state.goals.get("main")?.current).toBe(25);
		await happensAt(150, () => request.status !== undefined, "answered");
		expect(request.status).toBe(200);
		expect(emulator.state.goals.get("main")?.current).toBe(30);
		expect((await pending).body).toEqual({ success: true, code: 200, change_count: 1 });
	});

	it("delays an answer worked out on arrival: a change made meanwhile is not in it", async () => {
		useFakeClock();
		emulator.fault({ kind: "delay", ms: 150, answerOnArrival: true, times: 1 });
		const pending = call("GET", `/api/warnings/${R}/get/night%20owl`);
		await waitWithoutClock(() => emulator.requests.length === 1, "the request arrived");
		const [request] = emulator.requests;
		emulator.state.findViewer("night owl")!.warnings = 4;
		await happensAt(150, () => request.status !== undefined, "answered");
		expect((await pending).body).toMatchObject({ warning_count: 0 });
		expect(request.status).toBe(200);
		expect((await call("GET", `/api/warnings/${R}/get/night%20owl`)).body).toMatchObject({ warning_count: 4 });
	});

	it("hangs until the client gives up", async () => {
		useFakeClock();
		emulator.fault({ kind: "hang" });
		const controller = new AbortController();
		const pending = fetch(`${emulator.url}/api/custom-data/${W}/get/song`, { signal: controller.signal });
		await waitWithoutClock(() => emulator.requests.length === 1, "the request arrived");
		// Longer than any client waits: no timer answers it.
		await vi.advanceTimersByTimeAsync(60_000);
		expect(emulator.requests[0].status).toBeUndefined();
		controller.abort();
		await expect(pending).rejects.toThrow();
		expect(emulator.requests[0].status).toBeUndefined();
	});

	it("sends malformed JSON with a JSON content type", async () => {
		emulator.fault({ kind: "malformed-json" });
		const response = await fetch(`${emulator.url}/api/custom-data/${W}/get/song`);
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
		await expect(response.json()).rejects.toThrow();
	});

	it("sends an HTML page", async () => {
		emulator.fault({ kind: "html" });
		const response = await fetch(`${emulator.url}/api/custom-data/${W}/get/song`);
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toMatch(/^text\/html/);
		expect(await response.text()).toMatch(/Bad gateway/);
	});

	it("sends success false with and without an error code", async () => {
		emulator.fault({ kind: "success-false", errorCode: "rate_limited", times: 1 });
		emulator.fault({ kind: "success-false", times: 1 });
		const first = await call("POST", `/api/goals/${W}/actions/add/main/5`);
		expect(first.status).toBe(200);
		expect(first.body).toEqual({ success: false, code: 200, error_code: "rate_limited" });
		const second = await call("POST", `/api/goals/${W}/actions/add/main/5`);
		expect(second.body).toEqual({ success: false, code: 200 });
		expect(emulator.state.goals.get("main")?.current).toBe(25);
	});

	it("closes the connection mid-response", async () => {
		emulator.fault({ kind: "reset" });
		const read = async (): Promise<string> => {
			const response = await fetch(`${emulator.url}/api/ranking/${R}/top/level/global/1`);
			return response.text();
		};
		await expect(read()).rejects.toThrow();
		expect(emulator.requests).toHaveLength(1);
	});

	it("applies a fault `times` times, then answers normally", async () => {
		emulator.fault({ kind: "status", status: 503, times: 2 });
		const statuses = [];
		for (let attempt = 0; attempt < 3; attempt++) {
			statuses.push((await call("GET", `/api/custom-data/${W}/get/song`)).status);
		}
		expect(statuses).toEqual([503, 503, 200]);
	});

	it("applies a fault only to paths containing `match`; the first matching fault wins", async () => {
		emulator.fault({ kind: "status", status: 401, match: "/goals/" });
		emulator.fault({ kind: "status", status: 500, match: "/goals/" });
		emulator.fault({ kind: "status", status: 502, match: "/streamathon/" });
		expect((await call("POST", `/api/goals/${W}/actions/add/main/5`)).status).toBe(401);
		expect((await call("POST", `/api/streamathon/${W}/actions/lock/main/0`)).status).toBe(502);
		expect((await call("GET", `/api/custom-data/${W}/get/song`)).status).toBe(200);
		emulator.clearFaults();
		expect((await call("POST", `/api/goals/${W}/actions/add/main/5`)).status).toBe(200);
	});
});

describe("state page", () => {
	it("shows the model as HTML without the keys and escapes names", async () => {
		emulator.state.viewers.push({
			id: "666",
			name: "<script>x</script>",
			warnings: 0,
			currency: 1,
			stats: {
				uptime: { week: 0, month: 0, global: 0 },
				message: { week: 0, month: 0, global: 0 },
				ranks: 0,
				level: 0,
			},
		});
		await call("POST", `/api/custom-events/${W}/send/party`);
		const response = await fetch(`${emulator.url}/`);
		expect(response.headers.get("content-type")).toMatch(/^text\/html/);
		const html = await response.text();
		for (const text of ["main", "subs", "backup", "Ünïcode Fan", "Never Gonna Give You Up", "party", "night owl"]) {
			expect(html).toContain(text);
		}
		expect(html).toContain("&#60;script&#62;");
		expect(html).not.toContain("<script>");
		expect(html).not.toContain(R);
		expect(html).not.toContain(W);
		expect(html).toMatch(/http-equiv="refresh"/);
		expect(html).not.toMatch(/(src|href)="https?:/);
	});

	it("gives the same model as JSON, and neither page is recorded", async () => {
		await call("POST", `/api/goals/${W}/actions/set/main/7`);
		const response = await fetch(`${emulator.url}/state`);
		const state = (await response.json()) as StateJson;
		expect(state.goals[0]).toMatchObject({ id: "main", current: 7 });
		expect(state).toEqual(emulator.state.snapshot());
		expect(JSON.stringify(state)).not.toContain(W);
		await fetch(`${emulator.url}/`);
		expect(emulator.requests).toHaveLength(1);
	});
});

describe("lifecycle", () => {
	it("reset() seeds the state again and clears requests and faults", async () => {
		const goals = emulator.state.goals;
		await call("POST", `/api/goals/${W}/actions/set/main/99`);
		emulator.state.customData.delete("song");
		emulator.fault({ kind: "status", status: 500 });
		emulator.reset();
		expect(emulator.requests).toEqual([]);
		expect(emulator.state.goals).toBe(goals);
		expect(goals.get("main")?.current).toBe(25);
		expect((await call("GET", `/api/custom-data/${W}/get/song`)).status).toBe(200);
	});

	it("close() ends hanging requests and idle keep-alive connections", async () => {
		const own = await startEmulator();
		expect(own.url).toBe(`http://127.0.0.1:${own.port}`);
		expect((await fetch(`${own.url}/api/warnings/${R}/get/10001`)).status).toBe(200);
		own.fault({ kind: "hang" });
		const hanging = expect(fetch(`${own.url}/api/warnings/${R}/get/10001`)).rejects.toThrow();
		const waiting = expect(own.waitForRequests(10)).rejects.toThrow(/closed/);
		await own.waitForRequests(2);
		await own.close();
		await hanging;
		await waiting;
		await expect(fetch(`${own.url}/api/warnings/${R}/get/10001`)).rejects.toThrow();
	});
});
