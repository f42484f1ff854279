import { describe, expect, it } from "vitest";

import { place, pressAndSettle, useDeck, WRITE_KEY } from "./deck";

const deck = useDeck();

const W = encodeURIComponent(WRITE_KEY);

/**
 * The states the plugin set on a key.
 * @param messages The key's messages.
 * @returns The states, in order.
 */
function statesIn(messages: { event: string; payload?: { state?: number } }[]): (number | undefined)[] {
	return messages.filter((m) => m.event === "setState").map((m) => m.payload?.state);
}

const toggles = [
	{ slug: "goal-lock", api: "goals", widgets: () => deck.emulator.state.goals },
	{ slug: "streamathon-lock", api: "streamathon", widgets: () => deck.emulator.state.streamathons },
] as const;

for (const toggle of toggles) {
	describe(toggle.slug, () => {
		it("toggles: locks from state 0, unlocks from state 1, and sets the state only after the API accepted", async () => {
			const key = await place(deck.host, toggle.slug, { widgetId: "main" });
			const lock = await pressAndSettle(deck.host, key);
			expect(lock.feedback).toBe("showOk");
			expect(statesIn(lock.messages)).toEqual([1]);
			expect(deck.host.keys.get(key)?.state).toBe(1);
			expect(toggle.widgets().get("main")?.locked).toBe(true);
			const unlock = await pressAndSettle(deck.host, key);
			expect(statesIn(unlock.messages)).toEqual([0]);
			expect(toggle.widgets().get("main")?.locked).toBe(false);
			expect(deck.emulator.requests.map((r) => r.rawPath)).toEqual([
				`/api/${toggle.api}/${W}/actions/lock/main/0`,
				`/api/${toggle.api}/${W}/actions/unlock/main/0`,
			]);
		});

		it("two quick presses lock and then unlock, one request after the other", async () => {
			deck.emulator.fault({ kind: "delay", ms: 300 });
			const key = await place(deck.host, toggle.slug, { widgetId: "main" });
			const since = deck.host.messages.length;
			await Promise.all([deck.host.press(key), deck.host.press(key)]);
			await deck.host.waitFor((m) => m.context === key && m.event === "setState" && m.payload?.state === 0, {
				since,
				timeoutMs: 5000,
			});
			expect(deck.emulator.requests.map((r) => r.segments[4])).toEqual(["lock", "unlock"]);
			expect(deck.emulator.requests[1].at - deck.emulator.requests[0].at).toBeGreaterThanOrEqual(250);
			expect(toggle.widgets().get("main")?.locked).toBe(false);
		});

		it("a refused lock leaves the key unlocked", async () => {
			deck.emulator.fault({ kind: "status", status: 403 });
			const key = await place(deck.host, toggle.slug, { widgetId: "main" });
			const outcome = await pressAndSettle(deck.host, key);
			expect(outcome.feedback).toBe("showAlert");
			expect(statesIn(outcome.messages)).toEqual([]);
			expect(deck.host.keys.get(key)?.state).toBe(0);
		});

		it("mode lock always locks and mode unlock always unlocks", async () => {
			const locker = await place(deck.host, toggle.slug, { widgetId: "all", mode: "lock" }, { state: 1 });
			expect(statesIn((await pressAndSettle(deck.host, locker)).messages)).toEqual([1]);
			const unlocker = await place(deck.host, toggle.slug, { widgetId: "all", mode: "unlock" });
			expect(statesIn((await pressAndSettle(deck.host, unlocker)).messages)).toEqual([0]);
			expect(deck.emulator.requests.map((r) => r.segments[4])).toEqual(["lock", "unlock"]);
		});

		it("inside a multi-action the desired state decides", async () => {
			const key = await place(deck.host, toggle.slug, { widgetId: "main" }, { isInMultiAction: true, state: 1 });
			const lock = await pressAndSettle(deck.host, key, { userDesiredState: 1 });
			expect(statesIn(lock.messages)).toEqual([1]);
			const unlock = await pressAndSettle(deck.host, key, { userDesiredState: 0 });
			expect(statesIn(unlock.messages)).toEqual([0]);
			const again = await pressAndSettle(deck.host, key, { userDesiredState: 0 });
			expect(again.feedback).toBe("showOk");
			expect(deck.emulator.requests.map((r) => r.segments[4])).toEqual(["lock", "unlock", "unlock"]);
		});

		it("refuses a missing widget without a request", async () => {
			const key = await place(deck.host, toggle.slug, { mode: "toggle" });
			expect((await pressAndSettle(deck.host, key)).feedback).toBe("showAlert");
			expect(deck.emulator.requests).toHaveLength(0);
		});
	});
}
