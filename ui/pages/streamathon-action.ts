import { choices, textFor, widgetIdField } from "../lib/common-fields";
import type { TextKey } from "../lib/i18n";
import { mountPropertyInspector } from "../lib/mount";

/** What `value` means for each streamathon action. */
const VALUE_HINTS: Readonly<Record<string, TextKey>> = {
	add_seconds: "streamathonAction.value.hint.add_seconds",
	remove_seconds: "streamathonAction.value.hint.remove_seconds",
	reset: "streamathonAction.value.hint.reset",
	lock: "streamathonAction.value.hint.lock",
	unlock: "streamathonAction.value.hint.unlock",
};

mountPropertyInspector({
	key: "write",
	fields: [
		widgetIdField,
		{
			kind: "select",
			name: "streamathonAction",
			label: "field.action.label",
			prompt: "field.action.prompt",
			choices: choices({
				add_seconds: "streamathonAction.add_seconds",
				remove_seconds: "streamathonAction.remove_seconds",
				reset: "streamathonAction.reset",
				lock: "streamathonAction.lock",
				unlock: "streamathonAction.unlock",
			}),
		},
		{
			kind: "integer",
			name: "value",
			label: "field.value.label",
			default: 0,
			hint: (settings) => textFor(VALUE_HINTS, settings.streamathonAction, "streamathonAction.value.hint"),
		},
	],
});
