import type { JsonObject } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import { place, pressAndSettle, readFace, reasonsIn, SETUP_MARK, useDeck, W, waitForFace } from "./deck";

const deck = useDeck();

/** One row of the contract: settings → the request a press sends. */
type Row = { slug: string; settings: JsonObject; path: string; query?: Record<string, string[]> };

const rows: Row[] = [
	{ slug: "goal-add", settings: { widgetId: "main", value: "5" }, path: `/api/goals/${W}/actions/add/main/5` },
	{ slug: "goal-add", settings: { widgetId: "all" }, path: `/api/goals/${W}/actions/add/all/1` },
	{
		slug: "goal-action",
		settings: { widgetId: "subs", goalAction: "set_goal", value: 50 },
		path: `/api/goals/${W}/actions/set_goal/subs/50`,
	},
	{
		slug: "goal-action",
		settings: { widgetId: "main", goalAction: "reset" },
		path: `/api/goals/${W}/actions/reset/main/0`,
	},
	{
		slug: "streamathon-add-seconds",
		settings: { widgetId: "main" },
		path: `/api/streamathon/${W}/actions/add_seconds/main/60`,
	},
	{
		slug: "streamathon-add-seconds",
		settings: { widgetId: "backup", seconds: "300" },
		path: `/api/streamathon/${W}/actions/add_seconds/backup/300`,
	},
	{
		slug: "streamathon-action",
		settings: { widgetId: "main", streamathonAction: "reset", value: "2" },
		path: `/api/streamathon/${W}/actions/reset/main/2`,
	},
	{
		slug: "streamathon-action",
		settings: { widgetId: "main", streamathonAction: "remove_seconds", value: 30 },
		path: `/api/streamathon/${W}/actions/remove_seconds/main/30`,
	},
	{ slug: "custom-event", settings: { value: "confetti" }, path: `/api/custom-events/${W}/send/confetti`, query: {} },
	{
		slug: "custom-event",
		settings: { value: "a/b?c", mode: "data" },
		path: `/api/custom-events/${W}/send/a%2Fb%3Fc`,
		query: { DATA_VAL: ["a/b?c"] },
	},
	{
		slug: "custom-event",
		settings: { value: '["x", "y"]', mode: "json" },
		path: `/api/custom-events/${W}/send/${encodeURIComponent('["x","y"]')}`,
		query: { JSON_VAL: ['["x","y"]'] },
	},
	{
		slug: "currency-set",
		settings: { viewer: "night owl", amount: "0" },
		path: `/api/currency/${W}/action/set/night%20owl/0`,
	},
	{
		slug: "currency-remove",
		settings: { viewer: "StreamFan42", amount: 100 },
		path: `/api/currency/${W}/action/remove/StreamFan42/100/0`,
	},
	{
		slug: "currency-remove",
		settings: { viewer: "ZeroBalance", amount: "5", force: "true" },
		path: `/api/currency/${W}/action/remove/ZeroBalance/5/1`,
	},
	{
		slug: "currency-remove",
		settings: { viewer: "a/b?c#d%e", amount: "1", force: true },
		path: `/api/currency/${W}/action/remove/a%2Fb%3Fc%23d%25e/1/1`,
	},
];

describe("a press sends the contract's request and shows OK", () => {
	for (const row of rows) {
		it(`${row.slug} ${JSON.stringify(row.settings)}`, async () => {
			const key = await place(deck.host, row.slug, row.settings);
			const outcome = await pressAndSettle(deck.host, key);
			expect(outcome.feedback).toBe("showOk");
			expect(deck.emulator.requests.map((request) => [request.method, request.rawPath])).toEqual([["POST", row.path]]);
			if (row.query) expect(deck.emulator.requests[0].query).toEqual(row.query);
		});
	}

	it("changes the emulator's state as the press says", async () => {
		const goal = await place(deck.host, "goal-add", { widgetId: "main", value: 10 });
		await pressAndSettle(deck.host, goal);
		await pressAndSettle(deck.host, goal);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(45);
		const timer = await place(deck.host, "streamathon-add-seconds", { widgetId: "main", seconds: 90 });
		await pressAndSettle(deck.host, timer);
		expect(deck.emulator.state.streamathons.get("main")?.seconds).toBe(3690);
		expect(deck.emulator.state.customEvents).toHaveLength(0);
	});

	it("sends one request per press, not per key-up", async () => {
		const key = await place(deck.host, "custom-event", { value: "once" });
		for (let press = 0; press < 3; press++) await pressAndSettle(deck.host, key);
		expect(deck.emulator.requests).toHaveLength(3);
	});
});

