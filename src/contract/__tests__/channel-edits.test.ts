import { describe, expect, it } from "vitest";

import { addChannel, editChannel, removeChannel } from "../channel-edits";

/** Global settings as two inspectors might find them. */
const global = {
	baseUrl: "https://a.example",
	readKey: "r",
	writeKey: "w",
	channels: [{ id: "b", name: "B", baseUrl: "https://b.example", readKey: "rb" }],
	other: true,
};

describe("changes to the channels, applied to the global settings as they stand", () => {
	it("sets only the fields changed, of the default channel or another, and keeps everything else", () => {
		expect(editChannel(global, "default", { readKey: "r2", writeKey: undefined })).toEqual({
			...global,
			readKey: "r2",
			writeKey: undefined,
		});
		expect(editChannel(global, "default", { readKey: "r2", writeKey: undefined })).not.toHaveProperty("writeKey");
		expect(editChannel(global, "b", { name: "Bee", writeKey: "wb" })).toEqual({
			...global,
			channels: [{ id: "b", name: "Bee", baseUrl: "https://b.example", readKey: "rb", writeKey: "wb" }],
		});
		// The default channel has no name.
		expect(editChannel(global, "default", { name: "x" })).toEqual(global);
	});

	it("does not bring back a channel removed meanwhile", () => {
		expect(editChannel(global, "gone", { name: "Back" })).toEqual(global);
	});

	it("adds a channel at the end, unless its id is taken or was removed", () => {
		const added = addChannel(global, { id: "c", name: "", baseUrl: "https://a.example" });
		expect(added.channels).toEqual([...global.channels, { id: "c", name: "", baseUrl: "https://a.example" }]);
		expect(addChannel(global, { id: "b", name: "again" })).toEqual(global);
		expect(addChannel({ ...global, removedChannels: { c: "" } }, { id: "c", name: "" })).toEqual({
			...global,
			removedChannels: { c: "" },
		});
	});

	it("removes a channel and records where its keys went; the first choice recorded stays", () => {
		const removed = removeChannel(global, "b", "default");
		expect(removed).toEqual({ ...global, channels: undefined, removedChannels: { b: "default" } });
		expect(removed).not.toHaveProperty("channels");
		expect(removeChannel(removed, "b", "")).toEqual(removed);
		expect(removeChannel(global, "b", "")).toMatchObject({ removedChannels: { b: "" } });
		expect(removeChannel(global, "default", "")).toEqual(global);
	});

	it("two inspectors' changes made on stale copies both survive when each is applied to the stored settings", () => {
		// One adds a channel, the other edits a field; each change applied to what is stored when it is saved.
		let stored: Record<string, unknown> = { ...global };
		stored = addChannel(stored, { id: "c", name: "", baseUrl: "https://a.example" });
		stored = editChannel(stored, "default", { baseUrl: "https://new.example" });
		expect(stored).toMatchObject({ baseUrl: "https://new.example" });
		expect((stored.channels as Array<{ id: string }>).map((channel) => channel.id)).toEqual(["b", "c"]);
	});
});
