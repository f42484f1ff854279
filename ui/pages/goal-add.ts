import { goalAddSpec } from "../../src/specs/goal-add";
import { widgetIdTexts } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(goalAddSpec, {
	widgetId: widgetIdTexts,
	value: { label: "field.value.label", hint: "goalAdd.value.hint" },
});
