import { currencySetSpec } from "../../src/contract/specs/currency-set";
import { viewerTexts } from "../lib/common-field-texts";
import { activationTexts, faceTexts, holdMsTexts } from "../lib/hold-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Currency Set inspector: the words of its settings, by setting. */
export const currencySetPage = inspectorPage(currencySetSpec, {
	viewer: viewerTexts,
	amount: { label: "field.amount.label", hint: "currencySet.amount.hint" },
	activation: activationTexts(() => true),
	holdMs: holdMsTexts,
	face: faceTexts,
});
