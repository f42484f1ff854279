import { goalAddSpec } from "../../src/contract/specs/goal-add";
import { widgetIdTexts } from "../lib/common-field-texts";
import { activationTexts, allWidgets, holdActionTexts, holdMsTexts } from "../lib/hold-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(goalAddSpec, {
	widgetId: widgetIdTexts,
	value: { label: "field.value.label", hint: "goalAdd.value.hint" },
	activation: activationTexts(allWidgets),
	holdMs: holdMsTexts,
	holdAction: holdActionTexts,
});
