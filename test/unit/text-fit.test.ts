import { describe, expect, it } from "vitest";

import { compactNumber } from "../../src/render/text-fit";
import { wantsLock } from "../../src/widgets/lock-toggle-action";

describe("compactNumber", () => {
	it.each([
		[0, "0"],
		[987, "987"],
		[1000, "1k"],
		[12_345, "12.3k"],
		[999_999, "999k"],
		[4_560_000, "4.5M"],
		[1_200_000_000, "1.2B"],
		[-2500, "-2.5k"],
	])("writes %d as %s", (value, text) => {
		expect(compactNumber(value)).toBe(text);
	});
});

describe("wantsLock", () => {
	it("follows the mode, the key's state, and in a multi-action the desired state", () => {
		expect(wantsLock("toggle", { state: 0, isInMultiAction: false })).toBe(true);
		expect(wantsLock("toggle", { state: 1, isInMultiAction: false })).toBe(false);
		expect(wantsLock("lock", { state: 1, isInMultiAction: false })).toBe(true);
		expect(wantsLock("unlock", { state: 0, isInMultiAction: false })).toBe(false);
		expect(wantsLock("toggle", { state: 1, isInMultiAction: true, userDesiredState: 1 })).toBe(true);
		expect(wantsLock("lock", { state: 0, isInMultiAction: true, userDesiredState: 0 })).toBe(false);
	});
});
