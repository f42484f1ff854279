import { defineAction } from "./action-spec";
import { refreshSecondsField, titleTemplateField, viewerField } from "./common-fields";

/** Currency Balance: a viewer's currency. */
export const currencyBalanceSpec = defineAction({
	uuid: "com.channel.companion.currency-balance",
	name: "Currency Balance",
	endpoint: "currency",
	fields: { viewer: viewerField, refreshSeconds: refreshSecondsField, titleTemplate: titleTemplateField },
});
