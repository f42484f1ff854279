import { describe, expect, it } from "vitest";

import { DISPLAY_ACTIONS } from "../display-key-catalog";
import { type GeneratedSettings, generateHostileSettings } from "../hostile-settings";
import { PRESS_ACTIONS } from "../press-key-catalog";
import { SeededRandom, seedOf } from "../seeded-random";

const SLUGS: readonly string[] = [...PRESS_ACTIONS, ...DISPLAY_ACTIONS];

/**
 * The cases of one action, in order.
 * @param cases Generated cases.
 * @param slug The action.
 * @returns Its settings.
 */
function casesOf(cases: readonly GeneratedSettings[], slug: string): unknown[] {
	return cases.filter((item) => item.slug === slug).map((item) => item.settings);
}

describe("hostile settings are generated per action", () => {
	it("an action's cases stay the same when another action joins or leaves the catalogue, or the order changes", () => {
		const all = generateHostileSettings(SLUGS, 20, 7);
		const fewer = generateHostileSettings(SLUGS.slice(1), 20, 7);
		const reversed = generateHostileSettings([...SLUGS].reverse(), 20, 7);
		for (const slug of SLUGS.slice(1)) {
			expect(casesOf(fewer, slug), slug).toEqual(casesOf(all, slug));
			expect(casesOf(reversed, slug), slug).toEqual(casesOf(all, slug));
		}
	});

	it("hands the cases out in turns, so that every stretch mixes the actions", () => {
		const cases = generateHostileSettings(SLUGS, 3, 7);
		expect(cases).toHaveLength(3 * SLUGS.length);
		expect(cases.slice(0, SLUGS.length).map((item) => item.slug)).toEqual(SLUGS);
		expect(cases.slice(-SLUGS.length).map((item) => item.slug)).toEqual(SLUGS);
	});

	it("gives each action and each run's seed a stream of its own", () => {
		const first = (seed: number): number => new SeededRandom(seed).next();
		expect(first(seedOf(7, "goal-add"))).not.toBe(first(seedOf(7, "goal-lock")));
		expect(first(seedOf(7, "goal-add"))).not.toBe(first(seedOf(8, "goal-add")));
		expect(seedOf(7, "goal-add")).toBe(seedOf(7, "goal-add"));
		expect(casesOf(generateHostileSettings(SLUGS, 5, 7), "warnings")).not.toEqual(
			casesOf(generateHostileSettings(SLUGS, 5, 8), "warnings"),
		);
	});
});
