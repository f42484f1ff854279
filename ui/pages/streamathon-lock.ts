import { streamathonLockSpec } from "../../src/specs/streamathon-lock";
import { lockModeTexts, widgetIdTexts } from "../lib/common-fields";
import { activationTexts, allWidgets, holdMsTexts } from "../lib/hold-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(streamathonLockSpec, {
	widgetId: widgetIdTexts,
	mode: lockModeTexts,
	activation: activationTexts(allWidgets),
	holdMs: holdMsTexts,
});
