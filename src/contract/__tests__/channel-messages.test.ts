import { describe, expect, it } from "vitest";

import { CHANNEL_USAGE_EVENT, CHANNEL_USAGE_RESULT_EVENT, isChannelUsageResult } from "../channel-messages";

describe("isChannelUsageResult", () => {
	it("knows the plugin's answer about a channel's keys", () => {
		expect(isChannelUsageResult({ event: CHANNEL_USAGE_RESULT_EVENT, channel: "night", keys: 3 })).toBe(true);
		expect(isChannelUsageResult({ event: CHANNEL_USAGE_RESULT_EVENT, channel: "night", keys: 0 })).toBe(true);
	});

	it("refuses the question, an answer missing a part or with a part of the wrong type, and what is no object", () => {
		expect(isChannelUsageResult({ event: CHANNEL_USAGE_EVENT, channel: "night" })).toBe(false);
		expect(isChannelUsageResult({ event: CHANNEL_USAGE_EVENT, channel: "night", keys: 3 })).toBe(false);
		expect(isChannelUsageResult({ event: CHANNEL_USAGE_RESULT_EVENT, keys: 3 })).toBe(false);
		expect(isChannelUsageResult({ event: CHANNEL_USAGE_RESULT_EVENT, channel: "night", keys: "3" })).toBe(false);
		expect(isChannelUsageResult({ event: CHANNEL_USAGE_RESULT_EVENT, channel: 7, keys: 3 })).toBe(false);
		expect(isChannelUsageResult(null)).toBe(false);
		expect(isChannelUsageResult(CHANNEL_USAGE_RESULT_EVENT)).toBe(false);
	});
});
