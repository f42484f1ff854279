import { describe, expect, it } from "vitest";

import { GOAL_ACTIONS, GOAL_VERB_TRAITS, STREAMATHON_ACTIONS, STREAMATHON_VERB_TRAITS, traitsOf } from "../api-names";

describe("the API's verbs, each classified once", () => {
	it("classifies every goal and streamathon verb, and nothing else", () => {
		expect(Object.keys(GOAL_VERB_TRAITS).sort()).toEqual([...GOAL_ACTIONS].sort());
		expect(Object.keys(STREAMATHON_VERB_TRAITS).sort()).toEqual([...STREAMATHON_ACTIONS].sort());
	});

	it("says which verbs change a value and which suggest a hold", () => {
		const changing = GOAL_ACTIONS.filter((verb) => GOAL_VERB_TRAITS[verb].changesValue);
		expect(changing).toEqual(["add", "remove", "reset", "set", "add_goal", "set_goal"]);
		expect(GOAL_ACTIONS.filter((verb) => GOAL_VERB_TRAITS[verb].suggestsHold)).toEqual(["reset", "set", "set_goal"]);
		expect(STREAMATHON_ACTIONS.filter((verb) => STREAMATHON_VERB_TRAITS[verb].suggestsHold)).toEqual(["reset"]);
	});

	it("reads a setting that may hold anything", () => {
		expect(traitsOf(GOAL_VERB_TRAITS, "set")?.suggestsHold).toBe(true);
		for (const odd of ["toString", "__proto__", "", 3, undefined, null]) {
			expect(traitsOf(GOAL_VERB_TRAITS, odd), String(odd)).toBeUndefined();
		}
	});
});
