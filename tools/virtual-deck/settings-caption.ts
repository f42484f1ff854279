import type { JsonObject } from "@elgato/utils";

import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import type { FieldSpec } from "../../src/contract/field-spec";
import { HIGHLIGHT_FIELDS } from "../../src/contract/highlight-fields";
import { PRESS_FIELDS } from "../../src/contract/press-fields";
import { ACTION_PREFIX } from "../deck";

/**
 * Settings that say how a key behaves or looks rather than what it acts on: a caption leaves them out (the channel,
 * 0.1's API key, hold to fire, the key face, colour by value, the refresh and the title).
 */
const LEFT_OUT = new Set([
	"channel",
	"apiKey",
	"holdAction",
	"refreshSeconds",
	"titleTemplate",
	...Object.keys(PRESS_FIELDS),
	...Object.keys(HIGHLIGHT_FIELDS),
]);

/** Settings that count seconds, shown with an `s`. */
const SECONDS = new Set(["seconds", "windowSeconds"]);

/**
 * A one-line summary of an action's settings, shown under its key or dial so that a key without a title still says
 * what it does, e.g. `main +10` for a Goal Add key: what the action acts on and by how much, in its spec's order,
 * defaults filled in.
 * @param slug Action slug, e.g. `goal-add`.
 * @param settings Its settings.
 * @param controller Key or dial: an amount added on a press shows `+`, on a dial `±` (dials turn both ways).
 * @returns The summary; empty when the settings say nothing yet.
 */
export function settingsCaption(slug: string, settings: JsonObject, controller: "Encoder" | "Keypad"): string {
	const spec = ACTION_SPECS.find((candidate) => candidate.uuid === `${ACTION_PREFIX}${slug}`);
	if (!spec) return "";
	// An action with a long press that removes is one that adds: its amount reads as a change.
	const sign = "holdAction" in spec.fields ? signOf(controller) : "";
	return Object.entries(spec.fields)
		.filter(([name]) => !LEFT_OUT.has(name))
		.map(([name, field]) => captionPart(name, field, settings[name], sign))
		.filter((part) => part !== "")
		.join(" ");
}

/**
 * How an amount added on a press reads.
 * @param controller Key or dial.
 * @returns `+` on a key, `±` on a dial.
 */
function signOf(controller: "Encoder" | "Keypad"): string {
	return controller === "Encoder" ? "±" : "+";
}

/**
 * One setting as a caption shows it.
 * @param name The setting's name.
 * @param field Its spec.
 * @param stored Its stored value.
 * @param sign What an amount starts with (`+`, `±` or nothing).
 * @returns The part; empty when the setting says nothing.
 */
function captionPart(name: string, field: FieldSpec, stored: unknown, sign: string): string {
	const text = typeof stored === "string" || typeof stored === "number" ? String(stored).trim() : "";
	if (field.kind === "boolean") return stored === true || stored === "true" ? name : "";
	const fallback = "default" in field && field.default !== undefined ? String(field.default) : "";
	const value = text || fallback;
	if (value === "") return "";
	if (name === "rank") return `#${value}`;
	if (field.kind !== "integer") return value;
	return `${sign}${value}${SECONDS.has(name) ? "s" : ""}`;
}
