import { describe, expect, it, vi } from "vitest";

/** The answers to `getGlobalSettings` the test gives. */
const app = vi.hoisted(() => ({ answers: [] as ((settings: Record<string, unknown>) => void)[] }));

vi.mock("@elgato/streamdeck", async () =>
	(await import("../../../test/support/streamdeck-stub")).streamDeckStub(
		() => new Promise((resolve) => app.answers.push(resolve)),
	),
);

const { withPressChannel } = await import("../press-channel");
const { globalSettings } = await import("../../channels/global-settings");

/** Connection settings of a default channel with both API keys. */
const CONNECTION = { baseUrl: "http://127.0.0.1:9", readKey: "read-key", writeKey: "write-key" };

describe("withPressChannel", () => {
	it("waits for the global settings, then runs the work once settings are known, in the same turn", async () => {
		const started: string[] = [];
		const first = withPressChannel({}, async (channel) => {
			started.push(channel.identity);
		});
		// Nothing runs before the app sent the settings.
		await Promise.resolve();
		expect(started).toEqual([]);
		expect(app.answers).toHaveLength(1);
		app.answers[0](CONNECTION);
		await first;
		expect(started).toHaveLength(1);
		// Known settings: the work starts before withPressChannel returns, so that its request leaves at once.
		const second = withPressChannel({}, async (channel) => {
			started.push(channel.identity);
		});
		expect(started).toHaveLength(2);
		expect(started[1]).toBe(started[0]);
		await second;
	});

	it("rejects with the refusal of a channel that does not exist, and runs no work", async () => {
		const work = vi.fn(async () => undefined);
		const pressing = withPressChannel({ channel: "gone" }, work);
		await expect(pressing).rejects.toMatchObject({ kind: "invalid-input" });
		expect(work).not.toHaveBeenCalled();
	});

	it("rejects a channel that lacks the API key the press needs, before any work", async () => {
		await globalSettings.ready();
		const work = vi.fn(async () => undefined);
		globalSettings.writeChannels([{ ...globalSettings.channels[0], writeKey: undefined }]);
		await expect(withPressChannel({}, work, "write")).rejects.toMatchObject({ kind: "not-configured" });
		expect(work).not.toHaveBeenCalled();
	});

	it("keeps a key's channel while the global settings stand, and resolves it again once they change", async () => {
		await globalSettings.ready();
		globalSettings.writeChannels([{ ...globalSettings.channels[0], ...CONNECTION }]);
		const values = {};
		const seen: unknown[] = [];
		const press = (): Promise<void> =>
			withPressChannel(values, async (channel) => {
				seen.push(channel.client);
			});
		await press();
		await press();
		expect(seen[1]).toBe(seen[0]);
		globalSettings.writeChannels([{ ...globalSettings.channels[0], baseUrl: "http://127.0.0.1:10" }]);
		await press();
		expect(seen[2]).not.toBe(seen[0]);
		globalSettings.writeChannels([{ ...globalSettings.channels[0], writeKey: undefined }]);
		await expect(withPressChannel(values, async () => undefined, "write")).rejects.toMatchObject({
			kind: "not-configured",
		});
	});
});
