import { widgetIdField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [
		widgetIdField,
		{
			kind: "integer",
			name: "seconds",
			label: "streamathonAddSeconds.seconds.label",
			default: 60,
			min: 1,
			hint: "streamathonAddSeconds.seconds.hint",
		},
	],
});
