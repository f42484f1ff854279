import type { JsonObject } from "@elgato/utils";

import type { ActionSpec } from "../../src/contract/action-spec";
import type { EmulatorState } from "../../tools/emulator/server";
import { isDisplaySpec, isRequired, specOf, SPECS_BY_SLUG, taggableFields } from "../support/action-specs";
import { addNamed } from "./emulator-fixtures";
import { PRESS_ORACLES } from "./settings-oracle";

/**
 * The press actions of the plugin (those whose press sends one POST about something a setting names), in its order:
 * every action that shows no polled value and has a required text to tag. Undo names nothing of its own (it reverts
 * other keys' changes): `undo-faults.test.ts` covers it.
 */
export const PRESS_ACTIONS: readonly string[] = [...SPECS_BY_SLUG]
	.filter(([, spec]) => !isDisplaySpec(spec) && taggableFields(spec).length > 0)
	.map(([slug]) => slug);

/** A press key whose requests can be told apart from every other key's by a substring of the path. */
export type TaggedPressKey = {
	/** The action. */
	slug: string;
	/** Valid settings that succeed against the emulator once `prepare` ran. */
	settings: JsonObject;
	/** A substring of every raw path this key sends and of no other key's (for faults and counting). */
	match: string;
	/** Adds the widget or viewer the key acts on. */
	prepare(state: EmulatorState): void;
};

/**
 * A press key of an action, tagged so that its requests are its own: the setting its requests are about (its widget,
 * viewer or event value) carries the tag, after a prefix of the action's own.
 * @param slug The action, one of {@link PRESS_ACTIONS}.
 * @param tag Letters and digits, the same length for every key of a test (so that no match contains another).
 * @returns The key's description.
 */
export function taggedPressKey(slug: string, tag: string): TaggedPressKey {
	const index = PRESS_ACTIONS.indexOf(slug);
	if (index < 0) throw new Error(`${slug} is no press action this catalog can tag`);
	const spec = specOf(slug);
	const id = `p${String(index).padStart(2, "0")}-${tag}`;
	const settings: JsonObject = { ...requiredValues(spec), ...PRESS_ORACLES[slug]?.sample };
	for (const name of taggableFields(spec)) settings[name] = id;
	// Every tagged setting is one whole path segment: after a slash, before a slash or at the end.
	return { slug, settings, match: `/${id}`, prepare: (state) => addNamed(state, spec.endpoint, id) };
}

/**
 * Valid values of an action's required numbers and choices, from its spec: the smallest number it allows (at least
 * 1 when it says nothing), its first choice.
 * @param spec The action's spec.
 * @returns The values.
 */
function requiredValues(spec: ActionSpec): JsonObject {
	const values: JsonObject = {};
	for (const [name, field] of Object.entries(spec.fields)) {
		if (!isRequired(field)) continue;
		if (field.kind === "integer") values[name] = field.min ?? 1;
		if (field.kind === "choice") values[name] = field.choices[0];
	}
	return values;
}
