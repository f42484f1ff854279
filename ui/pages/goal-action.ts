import { goalActionSpec } from "../../src/contract/specs/goal-action";
import { widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, holdMsTexts } from "../lib/hold-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(goalActionSpec, {
	widgetId: widgetIdTexts,
	goalAction: {
		label: "field.action.label",
		prompt: "field.action.prompt",
		choices: {
			add: "goalAction.add",
			remove: "goalAction.remove",
			set: "goalAction.set",
			reset: "goalAction.reset",
			lock: "goalAction.lock",
			unlock: "goalAction.unlock",
			add_goal: "goalAction.add_goal",
			set_goal: "goalAction.set_goal",
		},
	},
	value: {
		label: "field.value.label",
		hint: (settings) =>
			settings.goalAction === "lock" || settings.goalAction === "unlock"
				? "goalAction.value.hint.lock"
				: "goalAction.value.hint",
	},
	activation: activationTexts(
		(settings) => allWidgets(settings) || ["reset", "set", "set_goal"].includes(String(settings.goalAction)),
	),
	holdMs: holdMsTexts,
});
