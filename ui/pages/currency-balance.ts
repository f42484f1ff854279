import { refreshSecondsField, titleTemplateField, viewerField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [viewerField, refreshSecondsField, titleTemplateField(["name", "value", "exact"])],
});
