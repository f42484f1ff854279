import { widgetIdField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [
		widgetIdField,
		{ kind: "integer", name: "value", label: "field.value.label", default: 1, min: 1, hint: "goalAdd.value.hint" },
	],
});
