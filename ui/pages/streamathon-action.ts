import { choices, widgetIdField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

/** What `value` means for each streamathon action. */
const VALUE_HINTS: Readonly<Record<string, string>> = {
	add_seconds: "Seconds to add.",
	remove_seconds: "Seconds to remove.",
	reset: "Minutes the timer is reset to.",
	lock: "Not used by lock.",
	unlock: "Not used by unlock.",
};

mountPropertyInspector({
	key: "write",
	fields: [
		widgetIdField,
		{
			kind: "select",
			name: "streamathonAction",
			label: "Action",
			prompt: "Choose an action…",
			choices: choices({
				add_seconds: "Add seconds",
				remove_seconds: "Remove seconds",
				reset: "Reset",
				lock: "Lock",
				unlock: "Unlock",
			}),
		},
		{
			kind: "integer",
			name: "value",
			label: "Value",
			default: 0,
			hint: (settings) =>
				VALUE_HINTS[String(settings.streamathonAction)] ?? "Seconds to add or remove; minutes for reset.",
		},
	],
});
