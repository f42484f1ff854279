import { GOAL_VERB_TRAITS, traitsOf } from "../../src/contract/api-names";
import { goalActionSpec } from "../../src/contract/specs/goal-action";
import { widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, faceTexts, holdMsTexts } from "../lib/hold-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Goal Action inspector: the words of its settings, by setting. */
export const goalActionPage = inspectorPage(goalActionSpec, {
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
		(settings) => allWidgets(settings) || !!traitsOf(GOAL_VERB_TRAITS, settings.goalAction)?.suggestsHold,
	),
	holdMs: holdMsTexts,
	face: faceTexts,
});
