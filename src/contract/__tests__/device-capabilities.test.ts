import { describe, expect, it } from "vitest";

import { dialsDrawOnStrip } from "../device-capabilities";

describe("dialsDrawOnStrip", () => {
	it("draws on the strip of a Stream Deck + and a + XL, not on a Studio, whose dials have none", () => {
		expect(dialsDrawOnStrip(7)).toBe(true);
		expect(dialsDrawOnStrip(13)).toBe(true);
		expect(dialsDrawOnStrip(10)).toBe(false);
	});

	it("draws on a device the plugin does not know, where the app drops what it cannot show", () => {
		expect(dialsDrawOnStrip(12)).toBe(true);
		expect(dialsDrawOnStrip(99)).toBe(true);
	});
});
