import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startVirtualDeck, type VirtualDeck } from "../../tools/virtual-deck/server";

/** How long the sample profile may take to draw. */
const DRAWN_MS = 8000;

describe("npm start -- --demo", () => {
	let deck: VirtualDeck;

	beforeAll(async () => {
		deck = await startVirtualDeck({ port: 0, channel: "demo" });
	});

	afterAll(async () => {
		await deck?.close();
	});

	it("runs the sample profile on the demo channel: every key and strip marked DEMO, nothing sent to the emulator", async () => {
		expect(deck.host.globalSettings).toMatchObject({ baseUrl: "demo" });
		const marked = (): boolean =>
			[...deck.host.keys.values()].every((key) =>
				key.controller === "Encoder"
					? (key.feedback.demo as { value?: string } | undefined)?.value === "DEMO"
					: decodeURIComponent(key.image ?? "").includes(">DEMO</text>"),
			);
		const deadline = Date.now() + DRAWN_MS;
		while (!marked() && Date.now() < deadline) {
			await deck.host.waitFor(() => true, { since: deck.host.messages.length, timeoutMs: 200 }).catch(() => undefined);
		}
		expect(deck.host.keys.size).toBeGreaterThan(0);
		expect(marked()).toBe(true);
		expect(deck.emulator.requests).toEqual([]);
		const page = await fetch(`${deck.url}/api/deck`);
		expect(page.status).toBe(200);
	});
});
