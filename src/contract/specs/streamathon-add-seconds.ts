import { defineAction } from "../action-spec";
import { widgetIdField } from "../common-fields";
import { integerField } from "../field-spec";
import { holdActionField } from "../hold-fields";
import { PRESS_FIELDS } from "../press-fields";

/** Streamathon Add Seconds: adds `seconds` to a timer per press, ± `seconds` per dial tick. */
export const streamathonAddSecondsSpec = defineAction({
	uuid: "com.channel.companion.streamathon-add-seconds",
	name: "Streamathon Add Seconds",
	endpoint: "streamathon",
	fields: {
		widgetId: widgetIdField,
		seconds: integerField({ min: 1, default: 60 }),
		...PRESS_FIELDS,
		holdAction: holdActionField,
	},
	example: { widgetId: "main", seconds: 60 },
});
