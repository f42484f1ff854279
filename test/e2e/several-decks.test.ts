import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { deviceIds } from "../../tools/host/registration-info";
import { type Deck, readFace, startDeck, uuid } from "./deck";

// A streamer with several decks: four Stream Deck + devices, the same reads on each.
const DEVICES = 4;
let deck: Deck;

beforeAll(async () => {
	deck = await startDeck({ devices: DEVICES });
});

afterAll(async () => {
	await deck?.close();
});

describe("several devices", () => {
	it("the app announces every device, and keys on each show their values, sharing one read per value", async () => {
		expect(deck.host.info.devices.map((device) => device.id)).toEqual(deviceIds(DEVICES));
		const connected = deck.host.sentToPlugin.filter((message) => message.raw.event === "deviceDidConnect");
		expect(connected.map((message) => message.raw.device)).toEqual(deviceIds(DEVICES));
		const contexts: string[] = [];
		for (let device = 0; device < DEVICES; device++) {
			for (const viewer of ["night owl", "StreamFan42"]) {
				contexts.push(await deck.host.appear({ action: uuid("currency-balance"), settings: { viewer }, device }));
			}
		}
		for (let round = 0; round < 80; round++) {
			if (contexts.every((context) => readFace(deck.host.keys.get(context)?.image) !== undefined)) break;
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
		const faces = contexts.map((context) => readFace(deck.host.keys.get(context)?.image));
		expect(faces).toEqual(Array.from({ length: DEVICES }, () => ["night owl · 320", "StreamFan42 · 1.5k"]).flat());
		const sentTo = deck.host.messages.filter((message) => message.event === "setImage").map((m) => m.context);
		expect(new Set(sentTo)).toEqual(new Set(contexts));
		// Eight keys, two values: one read each, whatever the device.
		expect(deck.emulator.requests.map((request) => request.segments.at(-1)).sort()).toEqual([
			"StreamFan42",
			"night owl",
		]);
	});
});
