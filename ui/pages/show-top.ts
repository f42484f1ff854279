import { MAX_TOP_LIMIT, topListHasPeriods } from "../../src/contract/api-names";
import { showTopSpec } from "../../src/contract/specs/show-top";
import { refreshSecondsTexts, titleTemplateTexts } from "../lib/common-field-texts";
import { highlightTexts } from "../lib/highlight-texts";
import { inspectorPage } from "../lib/inspector-page";

/** The Show Top inspector: the words of its settings, by setting. */
export const showTopPage = inspectorPage(showTopSpec, {
	topType: {
		label: "showTop.topType.label",
		choices: {
			message: "showTop.topType.message",
			uptime: "showTop.topType.uptime",
			currency: "showTop.topType.currency",
			ranks: "showTop.topType.ranks",
			level: "showTop.topType.level",
		},
	},
	topSubType: {
		label: "showTop.topSubType.label",
		choices: {
			global: "showTop.topSubType.global",
			month: "showTop.topSubType.month",
			week: "showTop.topSubType.week",
		},
		hint: (settings) => (topListHasPeriods(settings.topType) ? undefined : "showTop.topSubType.hint"),
	},
	rank: { label: "showTop.rank.label", hint: { translationKey: "showTop.rank.hint", values: { max: MAX_TOP_LIMIT } } },
	refreshSeconds: refreshSecondsTexts,
	titleTemplate: titleTemplateTexts(["name", "value", "rank", "list"]),
	...highlightTexts,
});
