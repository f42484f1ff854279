import { describe, expect, it } from "vitest";

import { startIsolatedDeck } from "../robustness/isolated-deck";
import {
	place,
	pressAndSettle,
	readFace,
	reasonsIn,
	settle,
	useDeck,
	W,
	waitForFace,
	waitForQuiet,
	WRITE_KEY,
} from "./deck";

// A press always answers, and only with the truth (docs/behaviour.md#short-reasons): a goal write that changed nothing says so. (An
// answer that names a missing viewer or widget says which: the fault matrices' refusals by the emulator's own rules,
// test/robustness/fault-matrix.test.ts and display-faults.test.ts.) The deck runs from a private copy of the plugin
// folder, so that its log file holds this file's lines alone.
const deck = useDeck(startIsolatedDeck);

/**
 * Log lines the plugin wrote that contain a text.
 * @param text The text.
 * @returns The lines.
 */
function logLines(text: string): string[] {
	return deck
		.logText()
		.split("\n")
		.filter((line) => line.includes(text));
}

/** What an undo key shows with nothing to undo. */
const NOTHING = "Undo · —";

describe("a goal write answered with change_count 0 changed nothing", () => {
	it("a dial turn on a goal the dial locked alerts `Locked` on its strip, logs it, and leaves Undo nothing", async () => {
		const undo = await place(deck.host, "undo", {});
		const dial = await place(deck.host, "goal-add", { widgetId: "subs", value: 2 }, { controller: "Encoder" });
		await deck.host.dialDown(dial);
		await deck.emulator.waitForRequests(1);
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.state.goals.get("subs")?.locked).toBe(true);

		const logged = logLines("is locked").length;
		await deck.host.dialRotate(dial, 3);
		await deck.host.waitForEvent("showAlert", dial);
		await waitForQuiet(deck.emulator);
		expect(deck.host.keys.get(dial)?.feedback).toMatchObject({ status: "Locked" });
		expect(deck.emulator.requests.at(-1)?.rawPath).toBe(`/api/goals/${W}/actions/add/subs/6`);
		const lines = logLines("is locked").slice(logged);
		expect(lines).toHaveLength(1);
		expect(lines[0]).toContain("Goal Add failed: The goal subs is locked: the API changed nothing.");
		expect(deck.logText()).not.toContain(WRITE_KEY);

		await deck.host.dialDown(dial);
		await deck.emulator.waitForRequests(3);
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.state.goals.get("subs")?.locked).toBe(false);
		await settle(100);
		expect(readFace(deck.host.keys.get(undo)?.image)).toBe(NOTHING);
		const sent = deck.emulator.requests.length;
		const empty = await pressAndSettle(deck.host, undo);
		expect(reasonsIn(empty.messages)).toEqual(["Empty"]);
		expect(deck.emulator.requests).toHaveLength(sent);
		expect(deck.emulator.state.goals.get("subs")?.current).toBe(3);
	});

	it("Goal Add and Goal Action keys alert `Locked` on a goal the plugin locked and record nothing; lock and unlock stay successes", async () => {
		const undo = await place(deck.host, "undo", {});
		const lock = await place(deck.host, "goal-action", { widgetId: "main", goalAction: "lock" });
		expect((await pressAndSettle(deck.host, lock)).feedback).toBe("showOk");
		// Locking a locked goal leaves it as wanted: still a success.
		expect((await pressAndSettle(deck.host, lock)).feedback).toBe("showOk");
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
		const refused = await pressAndSettle(deck.host, add);
		expect(refused.feedback).toBe("showAlert");
		expect(reasonsIn(refused.messages)).toEqual(["Locked"]);
		for (const goalAction of ["add", "remove", "set", "reset"]) {
			const key = await place(deck.host, "goal-action", { widgetId: "main", goalAction, value: 4 });
			const outcome = await pressAndSettle(deck.host, key);
			expect(reasonsIn(outcome.messages), goalAction).toEqual(["Locked"]);
		}
		expect(deck.emulator.state.goals.get("main")?.current).toBe(25);
		await settle(100);
		expect(readFace(deck.host.keys.get(undo)?.image)).toBe(NOTHING);

		const unlock = await place(deck.host, "goal-action", { widgetId: "main", goalAction: "unlock" });
		expect((await pressAndSettle(deck.host, unlock)).feedback).toBe("showOk");
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		expect(await waitForFace(deck.host, undo, "Undo Goal · −5 main 1")).toBe("Undo Goal · −5 main 1");
	});

	it("a timer the plugin locked refuses seconds as a locked goal refuses changes: `Locked`, Undo records nothing", async () => {
		const undo = await place(deck.host, "undo", {});
		const lock = await place(deck.host, "streamathon-action", { widgetId: "main", streamathonAction: "lock" });
		expect((await pressAndSettle(deck.host, lock)).feedback).toBe("showOk");
		const add = await place(deck.host, "streamathon-add-seconds", { widgetId: "main", seconds: 60 });
		const refused = await pressAndSettle(deck.host, add);
		expect(reasonsIn(refused.messages)).toEqual(["Locked"]);
		for (const streamathonAction of ["remove_seconds", "reset"]) {
			const key = await place(deck.host, "streamathon-action", { widgetId: "main", streamathonAction, value: 4 });
			const outcome = await pressAndSettle(deck.host, key);
			expect(reasonsIn(outcome.messages), streamathonAction).toEqual(["Locked"]);
		}
		expect(deck.emulator.state.streamathons.get("main")).toMatchObject({ seconds: 3600, locked: true });
		expect(logLines("Streamathon Add Seconds failed: The streamathon main is locked")).toHaveLength(1);
		await settle(100);
		expect(readFace(deck.host.keys.get(undo)?.image)).toBe(NOTHING);
	});

	it("a goal locked where the plugin did not see it alerts `No chg`: the plugin does not know why nothing changed", async () => {
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		// Locked by another client of the API.
		deck.emulator.state.goals.get("main")!.locked = true;
		const refused = await pressAndSettle(deck.host, add);
		expect(reasonsIn(refused.messages)).toEqual(["No chg"]);
		deck.emulator.state.goals.get("main")!.locked = false;
	});
});
