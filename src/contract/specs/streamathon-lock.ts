import { defineAction } from "../action-spec";
import { lockModeField, widgetIdField } from "../common-fields";
import { PRESS_FIELDS } from "../press-fields";

/** Streamathon Lock: locks or unlocks a streamathon timer. */
export const streamathonLockSpec = defineAction({
	uuid: "com.channel.companion.streamathon-lock",
	name: "Streamathon Lock",
	endpoint: "streamathon",
	fields: { widgetId: widgetIdField, mode: lockModeField, ...PRESS_FIELDS },
	example: { widgetId: "main", mode: "toggle" },
});
