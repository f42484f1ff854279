import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../../contract/errors";

vi.mock("@elgato/streamdeck", async () =>
	(await import("../../../test/support/streamdeck-stub")).streamDeckStub(async () => ({})),
);

const { deckKeyOf, recentKeyFailures, seenKey } = await import("../deck-keys");

/**
 * A key as the SDK hands it over, as far as its record reads it.
 * @param id Its context.
 * @param column Its column.
 * @returns The key.
 */
function fakeKey(id: string, column = 0): never {
	return { id, manifestId: "com.channel.companion.goal-add", coordinates: { column, row: 1 } } as never;
}

describe("DeckKey", () => {
	it("is one record per context, which takes the newest handle of the key", () => {
		const first = deckKeyOf(fakeKey("same"), { widgetId: "main" });
		const again = fakeKey("same", 3);
		expect(deckKeyOf(again)).toBe(first);
		expect(first.action).toBe(again);
		expect(first.settings).toEqual({ widgetId: "main" });
		expect(seenKey("same")).toBe(first);
		expect(seenKey("never")).toBeUndefined();
	});

	it("keeps a key's last three failures by kind, status and code, never a message", () => {
		const key = deckKeyOf(fakeKey("failing", 2));
		key.noteFailure(new ApiError("key-refused", "the key W-secret was refused", { status: 401 }));
		for (let count = 0; count < 3; count++) key.noteFailure(new Error("boom"));
		expect(key.failures).toHaveLength(3);
		expect(key.failures.every((failure) => failure.kind === "unexpected" && failure.key === "goal-add 2,1")).toBe(true);
		expect(JSON.stringify(recentKeyFailures())).not.toContain("secret");
	});

	it("reports the failures of the 64 keys that failed last, oldest first", () => {
		vi.useFakeTimers();
		try {
			for (let index = 0; index < 70; index++) {
				vi.advanceTimersByTime(10);
				deckKeyOf(fakeKey(`many-${index}`)).noteFailure(new ApiError("network", "down"));
			}
			const reported = recentKeyFailures();
			const keys = new Set(reported.map((failure) => failure.at));
			expect(keys.size).toBe(64);
			expect(reported.map((failure) => failure.at)).toEqual([...reported.map((f) => f.at)].sort((a, b) => a - b));
			expect(reported.every((failure) => failure.kind === "network")).toBe(true);
		} finally {
			vi.useRealTimers();
		}
	});
});
