import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ChannelCompanionClient, type ClientOptions } from "../../src/api/client";
import { ApiError } from "../../src/contract/errors";
import { type ApiEmulator, startEmulator } from "../../tools/emulator/server";
import { happensAt, useFakeClock, waitWithoutClock } from "../../tools/fake-clock";
import { ANSWER_FIXTURES, CALLS } from "./answer-fixtures";

const READ_KEY = "rk-Shape/Read?Key#5";
const WRITE_KEY = "wk-Shape%Write&Key 6";

const emulator: ApiEmulator = await startEmulator({ readKey: READ_KEY, writeKey: WRITE_KEY });

afterAll(() => emulator.close());

beforeEach(() => {
	emulator.reset();
	emulator.setRateLimit(undefined);
	emulator.setLatency(0);
});

afterEach(() => {
	vi.useRealTimers();
});

/**
 * A client for the emulator.
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
	const error: unknown = await call.then(
		(value) => new Error(`the call succeeded with ${JSON.stringify(value)}`),
		(caught: unknown) => caught,
	);
	expect(error).toBeInstanceOf(ApiError);
	const text = `${(error as Error).message} ${JSON.stringify(error)}`;
	for (const key of [READ_KEY, WRITE_KEY, encodeURIComponent(READ_KEY), encodeURIComponent(WRITE_KEY)]) {
		expect(text).not.toContain(key);
	}
	return error as ApiError;
}

describe("answers as the service gives them, through real HTTP", () => {
	it.each(ANSWER_FIXTURES.map((fixture) => [fixture.name, fixture] as const))("%s", async (_name, fixture) => {
		const body = typeof fixture.body === "string" ? fixture.body : JSON.stringify(fixture.body);
		const headers = fixture.headers ?? {};
		const contentType = headers["Content-Type"];
		emulator.fault({ kind: "status", status: fixture.status, body, headers, contentType, times: 1 });
		const call = CALLS[fixture.call](client());
		if ("result" in fixture) {
			expect(await call).toMatchObject(fixture.result);
		} else {
			const error = await failure(call);
			expect(error.kind).toBe(fixture.kind);
			expect(error).toMatchObject(fixture.details ?? {});
		}
		// One request per call, also for a write the server may have applied: nothing is ever sent twice.
		expect(emulator.requests).toHaveLength(1);
	});
});

describe("the emulator behaves like the service", () => {
	it("refuses calls faster than its rate limit with HTTP 500 spam_limit_exceeded, counted per key", async () => {
		emulator.setRateLimit({ requests: 2, perMs: 60_000 });
		await client().getTop("level", "global", 1);
		await client().goalAction("add", "main", 1);
		await client().getWarnings("StreamFan42");
		expect(await failure(client().getTop("level", "global", 1))).toMatchObject({
			kind: "rate-limited",
			status: 500,
			errorCode: "spam_limit_exceeded",
		});
		await client().goalAction("add", "main", 1);
		const refusedWrite = await failure(client().goalAction("add", "main", 1));
		expect(refusedWrite.kind).toBe("rate-limited");
		// The refused write changed nothing, and was not sent again.
		expect(emulator.state.goals.get("main")?.current).toBe(27);
		expect(emulator.requests.map((request) => request.status)).toEqual([200, 200, 200, 500, 200, 500]);
	});

	it("lets calls through again once the window has passed", async () => {
		useFakeClock();
		emulator.setRateLimit({ requests: 1, perMs: 200 });
		await client().getTop("level", "global", 1);
		expect((await failure(client().getTop("level", "global", 1))).kind).toBe("rate-limited");
		vi.advanceTimersByTime(199);
		expect((await failure(client().getTop("level", "global", 1))).kind).toBe("rate-limited");
		vi.advanceTimersByTime(1);
		await expect(client().getTop("level", "global", 1)).resolves.toBeDefined();
		expect(emulator.requests.map((request) => request.status)).toEqual([200, 500, 500, 200]);
	});

	it("answers after its latency", async () => {
		useFakeClock();
		emulator.setLatency(300);
		const answer = client().getCustomData("song");
		await waitWithoutClock(() => emulator.requests.length === 1, "the request arrived");
		await happensAt(300, () => emulator.requests[0].status !== undefined, "answered");
		expect(await answer).toMatchObject({ dataKey: "song" });
	});

	it("answers missing custom data with HTTP 200 and success false", async () => {
		const error = await failure(client().getCustomData("missing"));
		expect(error).toMatchObject({ kind: "api", status: 200, errorCode: "data_not_found" });
	});

	it("sends a stored number as a number, shown as text", async () => {
		expect(await client().getCustomData("deaths")).toMatchObject({ dataKey: "deaths", value: "3" });
	});

	it("sends ranking values and viewer IDs as text", async () => {
		const response = await fetch(`${emulator.url}/api/ranking/${encodeURIComponent(READ_KEY)}/top/level/global/1`);
		const body = (await response.json()) as { list: { user_uid: unknown; value: unknown }[] };
		expect(typeof body.list[0].value).toBe("string");
		expect(typeof body.list[0].user_uid).toBe("string");
	});

	it("refuses a path it does not serve with 403 even with a valid key, which is not blamed on the key", async () => {
		const underPath = await failure(client({ baseUrl: `${emulator.url}/api` }).getTop("level", "global", 1));
		expect(underPath).toMatchObject({ kind: "http", status: 403 });
		expect(underPath.message).toMatch(/base URL/);
		const badKey = await failure(client({ readKey: "not-the-key" }).getTop("level", "global", 1));
		expect(badKey).toMatchObject({ kind: "key-refused", status: 403 });
	});
});
