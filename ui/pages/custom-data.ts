import { customDataSpec } from "../../src/contract/specs/custom-data";
import { refreshSecondsTexts, titleTemplateTexts } from "../lib/common-field-texts";
import { highlightTexts } from "../lib/highlight-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Custom Data inspector: the words of its settings, by setting. */
export const customDataPage = inspectorPage(customDataSpec, {
	dataKey: {
		label: "customData.dataKey.label",
		placeholder: "customData.dataKey.placeholder",
		hint: "customData.dataKey.hint",
	},
	refreshSeconds: refreshSecondsTexts,
	titleTemplate: titleTemplateTexts(["key", "value"]),
	...highlightTexts,
});
