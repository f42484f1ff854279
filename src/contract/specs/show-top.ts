import { defineAction } from "../action-spec";
import { MAX_TOP_LIMIT, TOP_SUB_TYPES, TOP_TYPES } from "../api-names";
import { refreshSecondsField, titleTemplateField } from "../common-fields";
import { choiceField, integerField } from "../field-spec";
import { HIGHLIGHT_FIELDS } from "../highlight-fields";

/** Show Top 1: who holds place `rank` of a top list, and their value. */
export const showTopSpec = defineAction({
	uuid: "com.channel.companion.show-top",
	name: "Show Top",
	endpoint: "ranking",
	fields: {
		topType: choiceField(TOP_TYPES, "message"),
		topSubType: choiceField(TOP_SUB_TYPES, "global"),
		rank: integerField({ min: 1, max: MAX_TOP_LIMIT, default: 1 }),
		refreshSeconds: refreshSecondsField,
		titleTemplate: titleTemplateField,
		...HIGHLIGHT_FIELDS,
	},
	example: { topType: "message", topSubType: "global", rank: 1, refreshSeconds: 30 },
});
