import { describe, expect, it } from "vitest";

import type { PluginMessage } from "../../tools/host/stream-deck-host";
import { stringField } from "../../tools/host/wire-message";
import { mostInOneSecond, place, readFace, settle, useDeck, waitForFace, waitForQuiet } from "./deck";

const deck = useDeck();

/**
 * The messages of one kind the plugin sent for a key, from a given message index.
 * @param context The key or dial.
 * @param event E.g. `setFeedback`.
 * @param since Index into the host's messages.
 * @returns The messages, in order.
 */
function sentFor(context: string, event: string, since: number): PluginMessage[] {
	return deck.host.messages.slice(since).filter((m) => m.context === context && m.event === event);
}

describe("at most 10 updates a second on a touch strip or a key image (Elgato's guidelines)", () => {
	it("a dial flooded with turns against a server that answers at once: ≤ 10 strip updates in any second, the last total shown", async () => {
		const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 1 }, { controller: "Encoder" });
		await settle(300);
		const start = deck.emulator.state.goals.get("main")?.current ?? 0;
		const since = deck.host.messages.length;
		const turns = 150;
		for (let turn = 0; turn < turns; turn++) {
			await deck.host.dialRotate(dial, 1);
			await settle(10);
		}
		await waitForQuiet(deck.emulator);
		await settle(500);
		const updates = sentFor(dial, "setFeedback", since);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(start + turns);
		expect(updates.length).toBeGreaterThanOrEqual(2);
		expect(mostInOneSecond(updates)).toBeLessThanOrEqual(10);
		// The last update always shows: the session's whole total, and OK.
		expect(deck.host.keys.get(dial)?.feedback).toMatchObject({ status: "OK" });
		expect(String(deck.host.keys.get(dial)?.feedback.value)).toMatch(new RegExp(`^\\+${turns} \\(\\+\\d+\\)$`));
	});

	it("a display key pressed over and over while its value changes: ≤ 10 images in any second, the last value shown", async () => {
		const viewer = deck.emulator.state.findViewer("night owl");
		if (!viewer) throw new Error("the emulator has no viewer night owl");
		const key = await place(deck.host, "currency-balance", { viewer: "night owl" });
		await waitForFace(deck.host, key, `night owl · ${viewer.currency}`);
		const since = deck.host.messages.length;
		const presses = 60;
		for (let press = 1; press <= presses; press++) {
			viewer.currency = 100 + press;
			await deck.host.press(key);
			await settle(15);
		}
		const last = `night owl · ${100 + presses}`;
		expect(await waitForFace(deck.host, key, last)).toBe(last);
		await waitForQuiet(deck.emulator);
		await settle(500);
		const images = sentFor(key, "setImage", since);
		expect(images.length).toBeGreaterThanOrEqual(2);
		expect(mostInOneSecond(images)).toBeLessThanOrEqual(10);
		expect(readFace(stringField(images.at(-1)?.payload, "image"))).toBe(last);
	});
});
