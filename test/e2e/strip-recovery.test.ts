import { describe, expect, it } from "vitest";

import { connectionSettings } from "../../tools/deck";
import { place, pressAndSettle, useDeck, waitForQuiet } from "./deck";

const deck = useDeck();

/**
 * What a dial's strip shows now, as the app draws it.
 * @param dial The dial.
 * @returns Its items.
 */
function stripOf(dial: string): Record<string, unknown> {
	return { ...deck.host.keys.get(dial)?.feedback };
}

/**
 * Turns a goal dial once while the server drops the connection, and waits for the strip to say `Offline`.
 * @returns The dial.
 */
async function offlineDial(): Promise<string> {
	const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 5 }, { controller: "Encoder" });
	deck.emulator.fault({ kind: "reset", times: 1 });
	await deck.host.dialRotate(dial, 1);
	await expect.poll(() => stripOf(dial).status, { timeout: 5000 }).toBe("Offline");
	expect(deck.emulator.state.goals.get("main")?.current).toBe(25);
	return dial;
}

describe("a strip's failure word goes once its cause is gone", () => {
	it("Offline leaves the strip when another key's press of the same channel succeeds", async () => {
		const dial = await offlineDial();
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 1 });
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		await expect.poll(() => stripOf(dial).status, { timeout: 5000 }).toBe("");
		// The dial itself was not touched again: it sent only its dropped turn, and its session added nothing.
		expect(deck.emulator.requests.map((r) => r.segments.slice(4))).toEqual([
			["add", "main", "5"],
			["add", "main", "1"],
		]);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(26);
		expect(stripOf(dial)).toMatchObject({ value: "+0" });
	});

	it("Offline leaves the strip when a display key's poll of the same channel succeeds", async () => {
		const dial = await offlineDial();
		await place(deck.host, "show-top", { topType: "currency" });
		await expect.poll(() => stripOf(dial).status, { timeout: 8000 }).toBe("");
		expect(deck.emulator.requests.some((r) => r.method === "GET")).toBe(true);
	});

	it("a Show Top dial's Offline leaves its strip when another key's press of the same channel succeeds", async () => {
		const dial = await place(
			deck.host,
			"show-top",
			{ topType: "currency", refreshSeconds: 5 },
			{ controller: "Encoder" },
		);
		await expect.poll(() => stripOf(dial).value, { timeout: 5000 }).toBeTruthy();
		// Its own reads keep failing: only another key's answer can take the word down.
		deck.emulator.fault({ kind: "reset", match: "/ranking/" });
		await expect.poll(() => stripOf(dial).status, { timeout: 15_000 }).toBe("Offline");
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 1 });
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		await expect.poll(() => stripOf(dial).status, { timeout: 5000 }).toBe("");
	}, 30_000);

	it("Offline after a dial push (lock) leaves the strip when another key's press succeeds", async () => {
		const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 5 }, { controller: "Encoder" });
		deck.emulator.fault({ kind: "reset", times: 1 });
		await deck.host.dialDown(dial);
		await deck.host.dialUp(dial);
		await expect.poll(() => stripOf(dial).status, { timeout: 5000 }).toBe("Offline");
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 1 });
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		await expect.poll(() => stripOf(dial).status, { timeout: 5000 }).toBe("");
		expect(deck.emulator.state.goals.get("main")?.locked).not.toBe(true);
	});

	it("another channel's success leaves the word; its own channel's clears it", async () => {
		const saved = deck.host.globalSettings;
		// The same server under a second channel id: a channel of its own, whose answers say nothing of the default's.
		await deck.host.setGlobalSettings({
			...saved,
			channels: [{ id: "twin", name: "Twin", ...connectionSettings(deck.emulator) }],
		});
		try {
			const dial = await place(
				deck.host,
				"goal-add",
				{ widgetId: "main", value: 5, channel: "twin" },
				{ controller: "Encoder" },
			);
			deck.emulator.fault({ kind: "reset", times: 1 });
			await deck.host.dialRotate(dial, 1);
			await expect.poll(() => stripOf(dial).status, { timeout: 5000 }).toBe("Offline");
			const other = await place(deck.host, "goal-add", { widgetId: "main", value: 1 });
			expect((await pressAndSettle(deck.host, other)).feedback).toBe("showOk");
			await waitForQuiet(deck.emulator);
			expect(stripOf(dial).status).toBe("Offline");
			const twin = await place(deck.host, "goal-add", { widgetId: "main", value: 1, channel: "twin" });
			expect((await pressAndSettle(deck.host, twin)).feedback).toBe("showOk");
			await expect.poll(() => stripOf(dial).status, { timeout: 5000 }).toBe("");
		} finally {
			await deck.host.setGlobalSettings(saved);
		}
	});

	it("a word an answer does not disprove (Widget?) stays when other keys succeed", async () => {
		const dial = await place(deck.host, "goal-add", { widgetId: "missing", value: 5 }, { controller: "Encoder" });
		await deck.host.dialRotate(dial, 1);
		await expect.poll(() => stripOf(dial).status, { timeout: 5000 }).toBe("Widget?");
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 1 });
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		await waitForQuiet(deck.emulator);
		expect(stripOf(dial).status).toBe("Widget?");
	});
});

describe("a strip's session total follows Undo", () => {
	it("+100 then +15, Undo: the strip counts +100 and shows the undo as the last step", async () => {
		const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 5 }, { controller: "Encoder" });
		const undo = await place(deck.host, "undo", {});
		await deck.host.dialRotate(dial, 20);
		await expect.poll(() => stripOf(dial).value, { timeout: 5000 }).toBe("+100 (+100)");
		await deck.host.dialRotate(dial, 3);
		await expect.poll(() => stripOf(dial).value, { timeout: 5000 }).toBe("+115 (+15)");
		expect((await pressAndSettle(deck.host, undo)).feedback).toBe("showOk");
		await expect.poll(() => stripOf(dial).value, { timeout: 5000 }).toBe("+100 (−15)");
		expect(deck.emulator.state.goals.get("main")?.current).toBe(125);
		// The next turn counts on from what is left.
		await deck.host.dialRotate(dial, 1);
		await expect.poll(() => stripOf(dial).value, { timeout: 5000 }).toBe("+105 (+5)");
	});

	it("an undo of another key's change leaves the strip's total alone", async () => {
		const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 5 }, { controller: "Encoder" });
		const add = await place(deck.host, "goal-add", { widgetId: "main", value: 7 });
		const undo = await place(deck.host, "undo", {});
		await deck.host.dialRotate(dial, 2);
		await expect.poll(() => stripOf(dial).value, { timeout: 5000 }).toBe("+10 (+10)");
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		expect((await pressAndSettle(deck.host, undo)).feedback).toBe("showOk");
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.requests.at(-1)?.segments.slice(4)).toEqual(["remove", "main", "7"]);
		expect(stripOf(dial).value).toBe("+10 (+10)");
	});
});
