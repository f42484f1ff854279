import { viewerField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "write",
	fields: [
		viewerField,
		{ kind: "integer", name: "amount", label: "Amount", min: 0, hint: "The viewer's new balance." },
	],
});
