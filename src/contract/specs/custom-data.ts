import { defineAction } from "../action-spec";
import { refreshSecondsField, titleTemplateField } from "../common-fields";
import { dataKeyField } from "../field-spec";
import { HIGHLIGHT_FIELDS } from "../highlight-fields";

/** Custom Data: the stored value of `dataKey`. */
export const customDataSpec = defineAction({
	uuid: "com.channel.companion.custom-data",
	name: "Custom Data",
	endpoint: "custom-data",
	fields: {
		dataKey: dataKeyField(),
		refreshSeconds: refreshSecondsField,
		titleTemplate: titleTemplateField,
		...HIGHLIGHT_FIELDS,
	},
	example: { dataKey: "song", refreshSeconds: 30 },
});
