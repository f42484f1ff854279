import { streamathonLockSpec } from "../../src/contract/specs/streamathon-lock";
import { lockModeTexts, widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, faceTexts, holdMsTexts } from "../lib/hold-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Streamathon Lock inspector: the words of its settings, by setting. */
export const streamathonLockPage = inspectorPage(streamathonLockSpec, {
	widgetId: widgetIdTexts,
	mode: lockModeTexts,
	activation: activationTexts(allWidgets),
	holdMs: holdMsTexts,
	face: faceTexts,
});
