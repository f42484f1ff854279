import { viewerField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [
		viewerField,
		{ kind: "integer", name: "amount", label: "field.amount.label", min: 0, hint: "currencySet.amount.hint" },
	],
});
