import { widgetIdField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [
		widgetIdField,
		{
			kind: "integer",
			name: "seconds",
			label: "Seconds",
			default: 60,
			min: 1,
			hint: "Added per press, or per dial tick (turning left removes them).",
		},
	],
});
