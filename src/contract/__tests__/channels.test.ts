import { describe, expect, it } from "vitest";

import {
	channelField,
	followRemovals,
	newChannelId,
	readChannels,
	readRemovedChannels,
	takenChannelIds,
	writeChannels,
} from "../channels";
import { isApiError } from "../errors";

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

	it("never hands out an id of a removed channel, nor one its keys moved to", () => {
		const global = {
			channels: [{ id: "b" }],
			removedChannels: { gone: "b", lost: "", moved: "ch-elsewhere" },
		};
		expect(takenChannelIds(global).sort()).toEqual(["b", "ch-elsewhere", "default", "gone", "lost", "moved"]);
		const id = newChannelId(takenChannelIds(global));
		expect(takenChannelIds(global)).not.toContain(id);
		// An id whose stem is taken gets a suffix rather than the taken id.
		const stemTaken = newChannelId([]);
		expect(newChannelId([stemTaken])).not.toBe(stemTaken);
	});

	it("reads removed channels: ids to the id their keys moved to, or to nothing", () => {
		expect(
			readRemovedChannels({ removedChannels: { " a ": " b ", c: "", default: "x", d: 4, "": "e", f: null } }),
		).toEqual({ a: "b", c: "" });
		expect(readRemovedChannels({ removedChannels: ["a"] })).toEqual({});
		expect(readRemovedChannels({})).toEqual({});
	});

	it("resolves a removed id to where its keys went, through later removals", () => {
		const removed = { a: "b", b: "c", lost: "", viaLost: "lost", loop1: "loop2", loop2: "loop1" };
		expect(followRemovals(removed, "kept")).toBe("kept");
		expect(followRemovals(removed, "a")).toBe("c");
		expect(followRemovals(removed, "b")).toBe("c");
		expect(followRemovals(removed, "lost")).toBe("");
		expect(followRemovals(removed, "viaLost")).toBe("");
		// A hand-edited loop ends as no channel instead of spinning.
		expect(followRemovals(removed, "loop1")).toBe("");
		expect(followRemovals({}, "default")).toBe("default");
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
