import { defineAction } from "../action-spec";
import { widgetIdField } from "../common-fields";
import { integerField } from "../field-spec";
import { holdActionField } from "../hold-fields";
import { PRESS_FIELDS } from "../press-fields";

/** Goal Add: adds `value` to a goal widget per press, ± `value` per dial tick. */
export const goalAddSpec = defineAction({
	uuid: "com.channel.companion.goal-add",
	name: "Goal Add",
	endpoint: "goals",
	fields: {
		widgetId: widgetIdField,
		value: integerField({ min: 1, default: 1 }),
		...PRESS_FIELDS,
		holdAction: holdActionField,
	},
	example: { widgetId: "main", value: 10 },
});
