import { defineAction } from "../action-spec";
import { CUSTOM_EVENT_MODES } from "../api-names";
import { customEventValueField } from "../common-fields";
import { choiceField } from "../field-spec";
import { PRESS_FIELDS } from "../press-fields";

/** Send Custom Event: `value` in the path, and in `data` or `json` mode also as a query parameter. */
export const customEventSpec = defineAction({
	uuid: "com.channel.companion.custom-event",
	name: "Send Custom Event",
	endpoint: "custom-events",
	fields: { mode: choiceField(CUSTOM_EVENT_MODES, "path"), value: customEventValueField, ...PRESS_FIELDS },
	example: { value: "confetti", mode: "path" },
});
