import { streamathonLockSpec } from "../../src/contract/specs/streamathon-lock";
import { lockModeTexts, widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, holdMsTexts } from "../lib/hold-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(streamathonLockSpec, {
	widgetId: widgetIdTexts,
	mode: lockModeTexts,
	activation: activationTexts(allWidgets),
	holdMs: holdMsTexts,
});
