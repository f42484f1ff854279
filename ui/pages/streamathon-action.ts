import { STREAMATHON_VERB_TRAITS, type StreamathonVerb, traitsOf } from "../../src/contract/api-names";
import { streamathonActionSpec } from "../../src/contract/specs/streamathon-action";
import { textFor, widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, faceTexts, holdMsTexts } from "../lib/hold-texts";
import type { TranslationKey } from "../lib/i18n";
import { inspectorPage } from "../lib/inspector-page";

/** What `value` means for each streamathon action. */
const VALUE_HINTS: Readonly<Record<StreamathonVerb, TranslationKey>> = {
	add_seconds: "streamathonAction.value.hint.add_seconds",
	remove_seconds: "streamathonAction.value.hint.remove_seconds",
	reset: "streamathonAction.value.hint.reset",
	lock: "streamathonAction.value.hint.lock",
	unlock: "streamathonAction.value.hint.unlock",
};

/** The Streamathon Action inspector: the words of its settings, by setting. */
export const streamathonActionPage = inspectorPage(streamathonActionSpec, {
	widgetId: widgetIdTexts,
	streamathonAction: {
		label: "field.action.label",
		prompt: "field.action.prompt",
		choices: {
			add_seconds: "streamathonAction.add_seconds",
			remove_seconds: "streamathonAction.remove_seconds",
			reset: "streamathonAction.reset",
			lock: "streamathonAction.lock",
			unlock: "streamathonAction.unlock",
		},
	},
	value: {
		label: "field.value.label",
		hint: (settings) => textFor(VALUE_HINTS, settings.streamathonAction, "streamathonAction.value.hint"),
	},
	activation: activationTexts(
		(settings) => allWidgets(settings) || !!traitsOf(STREAMATHON_VERB_TRAITS, settings.streamathonAction)?.suggestsHold,
	),
	holdMs: holdMsTexts,
	face: faceTexts,
});
