import { describe, expect, it } from "vitest";

import { fixedUuid, pageFolderName } from "../profile-ids";

describe("pageFolderName", () => {
	it("names a page as Elgato's sample does", () => {
		// Two pages of Elgato's lights-out sample (the Stream Deck Mini's profile); the fixture test checks all twelve.
		expect(pageFolderName("bbdce7ed-575e-4814-84f2-9110c64648b6")).toBe("NFEEFRANBP41917II48CCHI8MOZ");
		expect(pageFolderName("874d8a18-8e92-4afc-841b-ab70d3fb784e")).toBe("GT6OK64EI95FP10RLDOD7VRO9OZ");
	});

	it("takes upper case as lower case, and refuses what is no UUID", () => {
		expect(pageFolderName("BBDCE7ED-575E-4814-84F2-9110C64648B6")).toBe("NFEEFRANBP41917II48CCHI8MOZ");
		expect(() => pageFolderName("bbdce7ed")).toThrow(/not a UUID/);
	});
});

describe("fixedUuid", () => {
	it("is a version 4 UUID, the same for the same name, another for another", () => {
		expect(fixedUuid("plus/page")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		expect(fixedUuid("plus/page")).toBe(fixedUuid("plus/page"));
		expect(fixedUuid("plus/page")).not.toBe(fixedUuid("neo/page"));
	});
});
