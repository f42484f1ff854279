import { describe, expect, it } from "vitest";

import { wantsLock } from "../lock-toggle-action";

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
