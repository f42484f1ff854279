import type { Choice, IntegerField, SelectField, TextField } from "./field-types";
import { segment } from "./validators";

/**
 * Turns setting values into dropdown entries.
 * @param labels Text shown for each value, in order.
 * @returns The choices.
 */
export function choices(labels: Readonly<Record<string, string>>): Choice[] {
	return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** The widget an action steers (`widgetId`). */
export const widgetIdField: TextField = {
	kind: "text",
	name: "widgetId",
	label: "Widget ID",
	placeholder: "ID, or all",
	hint: "The widget's ID, or all for every widget.",
	validate: segment,
};

/** The viewer an action is about (`viewer`). */
export const viewerField: TextField = {
	kind: "text",
	name: "viewer",
	label: "Viewer",
	placeholder: "Name or platform ID",
	validate: segment,
};

/** How a lock key turns (`mode`). */
export const lockModeField: SelectField = {
	kind: "select",
	name: "mode",
	label: "Mode",
	default: "toggle",
	choices: choices({ toggle: "Toggle lock / unlock", lock: "Always lock", unlock: "Always unlock" }),
};

/** How often a display key refreshes (`refreshSeconds`). */
export const refreshSecondsField: IntegerField = {
	kind: "integer",
	name: "refreshSeconds",
	label: "Refresh (s)",
	noun: "The refresh interval",
	default: 60,
	min: 1,
	hint: "Seconds between refreshes; anything below 5 counts as 5. A press refreshes at once.",
};
