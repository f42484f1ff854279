import { afterEach, describe, expect, it, vi } from "vitest";

import { goalsAction, streamathonAction } from "../../../tools/emulator/endpoints";
import { EmulatorState } from "../../../tools/emulator/state";
import { settlesAt, useFakeClock } from "../../../tools/fake-clock";
import { ChannelCompanionClient } from "../../api/client";
import { isDemoBaseUrl, parseBaseUrl } from "../../contract/base-url";
import { isApiError } from "../../contract/errors";
import { DemoChannel } from "../demo-channel";
import { answerDemo } from "../demo-routes";
import { DEMO_ANSWER_MS, sendDemo } from "../demo-transport";

/**
 * Sends one request to a demo channel, as the client would.
 * @param channel The channel.
 * @param method The method.
 * @param path The path after `/api/`, segments decoded.
 * @param query The query, if any.
 * @returns The answer.
 */
function ask(channel: DemoChannel, method: string, path: string, query = ""): ReturnType<typeof answerDemo> {
	return answerDemo(channel, { method, segments: path.split("/"), query: new URLSearchParams(query) });
}

describe("The demo channel's base URL", () => {
	it("is the word demo, in any case, with spaces around it", () => {
		for (const value of ["demo", " Demo ", "DEMO"]) {
			expect(isDemoBaseUrl(value)).toBe(true);
			expect(parseBaseUrl(value)).toBe("demo");
		}
		for (const value of ["demos", "https://demo", "demo/", undefined, 1]) expect(isDemoBaseUrl(value)).toBe(false);
	});
});

