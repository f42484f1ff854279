import { refreshSecondsField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";
import { dataKey } from "../lib/validators";

mountPropertyInspector({
	key: "write",
	fields: [
		{
			kind: "text",
			name: "dataKey",
			label: "Data key",
			placeholder: "e.g. deaths_count",
			hint: "Letters, digits, - and _ only.",
			validate: dataKey,
		},
		refreshSecondsField,
	],
});
