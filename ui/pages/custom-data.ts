import { refreshSecondsField, titleTemplateField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";
import { dataKey } from "../lib/validators";

mountPropertyInspector({
	key: "write",
	fields: [
		{
			kind: "text",
			name: "dataKey",
			label: "customData.dataKey.label",
			placeholder: "customData.dataKey.placeholder",
			hint: "customData.dataKey.hint",
			validate: dataKey,
		},
		refreshSecondsField,
		titleTemplateField(["key", "value"]),
	],
});
