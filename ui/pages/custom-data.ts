import { customDataSpec } from "../../src/contract/specs/custom-data";
import { refreshSecondsTexts, titleTemplateTexts } from "../lib/common-field-texts";
import { highlightTexts } from "../lib/highlight-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(customDataSpec, {
	dataKey: {
		label: "customData.dataKey.label",
		placeholder: "customData.dataKey.placeholder",
		hint: "customData.dataKey.hint",
	},
	refreshSeconds: refreshSecondsTexts,
	titleTemplate: titleTemplateTexts(["key", "value"]),
	...highlightTexts,
});
