import { describe, expect, it } from "vitest";

import { place, pressAndSettle, READ_KEY, readFace, reasonsIn, settle, titlesIn, useDeck } from "./deck";

// Split from press-actions.test.ts so that these, which wait on the plugin's own clocks (a reason stays up for 2 s, a
// request is abandoned after 10 s), run beside the other press tests on a deck of their own.
const deck = useDeck();

describe("failures alert once with a short reason on a clean face, then the key shows what it showed before", () => {
	const faults: [string, () => void, string][] = [
		["HTTP 500", () => deck.emulator.fault({ kind: "status", status: 500 }), "Error"],
		["HTTP 403", () => deck.emulator.fault({ kind: "status", status: 403 }), "Key?"],
		["HTTP 429", () => deck.emulator.fault({ kind: "status", status: 429, headers: { "Retry-After": "2" } }), "Busy"],
		["success: false", () => deck.emulator.fault({ kind: "success-false", errorCode: "nope" }), "Error"],
		["HTML body", () => deck.emulator.fault({ kind: "html" }), "Error"],
		["malformed JSON", () => deck.emulator.fault({ kind: "malformed-json" }), "Error"],
		["connection reset", () => deck.emulator.fault({ kind: "reset" }), "Offline"],
	];
	for (const [name, arrange, reason] of faults) {
		it(`${name} → ${reason}`, async () => {
			arrange();
			const key = await place(deck.host, "goal-add", { widgetId: "main", value: 1 });
			await deck.host.waitFor((m) => m.context === key && m.event === "setImage", { since: 0, timeoutMs: 3000 });
			const face = readFace(deck.host.keys.get(key)?.image);
			expect(face).toBe("Goal main · +1");
			const outcome = await pressAndSettle(deck.host, key);
			expect(outcome.feedback).toBe("showAlert");
			// The alert face alone: the reason drawn large in the image, and no title over it.
			expect(reasonsIn(outcome.messages)).toEqual([reason]);
			expect(titlesIn(outcome.messages)).toEqual([""]);
			expect(deck.emulator.requests).toHaveLength(1);
			const restored = await deck.host.waitFor(
				(m) => m.context === key && m.event === "setTitle" && m.payload?.title === undefined,
				{
					timeoutMs: 4000,
				},
			);
			expect(restored).toBeDefined();
			expect(readFace(deck.host.keys.get(key)?.image)).toBe(face);
			deck.emulator.clearFaults();
			expect((await pressAndSettle(deck.host, key)).feedback).toBe("showOk");
		});
	}

	it("insufficient funds → Funds, and the balance is unchanged", async () => {
		const key = await place(deck.host, "currency-remove", { viewer: "ZeroBalance", amount: 5 });
		const outcome = await pressAndSettle(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		expect(reasonsIn(outcome.messages)).toEqual(["Funds"]);
		expect(deck.emulator.state.findViewer("ZeroBalance")?.currency).toBe(0);
	});

	it("a wrong key → Key?", async () => {
		const key = await place(deck.host, "currency-set", { viewer: "night owl", amount: 1, apiKey: READ_KEY });
		const outcome = await pressAndSettle(deck.host, key);
		expect(reasonsIn(outcome.messages)).toEqual(["Key?"]);
	});

	it("a request that gets no answer is abandoned within 10 s and alerts Timeout, sent once", async () => {
		deck.emulator.fault({ kind: "hang" });
		const key = await place(deck.host, "goal-add", { widgetId: "main" });
		const outcome = await pressAndSettle(deck.host, key, { timeoutMs: 12_000 });
		expect(reasonsIn(outcome.messages)).toEqual(["Timeout"]);
		await settle(500);
		expect(deck.emulator.requests).toHaveLength(1);
	}, 20_000);
});
