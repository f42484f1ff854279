import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { connectionSettings } from "../../tools/deck";
import { type IsolatedDeck, startIsolatedDeck } from "../robustness/isolated-deck";
import { place, READ_KEY, settle, SETUP_MARK, waitForFace, WRITE_KEY } from "./deck";

// The log says what is wrong: display keys that show `Setup` because the Connection is empty or invalid are not
// "failing" reads that "keep their last value". The deck runs from a private copy of the plugin folder, so that its log
// file holds this file's lines alone.
let deck: IsolatedDeck;

beforeAll(async () => {
	deck = await startIsolatedDeck();
});
afterAll(async () => {
	await deck?.close();
});

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

describe("log lines of display keys whose connection is not set up", () => {
	it("an empty or invalid Connection logs once that the keys are not set up, and a line when it is fixed", async () => {
		const working = connectionSettings(deck.emulator);
		for (const broken of [
			{ ...working, baseUrl: "" },
			{ ...working, baseUrl: "not a url" },
		]) {
			const before = { notSetUp: logLines("not set up").length, recovered: logLines("recovered").length };
			await deck.host.setGlobalSettings(broken);
			const keys = [
				await place(deck.host, "currency-balance", { viewer: "night owl" }),
				await place(deck.host, "warnings", { viewer: "night owl" }),
				await place(deck.host, "custom-data", { dataKey: "song" }),
			];
			for (const key of keys)
				expect(await waitForFace(deck.host, key, `${SETUP_MARK} Setup`)).toBe(`${SETUP_MARK} Setup`);
			// Presses and wake-ups try again; the line is written once all the same.
			await deck.host.press(keys[0]);
			await deck.host.systemDidWakeUp();
			await settle(500);
			const notSetUp = logLines("not set up").slice(before.notSetUp);
			expect(notSetUp).toHaveLength(1);
			expect(notSetUp[0]).toMatch(/connection/i);
			expect(logLines("keep their last value")).toEqual([]);
			expect(logLines("recovered")).toHaveLength(before.recovered);

			await deck.host.setGlobalSettings(working);
			expect(await waitForFace(deck.host, keys[0], "night owl · 320")).toBe("night owl · 320");
			await settle(300);
			expect(logLines("recovered")).toHaveLength(before.recovered + 1);
			expect(logLines("recovered").at(-1)).toMatch(/connection/i);
			for (const key of keys) await deck.host.disappear(key);
		}
		const log = deck.logText();
		for (const key of [READ_KEY, WRITE_KEY]) {
			expect(log).not.toContain(key);
			expect(log).not.toContain(encodeURIComponent(key));
		}
	});
});
