import { choices } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";
import { customEventValue } from "../lib/validators";

/** How each mode sends the value. */
const VALUE_HINTS: Readonly<Record<string, string>> = {
	path: "Sent in the URL path.",
	data: "Sent in the path and as DATA_VAL.",
	json: 'A JSON array of strings, e.g. ["a","b"]; sent as JSON_VAL.',
};

mountPropertyInspector({
	key: "write",
	fields: [
		{
			kind: "select",
			name: "mode",
			label: "Mode",
			default: "path",
			choices: choices({ path: "Path", data: "Data (DATA_VAL)", json: "JSON (JSON_VAL)" }),
		},
		{
			kind: "text",
			name: "value",
			label: "Value",
			placeholder: "Event value",
			validate: customEventValue,
			hint: (settings) => VALUE_HINTS[String(settings.mode)] ?? VALUE_HINTS.path,
		},
	],
});
