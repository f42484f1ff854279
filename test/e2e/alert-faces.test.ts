import { describe, expect, it } from "vitest";

import type { PluginMessage } from "../../tools/host/stream-deck-host";
import { stringField } from "../../tools/host/wire-message";
import {
	place,
	pressAndSettle,
	READ_KEY,
	readFace,
	reasonOf,
	reasonsIn,
	settle,
	titlesIn,
	useDeck,
	waitForFace,
	waitForTitle,
	WRITE_KEY,
} from "./deck";

// These wait on the plugin's own clock (a reason stays up for 2 s), so they run on a deck of their own. The alert face
// itself (the reason alone: no picture, no title, no other text) and the face a key shows again after it are the fault
// matrices' (test/robustness/fault-matrix.test.ts, and display-faults.test.ts for a display key that never had a
// value); these follow a title template and a last good value through an alert.
const deck = useDeck();

/** Longer than a reason stays up (2 s), with a generous margin. */
const REASON_GONE_MS = 4000;

/**
 * The messages the plugin sent for a key since a point in the log.
 * @param context The key.
 * @param since Index into the host's message log.
 * @returns The messages.
 */
function messagesOf(context: string, since: number): PluginMessage[] {
	return deck.host.messages.slice(since).filter((message) => message.context === context);
}

/**
 * What a key's images showed since a point in the log, in order (see `readFace`; `undefined` for the manifest's image).
 * @param context The key.
 * @param since Index into the host's message log.
 * @returns The faces.
 */
function facesOf(context: string, since: number): (string | undefined)[] {
	return messagesOf(context, since)
		.filter((message) => message.event === "setImage")
		.map((message) => readFace(stringField(message.payload, "image")));
}

describe("an alert has a clean face of its own", () => {
	it("a key's title from its template goes while the reason is up and comes back after", async () => {
		const key = await place(deck.host, "currency-balance", { viewer: "night owl", titleTemplate: "{exact} coins" });
		expect(await waitForTitle(deck.host, key, "320 coins")).toBe("320 coins");
		deck.emulator.fault({ kind: "status", status: 503 });
		const outcome = await pressAndSettle(deck.host, key);
		expect(reasonsIn(outcome.messages)).toEqual(["Error"]);
		expect(titlesIn(outcome.messages)).toEqual([""]);
		expect(await waitForTitle(deck.host, key, "320 coins", REASON_GONE_MS)).toBe("320 coins");
		expect(readFace(deck.host.keys.get(key)?.image)).toBe("night owl · 320 (stale)");
	});
});

describe("a display key keeps its last good value through an alert", () => {
	it("under a refused key, Currency Balance flashes Key?, then shows 320 with the stale mark, and on a press too", async () => {
		const key = await place(deck.host, "currency-balance", { viewer: "night owl" });
		expect(await waitForFace(deck.host, key, "night owl · 320")).toBe("night owl · 320");

		const since = deck.host.messages.length;
		await deck.host.setGlobalSettings({ baseUrl: deck.emulator.url, readKey: READ_KEY, writeKey: "not-the-key" });
		await deck.host.waitFor(
			(m) => m.context === key && m.event === "setImage" && reasonOf(stringField(m.payload, "image")) === "Key?",
			{
				since,
				timeoutMs: 3000,
			},
		);
		await deck.host.waitFor((m) => m.context === key && m.event === "setImage", {
			since: deck.host.messages.length,
			timeoutMs: REASON_GONE_MS,
		});
		expect(readFace(deck.host.keys.get(key)?.image)).toBe("night owl · 320 (stale)");
		const shown = facesOf(key, since);
		expect(shown).toContain("⚠ Key?");
		expect(shown).not.toContain(undefined);
		expect(shown.at(-1)).toBe("night owl · 320 (stale)");
		expect(titlesIn(messagesOf(key, since))).not.toContain("Key?");

		// A press says why, then the key shows the last value again.
		const outcome = await pressAndSettle(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		const reasons = reasonsIn(outcome.messages);
		expect(reasons.length).toBeGreaterThan(0);
		expect(new Set(reasons)).toEqual(new Set(["Key?"]));
		expect(await waitForFace(deck.host, key, "night owl · 320 (stale)", REASON_GONE_MS)).toBe(
			"night owl · 320 (stale)",
		);

		// The right key brings the fresh value back.
		await deck.host.setGlobalSettings({ baseUrl: deck.emulator.url, readKey: READ_KEY, writeKey: WRITE_KEY });
		expect(await waitForFace(deck.host, key, "night owl · 320")).toBe("night owl · 320");
		await settle(100);
		expect(deck.host.keys.get(key)?.title).toBeUndefined();
	});
});
