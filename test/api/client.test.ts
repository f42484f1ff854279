import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ChannelCompanionClient, type ClientOptions } from "../../src/api/client";
import { DEFAULT_TIMEOUT_MS } from "../../src/api/http-request";
import { ApiError } from "../../src/contract/errors";
import { type ApiEmulator, startEmulator } from "../../tools/emulator/server";
import { settlesAt, useFakeClock, waitWithoutClock } from "../../tools/fake-clock";
import { closedLoopbackPort } from "../../tools/host/ports";

const READ_KEY = "rk-Secret/Read?Key#1";
const WRITE_KEY = "wk-Secret%Write&Key 2";

const emulator: ApiEmulator = await startEmulator({ readKey: READ_KEY, writeKey: WRITE_KEY });

afterAll(() => emulator.close());

beforeEach(() => {
	emulator.reset();
});

afterEach(() => {
	vi.useRealTimers();
});

/**
 * A client for the emulator, with options overridden.
 * @param options Options to override.
 * @returns The client.
 */
function client(options: Partial<ClientOptions> = {}): ChannelCompanionClient {
	return new ChannelCompanionClient({ baseUrl: emulator.url, readKey: READ_KEY, writeKey: WRITE_KEY, ...options });
}

/**
 * Runs a call that must fail and returns its error, after checking that no key leaked into it.
 * @param call The call.
 * @returns The error.
 */
async function failure(call: Promise<unknown>): Promise<ApiError> {
	const error = await call.then(
		() => {
			throw new Error("the call succeeded");
		},
		(caught: unknown) => caught,
	);
	expect(error).toBeInstanceOf(ApiError);
	const text = `${(error as Error).message} ${JSON.stringify(error)} ${(error as Error).stack}`;
	for (const key of [READ_KEY, WRITE_KEY, encodeURIComponent(READ_KEY), encodeURIComponent(WRITE_KEY)]) {
		expect(text).not.toContain(key);
	}
	return error as ApiError;
}

