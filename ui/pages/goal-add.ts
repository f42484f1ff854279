import { goalAddSpec } from "../../src/specs/goal-add";
import { widgetIdTexts } from "../lib/common-fields";
import { activationTexts, allWidgets, holdActionTexts, holdMsTexts } from "../lib/hold-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(goalAddSpec, {
	widgetId: widgetIdTexts,
	value: { label: "field.value.label", hint: "goalAdd.value.hint" },
	activation: activationTexts(allWidgets),
	holdMs: holdMsTexts,
	holdAction: holdActionTexts,
});
