import { describe, expect, it } from "vitest";

import { backgroundOf, place, pressAndSettle, reasonsIn, SETUP_MARK, useDeck, waitForFace, waitForTitle } from "./deck";

const deck = useDeck();

/** The dark background of a key that is not highlighted. */
const PLAIN = "#17181c";

/**
 * The background of a key's image now.
 * @param context The key.
 * @returns The fill of its background.
 */
function backgroundNow(context: string): string | undefined {
	return backgroundOf(deck.host.keys.get(context)?.image);
}

describe("colour by value (highlight, highlightValue, highlightColor)", () => {
	it("draws the key on the colour while the value is at least the threshold (above), and not otherwise", async () => {
		const viewer = deck.emulator.state.findViewer("StreamFan42")!;
		const key = await place(deck.host, "warnings", {
			viewer: "StreamFan42",
			highlight: "above",
			highlightValue: "2",
			highlightColor: "#00ff00",
		});
		await waitForFace(deck.host, key, "StreamFan42 · 1");
		expect(backgroundNow(key)).toBe(PLAIN);
		viewer.warnings = 2;
		await deck.host.press(key);
		expect(await waitForFace(deck.host, key, "StreamFan42 · 2")).toBe("StreamFan42 · 2");
		expect(backgroundNow(key)).toBe("#00FF00");
		viewer.warnings = 1;
		await deck.host.press(key);
		expect(await waitForFace(deck.host, key, "StreamFan42 · 1")).toBe("StreamFan42 · 1");
		expect(backgroundNow(key)).toBe(PLAIN);
	});

	it("below: a value under the threshold, in the default colour", async () => {
		const key = await place(deck.host, "show-top", { highlight: "below", highlightValue: 50_000 });
		await waitForFace(deck.host, key, "Moderator_Mia · 40k");
		expect(backgroundNow(key)).toBe("#E5484D");
		const equal = await place(deck.host, "show-top", { highlight: "below", highlightValue: 40_000 });
		await waitForFace(deck.host, equal, "Moderator_Mia · 40k");
		expect(backgroundNow(equal)).toBe(PLAIN);
	});

	it("works with title templates and keeps the colour under the stale mark", async () => {
		const key = await place(deck.host, "currency-balance", {
			viewer: "StreamFan42",
			titleTemplate: "{exact}",
			highlight: "above",
			highlightValue: "1000.5",
			highlightColor: "#3366CC",
		});
		expect(await waitForTitle(deck.host, key, "1500")).toBe("1500");
		await waitForFace(deck.host, key, "StreamFan42 · 1.5k");
		expect(backgroundNow(key)).toBe("#3366CC");
		deck.emulator.fault({ kind: "status", status: 503 });
		expect((await pressAndSettle(deck.host, key)).feedback).toBe("showAlert");
		expect(await waitForFace(deck.host, key, "StreamFan42 · 1.5k (stale)")).toBe("StreamFan42 · 1.5k (stale)");
		expect(backgroundNow(key)).toBe("#3366CC");
		deck.emulator.clearFaults();
	});

	it("never highlights a value that is not a number; numeric custom data is one", async () => {
		const text = await place(deck.host, "custom-data", { dataKey: "deaths", highlight: "below", highlightValue: 1e9 });
		// Stored as a JSON number, shown as text: a number all the same.
		await waitForFace(deck.host, text, "deaths · 3");
		expect(backgroundNow(text)).toBe("#E5484D");
		deck.emulator.state.customData.set("deaths", "three");
		await deck.host.press(text);
		expect(await waitForFace(deck.host, text, "deaths · three")).toBe("deaths · three");
		expect(backgroundNow(text)).toBe(PLAIN);
		const counter = await place(deck.host, "custom-data", {
			dataKey: "counter",
			highlight: "above",
			highlightValue: 42,
		});
		await waitForFace(deck.host, counter, "counter · 42");
		expect(backgroundNow(counter)).toBe("#E5484D");
	});

	it.each([
		{ highlightColor: "red;<script>" },
		{ highlightColor: '#E5484D" onload="x' },
		{ highlightColor: "#12345" },
		{ highlightValue: "abc" },
		{ highlightValue: "1e3" },
		{ highlight: "sideways" },
	])("refuses %j with Setup: setup mark, nothing sent, nothing drawn from it", async (bad) => {
		const key = await place(deck.host, "warnings", { viewer: "StreamFan42", highlight: "above", ...bad });
		expect(await waitForFace(deck.host, key, `${SETUP_MARK} Setup`)).toBe(`${SETUP_MARK} Setup`);
		const outcome = await pressAndSettle(deck.host, key);
		expect(reasonsIn(outcome.messages)).toEqual(["Setup"]);
		expect(deck.emulator.requests).toHaveLength(0);
		for (const message of deck.host.messages.filter((m) => m.context === key && m.event === "setImage")) {
			const image = decodeURIComponent(JSON.stringify(message.payload));
			expect(image).not.toContain("<script");
			expect(image).not.toContain("onload");
		}
	});
});
