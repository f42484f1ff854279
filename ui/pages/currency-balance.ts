import { currencyBalanceSpec } from "../../src/contract/specs/currency-balance";
import { refreshSecondsTexts, titleTemplateTexts, viewerTexts } from "../lib/common-field-texts";
import { highlightTexts } from "../lib/highlight-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Currency Balance inspector: the words of its settings, by setting. */
export const currencyBalancePage = inspectorPage(currencyBalanceSpec, {
	viewer: viewerTexts,
	refreshSeconds: refreshSecondsTexts,
	titleTemplate: titleTemplateTexts(["name", "value", "exact"]),
	...highlightTexts,
});
