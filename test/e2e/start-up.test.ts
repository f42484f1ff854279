import { expect, it } from "vitest";

import { startDeck } from "../../tools/deck";

it("asks for the global settings as soon as it registers, before any key appears", async () => {
	const deck = await startDeck();
	try {
		const asked = await deck.host.waitFor((m) => m.event === "getGlobalSettings", { timeoutMs: 10_000 });
		expect(asked.event).toBe("getGlobalSettings");
		expect(deck.host.keys.size).toBe(0);
	} finally {
		await deck.close();
	}
});
