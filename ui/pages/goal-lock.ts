import { goalLockSpec } from "../../src/contract/specs/goal-lock";
import { lockModeTexts, widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, faceTexts, holdMsTexts } from "../lib/hold-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Goal Lock inspector: the words of its settings, by setting. */
export const goalLockPage = inspectorPage(goalLockSpec, {
	widgetId: widgetIdTexts,
	mode: lockModeTexts,
	activation: activationTexts(allWidgets),
	holdMs: holdMsTexts,
	face: faceTexts,
});
