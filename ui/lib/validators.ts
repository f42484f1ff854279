import { parseBaseUrl } from "../../src/api/base-url";
import {
	CUSTOM_EVENT_MODES,
	parseChoice,
	parseDataKey,
	parseJsonStringArray,
	parseQueryText,
	parseSegment,
} from "../../src/api/validation";
import type { Settings } from "./field-types";

/**
 * Checks a value that travels as one URL path segment: a viewer, a widget ID.
 * @param text The field's text.
 * @param label The field's name in messages.
 * @returns The trimmed value.
 */
export function segment(text: string, label: string): string {
	return parseSegment(text, label);
}

/**
 * Checks a custom data key: letters, digits, `-` and `_`.
 * @param text The field's text.
 * @param label The field's name in messages.
 * @returns The key.
 */
export function dataKey(text: string, label: string): string {
	return parseDataKey(text, label);
}

/**
 * Checks the base URL of the API: empty (not set up yet) or what the plugin accepts. Plain `http://` to another
 * computer is refused with the rule `base-url-insecure`, which the form words as "use https://".
 * @param text The field's text.
 * @returns The URL as the plugin uses it; `undefined` when empty.
 */
export function baseUrl(text: string): string | undefined {
	if (text.trim() === "") return undefined;
	return parseBaseUrl(text);
}

/**
 * Checks a custom event's value by the rules of the chosen mode: one path segment, a query value, or a JSON array of
 * strings.
 * @param text The field's text.
 * @param label The field's name in messages.
 * @param settings The other settings; `mode` decides.
 * @returns The value as the plugin sends it.
 */
export function customEventValue(text: string, label: string, settings: Readonly<Settings>): string {
	let mode: (typeof CUSTOM_EVENT_MODES)[number] = "path";
	try {
		mode = parseChoice(settings.mode, "mode", CUSTOM_EVENT_MODES, "path");
	} catch {
		// The mode field shows its own message; check the value as a path meanwhile.
	}
	if (mode === "json") return parseJsonStringArray(text, label);
	if (mode === "data") return parseQueryText(text, label);
	return parseSegment(text, label);
}
