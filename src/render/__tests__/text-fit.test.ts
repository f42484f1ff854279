import { describe, expect, it } from "vitest";

import { compactNumber } from "../text-fit";

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
