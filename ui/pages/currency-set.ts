import { currencySetSpec } from "../../src/contract/specs/currency-set";
import { viewerTexts } from "../lib/common-field-texts";
import { activationTexts, holdMsTexts } from "../lib/hold-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(currencySetSpec, {
	viewer: viewerTexts,
	amount: { label: "field.amount.label", hint: "currencySet.amount.hint" },
	activation: activationTexts(() => true),
	holdMs: holdMsTexts,
});
