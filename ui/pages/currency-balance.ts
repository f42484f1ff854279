import { currencyBalanceSpec } from "../../src/specs/currency-balance";
import { refreshSecondsTexts, titleTemplateTexts, viewerTexts } from "../lib/common-fields";
import { highlightTexts } from "../lib/highlight-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(currencyBalanceSpec, {
	viewer: viewerTexts,
	refreshSeconds: refreshSecondsTexts,
	titleTemplate: titleTemplateTexts(["name", "value", "exact"]),
	...highlightTexts,
});
