import { defineAction } from "../action-spec";
import { viewerField } from "../common-fields";
import { booleanField, integerField } from "../field-spec";
import { PRESS_FIELDS } from "../press-fields";

/** Currency Remove: takes `amount` from a viewer; without `force`, a short balance is refused by the API. */
export const currencyRemoveSpec = defineAction({
	uuid: "com.channel.companion.currency-remove",
	name: "Currency Remove",
	endpoint: "currency",
	fields: { viewer: viewerField, amount: integerField({ min: 1 }), force: booleanField(false), ...PRESS_FIELDS },
	example: { viewer: "night owl", amount: 5 },
});
