import { MAX_TOP_LIMIT } from "../../src/api/validation";
import { choices, refreshSecondsField, titleTemplateField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "read",
	fields: [
		{
			kind: "select",
			name: "topType",
			label: "showTop.topType.label",
			default: "message",
			choices: choices({
				message: "showTop.topType.message",
				uptime: "showTop.topType.uptime",
				currency: "showTop.topType.currency",
				ranks: "showTop.topType.ranks",
				level: "showTop.topType.level",
			}),
		},
		{
			kind: "select",
			name: "topSubType",
			label: "showTop.topSubType.label",
			default: "global",
			choices: choices({
				global: "showTop.topSubType.global",
				month: "showTop.topSubType.month",
				week: "showTop.topSubType.week",
			}),
			hint: (settings) =>
				settings.topType === "uptime" || settings.topType === "message" ? undefined : "showTop.topSubType.hint",
		},
		{
			kind: "integer",
			name: "rank",
			label: "showTop.rank.label",
			default: 1,
			min: 1,
			max: MAX_TOP_LIMIT,
			hint: { key: "showTop.rank.hint", values: { max: MAX_TOP_LIMIT } },
		},
		refreshSecondsField,
		titleTemplateField(["name", "value", "rank", "list"]),
	],
});
