import { warningsSpec } from "../../src/contract/specs/warnings";
import { refreshSecondsTexts, titleTemplateTexts, viewerTexts } from "../lib/common-field-texts";
import { highlightTexts } from "../lib/highlight-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(warningsSpec, {
	viewer: viewerTexts,
	refreshSeconds: refreshSecondsTexts,
	titleTemplate: titleTemplateTexts(["name", "value"]),
	...highlightTexts,
});
