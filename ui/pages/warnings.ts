import { warningsSpec } from "../../src/contract/specs/warnings";
import { refreshSecondsTexts, titleTemplateTexts, viewerTexts } from "../lib/common-field-texts";
import { highlightTexts } from "../lib/highlight-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Warning Count inspector: the words of its settings, by setting. */
export const warningsPage = inspectorPage(warningsSpec, {
	viewer: viewerTexts,
	refreshSeconds: refreshSecondsTexts,
	titleTemplate: titleTemplateTexts(["name", "value"]),
	...highlightTexts,
});
