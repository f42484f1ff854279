import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import type { ActionSpec } from "../../src/contract/action-spec";
import type { FieldSpec } from "../../src/contract/field-spec";
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
