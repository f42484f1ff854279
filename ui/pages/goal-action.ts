import { choices, widgetIdField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [
		widgetIdField,
		{
			kind: "select",
			name: "goalAction",
			label: "field.action.label",
			prompt: "field.action.prompt",
			choices: choices({
				add: "goalAction.add",
				remove: "goalAction.remove",
				set: "goalAction.set",
				reset: "goalAction.reset",
				lock: "goalAction.lock",
				unlock: "goalAction.unlock",
				add_goal: "goalAction.add_goal",
				set_goal: "goalAction.set_goal",
			}),
		},
		{
			kind: "integer",
			name: "value",
			label: "field.value.label",
			default: 0,
			hint: (settings) =>
				settings.goalAction === "lock" || settings.goalAction === "unlock"
					? "goalAction.value.hint.lock"
					: "goalAction.value.hint",
		},
	],
});
