import { describe, expect, it } from "vitest";

import { ChangeHistory, HISTORY_CAPACITY, HISTORY_LIMIT_MS } from "../change-history";

/**
 * A history on a clock the test moves.
 * @returns The history and the clock.
 */
function historyAt(): { history: ChangeHistory; clock: { now: number } } {
	const clock = { now: 1_000_000 };
	return { history: new ChangeHistory(() => clock.now), clock };
}

/**
 * A change of a channel.
 * @param channel The channel's identity.
 * @param change The signed amount.
 * @param widgetId The widget.
 * @returns The change, without its time.
 */
function change(channel: string, change: number, widgetId = "main") {
	return { family: "goal" as const, channel, source: {}, widgetId, change };
}

describe("ChangeHistory", () => {
	it("offers the newest change of the channel within the window, and counts them", () => {
		const { history, clock } = historyAt();
		history.record(change("A", 5));
		clock.now += 1000;
		history.record(change("B", 7));
		history.record(change("A", -3, "subs"));
		expect(history.preview("A", 60_000)).toMatchObject({ next: { change: -3, widgetId: "subs" }, count: 2 });
		expect(history.preview("B", 60_000)).toMatchObject({ next: { change: 7 }, count: 1 });
		expect(history.preview("C", 60_000)).toEqual({ next: undefined, count: 0, expiresAt: undefined });
		clock.now += 59_500;
		// The first change of A is 60.5 s old: outside a 60 s window.
		expect(history.preview("A", 60_000).count).toBe(1);
	});

	it("takes the newest first; an undone change leaves, a failed one comes back", () => {
		const { history } = historyAt();
		history.record(change("A", 1));
		history.record(change("A", 2));
		const first = history.take("A", 60_000)!;
		expect(first.change).toBe(2);
		// While its undo is on its way, the next press takes the one before.
		const second = history.take("A", 60_000)!;
		expect(second.change).toBe(1);
		expect(history.take("A", 60_000)).toBeUndefined();
		history.settle(first, false);
		history.settle(second, true);
		expect(history.preview("A", 60_000)).toMatchObject({ next: { change: 2 }, count: 1 });
	});

	it("keeps no change of nothing, nothing older than an hour, and at most its capacity per channel", () => {
		const { history, clock } = historyAt();
		history.record(change("A", 0));
		expect(history.preview("A", HISTORY_LIMIT_MS).count).toBe(0);
		history.record(change("A", 1));
		clock.now += HISTORY_LIMIT_MS + 1;
		history.record(change("A", 2));
		expect(history.preview("A", HISTORY_LIMIT_MS * 2).count).toBe(1);
		for (let index = 0; index < HISTORY_CAPACITY + 20; index++) history.record(change("A", index + 1));
		expect(history.preview("A", HISTORY_LIMIT_MS).count).toBe(HISTORY_CAPACITY);
	});

	it("keeps each channel's capacity and expiry apart; an old change being undone stays until settled", () => {
		const { history, clock } = historyAt();
		history.record(change("B", 9));
		const pending = history.take("B", HISTORY_LIMIT_MS * 2)!;
		history.record(change("C", 4));
		for (let index = 0; index < HISTORY_CAPACITY + 5; index++) history.record(change("A", index + 1));
		expect(history.preview("C", HISTORY_LIMIT_MS).count).toBe(1);
		clock.now += HISTORY_LIMIT_MS + 1;
		history.record(change("A", 1));
		expect(history.preview("C", HISTORY_LIMIT_MS * 2).count).toBe(0);
		history.settle(pending, false);
		expect(history.preview("B", HISTORY_LIMIT_MS * 2)).toMatchObject({ next: { change: 9 }, count: 1 });
	});

	it("tells its listeners of every change", () => {
		const { history } = historyAt();
		let told = 0;
		const stop = history.onChange(() => told++);
		history.record(change("A", 1));
		const taken = history.take("A", 1000)!;
		history.settle(taken, true);
		stop();
		history.record(change("A", 1));
		expect(told).toBe(3);
	});

	it("forgets the channels no longer current, even one whose undo is on its way, and tells its listeners", () => {
		const { history } = historyAt();
		history.record(change("A", 5));
		history.record(change("A", 6));
		history.record(change("B", 7));
		const pending = history.take("A", 60_000)!;
		let told = 0;
		history.onChange(() => told++);
		history.retain((channel) => channel !== "A");
		expect(told).toBe(1);
		expect(history.preview("A", 60_000).count).toBe(0);
		// A failed undo of a forgotten change does not bring it back.
		history.settle(pending, false);
		expect(history.preview("A", 60_000).count).toBe(0);
		expect(history.preview("B", 60_000)).toMatchObject({ next: { change: 7 }, count: 1 });
		history.retain(() => true);
		expect(told).toBe(1);
	});

	it("names the very change an accepted undo took back, and nothing for a failed undo", () => {
		const { history } = historyAt();
		const undone: unknown[] = [];
		history.onUndone((taken) => undone.push(taken));
		const first = history.record(change("A", 5));
		const second = history.record(change("A", 5));
		expect(history.record(change("A", 0))).toBeUndefined();
		const taken = history.take("A", HISTORY_LIMIT_MS);
		expect(taken).toBe(second);
		if (!taken) throw new Error("nothing taken");
		history.settle(taken, false);
		expect(undone).toEqual([]);
		history.settle(taken, true);
		expect(undone).toHaveLength(1);
		expect(undone[0]).toBe(second);
		expect(undone[0]).not.toBe(first);
	});
});
