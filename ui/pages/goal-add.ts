import { widgetIdField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [
		widgetIdField,
		{
			kind: "integer",
			name: "value",
			label: "Value",
			default: 1,
			min: 1,
			hint: "Added per press, or per dial tick (turning left removes it).",
		},
	],
});
