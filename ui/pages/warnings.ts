import { warningsSpec } from "../../src/specs/warnings";
import { refreshSecondsTexts, titleTemplateTexts, viewerTexts } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(warningsSpec, {
	viewer: viewerTexts,
	refreshSeconds: refreshSecondsTexts,
	titleTemplate: titleTemplateTexts(["name", "value"]),
});
