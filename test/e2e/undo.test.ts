import type { JsonObject } from "@elgato/utils";
import { beforeEach, describe, expect, it } from "vitest";

import { place, pressAndSettle, readFace, reasonsIn, settle, SETUP_MARK, useDeck, W, waitForFace } from "./deck";

const deck = useDeck();

/** What an undo key shows with nothing to undo. */
const NOTHING = "Undo · —";

/**
 * Undoes whatever earlier tests of this file left in the plugin's history (it lives as long as the plugin), then
 * seeds the emulator again: every test starts with an empty history.
 */
async function drainHistory(): Promise<void> {
	const undo = await place(deck.host, "undo", { windowSeconds: 3600 });
	for (let attempt = 0; attempt < 50; attempt++) {
		if ((await pressAndSettle(deck.host, undo)).feedback === "showAlert") break;
	}
	await deck.host.disappear(undo);
	deck.emulator.reset();
}

// Undo under server faults (a change that failed is not recorded, an undo that failed keeps its entry) is
// test/robustness/undo-faults.test.ts, for every quick fault.
describe("Undo", () => {
	beforeEach(async () => {
		await drainHistory();
	});

	it("reverts goal and streamathon changes of any key, dial or action, newest first, one per press", async () => {
		const undo = await place(deck.host, "undo", {});
		expect(await waitForFace(deck.host, undo, NOTHING)).toBe(NOTHING);

		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		expect(await waitForFace(deck.host, undo, "Undo Goal · −5 main 1")).toBe("Undo Goal · −5 main 1");

		const timer = await place(deck.host, "streamathon-action", {
			widgetId: "backup",
			streamathonAction: "remove_seconds",
			value: 30,
		});
		expect((await pressAndSettle(deck.host, timer)).feedback).toBe("showOk");
		expect(await waitForFace(deck.host, undo, "Undo Timer · +30 s backup 2")).toBe("Undo Timer · +30 s backup 2");

		const dial = await place(deck.host, "goal-add", { widgetId: "subs", value: 2 }, { controller: "Encoder" });
		await deck.host.dialRotate(dial, 3);
		await deck.emulator.waitForRequests(3);
		expect(await waitForFace(deck.host, undo, "Undo Goal · −6 subs 3")).toBe("Undo Goal · −6 subs 3");

		const goalAction = await place(deck.host, "goal-action", { widgetId: "main", goalAction: "add", value: 7 });
		expect((await pressAndSettle(deck.host, goalAction)).feedback).toBe("showOk");
		// A reset cannot be undone and is not recorded.
		const reset = await place(deck.host, "goal-action", { widgetId: "subs", goalAction: "set_goal", value: 20 });
		expect((await pressAndSettle(deck.host, reset)).feedback).toBe("showOk");
		expect(await waitForFace(deck.host, undo, "Undo Goal · −7 main 4")).toBe("Undo Goal · −7 main 4");

		const sent = deck.emulator.requests.length;
		for (let press = 0; press < 4; press++) {
			expect((await pressAndSettle(deck.host, undo)).feedback).toBe("showOk");
		}
		expect(deck.emulator.requests.slice(sent).map((r) => r.rawPath)).toEqual([
			`/api/goals/${W}/actions/remove/main/7`,
			`/api/goals/${W}/actions/remove/subs/6`,
			`/api/streamathon/${W}/actions/add_seconds/backup/30`,
			`/api/goals/${W}/actions/remove/main/5`,
		]);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(25);
		expect(deck.emulator.state.goals.get("subs")?.current).toBe(3);
		expect(deck.emulator.state.streamathons.get("backup")?.seconds).toBe(600);
		expect(await waitForFace(deck.host, undo, NOTHING)).toBe(NOTHING);

		const empty = await pressAndSettle(deck.host, undo);
		expect(empty.feedback).toBe("showAlert");
		expect(reasonsIn(empty.messages)).toEqual(["Empty"]);
		expect(deck.emulator.requests).toHaveLength(sent + 4);
	});

	it("keeps the history and undoes with the write key when only the channel's read key is edited", async () => {
		const undo = await place(deck.host, "undo", {});
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		expect(await waitForFace(deck.host, undo, "Undo Goal · −5 main 1")).toBe("Undo Goal · −5 main 1");
		const saved = deck.host.globalSettings;
		// The connection as 0.1 stored it, or as channels: either way only the read key changes.
		const readKey = "an-edited-read-key";
		const channels = Array.isArray(saved.channels) ? (saved.channels as JsonObject[]) : undefined;
		const firstEdited = channels?.map((channel, index) => (index === 0 ? { ...channel, readKey } : channel));
		const edited = firstEdited ? { ...saved, channels: firstEdited } : { ...saved, readKey };
		await deck.host.setGlobalSettings(edited);
		try {
			await settle(200);
			expect(readFace(deck.host.keys.get(undo)?.image)).toBe("Undo Goal · −5 main 1");
			const sent = deck.emulator.requests.length;
			expect((await pressAndSettle(deck.host, undo)).feedback).toBe("showOk");
			expect(deck.emulator.requests.slice(sent).map((r) => r.rawPath)).toEqual([
				`/api/goals/${W}/actions/remove/main/5`,
			]);
		} finally {
			await deck.host.setGlobalSettings(saved);
		}
	});

	it("forgets changes older than windowSeconds, and the key shows it without a press", async () => {
		const undo = await place(deck.host, "undo", { windowSeconds: 10 });
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		expect(await waitForFace(deck.host, undo, "Undo Goal · −5 main 1")).toBe("Undo Goal · −5 main 1");
		// The window is 10 s; the key redraws once the change leaves it.
		expect(await waitForFace(deck.host, undo, NOTHING, 13_000)).toBe(NOTHING);
		const outcome = await pressAndSettle(deck.host, undo);
		expect(reasonsIn(outcome.messages)).toEqual(["Empty"]);
		expect(deck.emulator.requests).toHaveLength(1);
	}, 20_000);

	it.each([{ windowSeconds: -5 }, { windowSeconds: "abc" }, { windowSeconds: 5 }, { windowSeconds: 4000 }])(
		"refuses %j with Setup and sends nothing",
		async (settings) => {
			const add = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
			expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
			const undo = await place(deck.host, "undo", settings);
			expect(await waitForFace(deck.host, undo, `${SETUP_MARK} Setup`)).toBe(`${SETUP_MARK} Setup`);
			const outcome = await pressAndSettle(deck.host, undo);
			expect(reasonsIn(outcome.messages)).toEqual(["Setup"]);
			expect(deck.emulator.requests).toHaveLength(1);
		},
	);

	it("undoes a hold's remove, and fires on a hold itself when asked to", async () => {
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 5, holdAction: "remove", holdMs: 300 });
		await deck.host.keyDown(add);
		await deck.emulator.waitForRequests(1, 3000);
		await deck.host.keyUp(add);
		const undo = await place(deck.host, "undo", { activation: "hold", holdMs: 300 });
		expect(await waitForFace(deck.host, undo, "Undo Goal · +5 main 1")).toBe("Undo Goal · +5 main 1");
		await deck.host.press(undo);
		await settle(600);
		expect(deck.emulator.requests).toHaveLength(1);
		await deck.host.keyDown(undo);
		await deck.emulator.waitForRequests(2, 3000);
		await deck.host.keyUp(undo);
		expect(deck.emulator.requests[1].rawPath).toBe(`/api/goals/${W}/actions/add/main/5`);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(25);
	});
});
