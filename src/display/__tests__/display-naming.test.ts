import { describe, expect, it, vi } from "vitest";

import { TOP_SUB_TYPES, TOP_TYPES, topListHasPeriods, type TopSubType, type TopType } from "../../contract/api-names";
import { namedTarget, topListHeading } from "../display-naming";

// Outside Stream Deck, a key word reads as its English translation key.
vi.mock("@elgato/streamdeck", () => ({
	default: {
		i18n: {
			t: (): never => {
				throw new Error("no language outside Stream Deck");
			},
		},
	},
}));

describe("how a display key names what it shows", () => {
	it("names a top list, and a period whole beside it; each list and period its own heading", () => {
		expect(topListHeading("currency", "global")).toEqual({ words: "Top Currency" });
		expect(topListHeading("message", "week")).toEqual({ words: "Messages", detail: "Week" });
		const lists: [TopType, TopSubType][] = TOP_TYPES.flatMap((list) =>
			(topListHasPeriods(list) ? TOP_SUB_TYPES : (["global"] as const)).map((period): [TopType, TopSubType] => [
				list,
				period,
			]),
		);
		const headings = lists.map(([list, period]) => JSON.stringify(topListHeading(list, period)));
		expect(new Set(headings).size).toBe(headings.length);
	});

	it("names no period for a list the service keeps of all time only, whatever period the key asks for", () => {
		for (const list of TOP_TYPES.filter((type) => !topListHasPeriods(type))) {
			for (const period of TOP_SUB_TYPES) expect(topListHeading(list, period)).toEqual(topListHeading(list, "global"));
		}
		expect(TOP_TYPES.filter(topListHasPeriods)).toEqual(["uptime", "message"]);
	});

	it("names a viewer in the service's spelling when the answer is about them, by name or platform ID", () => {
		const answered = { name: "StreamFan42", id: "1001" };
		expect(namedTarget("streamfan42", answered)).toBe("StreamFan42");
		expect(namedTarget("1001", answered)).toBe("StreamFan42");
		// Full-width letters are the same name to the service.
		expect(namedTarget("ＳｔｒｅａｍＦａｎ42", answered)).toBe("StreamFan42");
	});

	it("names what the key is set to when the answer is about something else, so that two keys never read alike", () => {
		const answered = { name: "StreamFan42", id: "1001" };
		expect(namedTarget("StreamFan422", answered)).toBe("StreamFan422");
		expect(namedTarget("10011", answered)).toBe("10011");
		expect(namedTarget("song2", { name: "song" })).toBe("song2");
	});
});
