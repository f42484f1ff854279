import { describe, expect, it } from "vitest";

import {
	acknowledgementAnswer,
	currencyBalanceAnswer,
	currencyChangeAnswer,
	customDataAnswer,
	envelopeOf,
	MalformedAnswer,
	topListAnswer,
	warningCountAnswer,
	widgetActionAnswer,
} from "../schemas";

const ok = { success: true, code: 200 };
const user = { user_id: "10001", user_name: "StreamFan42" };

/**
 * Where a check refuses an answer.
 * @param check The check.
 * @returns The path of the field it names.
 */
function refusedAt(check: () => unknown): string {
	try {
		check();
	} catch (error) {
		if (error instanceof MalformedAnswer) return error.path;
		throw error;
	}
	throw new Error("the answer was accepted");
}

describe("answer schemas", () => {
	it("read integers as JSON numbers or integer text, and nothing else", () => {
		expect(currencyBalanceAnswer({ ...ok, user, currency: "-20" }).currency).toBe(-20);
		expect(currencyBalanceAnswer({ ...ok, user, currency: 1500 }).currency).toBe(1500);
		for (const currency of ["1.5e3", "", "3 ", 2.5, "9999999999999999", true, null, "0x5"]) {
			expect(
				refusedAt(() => currencyBalanceAnswer({ ...ok, user, currency })),
				String(currency),
			).toBe("currency");
		}
	});

	it("name the first wrong field by its dot path, in the order of the answer's fields", () => {
		expect(refusedAt(() => topListAnswer({ ...ok, code: "200.5", list: "x" }))).toBe("code");
		expect(refusedAt(() => topListAnswer({ ...ok, cache_timestamps: "soon", list: [] }))).toBe("cache_timestamps");
		expect(refusedAt(() => topListAnswer({ ...ok, list: {} }))).toBe("list");
		const rows = [
			{ user_name: "Mia", user_uid: "1", value: "7" },
			{ user_name: "Kai", user_uid: 2.5, value: "12x" },
		];
		expect(refusedAt(() => topListAnswer({ ...ok, list: rows }))).toBe("list.1.user_uid");
		expect(refusedAt(() => warningCountAnswer({ ...ok, user: { user_name: "x" }, warning_count: 1 }))).toBe(
			"user.user_id",
		);
		expect(refusedAt(() => customDataAnswer({ ...ok, key: "song", val: null }))).toBe("val");
	});

	it("give each operation's result, text and numbers converted", () => {
		const list = [{ user_name: "Mia", user_uid: 10006, value: "12.5", avatar: "x.png" }];
		expect(topListAnswer({ ...ok, cache_timestamps: "1714789065", list })).toEqual({
			entries: [{ rank: 1, userName: "Mia", userId: "10006", value: 12.5 }],
			cacheTimestamp: 1714789065,
		});
		expect(warningCountAnswer({ ...ok, user: { ...user, user_id: 10001 }, warning_count: "3" })).toEqual({
			viewer: { id: "10001", name: "StreamFan42" },
			warningCount: 3,
			cacheTimestamp: undefined,
		});
		expect(customDataAnswer({ ...ok, key: "song", val: 42 })).toEqual({
			dataKey: "song",
			value: "42",
			cacheTimestamp: undefined,
		});
	});

	it("let a write's odd details go: only success decides", () => {
		expect(widgetActionAnswer({ success: true, change_count: "two" })).toEqual({ changeCount: undefined });
		expect(widgetActionAnswer({ success: true, change_count: "0" })).toEqual({ changeCount: 0 });
		expect(currencyChangeAnswer({ success: true, user: { user_id: true } })).toEqual({ viewer: undefined });
		expect(currencyChangeAnswer({ success: true, user })).toEqual({ viewer: { id: "10001", name: "StreamFan42" } });
		expect(() => acknowledgementAnswer({ success: true, code: "odd" })).not.toThrow();
		expect(refusedAt(() => acknowledgementAnswer({ success: "true" }))).toBe("success");
	});

	it("read the envelope of any answer, or nothing of a body that is not the API's", () => {
		expect(envelopeOf({ success: false, error_code: "x", code: 500 })).toEqual({
			success: false,
			error_code: "x",
			action_success: undefined,
		});
		for (const body of [undefined, null, "ok", [], { success: "true" }, { code: 200 }]) {
			expect(envelopeOf(body), JSON.stringify(body)).toBeUndefined();
		}
	});
});
