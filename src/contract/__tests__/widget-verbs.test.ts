import { describe, expect, it } from "vitest";

import {
	GOAL_FAMILY,
	STREAMATHON_FAMILY,
	undoableChange,
	verbOfChange,
	WIDGET_FAMILIES,
	widgetFamilyOfEndpoint,
} from "../widget-verbs";

describe("the change Undo takes back", () => {
	it("is a family's add or remove, signed, and nothing else its endpoint takes", () => {
		for (const family of WIDGET_FAMILIES) {
			for (const verb of family.actions) {
				const expected = verb === family.add ? 7 : verb === family.remove ? -7 : undefined;
				expect(undoableChange(family, verb, 7), `${family.name} ${verb}`).toBe(expected);
			}
		}
		expect(undoableChange(GOAL_FAMILY, "add_seconds", 7)).toBeUndefined();
		expect(undoableChange(STREAMATHON_FAMILY, "add", 7)).toBeUndefined();
	});

	it("is sent with the family's add or remove, so that the sign turned takes it back", () => {
		for (const family of WIDGET_FAMILIES) {
			expect(verbOfChange(family, 5)).toBe(family.add);
			expect(verbOfChange(family, -5)).toBe(family.remove);
			for (const verb of [family.add, family.remove]) {
				const change = undoableChange(family, verb, 5)!;
				expect(verbOfChange(family, change)).toBe(verb);
				expect(verbOfChange(family, -change)).toBe(verb === family.add ? family.remove : family.add);
			}
		}
	});

	it("belongs to the family of the endpoint a request or a spec names", () => {
		expect(widgetFamilyOfEndpoint("goals")).toBe(GOAL_FAMILY);
		expect(widgetFamilyOfEndpoint("streamathon")).toBe(STREAMATHON_FAMILY);
		expect(widgetFamilyOfEndpoint("currency")).toBeUndefined();
		expect(widgetFamilyOfEndpoint(undefined)).toBeUndefined();
	});
});
