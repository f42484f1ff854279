import type { JsonObject } from "@elgato/utils";

import type { AppearOptions } from "./key-view";

/**
 * How to launch the plugin under test.
 */
export interface HostOptions {
	/** Absolute path of the `.sdPlugin` folder; the plugin runs with it as working directory. */
	pluginDir: string;
	/** Plugin UUID passed as `-pluginUUID`; defaults to the manifest's `UUID`. */
	pluginUUID?: string;
	/** Global settings stored before the plugin starts. */
	globalSettings?: JsonObject;
	/** Application language in `-info`, one of the app's eight (`APP_LANGUAGES`); defaults to `"en"`. */
	language?: string;
	/** Environment of the plugin process; defaults to this process's environment. */
	env?: NodeJS.ProcessEnv;
	/** Node options placed before the script, e.g. `["--inspect-port=0"]` to turn on the SDK's console logging. */
	nodeArgs?: string[];
	/** How many Stream Deck + devices the app has; one by default. Keys choose theirs with `AppearOptions.device`. */
	devices?: number;
	/**
	 * The SDK's device type of each device the app has (0 Stream Deck, 1 Mini, 2 XL, 3 Mobile, 5 Pedal, 7 Stream
	 * Deck +, 9 Neo, 10 Studio, 11 Virtual Stream Deck, 13 Stream Deck + XL; `DEVICE_KINDS` in `device-kinds.ts`),
	 * instead of `devices` Stream Deck + devices. Instances go only where the device has a place for them.
	 */
	deviceTypes?: number[];
	/** How long to wait for the plugin to connect and register; defaults to 15 000 ms. */
	registrationTimeoutMs?: number;
	/**
	 * Keys on screen when the plugin starts: their `willAppear` goes right after registration, before the answer to the
	 * plugin's `getGlobalSettings`, as the app does.
	 */
	keysOnScreen?: AppearOptions[];
	/** Whether answers to `getSettings` / `getGlobalSettings` carry the request's `id`; OpenDeck's do not. Default true. */
	answerIds?: boolean;
}

/**
 * Options of key gestures (`keyDown`, `keyUp`, `press`).
 */
export interface GestureOptions {
	/** State the user picked for a multi-action key; defaults to the key's state. Ignored for other keys. */
	userDesiredState?: number;
}
