import type { CustomEventMode } from "../../src/contract/api-names";
import { customEventSpec } from "../../src/contract/specs/custom-event";
import { textFor } from "../lib/common-field-texts";
import { activationTexts, faceTexts, holdMsTexts } from "../lib/hold-texts";
import type { TranslationKey } from "../lib/i18n";
import { inspectorPage } from "../lib/inspector-page";

/** How each mode sends the value. */
const VALUE_HINTS: Readonly<Record<CustomEventMode, TranslationKey>> = {
	path: "customEvent.value.hint.path",
	data: "customEvent.value.hint.data",
	json: "customEvent.value.hint.json",
};

/** The Send Custom Event inspector: the words of its settings, by setting. */
export const customEventPage = inspectorPage(customEventSpec, {
	mode: {
		label: "field.mode.label",
		choices: { path: "customEvent.mode.path", data: "customEvent.mode.data", json: "customEvent.mode.json" },
	},
	value: {
		label: "field.value.label",
		placeholder: "customEvent.value.placeholder",
		hint: (settings) => textFor(VALUE_HINTS, settings.mode, "customEvent.value.hint.path"),
	},
	activation: activationTexts(),
	holdMs: holdMsTexts,
	face: faceTexts,
});
