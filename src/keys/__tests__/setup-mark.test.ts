import { describe, expect, it, vi } from "vitest";

import { FakeKey } from "../../__mocks__/display-fakes";
import type { ChannelRef } from "../../channels/channel-clients";
import type { SettingsRead } from "../settings-read";

/** Settles the app's answer to the plugin's request for the global settings. */
type SettingsAnswer = (settings: object) => void;

/** The app's answer to the plugin's request for the global settings, settled by the test. */
let answerSettings: SettingsAnswer | undefined;

vi.mock("@elgato/streamdeck", () => ({
	default: {
		i18n: { t: (key: string) => key },
		settings: {
			getGlobalSettings: () => new Promise((resolve) => (answerSettings = resolve)),
			onDidReceiveGlobalSettings: () => undefined,
		},
	},
}));

const { SetupMark } = await import("../setup-mark");

/**
 * A key on the fake deck.
 * @param id Its context.
 * @returns The key.
 */
function keyWithId(id: string): FakeKey & { id: string } {
	return Object.assign(new FakeKey(), { id });
}

/**
 * Reads the settings of a key of the default channel, valid once the global settings arrived.
 * @returns The key's channel choice, read.
 */
function valid(): SettingsRead<ChannelRef> {
	return { ok: true, values: {} };
}

describe("SetupMark", () => {
	it("draws nothing for a key that left while the global settings were awaited", async () => {
		const key = keyWithId("left");
		const mark = new SetupMark(key as never);
		const following = mark.follow({
			read: valid(),
			kind: "write",
			face: () => "data:image/svg+xml,face",
		});
		mark.forget();
		answerSettings?.({ baseUrl: "https://api.example.com", readKey: "r", writeKey: "w" });
		await following;
		expect(key.images()).toEqual([]);
	});

	it("draws only the newest settings when they change while the global settings are awaited", async () => {
		const key = keyWithId("edited");
		const mark = new SetupMark(key as never);
		// Each reading of the settings is its own check, as each settings event makes one.
		const older = mark.follow({
			read: valid(),
			kind: "write",
			face: () => "data:image/svg+xml,older",
		});
		const newer = mark.follow({
			read: valid(),
			kind: "write",
			face: () => "data:image/svg+xml,newer",
		});
		answerSettings?.({ baseUrl: "https://api.example.com", readKey: "r", writeKey: "w" });
		await Promise.all([older, newer]);
		expect(key.images()).toEqual(["data:image/svg+xml,newer"]);
	});
});
