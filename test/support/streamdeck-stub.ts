/**
 * The part of `@elgato/streamdeck` that unit tests of the plugin's classes reach, for `vi.mock`: actions are plain
 * classes, words are their own translation, logs go nowhere, and the global settings come from the test.
 * @param getGlobalSettings What the app answers when the plugin asks for the global settings.
 * @returns The module.
 */
export function streamDeckStub(getGlobalSettings: () => Promise<Record<string, unknown>>): Record<string, unknown> {
	return {
		SingletonAction: class {},
		default: {
			i18n: { t: (key: string) => key },
			logger: { warn: () => undefined, error: () => undefined, info: () => undefined },
			settings: {
				getGlobalSettings,
				onDidReceiveGlobalSettings: () => undefined,
				setGlobalSettings: async () => undefined,
			},
		},
	};
}
