import { refreshSecondsField, titleTemplateField, viewerField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "read",
	fields: [viewerField, refreshSecondsField, titleTemplateField(["name", "value"])],
});