describe("endpoints", () => {
	it("reads a top list with the read key, values parsed from numeric text", async () => {
		const top = await client().getTop("message", "week", 3);
		expect(top.entries.map((entry) => entry.userName)).toEqual(["Moderator_Mia", "night owl", "StreamFan42"]);
		expect(top.entries[0]).toEqual({ rank: 1, userName: "Moderator_Mia", userId: "10006", value: 600 });
		expect(top.cacheTimestamp).toBeGreaterThan(1_700_000_000);
		expect(top.cacheTimestamp).toBeLessThan(Date.now() / 1000 + 5);
		expect(emulator.requests.at(-1)?.segments).toEqual(["api", "ranking", READ_KEY, "top", "message", "week", "3"]);
	});

	it("reads a warning count by name and by platform ID", async () => {
		const byName = await client().getWarnings("Ünïcode Fan");
		expect(byName).toMatchObject({ viewer: { id: "10003", name: "Ünïcode Fan" }, warningCount: 2 });
		const byId = await client().getWarnings("10003");
		expect(byId.warningCount).toBe(2);
	});

	it("reads a currency balance with the write key", async () => {
		const balance = await client().getCurrency("StreamFan42");
		expect(balance).toMatchObject({ viewer: { id: "10001" }, currency: 1500 });
		expect(emulator.requests.at(-1)?.segments[2]).toBe(WRITE_KEY);
	});

	it("acts on a goal widget and on all of them", async () => {
		expect(await client().goalAction("add", "main", 5)).toEqual({ changeCount: 1 });
		expect(emulator.state.goals.get("main")?.current).toBe(30);
		expect(await client().goalAction("add", "all", 1)).toEqual({ changeCount: 2 });
		await client().goalAction("set_goal", "subs", 50);
		expect(emulator.state.goals.get("subs")).toMatchObject({ current: 4, target: 50 });
		await client().goalAction("lock", "main", 0);
		expect(emulator.state.goals.get("main")?.locked).toBe(true);
	});

	it("acts on a streamathon widget", async () => {
		await client().streamathonAction("add_seconds", "main", 90);
		expect(emulator.state.streamathons.get("main")?.seconds).toBe(3690);
		await client().streamathonAction("reset", "backup", 2);
		expect(emulator.state.streamathons.get("backup")?.seconds).toBe(120);
		expect(emulator.requests.at(-1)?.rawPath).toBe(
			`/api/streamathon/${encodeURIComponent(WRITE_KEY)}/actions/reset/backup/2`,
		);
	});

	it("reads custom data", async () => {
		emulator.state.customData.set("now-playing", "Song — Artist");
		expect(await client().getCustomData("now-playing")).toMatchObject({
			dataKey: "now-playing",
			value: "Song — Artist",
		});
	});

	it("sends a custom event in each mode", async () => {
		await client().sendCustomEvent("confetti");
		await client().sendCustomEvent("hello world", "data");
		await client().sendCustomEvent('["a", "b/c"]', "json");
		const [path, data, json] = emulator.requests.slice(-3);
		expect(path.segments.at(-1)).toBe("confetti");
		expect(path.query).toEqual({});
		expect(data.segments.at(-1)).toBe("hello world");
		expect(data.query).toEqual({ DATA_VAL: ["hello world"] });
		expect(json.query).toEqual({ JSON_VAL: ['["a","b/c"]'] });
		expect(json.segments.at(-1)).toBe('["a","b/c"]');
		expect(emulator.state.customEvents).toHaveLength(3);
	});

	it("sends a stand-in path segment when a data value cannot travel in a path", async () => {
		await client().sendCustomEvent("..", "data");
		const request = emulator.requests.at(-1);
		expect(request?.segments.at(-1)).toBe("data");
		expect(request?.query).toEqual({ DATA_VAL: [".."] });
	});

	it("sets and removes currency, honouring FORCE", async () => {
		await client().setCurrency("night owl", 100);
		expect(emulator.state.findViewer("night owl")?.currency).toBe(100);
		await client().removeCurrency("night owl", 40, false);
		expect(emulator.state.findViewer("night owl")?.currency).toBe(60);
		expect(emulator.requests.at(-1)?.segments.slice(-3)).toEqual(["night owl", "40", "0"]);
		const error = await failure(client().removeCurrency("night owl", 500, false));
		expect(error.kind).toBe("insufficient-funds");
		expect(error.errorCode).toBe("insufficient_funds");
		expect(emulator.state.findViewer("night owl")?.currency).toBe(60);
		await client().removeCurrency("night owl", 500, true);
		expect(emulator.requests.at(-1)?.segments.at(-1)).toBe("1");
	});
});

describe("hostile names travel as one segment", () => {
	const names = [
		"a/b?c#d%e",
		"Ünïcode Fan",
		"  night owl  ",
		"x&y=z",
		"semi;colon",
		"tab\there",
		"emoji 🎉",
		"…/..",
		"%2F",
	];
	for (const name of names) {
		it(`sends ${JSON.stringify(name)} intact`, async () => {
			await client()
				.getWarnings(name)
				.catch(() => undefined);
			const request = emulator.requests.at(-1);
			expect(request?.segments).toHaveLength(5);
			// Trimming is the settings specs' job: the client sends exactly the value it is given.
			expect(request?.segments[4]).toBe(name);
		});
	}

	it("finds the viewer whose name holds URL syntax", async () => {
		expect((await client().getCurrency("a/b?c#d%e")).viewer.id).toBe("10004");
	});
});

