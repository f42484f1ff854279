import { isLoopbackHost, parseBaseUrl } from "../../src/api/base-url";
import {
	CUSTOM_EVENT_MODES,
	parseChoice,
	parseDataKey,
	parseJsonStringArray,
	parseQueryText,
	parseSegment,
} from "../../src/api/validation";
import type { Settings } from "./field-types";

/** Why plain `http://` to another computer is refused, in the words the user needs. */
export const HTTPS_REQUIRED_MESSAGE =
	"Use https:// — keys must never travel unencrypted (http:// is only for this computer).";

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
 * Checks the base URL of the API: empty (not set up yet) or what the plugin accepts.
 * @param text The field's text.
 * @returns The URL as the plugin uses it; `undefined` when empty.
 */
export function baseUrl(text: string): string | undefined {
	if (text.trim() === "") return undefined;
	try {
		return parseBaseUrl(text);
	} catch (error) {
		if (isPlainHttpToAnotherComputer(text)) throw new Error(HTTPS_REQUIRED_MESSAGE);
		throw error;
	}
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

/**
 * Tells whether a URL is plain `http://` to a host other than this computer.
 * @param text The URL as typed.
 * @returns `true` for e.g. `http://example.com`.
 */
function isPlainHttpToAnotherComputer(text: string): boolean {
	try {
		const url = new URL(text.trim());
		return url.protocol === "http:" && !isLoopbackHost(url.hostname);
	} catch {
		return false;
	}
}
