import { currencyRemoveSpec } from "../../src/contract/specs/currency-remove";
import { viewerTexts } from "../lib/common-field-texts";
import { activationTexts, faceTexts, holdMsTexts } from "../lib/hold-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Currency Remove inspector: the words of its settings, by setting. */
export const currencyRemovePage = inspectorPage(currencyRemoveSpec, {
	viewer: viewerTexts,
	amount: { label: "field.amount.label", hint: "currencyRemove.amount.hint" },
	force: { label: "currencyRemove.force.label", caption: "currencyRemove.force.caption" },
	activation: activationTexts(() => true),
	holdMs: holdMsTexts,
	face: faceTexts,
});
