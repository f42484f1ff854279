import { viewerField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [
		viewerField,
		{ kind: "integer", name: "amount", label: "Amount", min: 1, hint: "Taken from the viewer's balance." },
		{
			kind: "checkbox",
			name: "force",
			label: "Force",
			caption: "Remove even when the balance is too low",
			default: false,
		},
	],
});