describe("input validation refuses before sending", () => {
	const refused: [string, () => Promise<unknown>][] = [
		["LIMIT 0", () => client().getTop("message", "global", 0)],
		["LIMIT 101", () => client().getTop("message", "global", 101)],
		["LIMIT 1.5", () => client().getTop("message", "global", 1.5)],
		["LIMIT NaN", () => client().getTop("message", "global", Number.NaN)],
		["TOP_TYPE", () => client().getTop("followers" as never, "global", 1)],
		["TOP_SUB_TYPE", () => client().getTop("message", "year" as never, 1)],
		["empty viewer", () => client().getWarnings("   ")],
		["viewer '.'", () => client().getWarnings(".")],
		["viewer '..'", () => client().getCurrency("..")],
		["10 kB viewer", () => client().getWarnings("x".repeat(10_000))],
		["DATA_KEY with a space", () => client().getCustomData("now playing")],
		["DATA_KEY with a slash", () => client().getCustomData("a/b")],
		["DATA_KEY unicode", () => client().getCustomData("ключ")],
		["goal action", () => client().goalAction("explode" as never, "main", 1)],
		["goal value decimal", () => client().goalAction("add", "main", 2.5)],
		["goal widget empty", () => client().goalAction("add", "", 1)],
		["streamathon action", () => client().streamathonAction("add" as never, "main", 1)],
		["currency set negative", () => client().setCurrency("night owl", -1)],
		["currency remove zero", () => client().removeCurrency("night owl", 0, false)],
		["FORCE not boolean", () => client().removeCurrency("night owl", 1, "maybe" as never)],
		["JSON_VAL not an array", () => client().sendCustomEvent('{"a":1}', "json")],
		["JSON_VAL array of numbers", () => client().sendCustomEvent("[1,2]", "json")],
		["JSON_VAL not JSON", () => client().sendCustomEvent("[a", "json")],
		["event mode", () => client().sendCustomEvent("x", "body" as never)],
	];
	for (const [name, call] of refused) {
		it(`refuses ${name}`, async () => {
			const error = await failure(call());
			expect(error.kind).toBe("invalid-input");
			expect(error.message.length).toBeGreaterThan(5);
			expect(emulator.requests).toHaveLength(0);
		});
	}

	it("takes typed values only: numeric text is the settings specs' to read, not the client's", async () => {
		const error = await failure(client().goalAction("add", "main", "7" as never));
		expect(error.kind).toBe("invalid-input");
		expect(error.field).toBe("value");
		expect(emulator.requests).toHaveLength(0);
	});
});

