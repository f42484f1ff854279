import { defineAction } from "../action-spec";
import { STREAMATHON_ACTIONS } from "../api-names";
import { widgetIdField } from "../common-fields";
import { choiceField, integerField } from "../field-spec";
import { PRESS_FIELDS } from "../press-fields";

/** Streamathon Action: any action of the streamathon endpoint; `value` is seconds, or minutes for `reset`. */
export const streamathonActionSpec = defineAction({
	uuid: "com.channel.companion.streamathon-action",
	name: "Streamathon Action",
	endpoint: "streamathon",
	fields: {
		widgetId: widgetIdField,
		streamathonAction: choiceField(STREAMATHON_ACTIONS),
		value: integerField({ default: 0 }),
		...PRESS_FIELDS,
	},
	example: { widgetId: "main", streamathonAction: "remove_seconds", value: 30 },
});
