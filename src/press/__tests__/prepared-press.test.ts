import { describe, expect, it, vi } from "vitest";

vi.mock("@elgato/streamdeck", async () =>
	(await import("../../../test/support/streamdeck-stub")).streamDeckStub(async () => ({})),
);

const { PreparedPress } = await import("../prepared-press");
const { globalSettings } = await import("../../channels/global-settings");

/** Connection settings of a default channel with both API keys. */
const CONNECTION = { baseUrl: "http://127.0.0.1:9", readKey: "read-key", writeKey: "write-key" };

/**
 * A press prepared from valid settings.
 * @param settings The settings.
 * @returns The press.
 */
function prepared(settings: Record<string, string> = {}): InstanceType<typeof PreparedPress> {
	return new PreparedPress(settings, { ok: true, values: settings }, { kind: "press", holdMs: 600 });
}

describe("PreparedPress", () => {
	it("holds while an event carries the same settings, and not once they change", () => {
		const settings = { channel: "", value: "main" };
		const press = prepared(settings);
		// The event's object changed in place: the press kept a copy.
		settings.value = "other";
		expect(press.holdsFor({ channel: "", value: "main" })).toBe(true);
		expect(press.holdsFor({ channel: "", value: "other" })).toBe(false);
	});

	it("keeps its channel while the global settings stand, and resolves it again once they change", async () => {
		await globalSettings.ready();
		await globalSettings.writeChannels([{ ...globalSettings.channels[0], ...CONNECTION }]);
		const press = prepared();
		const first = press.channel("write");
		expect(press.channel("write")).toBe(first);
		await globalSettings.writeChannels([{ ...globalSettings.channels[0], baseUrl: "http://127.0.0.1:10" }]);
		const second = press.channel("write");
		expect(second).not.toBe(first);
		expect(second.identity).not.toBe(first.identity);
	});

	it("refuses a channel that does not exist, or lacks the API key the press needs", async () => {
		await globalSettings.ready();
		await globalSettings.writeChannels([{ ...globalSettings.channels[0], ...CONNECTION }]);
		expect(() => prepared({ channel: "gone" }).channel("write")).toThrow(
			expect.objectContaining({ kind: "invalid-input" }),
		);
		await globalSettings.writeChannels([{ ...globalSettings.channels[0], writeKey: undefined }]);
		expect(() => prepared().channel("write")).toThrow(expect.objectContaining({ kind: "not-configured" }));
		expect(prepared().channel("read").identity).toBeTypeOf("string");
	});

	it("refuses with the settings' own refusal when they are bad", () => {
		const refusal = new Error("bad settings");
		const press = new PreparedPress({}, { ok: false, refusal }, undefined);
		expect(() => press.channel("write")).toThrow(refusal);
	});
});
