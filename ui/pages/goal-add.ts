import { goalAddSpec } from "../../src/contract/specs/goal-add";
import { widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, faceTexts, holdActionTexts, holdMsTexts } from "../lib/hold-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Goal Add inspector: the words of its settings, by setting. */
export const goalAddPage = inspectorPage(goalAddSpec, {
	widgetId: widgetIdTexts,
	value: { label: "field.value.label", hint: "goalAdd.value.hint" },
	activation: activationTexts(allWidgets),
	holdMs: holdMsTexts,
	face: faceTexts,
	holdAction: holdActionTexts,
});
