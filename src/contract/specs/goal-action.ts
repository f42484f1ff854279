import { defineAction } from "../action-spec";
import { GOAL_ACTIONS } from "../api-names";
import { widgetIdField } from "../common-fields";
import { choiceField, integerField } from "../field-spec";
import { PRESS_FIELDS } from "../press-fields";

/** Goal Action: any action of the goals widget endpoint. */
export const goalActionSpec = defineAction({
	uuid: "com.channel.companion.goal-action",
	name: "Goal Action",
	endpoint: "goals",
	fields: {
		widgetId: widgetIdField,
		goalAction: choiceField(GOAL_ACTIONS),
		value: integerField({ default: 0 }),
		...PRESS_FIELDS,
	},
	example: { widgetId: "main", goalAction: "add", value: 25 },
});
