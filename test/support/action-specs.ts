import type { JsonObject } from "@elgato/utils";

import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import type { ActionSpec } from "../../src/contract/action-spec";
import { refreshSecondsField, titleTemplateField } from "../../src/contract/common-fields";
import type { FieldSpec } from "../../src/contract/field-spec";
import { HIGHLIGHT_FIELDS } from "../../src/contract/highlight-fields";
import { PRESS_FIELDS } from "../../src/contract/press-fields";
import { ACTION_PREFIX } from "../../tools/deck";

/** Every action's spec by its slug (`goal-add`), in the plugin's order: what test catalogues derive their keys from. */
export const SPECS_BY_SLUG: ReadonlyMap<string, ActionSpec> = new Map(
	ACTION_SPECS.map((spec) => [spec.uuid.slice(ACTION_PREFIX.length), spec]),
);

/**
 * The spec of an action.
 * @param slug E.g. `goal-add`.
 * @returns Its spec.
 * @throws When the plugin has no such action.
 */
export function specOf(slug: string): ActionSpec {
	const spec = SPECS_BY_SLUG.get(slug);
	if (!spec) throw new Error(`the plugin has no action ${slug}`);
	return spec;
}

/**
 * Whether a setting must be set: a required text, or a number or choice without a default.
 * @param field The setting's spec.
 * @returns `true` when a key without it refuses every press.
 */
export function isRequired(field: FieldSpec): boolean {
	if (field.kind === "text") return field.required;
	if (field.kind === "integer" || field.kind === "choice") return field.default === undefined;
	return false;
}

/**
 * Whether an action shows a polled value: such a key refreshes, so its spec has `refreshSeconds`.
 * @param spec The action's spec.
 * @returns `true` for a display action.
 */
export function isDisplaySpec(spec: ActionSpec): boolean {
	return "refreshSeconds" in spec.fields;
}

/**
 * The settings that name what an action's requests are about (a widget, a viewer, an event's value, a data key): its
 * required texts, each of which travels in the request's path.
 * @param spec The action's spec.
 * @returns Their names, in the spec's order.
 */
export function taggableFields(spec: ActionSpec): string[] {
	return Object.entries(spec.fields)
		.filter(([, field]) => field.kind === "text" && field.required)
		.map(([name]) => name);
}

/**
 * Settings that say how a key fires or looks, how often it reads, or how its request travels, rather than what it acts
 * on or shows: a key's face need not tell them apart (the contract names the event, the widget, the viewer and amount,
 * the verb; a list, its period and place, a viewer, a data key; an Undo window is none of them). A display action's
 * settings of looks and timing are found by their fields, so that a new one is known wherever a spec uses it.
 */
const NOT_TARGETS = new Set([
	...Object.keys(PRESS_FIELDS),
	...Object.keys(HIGHLIGHT_FIELDS),
	"holdAction",
	"channel",
	"apiKey",
	"force",
	"mode",
	"windowSeconds",
]);

/** The fields of a display key's timing and title, by the very fields the specs share. */
const LOOK_FIELDS: readonly FieldSpec[] = [refreshSecondsField, titleTemplateField];

/**
 * The settings of an action that pick what its key acts on or shows.
 * @param spec The action's spec.
 * @returns Their names, in the spec's order.
 */
export function targetsOf(spec: ActionSpec): string[] {
	return Object.entries(spec.fields)
		.filter(([name, field]) => !NOT_TARGETS.has(name) && !LOOK_FIELDS.includes(field))
		.map(([name]) => name);
}

/**
 * The action's example settings with one target changed: to each other choice of a choice, else to one other valid
 * value (a number one higher, a text with `2` after it).
 * @param spec The action's spec.
 * @param name The target setting.
 * @returns The other settings, the first of them the one a single variant uses.
 */
export function otherTargets(spec: ActionSpec, name: string): JsonObject[] {
	const field = spec.fields[name];
	const example = spec.example as JsonObject;
	// A setting the example leaves out has its default: no variant may be that.
	const value = example[name] ?? ("default" in field ? field.default : undefined);
	if (field.kind === "integer") return [{ ...example, [name]: Number(value ?? 1) + 1 }];
	if (field.kind === "choice") {
		return field.choices.filter((choice) => choice !== value).map((choice) => ({ ...example, [name]: choice }));
	}
	return [{ ...example, [name]: `${String(value)}2` }];
}
