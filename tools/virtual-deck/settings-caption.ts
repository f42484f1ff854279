import type { JsonObject } from "@elgato/utils";

/**
 * A one-line summary of an action's settings, shown under its key or dial so that a key without a title still
 * says what it does, e.g. `main +10` for a Goal Add key.
 * @param slug Action slug, e.g. `goal-add`.
 * @param settings Its settings.
 * @param controller Key or dial: dials turn both ways, so they show `±`.
 * @returns The summary; empty when the settings say nothing yet.
 */
export function settingsCaption(slug: string, settings: JsonObject, controller: "Encoder" | "Keypad"): string {
	const text = (name: string, fallback = ""): string => {
		const value = settings[name];
		return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
			? String(value).trim() || fallback
			: fallback;
	};
	const sign = controller === "Encoder" ? "±" : "+";
	switch (slug) {
		case "goal-add":
			return join(text("widgetId"), `${sign}${text("value", "1")}`);
		case "streamathon-add-seconds":
			return join(text("widgetId"), `${sign}${text("seconds", "60")}s`);
		case "goal-lock":
		case "streamathon-lock":
			return join(text("widgetId"), text("mode", "toggle"));
		case "goal-action":
			return join(text("goalAction"), text("widgetId"), text("value"));
		case "streamathon-action":
			return join(text("streamathonAction"), text("widgetId"), text("value"));
		case "custom-event":
			return join(text("value") && `“${text("value")}”`, text("mode", "path") === "path" ? "" : text("mode"));
		case "show-top":
			return join(text("topType", "message"), text("topSubType", "global"), `#${text("rank", "1")}`);
		case "warnings":
		case "currency-balance":
			return text("viewer");
		case "currency-set":
			return join(text("viewer"), `= ${text("amount", "?")}`);
		case "currency-remove":
			return join(
				text("viewer"),
				`−${text("amount", "?")}`,
				settings.force === true || settings.force === "true" ? "force" : "",
			);
		case "custom-data":
			return text("dataKey");
		default:
			return "";
	}
}

/**
 * Joins the non-empty parts with spaces.
 * @param parts The parts.
 * @returns The line.
 */
function join(...parts: string[]): string {
	return parts.filter((part) => part !== "").join(" ");
}
