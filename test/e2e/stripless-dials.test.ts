import type { JsonObject } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import { connectionSettings } from "../../tools/deck";
import type { ReceivedRequest } from "../../tools/emulator/server";
import { forgetKeptValues, place, READ_KEY, startDeck, useDeck, waitForQuiet, WRITE_KEY } from "./deck";

// A dial on a device without a touch strip (a Stream Deck Studio) turns and pushes as on a Stream Deck +, and the plugin
// sends nothing to draw on a strip that is not there (docs/behaviour.md#dials-without-a-touch-strip).

/** The app's devices: a Stream Deck Studio, then a Stream Deck +. */
const STUDIO = 0;
const PLUS = 1;

const deck = useDeck(() => startDeck({ deviceTypes: [10, 7] }));

/** A dial's gesture, and the number of requests the emulator has received once it is done. */
type Gesture = { use: (dial: string) => Promise<void>; requests: number };

/**
 * Places a dial on a device, uses it gesture by gesture, each once the emulator has its requests, and says what was sent.
 * @param device The device's index.
 * @param slug The action.
 * @param settings Its settings.
 * @param gestures What the streamer does, in order.
 * @returns The dial and the requests, as method and path.
 */
async function useDial(
	device: number,
	slug: string,
	settings: JsonObject,
	gestures: readonly Gesture[],
): Promise<{ dial: string; requests: string[] }> {
	deck.emulator.reset();
	await forgetKeptValues(deck.host, connectionSettings(deck.emulator));
	const dial = await place(deck.host, slug, settings, { controller: "Encoder", device });
	for (const { use, requests } of gestures) {
		await use(dial);
		await deck.emulator.waitForRequests(requests);
		await waitForQuiet(deck.emulator);
	}
	const requests = deck.emulator.requests.map((r: ReceivedRequest) => `${r.method} ${r.segments.join("/")}`);
	await deck.host.disappear(dial);
	return { dial, requests };
}

/**
 * A push of the dial: down, then up.
 * @param dial The dial.
 */
async function push(dial: string): Promise<void> {
	await deck.host.dialDown(dial);
	await deck.host.dialUp(dial);
}

/**
 * What the plugin sent to draw on a dial's strip, as the host recorded it.
 * @param dial The dial.
 * @returns The events.
 */
function drawnOn(dial: string): string[] {
	return deck.host.messages.filter((m) => m.context === dial && m.event === "setFeedback").map((m) => m.event);
}

describe("a dial on a device without a touch strip", () => {
	it("Goal Add turns and pushes as on a Stream Deck +, and draws nothing on a Studio", async () => {
		const gestures: Gesture[] = [
			{ use: (dial) => deck.host.dialRotate(dial, 3), requests: 1 },
			{ use: push, requests: 2 },
			{ use: push, requests: 3 },
		];
		const settings = { widgetId: "main", value: 5 };
		const studio = await useDial(STUDIO, "goal-add", settings, gestures);
		expect(studio.requests).toEqual([
			`POST api/goals/${WRITE_KEY}/actions/add/main/15`,
			`POST api/goals/${WRITE_KEY}/actions/lock/main/0`,
			`POST api/goals/${WRITE_KEY}/actions/unlock/main/0`,
		]);
		const plus = await useDial(PLUS, "goal-add", settings, gestures);
		expect(plus.requests).toEqual(studio.requests);
		expect(deck.host.missingStripCommands).toEqual([]);
		expect(drawnOn(studio.dial)).toEqual([]);
		expect(drawnOn(plus.dial).length).toBeGreaterThan(0);
		expect(deck.host.keys.get(plus.dial)?.feedback).toMatchObject({ heading: "Goal main", status: "Unlocked" });
	});

	it("Show Top steps through the ranks and refreshes on a push as on a Stream Deck +, and draws nothing on a Studio", async () => {
		const gestures: Gesture[] = [
			{ use: async () => undefined, requests: 1 },
			{ use: (dial) => deck.host.dialRotate(dial, 1), requests: 2 },
			{ use: push, requests: 3 },
		];
		const settings = { topType: "currency" };
		const studio = await useDial(STUDIO, "show-top", settings, gestures);
		expect(studio.requests).toEqual([
			`GET api/ranking/${READ_KEY}/top/currency/global/1`,
			`GET api/ranking/${READ_KEY}/top/currency/global/2`,
			`GET api/ranking/${READ_KEY}/top/currency/global/2`,
		]);
		expect(deck.host.settingsOf(studio.dial)).toMatchObject({ rank: 2 });
		const plus = await useDial(PLUS, "show-top", settings, gestures);
		expect(plus.requests).toEqual(studio.requests);
		expect(deck.host.missingStripCommands).toEqual([]);
		expect(drawnOn(studio.dial)).toEqual([]);
		expect(deck.host.keys.get(plus.dial)?.feedback).toMatchObject({ heading: "Top Currency #2" });
	});

	it("alerts on a Studio when a turn fails, and still draws nothing", async () => {
		deck.emulator.fault({ kind: "status", status: 500 });
		const dial = await place(deck.host, "goal-add", { widgetId: "main" }, { controller: "Encoder", device: STUDIO });
		await deck.host.dialRotate(dial, 1);
		await deck.host.waitForEvent("showAlert", dial);
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.requests).toHaveLength(1);
		expect(deck.host.keys.get(dial)?.alertCount).toBe(1);
		expect(deck.host.missingStripCommands).toEqual([]);
	});
});
