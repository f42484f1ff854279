import type { JsonObject } from "@elgato/utils";

import { TOP_SUB_TYPES, TOP_TYPES } from "../../src/contract/api-names";
import type { EmulatorState } from "../emulator/server";
import { ACTION_SLUGS } from "../support/deck";
import { addViewer } from "./emulator-fixtures";

/** The four actions that show a polled value: those this catalog can tag. */
const DISPLAY_SLUGS = new Set(["show-top", "warnings", "currency-balance", "custom-data"] as const);

/** One of the four display actions. */
export type DisplayActionSlug = typeof DISPLAY_SLUGS extends Set<infer Slug> ? Slug : never;

/** The display actions of the plugin's manifest, in its order. */
export const DISPLAY_ACTIONS: readonly DisplayActionSlug[] = ACTION_SLUGS.filter((slug): slug is DisplayActionSlug =>
	DISPLAY_SLUGS.has(slug as DisplayActionSlug),
);

/** Every top list there is: a show-top key per list is a key whose requests are its own. */
export const TOP_LISTS = TOP_TYPES.flatMap((type) => TOP_SUB_TYPES.map((subType) => ({ type, subType })));

/** A display key whose requests can be told apart from every other key's by a substring of the path. */
export type TaggedDisplayKey = {
	/** The action. */
	slug: DisplayActionSlug;
	/** Valid settings, polling every 5 s. */
	settings: JsonObject;
	/** A substring of the raw path of this key's request and of no other key's. */
	match: string;
	/** Adds the viewer or the entry the key shows. */
	prepare(state: EmulatorState): void;
};

/**
 * A display key tagged by a number, so that its requests are its own.
 * @param slug The action.
 * @param index 0 to 89: show-top uses a list of its own (so at most {@link TOP_LISTS} of them), the others a viewer or
 * entry named after it.
 * @returns The key's description.
 */
export function taggedDisplayKey(slug: DisplayActionSlug, index: number): TaggedDisplayKey {
	const tag = String(index).padStart(2, "0");
	const refreshSeconds = 5;
	switch (slug) {
		case "show-top": {
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
		case "warnings":
			return {
				slug,
				settings: { viewer: `wv-${tag}`, refreshSeconds },
				match: `/get/wv-${tag}`,
				prepare: (state) => void addViewer(state, `wv-${tag}`),
			};
		case "currency-balance":
			return {
				slug,
				settings: { viewer: `cv-${tag}`, refreshSeconds },
				match: `/get/cv-${tag}`,
				prepare: (state) => void addViewer(state, `cv-${tag}`, 1000 + index),
			};
		case "custom-data":
			return {
				slug,
				settings: { dataKey: `cd-${tag}`, refreshSeconds },
				match: `/get/cd-${tag}`,
				prepare: (state) => void state.customData.set(`cd-${tag}`, `value ${tag}`),
			};
	}
}
