import { goalLockSpec } from "../../src/contract/specs/goal-lock";
import { lockModeTexts, widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, holdMsTexts } from "../lib/hold-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(goalLockSpec, {
	widgetId: widgetIdTexts,
	mode: lockModeTexts,
	activation: activationTexts(allWidgets),
	holdMs: holdMsTexts,
});
