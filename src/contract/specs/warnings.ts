import { defineAction } from "../action-spec";
import { refreshSecondsField, titleTemplateField, viewerField } from "../common-fields";
import { HIGHLIGHT_FIELDS } from "../highlight-fields";

/** Warning Count: how many warnings a viewer has. */
export const warningsSpec = defineAction({
	uuid: "com.channel.companion.warnings",
	name: "Warning Count",
	endpoint: "warnings",
	fields: {
		viewer: viewerField,
		refreshSeconds: refreshSecondsField,
		titleTemplate: titleTemplateField,
		...HIGHLIGHT_FIELDS,
	},
	example: { viewer: "StreamFan42", refreshSeconds: 30 },
});