describe("bad settings never reach the network", () => {
	const invalid: [string, JsonObject][] = [
		["goal-add", {}],
		["goal-add", { widgetId: "main", value: "0" }],
		["goal-add", { widgetId: "main", value: "1.5" }],
		["goal-add", { widgetId: "..", value: 1 }],
		["goal-action", { widgetId: "main" }],
		["goal-action", { widgetId: "main", goalAction: "explode" }],
		["goal-action", { widgetId: "main", goalAction: "add", value: "ten" }],
		["streamathon-add-seconds", { widgetId: "main", seconds: -5 }],
		["streamathon-action", { widgetId: "main", streamathonAction: "add" }],
		["custom-event", {}],
		["custom-event", { value: "   " }],
		["custom-event", { value: '{"a":1}', mode: "json" }],
		["custom-event", { value: "x", mode: "query" }],
		["currency-set", { viewer: "night owl", amount: "-1" }],
		["currency-set", { amount: "5" }],
		["currency-remove", { viewer: "night owl", amount: "0" }],
		["currency-remove", { viewer: "night owl", amount: "5", force: "perhaps" }],
		["currency-remove", { viewer: "x".repeat(10_000), amount: "5" }],
	];
	for (const [slug, settings] of invalid) {
		it(`${slug} ${JSON.stringify(settings).slice(0, 80)}`, async () => {
			const key = await place(deck.host, slug, settings);
			const outcome = await pressAndSettle(deck.host, key);
			expect(outcome.feedback).toBe("showAlert");
			expect(reasonsIn(outcome.messages)).toEqual(["Setup"]);
			expect(deck.emulator.requests).toHaveLength(0);
		});
	}
});

describe("key images", () => {
	it("goal and streamathon keys show their widget and amount, and follow new settings", async () => {
		const goal = await place(deck.host, "goal-add", { widgetId: "main", value: "5" });
		expect(await waitForFace(deck.host, goal, "Goal main · +5")).toBe("Goal main · +5");
		const timer = await place(deck.host, "streamathon-add-seconds", { widgetId: "all" });
		expect(await waitForFace(deck.host, timer, "Timer all · +60 s")).toBe("Timer all · +60 s");
		await deck.host.setSettings(goal, { widgetId: "subs", value: 25 });
		expect(await waitForFace(deck.host, goal, "Goal subs · +25")).toBe("Goal subs · +25");
	});

	it("a key with bad settings shows the setup mark, and its own face once they are fixed", async () => {
		const key = await place(deck.host, "goal-add", { widgetId: "main", value: "-3" });
		expect(await waitForFace(deck.host, key, `${SETUP_MARK} Setup`)).toBe(`${SETUP_MARK} Setup`);
		await deck.host.setSettings(key, { widgetId: "main", value: "3" });
		expect(await waitForFace(deck.host, key, "Goal main · +3")).toBe("Goal main · +3");
		expect(deck.emulator.requests).toHaveLength(0);
	});

	it("every press action marks bad settings on its key, and shows its named face once they are fixed", async () => {
		const cases: [string, JsonObject, JsonObject, string][] = [
			["currency-set", { viewer: "night owl", amount: "-1" }, { viewer: "night owl", amount: 1 }, "night owl · = 1"],
			["custom-event", { value: "   " }, { value: "confetti" }, "confetti"],
			["goal-lock", { widgetId: ".." }, { widgetId: "main" }, "Goal main · Push: lock {unknown}"],
			["goal-action", { widgetId: "main" }, { widgetId: "main", goalAction: "add" }, "Goal main · +0"],
		];
		for (const [slug, bad, good, face] of cases) {
			const key = await place(deck.host, slug, bad);
			// Bounded waits for the face rather than a fixed pause: a loaded machine draws it later.
			await expect
				.poll(() => readFace(deck.host.keys.get(key)?.image), { timeout: 5_000, message: slug })
				.toBe(`${SETUP_MARK} Setup`);
			await deck.host.setSettings(key, good);
			await expect.poll(() => readFace(deck.host.keys.get(key)?.image), { timeout: 5_000, message: slug }).toBe(face);
		}
		expect(deck.emulator.requests).toHaveLength(0);
	});
});

describe("0.1's per-action key", () => {
	it("still replaces the global write key, and is moved into a channel", async () => {
		const key = await place(deck.host, "goal-add", { widgetId: "main", apiKey: "  other-channel-key  " });
		const outcome = await pressAndSettle(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		expect(deck.emulator.requests[0].segments[2]).toBe("other-channel-key");
		await expect.poll(() => deck.host.settingsOf(key).apiKey, { timeout: 4000 }).toBeUndefined();
		expect(deck.host.settingsOf(key).channel).toEqual(expect.any(String));
	});
});

// Every fault against every press action, with its reason, its single request, the clean alert face and the face
// restored after it, is the fault matrix's (test/robustness/fault-matrix.test.ts), also the refusals the emulator makes
// by its own rules (a missing widget or viewer, a wrong key, a base URL with a path); this one goes through the
// emulator's own balance.
describe("refusals by the API itself", () => {
	it("insufficient funds → Funds, and the balance is unchanged", async () => {
		const key = await place(deck.host, "currency-remove", { viewer: "ZeroBalance", amount: 5 });
		const outcome = await pressAndSettle(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		expect(reasonsIn(outcome.messages)).toEqual(["Funds"]);
		expect(deck.emulator.state.findViewer("ZeroBalance")?.currency).toBe(0);
	});
});
