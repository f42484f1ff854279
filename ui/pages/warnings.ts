import { warningsSpec } from "../../src/specs/warnings";
import { refreshSecondsTexts, titleTemplateTexts, viewerTexts } from "../lib/common-fields";
import { highlightTexts } from "../lib/highlight-texts";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(warningsSpec, {
	viewer: viewerTexts,
	refreshSeconds: refreshSecondsTexts,
	titleTemplate: titleTemplateTexts(["name", "value"]),
	...highlightTexts,
});
