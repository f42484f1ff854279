import { MAX_TOP_LIMIT } from "../../src/api/validation";
import { choices, refreshSecondsField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({
	key: "read",
	fields: [
		{
			kind: "select",
			name: "topType",
			label: "Top list",
			default: "message",
			choices: choices({ message: "Messages", uptime: "Uptime", currency: "Currency", ranks: "Ranks", level: "Level" }),
		},
		{
			kind: "select",
			name: "topSubType",
			label: "Period",
			default: "global",
			choices: choices({ global: "Global (all time)", month: "Month", week: "Week" }),
			hint: (settings) =>
				settings.topType === "uptime" || settings.topType === "message"
					? undefined
					: "Only the uptime and messages lists use the period.",
		},
		{
			kind: "integer",
			name: "rank",
			label: "Rank",
			default: 1,
			min: 1,
			max: MAX_TOP_LIMIT,
			hint: `Place shown, 1 to ${MAX_TOP_LIMIT}; a dial steps through them.`,
		},
		refreshSecondsField,
	],
});
