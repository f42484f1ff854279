import { describe, expect, it, vi } from "vitest";

/** The app's side: the answers to `getGlobalSettings` the test gives, and the listener of changes. */
const app = vi.hoisted(() => ({
	answers: [] as ((settings: Record<string, unknown>) => void)[],
	listener: undefined as ((ev: { settings: Record<string, unknown> }) => void) | undefined,
}));

vi.mock("@elgato/streamdeck", () => ({
	default: {
		settings: {
			getGlobalSettings: () => new Promise((resolve) => app.answers.push(resolve)),
			onDidReceiveGlobalSettings: (listener: (ev: { settings: Record<string, unknown> }) => void) => {
				app.listener = listener;
			},
			setGlobalSettings: async () => undefined,
		},
	},
}));

/**
 * A store of the plugin's global settings as it is when the plugin starts, listening to the app.
 * @returns The store.
 */
async function startedStore(): Promise<(typeof import("../global-settings"))["globalSettings"]> {
	vi.resetModules();
	app.answers.length = 0;
	const { globalSettings } = await import("../global-settings");
	globalSettings.listen();
	return globalSettings;
}

describe("globalSettings", () => {
	it("takes the answer of its request, but never over settings that came while the request was out", async () => {
		const globalSettings = await startedStore();
		const loading = globalSettings.ready();
		expect(app.answers).toHaveLength(1);
		// An inspector's change reaches the plugin before the answer to a request sent earlier.
		app.listener?.({ settings: { baseUrl: "https://new.example" } });
		app.answers[0]({ baseUrl: "https://old.example" });
		await loading;
		expect(globalSettings.current.baseUrl).toBe("https://new.example");
		expect(globalSettings.channels[0].baseUrl).toBe("https://new.example");
	});

	it("takes the answer when no settings came meanwhile, and asks once", async () => {
		const globalSettings = await startedStore();
		const loading = globalSettings.ready();
		const again = globalSettings.ready();
		app.answers[0]({ baseUrl: "https://saved.example" });
		await Promise.all([loading, again]);
		expect(app.answers).toHaveLength(1);
		expect(globalSettings.current.baseUrl).toBe("https://saved.example");
	});
});
