import { describe, expect, it } from "vitest";

import { isApiError } from "../../src/api/errors";
import { channelField, newChannelId, readChannels, writeChannels } from "../../src/specs/channels";

describe("channels of the global settings", () => {
	it("reads the default channel first, then each well-formed entry once", () => {
		const global = {
			baseUrl: "https://a.example",
			readKey: "r",
			writeKey: "w",
			channels: [
				{ id: " b ", name: "B", baseUrl: "https://b.example", readKey: "rb" },
				{ id: "b", name: "duplicate" },
				{ id: "default", name: "taken" },
				{ id: "" },
				"junk",
				null,
				{ id: 3 },
			],
		};
		expect(readChannels(global)).toEqual([
			{ id: "default", name: "", baseUrl: "https://a.example", readKey: "r", writeKey: "w" },
			{ id: "b", name: "B", baseUrl: "https://b.example", readKey: "rb", writeKey: undefined },
		]);
		expect(readChannels({ channels: "nope" })).toHaveLength(1);
	});

	it("writes the default channel at the top level and the others in channels, keeping other settings", () => {
		const written = writeChannels({ other: 1, readKey: "old" }, [
			{ id: "default", name: "", baseUrl: "https://a.example", writeKey: "w" },
			{ id: "b", name: "B", readKey: "rb" },
		]);
		expect(written).toEqual({
			other: 1,
			baseUrl: "https://a.example",
			writeKey: "w",
			channels: [{ id: "b", name: "B", readKey: "rb" }],
		});
		expect(writeChannels({ channels: [] }, [{ id: "default", name: "" }])).toEqual({});
	});

	it("makes ids unlike the ones in use", () => {
		const first = newChannelId([]);
		expect(first).toMatch(/^ch-/);
		expect(newChannelId([first, `${first}-2`])).not.toMatch(new RegExp(`^${first}(-2)?$`));
	});

	it("reads an action's channel: empty or absent is the default channel; anything but text is refused", () => {
		const field = channelField();
		expect(field.parse(undefined, "channel", {})).toBe("default");
		expect(field.parse("  ", "channel", {})).toBe("default");
		expect(field.parse(" b ", "channel", {})).toBe("b");
		let refusal: unknown;
		try {
			field.parse(7, "channel", {});
		} catch (error) {
			refusal = error;
		}
		expect(isApiError(refusal) && refusal.rule === "channel").toBe(true);
	});
});