describe("configuration", () => {
	it("refuses a missing base URL or key as not configured", async () => {
		expect((await failure(client({ baseUrl: undefined }).getTop("level", "global", 1))).kind).toBe("not-configured");
		expect((await failure(client({ readKey: "" }).getTop("level", "global", 1))).kind).toBe("not-configured");
		expect((await failure(client({ writeKey: " " }).getCurrency("night owl"))).kind).toBe("not-configured");
		expect(emulator.requests).toHaveLength(0);
	});

	it("refuses plain http to another machine and malformed URLs", async () => {
		for (const baseUrl of [
			"http://example.com",
			"http://192.168.1.10:7070",
			"ftp://127.0.0.1",
			"not a url",
			"https://user:pw@api.example.com",
			"https://api.example.com/?x=1",
		]) {
			const error = await failure(client({ baseUrl }).getTop("level", "global", 1));
			expect(error.kind).toBe("invalid-input");
			expect(error.field).toBe("baseUrl");
		}
	});

	it("keeps refusing a bad base URL on every call of a client that is reused", async () => {
		const reused = client({ baseUrl: "not a url" });
		for (let call = 0; call < 2; call++) {
			expect((await failure(reused.getTop("level", "global", 1))).rule).toBe("base-url-invalid");
		}
		expect(emulator.requests).toHaveLength(0);
	});

	it("sends every call of a reused client to the base URL under its path", async () => {
		const reused = client({ baseUrl: `${emulator.url}/` });
		await reused.getTop("level", "global", 1);
		await reused.getCurrency("night owl");
		expect(emulator.requests.map((request) => request.rawPath.split("/").slice(0, 3).join("/"))).toEqual([
			"/api/ranking",
			"/api/currency",
		]);
	});

	it("sends a call made again as it was built the first time, and builds another for other values", async () => {
		const reused = client();
		await reused.goalAction("add", "main", 5);
		await reused.goalAction("add", "main", 5);
		await reused.goalAction("add", "main", 6);
		await reused.goalAction("remove", "main", 5);
		expect(emulator.requests.map((request) => request.segments.slice(3).join("/"))).toEqual([
			"actions/add/main/5",
			"actions/add/main/5",
			"actions/add/main/6",
			"actions/remove/main/5",
		]);
		expect(emulator.state.goals.get("main")?.current).toBe(25 + 5 + 5 + 6 - 5);
	});

	it("gives a key a client of its own that talks to the same API with the same keys and reports to the same log", async () => {
		const records: string[] = [];
		const shared = client({ onRequest: (record) => records.push(`${record.method} ${record.path()}`) });
		const own = shared.forOneKey();
		expect(own).not.toBe(shared);
		await own.goalAction("add", "main", 2);
		await own.goalAction("add", "main", 2);
		await shared.goalAction("add", "main", 2);
		expect(emulator.requests.map((request) => request.segments.slice(3).join("/"))).toEqual([
			"actions/add/main/2",
			"actions/add/main/2",
			"actions/add/main/2",
		]);
		expect(emulator.state.goals.get("main")?.current).toBe(25 + 6);
		await new Promise((resolve) => setImmediate(resolve));
		expect(records).toEqual(Array(3).fill("POST /api/goals/{W}/actions/add/main/2"));
	});

	it("refuses bad values on every call of a reused client, sending nothing", async () => {
		const reused = client();
		for (let call = 0; call < 2; call++) {
			expect((await failure(reused.goalAction("add", " ", 5))).field).toBe("widgetId");
			expect((await failure(reused.goalAction("add", "main", 1.5))).field).toBe("value");
			expect((await failure(reused.goalAction("bogus" as never, "main", 5))).field).toBe("goalAction");
		}
		expect(emulator.requests).toHaveLength(0);
	});

	it("tells diagnostics of every call of a reused request, the balance to set kept out", async () => {
		const records: string[] = [];
		const reused = client({
			onRequest: (record) => records.push(`${record.method} ${record.path()} ${record.status}`),
		});
		await reused.setCurrency("night owl", 42);
		await reused.setCurrency("night owl", 42);
		// Diagnostics hear of a request once the caller's turn has settled.
		await new Promise((resolve) => setImmediate(resolve));
		expect(records).toEqual([
			"POST /api/currency/{W}/action/set/night%20owl/{amount} 200",
			"POST /api/currency/{W}/action/set/night%20owl/{amount} 200",
		]);
	});

	it("accepts loopback http with a trailing slash", async () => {
		await client({ baseUrl: `${emulator.url}/` }).getTop("level", "global", 1);
		await client({ baseUrl: emulator.url.replace("127.0.0.1", "localhost") }).getTop("level", "global", 1);
		expect(emulator.requests.map((request) => request.rawPath.startsWith("/api/ranking/"))).toEqual([true, true]);
	});
});

