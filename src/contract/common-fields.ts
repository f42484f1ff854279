import { CUSTOM_EVENT_MODES } from "./api-names";
import {
	choiceField,
	clampedIntegerField,
	dependentTextField,
	type FieldParser,
	optionalTextField,
	segmentField,
} from "./field-spec";
import { parseChoice, parseJsonStringArray, parseQueryText, parseSegment } from "./validation";

/** Which way a lock key turns: `toggle` flips the key's state, `lock` and `unlock` always go one way. */
export const LOCK_MODES = ["toggle", "lock", "unlock"] as const;

/** Which way a lock key turns. */
export type LockMode = (typeof LOCK_MODES)[number];

/** Refresh interval of a display key that does not say, in seconds. */
export const DEFAULT_REFRESH_SECONDS = 60;
/** Shortest refresh interval; a smaller stored setting counts as this. */
export const MIN_REFRESH_SECONDS = 5;
/** Longest refresh interval, a day; a larger stored setting counts as this. */
export const MAX_REFRESH_SECONDS = 86_400;

/** The widget an action steers (`widgetId`): an ID or `all`. */
export const widgetIdField = segmentField();

/** The viewer an action is about (`viewer`): a name or platform ID. */
export const viewerField = segmentField();

/** How a lock key turns (`mode`). */
export const lockModeField = choiceField(LOCK_MODES, "toggle");

/** How often a display key refreshes (`refreshSeconds`). */
export const refreshSecondsField = clampedIntegerField({
	min: MIN_REFRESH_SECONDS,
	max: MAX_REFRESH_SECONDS,
	default: DEFAULT_REFRESH_SECONDS,
});

/** The title a display key fills from its value (`titleTemplate`); empty leaves the title to the user. */
export const titleTemplateField = optionalTextField();

/**
 * Reads a custom event's value by the rules of its mode: one path segment, a query value, or a JSON array of strings
 * (then serialised compactly). A mode that is itself wrong is reported by the mode field; the value is read as a path
 * meanwhile.
 * @param raw The stored value.
 * @param name What messages call it.
 * @param settings The other settings; `mode` decides.
 * @returns The value as it is sent.
 */
const parseCustomEventValue: FieldParser<string> = (raw, name, settings) => {
	let mode: (typeof CUSTOM_EVENT_MODES)[number] = "path";
	try {
		mode = parseChoice(settings.mode, "mode", CUSTOM_EVENT_MODES, "path");
	} catch {
		// Documented above: the mode field carries that error.
	}
	if (mode === "json") return parseJsonStringArray(raw, name);
	if (mode === "data") return parseQueryText(raw, name);
	return parseSegment(raw, name);
};

/** A custom event's value (`value`), checked by the rules of its mode. */
export const customEventValueField = dependentTextField(parseCustomEventValue);
