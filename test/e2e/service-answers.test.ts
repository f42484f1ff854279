import { describe, expect, it } from "vitest";

import { connectionSettings } from "../../tools/deck";
import { place, pressAndSettle, reasonsIn, settle, useDeck, waitForFace } from "./deck";

// What a key shows for the answers the real service gives (numbers as text and as numbers, its rate limit, failures
// in a 200 answer, 403 for a path it does not serve), through the built plugin and the host.
const deck = useDeck();

/** The rate limit's answer, as the service sends it. */
const SPAM_LIMIT = JSON.stringify({ success: false, code: 500, error_code: "spam_limit_exceeded" });

describe("numbers as text, text as numbers", () => {
	it("show-top shows a ranking value sent as a JSON number", async () => {
		const body = { success: true, code: "200", list: [{ user_name: "Mia", user_uid: 10006, value: 40210 }] };
		deck.emulator.fault({ kind: "status", status: 200, body: JSON.stringify(body), match: "/ranking/" });
		const key = await place(deck.host, "show-top", {});
		expect(await waitForFace(deck.host, key, "Mia · 40.2k")).toBe("Mia · 40.2k");
	});

	it("currency-balance shows a balance sent as text", async () => {
		const body = { success: true, code: 200, user: { user_id: 10001, user_name: "Fan" }, currency: "1500" };
		deck.emulator.fault({ kind: "status", status: 200, body: JSON.stringify(body), match: "/currency/" });
		const key = await place(deck.host, "currency-balance", { viewer: "Fan" });
		expect(await waitForFace(deck.host, key, "Fan · 1.5k")).toBe("Fan · 1.5k");
	});

	it("custom-data shows a value stored as a number", async () => {
		const key = await place(deck.host, "custom-data", { dataKey: "deaths" });
		expect(await waitForFace(deck.host, key, "deaths · 3")).toBe("deaths · 3");
	});
});

describe("failures as the service reports them", () => {
	it("custom data that does not exist (HTTP 200, success false) → Error", async () => {
		const key = await place(deck.host, "custom-data", { dataKey: "missing" });
		expect(await waitForFace(deck.host, key, "⚠ Error")).toBe("⚠ Error");
	});

	it("the rate limit on a press → Busy, and the write is not sent again", async () => {
		deck.emulator.setRateLimit({ requests: 1, perMs: 60_000 });
		try {
			const key = await place(deck.host, "goal-add", { widgetId: "main", value: 1 });
			expect((await pressAndSettle(deck.host, key)).feedback).toBe("showOk");
			const refused = await pressAndSettle(deck.host, key);
			expect(refused.feedback).toBe("showAlert");
			expect(reasonsIn(refused.messages)).toEqual(["Busy"]);
			await settle(500);
			expect(deck.emulator.requests.map((request) => request.status)).toEqual([200, 500]);
			expect(deck.emulator.state.goals.get("main")?.current).toBe(26);
		} finally {
			deck.emulator.setRateLimit(undefined);
		}
	});

	it("the rate limit on a display key → Busy, and the next read waits longer than the interval", async () => {
		deck.emulator.fault({ kind: "status", status: 500, body: SPAM_LIMIT });
		const key = await place(deck.host, "warnings", { viewer: "StreamFan42", refreshSeconds: 5 });
		expect(await waitForFace(deck.host, key, "⚠ Busy")).toBe("⚠ Busy");
		// Without back-off the next read would come after 5 s; after a failure it waits twice as long.
		await settle(7000);
		expect(deck.emulator.requests).toHaveLength(1);
	}, 15_000);

	it("403 for a base URL with a path → URL?, not Key?: the base URL is to check, as Test connection says", async () => {
		await deck.host.setGlobalSettings({ ...connectionSettings(deck.emulator), baseUrl: `${deck.emulator.url}/api` });
		const key = await place(deck.host, "goal-add", { widgetId: "main", value: 1 });
		const outcome = await pressAndSettle(deck.host, key);
		expect(reasonsIn(outcome.messages)).toEqual(["URL?"]);
		expect(deck.emulator.requests.map((request) => request.status)).toEqual([403]);
	});

	it("403 from the API at its documented path → Key?", async () => {
		await deck.host.setGlobalSettings({ ...connectionSettings(deck.emulator), writeKey: "not-the-write-key" });
		const key = await place(deck.host, "goal-add", { widgetId: "main", value: 1 });
		expect(reasonsIn((await pressAndSettle(deck.host, key)).messages)).toEqual(["Key?"]);
	});
});
