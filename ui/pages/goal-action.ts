import { choices, widgetIdField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [
		widgetIdField,
		{
			kind: "select",
			name: "goalAction",
			label: "Action",
			prompt: "Choose an action…",
			choices: choices({
				add: "Add",
				remove: "Remove",
				set: "Set",
				reset: "Reset",
				lock: "Lock",
				unlock: "Unlock",
				add_goal: "Add to goal",
				set_goal: "Set goal",
			}),
		},
		{
			kind: "integer",
			name: "value",
			label: "Value",
			default: 0,
			hint: (settings) =>
				settings.goalAction === "lock" || settings.goalAction === "unlock"
					? "Not used by lock and unlock."
					: "The number the action adds, removes or sets.",
		},
	],
});
