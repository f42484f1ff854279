import { defineAction } from "../action-spec";
import { refreshSecondsField, titleTemplateField, viewerField } from "../common-fields";
import { HIGHLIGHT_FIELDS } from "../highlight-fields";

/** Currency Balance: a viewer's currency. */
export const currencyBalanceSpec = defineAction({
	uuid: "com.channel.companion.currency-balance",
	name: "Currency Balance",
	endpoint: "currency",
	fields: {
		viewer: viewerField,
		refreshSeconds: refreshSecondsField,
		titleTemplate: titleTemplateField,
		...HIGHLIGHT_FIELDS,
	},
	example: { viewer: "night owl", refreshSeconds: 30 },
});
