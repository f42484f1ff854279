import { streamathonAddSecondsSpec } from "../../src/contract/specs/streamathon-add-seconds";
import { widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, faceTexts, holdActionTexts, holdMsTexts } from "../lib/hold-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Streamathon Add Seconds inspector: the words of its settings, by setting. */
export const streamathonAddSecondsPage = inspectorPage(streamathonAddSecondsSpec, {
	widgetId: widgetIdTexts,
	seconds: { label: "streamathonAddSeconds.seconds.label", hint: "streamathonAddSeconds.seconds.hint" },
	activation: activationTexts(allWidgets),
	holdMs: holdMsTexts,
	face: faceTexts,
	holdAction: holdActionTexts,
});
