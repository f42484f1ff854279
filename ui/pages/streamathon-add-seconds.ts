import { streamathonAddSecondsSpec } from "../../src/contract/specs/streamathon-add-seconds";
import { widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, holdActionTexts, holdMsTexts } from "../lib/hold-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(streamathonAddSecondsSpec, {
	widgetId: widgetIdTexts,
	seconds: { label: "streamathonAddSeconds.seconds.label", hint: "streamathonAddSeconds.seconds.hint" },
	activation: activationTexts(allWidgets),
	holdMs: holdMsTexts,
	holdAction: holdActionTexts,
});