describe("failures", () => {
	it("reports a wrong key and a key of the wrong kind as refused", async () => {
		const wrong = await failure(client({ readKey: "nope" }).getTop("level", "global", 1));
		expect(wrong).toMatchObject({ kind: "key-refused", status: 403 });
		const wrongKind = await failure(client({ readKey: WRITE_KEY }).getWarnings("night owl"));
		expect(wrongKind.kind).toBe("key-refused");
		emulator.fault({ kind: "status", status: 401 });
		expect((await failure(client().getCurrency("night owl"))).kind).toBe("key-refused");
	});

	it("reports a closed port as a network failure", async () => {
		const baseUrl = `http://127.0.0.1:${await closedLoopbackPort()}`;
		const error = await failure(client({ baseUrl }).goalAction("add", "main", 1));
		expect(error.kind).toBe("network");
	});

	it("abandons a request that gets no answer within 10 s", async () => {
		useFakeClock();
		emulator.fault({ kind: "hang" });
		const call = client().goalAction("add", "main", 1);
		await waitWithoutClock(() => emulator.requests.length === 1, "the request arrived");
		const error = await failure(settlesAt(call, DEFAULT_TIMEOUT_MS));
		expect(error).toMatchObject({ kind: "timeout", message: expect.stringMatching(/^No answer within 10 s /) });
		expect(emulator.requests).toHaveLength(1);
	});

	it("abandons an answer slower than the timeout it was given", async () => {
		useFakeClock();
		// The answer would come a millisecond after the client gave up.
		emulator.fault({ kind: "delay", ms: 301 });
		const call = client({ timeoutMs: 300 }).getTop("level", "global", 1);
		await waitWithoutClock(() => emulator.requests.length === 1, "the request arrived");
		expect((await failure(settlesAt(call, 300))).kind).toBe("timeout");
		expect(emulator.requests[0].status).toBeUndefined();
	});

	it("reports a connection closed mid-answer as a network failure, sent once", async () => {
		emulator.fault({ kind: "reset" });
		expect((await failure(client().goalAction("add", "main", 1))).kind).toBe("network");
		expect(emulator.requests).toHaveLength(1);
	});

	it("reports HTTP errors with their status, and 429 as the rate limit with its Retry-After", async () => {
		emulator.fault({ kind: "status", status: 500, times: 1 });
		expect(await failure(client().goalAction("add", "main", 1))).toMatchObject({ kind: "http", status: 500 });
		emulator.fault({ kind: "status", status: 429, headers: { "Retry-After": "7" }, times: 1 });
		expect(await failure(client().getTop("level", "global", 1))).toMatchObject({
			kind: "rate-limited",
			status: 429,
			retryAfterSeconds: 7,
		});
		emulator.fault({ kind: "status", status: 429, times: 1 });
		expect((await failure(client().getTop("level", "global", 1))).retryAfterSeconds).toBeUndefined();
		expect(emulator.requests).toHaveLength(3);
	});

	it("reports success: false as an API error, with its error_code", async () => {
		emulator.fault({ kind: "success-false", errorCode: "widget_busy", times: 1 });
		expect(await failure(client().goalAction("add", "main", 1))).toMatchObject({
			kind: "api",
			errorCode: "widget_busy",
		});
		emulator.fault({ kind: "success-false", times: 1 });
		const bare = await failure(client().goalAction("add", "main", 1));
		expect(bare.kind).toBe("api");
		expect(bare.errorCode).toBeUndefined();
	});

	it("reports an unknown viewer or widget as missing, with the server's error code", async () => {
		const viewer = await failure(client().getWarnings("nobody-here"));
		expect(viewer).toMatchObject({ kind: "viewer-not-found", status: 404, errorCode: "user_not_found" });
		expect(viewer.message).toBe(
			`The API has no such viewer (HTTP 404 (user_not_found)): GET /api/warnings/***/get/nobody-here.`,
		);
		expect(await failure(client().setCurrency("nobody-here", 1))).toMatchObject({ kind: "viewer-not-found" });
		expect(await failure(client().goalAction("add", "nope", 1))).toMatchObject({ kind: "widget-not-found" });
		expect(await failure(client().streamathonAction("lock", "nope", 0))).toMatchObject({ kind: "widget-not-found" });
	});

	it("takes the API's own 404 as the viewer or widget of the path missing, and a 404 page of another server not", async () => {
		emulator.fault({ kind: "status", status: 404, times: 2 });
		expect(await failure(client().getCurrency("StreamFan42"))).toMatchObject({ kind: "viewer-not-found" });
		expect(await failure(client().goalAction("add", "main", 1))).toMatchObject({ kind: "widget-not-found" });
		// A path that names neither: the 404 says nothing more.
		emulator.fault({ kind: "status", status: 404, times: 1 });
		expect(await failure(client().getCustomData("song"))).toMatchObject({ kind: "http", status: 404 });
		emulator.fault({ kind: "status", status: 404, contentType: "text/html", body: "<h1>Not Found</h1>", times: 1 });
		expect(await failure(client().getWarnings("night owl"))).toMatchObject({ kind: "http", status: 404 });
		// A code that names what is missing says so whatever the status.
		emulator.fault({ kind: "success-false", errorCode: "widget_not_found", times: 1 });
		expect(await failure(client().goalAction("add", "main", 1))).toMatchObject({ kind: "widget-not-found" });
	});

	it("fails a goal write answered with change_count 0 as no change, but not a lock or unlock", async () => {
		await client().goalAction("lock", "main", 0);
		for (const verb of ["add", "remove", "set", "reset"] as const) {
			const error = await failure(client().goalAction(verb, "main", 5));
			expect(error, verb).toMatchObject({ kind: "no-change", status: 200 });
			expect(error.message).toBe(
				`The API applied no change (change_count 0): POST /api/goals/***/actions/${verb}/main/5.`,
			);
		}
		expect(emulator.state.goals.get("main")).toMatchObject({ current: 25, locked: true });
		for (const verb of ["add_goal", "set_goal"] as const) {
			emulator.fault({ kind: "status", status: 200, body: '{"success":true,"code":200,"change_count":0}', times: 1 });
			expect(await failure(client().goalAction(verb, "main", 5)), verb).toMatchObject({ kind: "no-change" });
		}
		expect(await client().goalAction("lock", "main", 0)).toEqual({ changeCount: 1 });
		emulator.fault({ kind: "status", status: 200, body: '{"success":true,"code":200,"change_count":0}', times: 1 });
		expect(await client().goalAction("unlock", "main", 0)).toEqual({ changeCount: 0 });
	});

	it("fails a timer write answered with change_count 0 as no change, as a goal's; an answer without one applied", async () => {
		await client().streamathonAction("lock", "main", 0);
		for (const verb of ["add_seconds", "remove_seconds", "reset"] as const) {
			const error = await failure(client().streamathonAction(verb, "main", 5));
			expect(error, verb).toMatchObject({ kind: "no-change", status: 200 });
			expect(error.message).toBe(
				`The API applied no change (change_count 0): POST /api/streamathon/***/actions/${verb}/main/5.`,
			);
		}
		expect(emulator.state.streamathons.get("main")).toMatchObject({ seconds: 3600, locked: true });
		emulator.fault({ kind: "status", status: 200, body: '{"success":true,"code":200,"change_count":0}', times: 1 });
		expect(await client().streamathonAction("unlock", "main", 0)).toEqual({ changeCount: 0 });
		// The specification's answer has no change_count: it is taken as applied.
		emulator.fault({ kind: "status", status: 200, body: '{"success":true,"code":200}', times: 1 });
		expect(await client().streamathonAction("add_seconds", "main", 5)).toEqual({ changeCount: undefined });
	});

	it("reports bodies that are not the specified JSON as malformed", async () => {
		emulator.fault({ kind: "malformed-json", times: 1 });
		expect((await failure(client().getTop("level", "global", 1))).kind).toBe("malformed-response");
		emulator.fault({ kind: "html", times: 1 });
		expect((await failure(client().getTop("level", "global", 1))).kind).toBe("malformed-response");
		const shapes = [
			'{"success":true,"code":200,"list":[{"user_name":"a","user_uid":"1","value":"12x"}]}',
			'{"success":true,"code":200,"list":"nope"}',
			'{"code":200,"list":[]}',
			'"just text"',
			'{"success":true,"code":"2OO","list":[]}',
		];
		for (const body of shapes) {
			emulator.fault({ kind: "status", status: 200, body, times: 1 });
			const error = await failure(client().getTop("level", "global", 1));
			expect(error.kind, body).toBe("malformed-response");
		}
	});

	it("takes a write the server applied as done, whatever details its answer lacks", async () => {
		emulator.fault({ kind: "status", status: 200, body: '{"success":true}', times: 3 });
		await client().goalAction("add", "main", 1);
		await client().streamathonAction("add_seconds", "main", 1);
		expect(await client().setCurrency("night owl", 5)).toEqual({ viewer: undefined });
		emulator.fault({ kind: "status", status: 200, body: '{"success":true,"change_count":"two"}', times: 1 });
		expect(await client().goalAction("add", "main", 1)).toEqual({ changeCount: undefined });
	});

	it("never follows a redirect that could carry the key elsewhere", async () => {
		emulator.fault({ kind: "status", status: 302, headers: { Location: "http://127.0.0.2:9/steal" }, times: 1 });
		expect(await failure(client().getTop("level", "global", 1))).toMatchObject({ kind: "http", status: 302 });
		expect(emulator.requests).toHaveLength(1);
	});

	it("sends exactly one request per call, also when it fails", async () => {
		emulator.fault({ kind: "status", status: 503 });
		await failure(client().setCurrency("night owl", 5));
		await failure(client().removeCurrency("night owl", 5, true));
		expect(emulator.requests).toHaveLength(2);
	});
});
