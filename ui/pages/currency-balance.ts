import { currencyBalanceSpec } from "../../src/contract/specs/currency-balance";
import { refreshSecondsTexts, titleTemplateTexts, viewerTexts } from "../lib/common-field-texts";
import { highlightTexts } from "../lib/highlight-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(currencyBalanceSpec, {
	viewer: viewerTexts,
	refreshSeconds: refreshSecondsTexts,
	titleTemplate: titleTemplateTexts(["name", "value", "exact"]),
	...highlightTexts,
});
