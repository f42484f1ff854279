import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { actionUuid } from "../../tools/deck";
import { QUICK_FAULTS } from "./fault-catalog";
import { expectPluginHealthy, type IsolatedDeck, startIsolatedDeck } from "./isolated-deck";
import { faceOf, facesOnceShown, type KeyOutcome, pressAll } from "./key-outcomes";
import { taggedPressKey } from "./press-key-catalog";

/**
 * Hostile undo windows: out of range, decimal, text, markup; each is refused with Setup and sends nothing (blank
 * text is not among them: like every blank integer it takes the default).
 */
const HOSTILE_WINDOWS = [-5, 0, 9, 3601, 1e21, "abc", "10.5", "1e3", "<svg/onload=x>", true, [], {}, "NaN"];

let deck: IsolatedDeck;
let undo: string;
/** The first press of every add key, each under its own fault; and what the undo key showed after them. */
let refusedAdds: { outcomes: KeyOutcome[]; undoFace: string | undefined };

/** What one fault did to an undo, and to the undo after it. */
type Row = {
	name: string;
	reason: string;
	failed: KeyOutcome;
	failedPaths: string[];
	retried: KeyOutcome;
	retriedPaths: string[];
};
const rows: Row[] = [];

beforeAll(async () => {
	deck = await startIsolatedDeck();
	undo = await deck.host.appear({ action: actionUuid("undo"), settings: { windowSeconds: 3600 } });
	await facesOnceShown(deck.host, [undo]);
	const keys = QUICK_FAULTS.map((_, index) => taggedPressKey("goal-add", `u${String(index).padStart(2, "0")}`));
	const adds: string[] = [];
	for (const [index, key] of keys.entries()) {
		key.prepare(deck.emulator.state);
		deck.emulator.fault({ ...QUICK_FAULTS[index].fault!, match: key.match });
		adds.push(await deck.host.appear({ action: actionUuid("goal-add"), settings: key.settings }));
	}
	// Every add first meets its fault, all at once.
	const outcomes = await pressAll(deck.host, adds);
	refusedAdds = { outcomes, undoFace: faceOf(deck.host, undo) };
	deck.emulator.clearFaults();
	for (const [index, fault] of QUICK_FAULTS.entries()) {
		const key = keys[index];
		const add = adds[index];
		const [added] = await pressAll(deck.host, [add]);
		expect(added.feedback).toEqual(["showOk"]);
		deck.emulator.fault({ ...fault.fault!, match: key.match });
		let from = deck.emulator.requests.length;
		const [failed] = await pressAll(deck.host, [undo], { settleMs: 300 });
		const failedPaths = deck.emulator.requests.slice(from).map((request) => request.rawPath);
		deck.emulator.clearFaults();
		from = deck.emulator.requests.length;
		const [retried] = await pressAll(deck.host, [undo], { settleMs: 300 });
		const retriedPaths = deck.emulator.requests.slice(from).map((request) => request.rawPath);
		rows.push({ name: fault.name, reason: fault.reason!, failed, failedPaths, retried, retriedPaths });
		await deck.host.disappear(add);
	}
}, 90_000);

afterAll(async () => {
	await deck?.close();
});

describe("Undo under every quick server fault", () => {
	it("records no change that failed: the undo key still has nothing to undo", () => {
		const alerted = refusedAdds.outcomes.map((outcome) => outcome.feedback.join());
		expect(alerted).toEqual(QUICK_FAULTS.map(() => "showAlert"));
		expect(refusedAdds.undoFace).toBe("Undo · —");
	});

	it("a failed undo sends one request, alerts with the fault's reason and keeps its entry; the next press undoes it", () => {
		const problems = rows.flatMap((row) => {
			const found: string[] = [];
			if (row.failed.feedback.join() !== "showAlert" || row.failed.reasons[0] !== row.reason) {
				found.push(`${row.name}: ${JSON.stringify(row.failed.feedback)} ${JSON.stringify(row.failed.reasons)}`);
			}
			if (row.failedPaths.length !== 1 || !row.failedPaths[0].includes("/actions/remove/")) {
				found.push(`${row.name}: failed undo sent ${JSON.stringify(row.failedPaths)}`);
			}
			if (row.retried.feedback.join() !== "showOk" || row.retriedPaths.join() !== row.failedPaths.join()) {
				found.push(`${row.name}: retry ${JSON.stringify(row.retried.feedback)} ${JSON.stringify(row.retriedPaths)}`);
			}
			return found;
		});
		expect(problems).toEqual([]);
		expect(rows).toHaveLength(QUICK_FAULTS.length);
	});

	it("undid every change that went through exactly once, and then has nothing left", async () => {
		const before = deck.emulator.requests.length;
		const [empty] = await pressAll(deck.host, [undo]);
		expect(empty.feedback).toEqual(["showAlert"]);
		expect(empty.reasons).toEqual(["Empty"]);
		expect(deck.emulator.requests).toHaveLength(before);
	});

	it.each(HOSTILE_WINDOWS.map((windowSeconds) => [JSON.stringify(windowSeconds), windowSeconds] as const))(
		"refuses windowSeconds %s with Setup and sends nothing",
		async (_, windowSeconds) => {
			const add = taggedPressKey("goal-add", "hostile");
			add.prepare(deck.emulator.state);
			const adder = await deck.host.appear({ action: actionUuid("goal-add"), settings: add.settings });
			await pressAll(deck.host, [adder]);
			const key = await deck.host.appear({ action: actionUuid("undo"), settings: { windowSeconds } });
			const before = deck.emulator.requests.length;
			const [outcome] = await pressAll(deck.host, [key]);
			expect(outcome.feedback).toEqual(["showAlert"]);
			expect(outcome.reasons).toEqual(["Setup"]);
			expect(deck.emulator.requests).toHaveLength(before);
			await deck.host.disappear(key);
			await deck.host.disappear(adder);
		},
	);

	it("the plugin never crashed, never hit an unhandled rejection and logged no unexpected error", () => {
		expectPluginHealthy(deck);
	});
});
