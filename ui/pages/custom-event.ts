import { choices, textFor } from "../lib/common-fields";
import type { TextKey } from "../lib/i18n";
import { mountPropertyInspector } from "../lib/mount";
import { customEventValue } from "../lib/validators";

/** How each mode sends the value. */
const VALUE_HINTS: Readonly<Record<string, TextKey>> = {
	path: "customEvent.value.hint.path",
	data: "customEvent.value.hint.data",
	json: "customEvent.value.hint.json",
};

mountPropertyInspector({
	key: "write",
	fields: [
		{
			kind: "select",
			name: "mode",
			label: "field.mode.label",
			default: "path",
			choices: choices({ path: "customEvent.mode.path", data: "customEvent.mode.data", json: "customEvent.mode.json" }),
		},
		{
			kind: "text",
			name: "value",
			label: "field.value.label",
			placeholder: "customEvent.value.placeholder",
			validate: customEventValue,
			hint: (settings) => textFor(VALUE_HINTS, settings.mode, "customEvent.value.hint.path"),
		},
	],
});
