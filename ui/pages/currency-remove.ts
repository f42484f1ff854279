import { viewerField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [
		viewerField,
		{ kind: "integer", name: "amount", label: "field.amount.label", min: 1, hint: "currencyRemove.amount.hint" },
		{
			kind: "checkbox",
			name: "force",
			label: "currencyRemove.force.label",
			caption: "currencyRemove.force.caption",
			default: false,
		},
	],
});
