import { describe, expect, it } from "vitest";

import { ACTION_SPECS } from "../../../src/actions/action-catalogue";
import { STARTER_PAGES } from "../../../src/contract/starter-pages";
import { pageOfKeys, type ProfileEntry, profilePages } from "../profile-pages";
import {
	ACTION_PREFIX,
	isUndoableChange,
	KEYS_PER_PAGE,
	SAMPLE_PROFILE,
	type SampleAction,
	sampleProfile,
} from "../sample-profile";

/** The plugin's catalogue, as the sample profile takes it. */
const CATALOGUE: readonly SampleAction[] = ACTION_SPECS.map((spec) => ({
	slug: spec.uuid.slice(ACTION_PREFIX.length),
	example: spec.example as SampleAction["example"],
}));

/**
 * A catalogue with press actions of no real plugin appended, as a maintainer adding actions would grow it.
 * @param count How many.
 * @returns The longer catalogue.
 */
function withFakes(count: number): SampleAction[] {
	const fakes = Array.from({ length: count }, (_, index) => ({
		slug: `fake-press-${index + 1}`,
		example: { n: index },
	}));
	return [...CATALOGUE, ...fakes];
}

/**
 * What is wrong with a sample profile: an action missing, a page without its four dials or with more than eight keys,
 * an Undo with no change it can take back before it on its page (a key in an earlier slot; on the starter page, whose
 * walk turns the dials first, a dial).
 * @param profile The profile.
 * @param actions The catalogue it was made from.
 * @returns The problems; empty when there are none.
 */
function problems(profile: readonly ProfileEntry[], actions: readonly SampleAction[]): string[] {
	const found: string[] = [];
	const slugs = new Set(profile.map((entry) => entry.slug));
	for (const { slug } of actions) if (!slugs.has(slug)) found.push(`${slug} is on no page`);
	for (const [index, entries] of profilePages(profile).entries()) {
		const keys = entries.filter((entry) => entry.controller === "Keypad");
		const dials = entries.filter((entry) => entry.controller === "Encoder").map((entry) => entry.column);
		if (keys.length > KEYS_PER_PAGE) found.push(`page ${index + 1} has ${keys.length} keys`);
		if ([...dials].sort().join() !== "0,1,2,3") found.push(`page ${index + 1} has dials ${dials.join() || "none"}`);
		const slot = (entry: ProfileEntry): number => entry.row * 4 + entry.column;
		for (const undo of keys.filter((entry) => entry.slug === "undo")) {
			const before = entries.filter(
				(entry) => isUndoableChange(entry) && (entry.controller === "Keypad" ? slot(entry) < slot(undo) : index === 0),
			);
			if (before.length === 0) found.push(`the Undo of page ${index + 1} has no change before it`);
		}
	}
	return found;
}

describe("the sample profile of the virtual deck", () => {
	it("opens on the Stream Deck + starter page, its keys and dials with their settings", () => {
		const first = profilePages(SAMPLE_PROFILE)[0];
		expect(
			first.map(({ slug, controller, column, row, settings }) => ({ slug, controller, column, row, settings })),
		).toEqual(
			STARTER_PAGES.plus.map(({ spec, controller, column, row, settings }) => ({
				slug: spec.uuid.slice(ACTION_PREFIX.length),
				controller,
				column,
				row,
				settings,
			})),
		);
	});

	it("holds every action, a key of each that the first page has none of, with its example settings", () => {
		expect(problems(SAMPLE_PROFILE, CATALOGUE)).toEqual([]);
		const firstKeys = new Set(
			profilePages(SAMPLE_PROFILE)[0]
				.filter((e) => e.controller === "Keypad")
				.map((e) => e.slug),
		);
		for (const { slug, example } of CATALOGUE.filter((action) => !firstKeys.has(action.slug))) {
			const key = SAMPLE_PROFILE.find((entry) => entry.slug === slug && entry.controller === "Keypad" && entry.page);
			expect(key?.settings, slug).toEqual(example);
		}
	});

	it.each([1, 5, 9, 17])("keeps its rules with %i more press actions in the catalogue", (extra) => {
		const actions = withFakes(extra);
		const profile = sampleProfile(actions);
		expect(problems(profile, actions)).toEqual([]);
		// No more pages than the keys need: the later keys of the plugin's own catalogue and the extra ones, eight a page.
		const laterKeys = SAMPLE_PROFILE.filter((entry) => entry.controller === "Keypad" && entry.page).length + extra;
		expect(profilePages(profile).length).toBe(1 + Math.ceil(laterKeys / KEYS_PER_PAGE));
	});

	it("keeps Undo on the page of the changes it follows when they fill more than a page", () => {
		const changes = Array.from({ length: 11 }, (_, n) => ({
			slug: "goal-add",
			example: { widgetId: "main", value: n },
		}));
		const actions = [...changes, ...withFakes(3)];
		expect(problems(sampleProfile(actions), actions)).toEqual([]);
	});

	it("finds a profile that breaks the rules: the check can fail", () => {
		const profile = sampleProfile(withFakes(9));
		const undo = profile.find((entry) => entry.slug === "undo" && entry.page === 1)!;
		const moved = profile.map((entry) => (entry === undo ? { ...entry, column: 0, row: 0 } : entry));
		const crowded = [...moved, { ...undo, page: 1, column: 0, row: 2 }];
		const noDials = profile.filter((entry) => !(entry.controller === "Encoder" && entry.page === 2));
		expect(
			problems(
				moved.filter((entry) => entry.slug !== "goal-add" || entry.page !== 1),
				CATALOGUE,
			),
		).toContain("the Undo of page 2 has no change before it");
		expect(problems(crowded, CATALOGUE)).toContain("page 2 has 9 keys");
		expect(problems(noDials, CATALOGUE)).toContain("page 3 has dials none");
		expect(problems(profile, [...CATALOGUE, { slug: "absent", example: {} }])).toEqual(["absent is on no page"]);
	});
});

