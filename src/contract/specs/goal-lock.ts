import { defineAction } from "../action-spec";
import { lockModeField, widgetIdField } from "../common-fields";
import { PRESS_FIELDS } from "../press-fields";

/** Goal Lock: locks or unlocks a goal widget. */
export const goalLockSpec = defineAction({
	uuid: "com.channel.companion.goal-lock",
	name: "Goal Lock",
	endpoint: "goals",
	fields: { widgetId: widgetIdField, mode: lockModeField, ...PRESS_FIELDS },
	example: { widgetId: "main", mode: "toggle" },
});
