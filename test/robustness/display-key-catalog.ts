import type { JsonObject } from "@elgato/utils";

import { TOP_SUB_TYPES, TOP_TYPES } from "../../src/contract/api-names";
import type { EmulatorState } from "../../tools/emulator/server";
import { isDisplaySpec, specOf, SPECS_BY_SLUG, taggableFields } from "../support/action-specs";
import { addNamed } from "./emulator-fixtures";

/** The display actions of the plugin (those that show a polled value), in its order. */
export const DISPLAY_ACTIONS: readonly string[] = [...SPECS_BY_SLUG]
	.filter(([, spec]) => isDisplaySpec(spec))
	.map(([slug]) => slug);

/** Every top list there is: a show-top key per list is a key whose requests are its own. */
export const TOP_LISTS = TOP_TYPES.flatMap((type) => TOP_SUB_TYPES.map((subType) => ({ type, subType })));

/** A display key whose requests can be told apart from every other key's by a substring of the path. */
export type TaggedDisplayKey = {
	/** The action. */
	slug: string;
	/** Valid settings, polling every 5 s. */
	settings: JsonObject;
	/** A substring of the raw path of this key's request and of no other key's. */
	match: string;
	/** Adds the viewer or the entry the key shows. */
	prepare(state: EmulatorState): void;
};

/**
 * A display key tagged by a number, so that its requests are its own: the setting its request is about (its viewer or
 * data key) carries the tag after a prefix of the action's own; Show Top, which names nothing, reads a list of its own.
 * @param slug The action, one of {@link DISPLAY_ACTIONS}.
 * @param index 0 to 89: show-top uses a list of its own (so at most {@link TOP_LISTS} of them), the others a viewer or
 * entry named after it.
 * @returns The key's description.
 */
export function taggedDisplayKey(slug: string, index: number): TaggedDisplayKey {
	const tag = String(index).padStart(2, "0");
	const refreshSeconds = 5;
	if (slug === "show-top") {
		// Keys of one list share one read, so each tag gets a list of its own (while there are lists).
		const list = TOP_LISTS[index];
		if (!list) throw new Error(`only ${TOP_LISTS.length} show-top keys can be told apart`);
		return {
			slug,
			settings: { topType: list.type, topSubType: list.subType, rank: 1 + (index % 5), refreshSeconds },
			match: `/top/${list.type}/${list.subType}/`,
			prepare: () => undefined,
		};
	}
	const action = DISPLAY_ACTIONS.indexOf(slug);
	const spec = specOf(slug);
	const fields = taggableFields(spec);
	if (action < 0 || fields.length === 0) throw new Error(`${slug} is no display action this catalog can tag`);
	const id = `d${String(action).padStart(2, "0")}-${tag}`;
	const settings: JsonObject = { refreshSeconds };
	for (const name of fields) settings[name] = id;
	// A balance of its own per key, so that no two keys show the same value.
	return { slug, settings, match: `/${id}`, prepare: (state) => addNamed(state, spec.endpoint, id, 1000 + index) };
}
