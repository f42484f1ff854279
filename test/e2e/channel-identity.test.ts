import type { JsonObject } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import { otherOrigin, place, pressAndSettle, reasonsIn, stripLockOf, useDeck, W, waitForFace } from "./deck";

const deck = useDeck();

/** What an undo key shows with nothing to undo. */
const NOTHING = "Undo · —";

/** What the lock key of `subs` shows once the plugin locked it. */
const LOCKED = "Goal subs · Locked {locked}";

/** What the lock key of `subs` shows while the plugin does not know its lock: what the next press does. */
const NOT_KNOWN = "Goal subs · Push: lock {unknown}";

/** What an undo key shows once a Goal Add key added 5 to `main`. */
const ONE_ADD = "Undo Goal · −5 main 1";

/**
 * Waits until the plugin set a key's state, looking at what it sends from a point on.
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

/**
 * Puts a lock key, a dial and an undo key on the deck, locks `subs` with the dial and adds 5 to `main` with a key: the
 * plugin then knows a lock state and has one change to undo.
 * @returns The keys.
 */
async function lockAndAdd(): Promise<{ lock: string; dial: string; undo: string }> {
	const lock = await place(deck.host, "goal-lock", { widgetId: "subs" });
	const dial = await place(deck.host, "goal-add", { widgetId: "subs" }, { controller: "Encoder" });
	const undo = await place(deck.host, "undo", {});
	const add = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
	expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
	expect(await waitForFace(deck.host, undo, ONE_ADD)).toBe(ONE_ADD);
	const since = deck.host.messages.length;
	await deck.host.dialDown(dial);
	await stateSet(lock, 1, since);
	expect(deck.emulator.state.goals.get("subs")?.locked).toBe(true);
	return { lock, dial, undo };
}

/**
 * Runs a test with other connection settings, and gives the old ones back after it.
 * @param change Makes the new settings from the old ones.
 * @param test The test.
 */
async function withConnection(change: (saved: JsonObject) => JsonObject, test: () => Promise<void>): Promise<void> {
	const saved = deck.host.globalSettings;
	await deck.host.setGlobalSettings(change(saved));
	try {
		await test();
	} finally {
		await deck.host.setGlobalSettings(saved);
	}
}

describe("channel identity: lock states and undo belong to the channel and the origin of its base URL", () => {
	it("a trailing `/` on the base URL keeps the lock key following a dial push, and keeps Undo's history", async () => {
		const { lock, dial, undo } = await lockAndAdd();
		await withConnection(
			(saved) => ({ ...saved, baseUrl: `${String(saved.baseUrl)}/` }),
			async () => {
				// The dial knows the widget is locked: its push unlocks, and the lock key follows.
				const since = deck.host.messages.length;
				await deck.host.dialDown(dial);
				await stateSet(lock, 0, since);
				expect(deck.emulator.state.goals.get("subs")?.locked).toBe(false);
				expect(await waitForFace(deck.host, undo, ONE_ADD)).toBe(ONE_ADD);
				const sent = deck.emulator.requests.length;
				expect((await pressAndSettle(deck.host, undo)).feedback).toBe("showOk");
				expect(deck.emulator.requests.slice(sent).map((r) => r.rawPath)).toEqual([
					`/api/goals/${W}/actions/remove/main/5`,
				]);
			},
		);
		expect(deck.emulator.requests.map((r) => r.segments[4])).toEqual(["add", "lock", "unlock", "remove"]);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(25);
	});

	it("another origin forgets: the lock key and the dial show the lock as not known, Undo has nothing, and the next toggle locks", async () => {
		const { lock, dial, undo } = await lockAndAdd();
		expect(await waitForFace(deck.host, lock, LOCKED)).toBe(LOCKED);
		// `localhost` is this computer all the same, but another origin: the contract treats it as another server.
		await withConnection(
			(saved) => ({ ...saved, baseUrl: otherOrigin(String(saved.baseUrl)) }),
			async () => {
				expect(await waitForFace(deck.host, lock, NOT_KNOWN)).toBe(NOT_KNOWN);
				// The dial on the same widget says the same: not known, and its push locks.
				await expect.poll(() => stripLockOf(deck.host, dial)).toEqual({ status: "Push: lock", lock: "unknown" });
				expect(await waitForFace(deck.host, undo, NOTHING)).toBe(NOTHING);
				const sent = deck.emulator.requests.length;
				const empty = await pressAndSettle(deck.host, undo);
				expect(reasonsIn(empty.messages)).toEqual(["Empty"]);
				expect(deck.emulator.requests).toHaveLength(sent);
				// Nothing known: the press sends lock, not the unlock the old server's state wanted.
				expect((await pressAndSettle(deck.host, lock)).feedback).toBe("setState");
				expect(deck.emulator.requests.slice(sent).map((r) => r.segments[4])).toEqual(["lock"]);
			},
		);
		// Back to the first origin: what was known there was forgotten, not kept aside.
		expect(await waitForFace(deck.host, undo, NOTHING)).toBe(NOTHING);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(30);
	});
});