describe("The demo channel's rules", () => {
	it("starts the same way every time: the same viewers, values and lists", () => {
		const [a, b] = [new DemoChannel(), new DemoChannel()];
		expect(a.top("message", "week", 100)).toEqual(b.top("message", "week", 100));
		expect(a.viewer("somebody new")).toEqual(b.viewer("somebody new"));
		expect(a.goal("subs")).toEqual(b.goal("subs"));
		expect(a.timer("backup")).toEqual(b.timer("backup"));
		expect(a.data("deaths")).toBe(b.data("deaths"));
		expect(a.top("message", "week", 100)).toHaveLength(100);
	});

	it("makes up text for a data key that names text, and a number for any other", () => {
		const channel = new DemoChannel();
		for (const key of ["song", "now_playing", "streamTitle", "status", "last-message", "game", "top_donor"]) {
			const value = channel.data(key);
			expect(value, key).toMatch(/[A-Za-z]/);
			expect(new DemoChannel().data(key), key).toBe(value);
		}
		for (const key of ["deaths", "wins", "counter_2", "hype"]) {
			expect(channel.data(key), key).toMatch(/^\d{1,3}$/);
		}
		// Plurals name the same text; a word inside another word does not.
		expect(channel.data("messages")).toMatch(/[A-Za-z]/);
		expect(channel.data("subtotal")).toMatch(/^\d{1,3}$/);
	});

	it("knows any viewer, by name in any case or by id, with a plausible balance and warning count", () => {
		const channel = new DemoChannel();
		const viewer = channel.viewer("Night Owl 42");
		expect(channel.viewer("night owl 42")).toBe(viewer);
		expect(channel.viewer(viewer.id)).toBe(viewer);
		expect(viewer.currency % 5).toBe(0);
		expect(viewer.currency).toBeLessThanOrEqual(5000);
		expect([0, 1, 2, 3]).toContain(viewer.warnings);
		const answer = ask(channel, "GET", "warnings/R/get/Night Owl 42");
		expect(answer).toEqual({
			status: 200,
			body: expect.objectContaining({
				success: true,
				code: 200,
				warning_count: viewer.warnings,
				user: { user_id: viewer.id, user_name: "Night Owl 42" },
			}) as unknown,
		});
	});

	it("ranks every list largest first; the currency list follows balances, and periods shrink from global to week", () => {
		const channel = new DemoChannel();
		for (const type of ["uptime", "message", "currency", "ranks", "level"] as const) {
			for (const period of ["week", "month", "global"] as const) {
				const rows = channel.top(type, period, 100).map((row) => row.value);
				expect(rows).toEqual([...rows].sort((x, y) => y - x));
			}
		}
		const name = channel.top("message", "global", 1)[0].viewer.name;
		const score = (period: "global" | "month" | "week"): number =>
			channel.top("message", period, 100).find((row) => row.viewer.name === name)?.value ?? -1;
		expect(score("week")).toBeLessThanOrEqual(score("month"));
		expect(score("month")).toBeLessThanOrEqual(score("global"));
		channel.setCurrency("newcomer", 99_999);
		const answer = ask(channel, "GET", "ranking/R/top/currency/global/2");
		expect(answer.body.list).toEqual([
			{ user_name: "newcomer", user_uid: channel.viewer("newcomer").id, value: "99999" },
			expect.objectContaining({ user_name: expect.any(String) as unknown }),
		]);
		expect(ask(channel, "GET", "ranking/R/top/message/global/101").body).toMatchObject({ success: false });
	});

	it("counts goal changes: a locked goal changes nothing until unlocked, and `all` acts on every goal", () => {
		const channel = new DemoChannel();
		const goal = channel.goal("subs");
		const before = goal.current;
		expect(ask(channel, "POST", "goals/W/actions/add/subs/5").body).toEqual({
			success: true,
			code: 200,
			change_count: 1,
		});
		expect(goal.current).toBe(before + 5);
		expect(channel.goalAction("lock", "subs", 0)).toBe(1);
		expect(channel.goalAction("add", "subs", 5)).toBe(0);
		expect(goal.current).toBe(before + 5);
		expect(channel.goalAction("unlock", "subs", 0)).toBe(1);
		expect(channel.goalAction("remove", "subs", 1_000_000)).toBe(1);
		expect(goal.current).toBe(0);
		expect(channel.goalAction("reset", "subs", 0)).toBe(0);
		expect(channel.goalAction("set", "subs", 12)).toBe(1);
		expect(channel.goalAction("set_goal", "subs", 40)).toBe(1);
		expect(channel.goalAction("add_goal", "subs", 10)).toBe(1);
		expect(goal).toEqual({ current: 12, target: 50, locked: false });
		// `main` exists from the start; `all` counts each goal it changed.
		expect(channel.goalAction("lock", "all", 0)).toBe(2);
		expect(channel.goalAction("add", "all", 1)).toBe(0);
		expect(channel.goalAction("unlock", "all", 0)).toBe(2);
		expect(channel.goalAction("add", "all", 1)).toBe(2);
	});

	it("runs timers: seconds added and removed (never below 0), reset in minutes, lock and unlock, counted", () => {
		const channel = new DemoChannel();
		const timer = channel.timer("backup");
		const start = timer.seconds;
		expect(ask(channel, "POST", "streamathon/W/actions/add_seconds/backup/60").body).toEqual({
			success: true,
			code: 200,
			change_count: 1,
		});
		expect(timer.seconds).toBe(start + 60);
		expect(channel.timerAction("remove_seconds", "backup", 1_000_000)).toBe(1);
		expect(timer.seconds).toBe(0);
		expect(channel.timerAction("remove_seconds", "backup", 5)).toBe(0);
		expect(channel.timerAction("reset", "backup", 30)).toBe(1);
		expect(timer.seconds).toBe(1800);
		expect(channel.timerAction("lock", "all", 0)).toBe(2);
		expect([timer.locked, channel.timer("main").locked]).toEqual([true, true]);
		expect(channel.timerAction("unlock", "backup", 0)).toBe(1);
		expect(timer.locked).toBe(false);
	});

	it("refuses seconds on a locked timer as on a locked goal: change_count 0 and nothing changed, until unlocked", () => {
		const channel = new DemoChannel();
		const timer = channel.timer("main");
		const start = timer.seconds;
		expect(ask(channel, "POST", "streamathon/W/actions/lock/main/0").body).toMatchObject({ change_count: 1 });
		for (const action of ["add_seconds", "remove_seconds", "reset"]) {
			expect(ask(channel, "POST", `streamathon/W/actions/${action}/main/60`).body, action).toEqual({
				success: true,
				code: 200,
				change_count: 0,
			});
		}
		expect(timer).toEqual({ seconds: start, locked: true });
		// `all` counts the timers that took it: the locked one does not.
		channel.timer("backup");
		expect(channel.timerAction("add_seconds", "all", 60)).toBe(1);
		expect(timer.seconds).toBe(start);
		expect(channel.timerAction("unlock", "main", 0)).toBe(1);
		expect(ask(channel, "POST", "streamathon/W/actions/add_seconds/main/60").body).toMatchObject({ change_count: 1 });
		expect(timer).toEqual({ seconds: start + 60, locked: false });
	});

	it("follows the API emulator's lock rule: the same writes of a locked goal and timer get the same answers", () => {
		const channel = new DemoChannel();
		const state = new EmulatorState();
		const writes = [
			["goals", "lock"],
			["goals", "add"],
			["goals", "remove"],
			["goals", "set"],
			["goals", "add_goal"],
			["goals", "unlock"],
			["goals", "add"],
			["streamathon", "lock"],
			["streamathon", "add_seconds"],
			["streamathon", "remove_seconds"],
			["streamathon", "reset"],
			["streamathon", "unlock"],
			["streamathon", "add_seconds"],
		] as const;
		for (const [family, action] of writes) {
			const value = action === "lock" || action === "unlock" ? "0" : "7";
			const emulated = (family === "goals" ? goalsAction : streamathonAction)({
				params: { action, id: "main", value },
				query: {},
				state,
			});
			const demo = ask(channel, "POST", `${family}/W/actions/${action}/main/${value}`);
			expect([family, action, demo]).toEqual([family, action, emulated]);
		}
	});

	it("refuses to take more currency than a viewer has, unless forced (down to 0)", () => {
		const channel = new DemoChannel();
		ask(channel, "POST", "currency/W/action/set/alice/100");
		expect(channel.viewer("alice").currency).toBe(100);
		const refused = ask(channel, "POST", "currency/W/action/remove/alice/150/0");
		expect(refused.body).toEqual({ success: false, code: 400, error_code: "insufficient_funds" });
		expect(channel.viewer("alice").currency).toBe(100);
		expect(ask(channel, "POST", "currency/W/action/remove/alice/40/0").body).toMatchObject({ success: true });
		expect(channel.viewer("alice").currency).toBe(60);
		expect(ask(channel, "POST", "currency/W/action/remove/alice/150/1").body).toMatchObject({ success: true });
		expect(ask(channel, "GET", "currency/W/get/alice").body).toMatchObject({ currency: 0 });
	});

	it("keeps custom data and receives custom events", () => {
		const channel = new DemoChannel();
		const value = ask(channel, "GET", "custom-data/W/get/deaths");
		expect(value.body).toMatchObject({ success: true, key: "deaths", val: channel.data("deaths") });
		expect(ask(channel, "GET", "custom-data/W/get/bad key").body).toMatchObject({ success: false });
		ask(channel, "POST", "custom-events/W/send/hello");
		ask(channel, "POST", "custom-events/W/send/json", 'JSON_VAL=["a","b"]');
		expect(channel.events).toEqual(["hello", '["a","b"]']);
	});

	it("answers a path the service does not serve with 404, as the service does", () => {
		const channel = new DemoChannel();
		expect(ask(channel, "GET", "goals/W/actions/add/main/1").status).toBe(404);
		expect(ask(channel, "POST", "goals/W/actions/fly/main/1").status).toBe(404);
		expect(ask(channel, "POST", "goals/W/actions/add/main/x").status).toBe(400);
	});
});

describe("The client against the demo channel", () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it("works without keys, through the client's own checks, and reports insufficient funds as the service does", async () => {
		useFakeClock();
		const client = new ChannelCompanionClient({ baseUrl: "demo", demoTransport: sendDemo });
		// Every answer takes as long as the service's would, to the millisecond.
		const answer = <T>(call: Promise<T>): Promise<T> => settlesAt(call, DEMO_ANSWER_MS);
		const balance = await answer(client.getCurrency("bob"));
		await answer(client.setCurrency("bob", 10));
		expect(await answer(client.getCurrency("bob"))).toMatchObject({ currency: 10, viewer: balance.viewer });
		const failure = await answer(client.removeCurrency("bob", 11, false)).catch((error: unknown) => error);
		expect(isApiError(failure) && failure.kind).toBe("insufficient-funds");
		expect((await answer(client.getTop("level", "global", 3))).entries).toHaveLength(3);
		expect(await answer(client.goalAction("add", "main", 1))).toEqual({ changeCount: 1 });
		await expect(answer(client.sendCustomEvent('["x"]', "json"))).resolves.toBeUndefined();
		expect((await answer(client.getCustomData("score"))).value).toMatch(/^\d+$/);
	});
});
