import { describe, expect, it } from "vitest";

import { place, pressAndSettle, settle, useDeck, W } from "./deck";

const deck = useDeck();

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

// A lock key whose press failed stays unlocked (no new state, only the alert): the fault matrix, for every fault
// (test/robustness/fault-matrix.test.ts).
for (const toggle of toggles) {
	describe(toggle.slug, () => {
		it("toggles: locks from state 0, unlocks from state 1, and sets the state only after the API accepted", async () => {
			const key = await place(deck.host, toggle.slug, { widgetId: "main" });
			const lock = await pressAndSettle(deck.host, key);
			// The new state is the press's one success signal: no check mark as well (Elgato's guidelines).
			expect(lock.feedback).toBe("setState");
			expect(lock.messages.filter((m) => m.event === "showOk")).toEqual([]);
			expect(statesIn(lock.messages)).toEqual([1]);
			expect(deck.host.keys.get(key)?.state).toBe(1);
			expect(toggle.widgets().get("main")?.locked).toBe(true);
			const unlock = await pressAndSettle(deck.host, key);
			expect(unlock.feedback).toBe("setState");
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
			await settle();
			// Both key-downs carried state 0; the second press still knows the first one left the key at 1, so each
			// press ends in its own new state and neither in a check mark.
			const sent = deck.host.messages.slice(since).filter((m) => m.context === key);
			expect(statesIn(sent)).toEqual([1, 0]);
			expect(sent.filter((m) => m.event === "showOk" || m.event === "showAlert")).toEqual([]);
			expect(deck.emulator.requests.map((r) => r.segments[4])).toEqual(["lock", "unlock"]);
			expect(deck.emulator.requests[1].at - deck.emulator.requests[0].at).toBeGreaterThanOrEqual(250);
			expect(toggle.widgets().get("main")?.locked).toBe(false);
		});

		it("mode lock always locks and mode unlock always unlocks", async () => {
			const locker = await place(deck.host, toggle.slug, { widgetId: "all", mode: "lock" }, { state: 1 });
			// The app kept state 1 for the key, which is no knowledge: the key showed the lock as not known, and the
			// accepted lock is its new state, the press's one signal.
			const locked = await pressAndSettle(deck.host, locker);
			expect(locked.feedback).toBe("setState");
			expect(statesIn(locked.messages)).toEqual([1]);
			const unlocker = await place(deck.host, toggle.slug, { widgetId: "all", mode: "unlock" });
			// A key of a widget known to be locked shows it as soon as it appears.
			await deck.host.waitFor((m) => m.context === unlocker && m.event === "setState" && m.payload?.state === 1, {
				timeoutMs: 4000,
			});
			const unlocked = await pressAndSettle(deck.host, unlocker);
			expect(unlocked.feedback).toBe("setState");
			expect(statesIn(unlocked.messages)).toEqual([0]);
			expect(deck.emulator.requests.map((r) => r.segments[4])).toEqual(["lock", "unlock"]);
		});

		it("inside a multi-action the desired state decides", async () => {
			const key = await place(deck.host, toggle.slug, { widgetId: "main" }, { isInMultiAction: true, state: 1 });
			// The step's state 1 is the app's, not knowledge: the accepted lock sets it, the one signal.
			const lock = await pressAndSettle(deck.host, key, { userDesiredState: 1 });
			expect(lock.feedback).toBe("setState");
			expect(statesIn(lock.messages)).toEqual([1]);
			const unlock = await pressAndSettle(deck.host, key, { userDesiredState: 0 });
			expect(unlock.feedback).toBe("setState");
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

describe("one lock state per widget", () => {
	/**
	 * Waits until a key was set to a state, looking at what the plugin sends from a point on.
	 * @param context The key.
	 * @param state The state.
	 * @param since Where to start looking.
	 */
	async function stateSet(context: string, state: number, since: number): Promise<void> {
		await deck.host.waitFor((m) => m.context === context && m.event === "setState" && m.payload?.state === state, {
			since,
			timeoutMs: 4000,
		});
	}

	it("two lock keys of one widget agree, and the second toggle sends unlock", async () => {
		const first = await place(deck.host, "goal-lock", { widgetId: "subs" });
		const second = await place(deck.host, "goal-lock", { widgetId: "subs" });
		const other = await place(deck.host, "goal-lock", { widgetId: "main" });
		let since = deck.host.messages.length;
		await pressAndSettle(deck.host, first);
		await stateSet(second, 1, since);
		expect(deck.host.keys.get(second)?.state).toBe(1);
		expect(statesIn(deck.host.messages.slice(since).filter((m) => m.context === other))).toEqual([]);
		since = deck.host.messages.length;
		// The second key still thinks it is unlocked as far as the app is concerned: the widget's state decides.
		const unlock = await pressAndSettle(deck.host, second);
		expect(unlock.feedback).toBe("setState");
		await stateSet(first, 0, since);
		expect(deck.emulator.requests.map((r) => r.segments[4])).toEqual(["lock", "unlock"]);
		expect(deck.emulator.state.goals.get("subs")?.locked).toBe(false);
	});

	it("a dial push locks the widget on every lock key, and a lock key press shows on the dial's strip", async () => {
		const key = await place(deck.host, "streamathon-lock", { widgetId: "main" });
		const dial = await place(deck.host, "streamathon-add-seconds", { widgetId: "main" }, { controller: "Encoder" });
		let since = deck.host.messages.length;
		await deck.host.dialDown(dial);
		await stateSet(key, 1, since);
		expect(deck.emulator.state.streamathons.get("main")?.locked).toBe(true);
		since = deck.host.messages.length;
		const unlock = await pressAndSettle(deck.host, key);
		expect(statesIn(unlock.messages)).toEqual([0]);
		await deck.host.waitFor(
			(m) => m.context === dial && m.event === "setFeedback" && m.payload?.status === "Unlocked",
			{
				since,
				timeoutMs: 4000,
			},
		);
		// The dial knows the widget is unlocked now: its next push locks.
		since = deck.host.messages.length;
		await deck.host.dialDown(dial);
		await stateSet(key, 1, since);
		expect(deck.emulator.requests.map((r) => r.segments[4])).toEqual(["lock", "unlock", "lock"]);
	});

	it("Goal Action lock and unlock, `all` included, move every lock key of the widget", async () => {
		const main = await place(deck.host, "goal-lock", { widgetId: "main" });
		const subs = await place(deck.host, "goal-lock", { widgetId: "subs" });
		const action = await place(deck.host, "goal-action", { widgetId: "main", goalAction: "lock" });
		let since = deck.host.messages.length;
		await pressAndSettle(deck.host, action);
		await stateSet(main, 1, since);
		expect(statesIn(deck.host.messages.slice(since).filter((m) => m.context === subs))).toEqual([]);
		// A goal widget's state is not the streamathon timer's of the same name.
		const timer = await place(deck.host, "streamathon-lock", { widgetId: "main" });
		const all = await place(deck.host, "goal-action", { widgetId: "all", goalAction: "unlock" });
		await settle();
		since = deck.host.messages.length;
		await pressAndSettle(deck.host, all);
		await stateSet(main, 0, since);
		await stateSet(subs, 0, since);
		expect(statesIn(deck.host.messages.slice(since).filter((m) => m.context === timer))).toEqual([]);
	});

	it("a lock step of a multi-action moves the lock keys on screen, and a key that appears later shows the state", async () => {
		const step = await place(deck.host, "goal-lock", { widgetId: "subs" }, { isInMultiAction: true });
		const key = await place(deck.host, "goal-lock", { widgetId: "subs" });
		const since = deck.host.messages.length;
		await pressAndSettle(deck.host, step, { userDesiredState: 1 });
		await stateSet(key, 1, since);
		const later = await place(deck.host, "goal-lock", { widgetId: "subs" });
		await stateSet(later, 1, since);
		expect(deck.host.keys.get(later)?.state).toBe(1);
	});
});