describe("which keys of the sample profile make a change Undo takes back", () => {
	it("an adding action, or a widget action whose settings choose an add or a remove; no lock, Undo or other key", () => {
		const change = (slug: string, settings: SampleAction["example"] = {}): boolean =>
			isUndoableChange({ slug, settings });
		expect(change("goal-add")).toBe(true);
		expect(change("streamathon-add-seconds")).toBe(true);
		expect(change("goal-action", { goalAction: "add" })).toBe(true);
		expect(change("goal-action", { goalAction: "remove" })).toBe(true);
		expect(change("goal-action", { goalAction: "lock" })).toBe(false);
		expect(change("goal-action", { goalAction: "set" })).toBe(false);
		expect(change("streamathon-action", { streamathonAction: "remove_seconds" })).toBe(true);
		expect(change("streamathon-action", { streamathonAction: "reset" })).toBe(false);
		for (const slug of ["goal-lock", "streamathon-lock", "undo", "custom-event", "currency-remove", "fake-press-1"]) {
			expect(change(slug, { goalAction: "add" }), slug).toBe(false);
		}
	});
});

describe("the page lookup of the virtual deck's tests", () => {
	/** Catalogues grown as a maintainer would grow them: more press actions, and more changes that Undo takes back. */
	const GROWN: readonly (readonly SampleAction[])[] = [
		CATALOGUE,
		...[1, 2, 5, 9, 17].map((extra) => withFakes(extra)),
		[
			...CATALOGUE,
			...Array.from({ length: 9 }, (_, n) => ({ slug: "goal-add", example: { widgetId: `w${n}`, value: 1 } })),
		],
	];

	it.each(GROWN.map((actions) => [actions.length, actions] as const))(
		"finds the first page with a key of each action, in a catalogue of %i actions",
		(_, actions) => {
			const profile = sampleProfile(actions);
			const pages = profilePages(profile);
			const hasKey = (page: number, slug: string): boolean =>
				pages[page].some((entry) => entry.slug === slug && entry.controller === "Keypad");
			for (const slug of new Set(profile.filter((entry) => entry.controller === "Keypad").map((e) => e.slug))) {
				const page = pageOfKeys(profile, [slug]);
				expect(page, slug).toBeDefined();
				expect(hasKey(page!, slug), slug).toBe(true);
				for (let earlier = 0; earlier < page!; earlier++) expect(hasKey(earlier, slug), slug).toBe(false);
			}
			// What the tests look up together stays together: Goal Add with the Undo that takes its change back.
			const withUndo = pageOfKeys(profile, ["goal-add", "undo"]);
			expect(withUndo).toBeDefined();
			expect(hasKey(withUndo!, "goal-add") && hasKey(withUndo!, "undo")).toBe(true);
		},
	);

	it("follows a key that a grown catalogue moves to another page, where a fixed page would miss it", () => {
		const later = (profile: readonly ProfileEntry[], slug: string): number =>
			profile.find((entry) => entry.slug === slug && entry.controller === "Keypad" && entry.page)!.page!;
		const slotOf = (entry: ProfileEntry): number => entry.row * 4 + entry.column;
		const lastKey = (profile: readonly ProfileEntry[]): ProfileEntry =>
			profile.filter((e) => e.page && e.controller === "Keypad").at(-1)!;
		// Grow the catalogue until the later pages' last key (their own Custom Event) ends a page, whatever it holds.
		const padding = (KEYS_PER_PAGE - 1 - slotOf(lastKey(sampleProfile(CATALOGUE))) + KEYS_PER_PAGE) % KEYS_PER_PAGE;
		const before = sampleProfile(withFakes(padding));
		const neighbour = before.find(
			(e) => e.controller === "Keypad" && e.page === lastKey(before).page && slotOf(e) === KEYS_PER_PAGE - 2,
		)!.slug;
		const grown = sampleProfile(withFakes(padding + 1));
		// One more press action moves the later pages' Custom Event off its neighbour's page (issue 46).
		expect(lastKey(before).slug).toBe("custom-event");
		expect(later(before, "custom-event")).toBe(later(before, neighbour));
		expect(later(grown, "custom-event")).toBe(later(grown, neighbour) + 1);
		expect(pageOfKeys(grown, [neighbour, "custom-event"])).toBeUndefined();
		expect(pageOfKeys(grown, ["fake-press-1"])).toBe(later(grown, "fake-press-1"));
		expect(pageOfKeys(grown, ["absent"])).toBeUndefined();
	});
});
