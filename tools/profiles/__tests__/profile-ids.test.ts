import { describe, expect, it } from "vitest";

import { fixedUuid } from "../profile-ids";

describe("fixedUuid", () => {
	it("is a version 4 UUID, the same for the same name, another for another", () => {
		expect(fixedUuid("plus/page")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		expect(fixedUuid("plus/page")).toBe(fixedUuid("plus/page"));
		expect(fixedUuid("plus/page")).not.toBe(fixedUuid("neo/page"));
	});
});
