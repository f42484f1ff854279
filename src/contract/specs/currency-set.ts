import { defineAction } from "../action-spec";
import { viewerField } from "../common-fields";
import { integerField } from "../field-spec";
import { PRESS_FIELDS } from "../press-fields";

/** Currency Set: sets a viewer's balance to `amount`. */
export const currencySetSpec = defineAction({
	uuid: "com.channel.companion.currency-set",
	name: "Currency Set",
	endpoint: "currency",
	fields: { viewer: viewerField, amount: integerField({ min: 0 }), ...PRESS_FIELDS },
	example: { viewer: "night owl", amount: 500 },
});
