import type { JsonObject } from "@elgato/utils";

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
	/** Application language in `-info`; defaults to `"en"`. */
	language?: string;
	/** Environment of the plugin process; defaults to this process's environment. */
	env?: NodeJS.ProcessEnv;
	/** Node options placed before the script, e.g. `["--inspect-port=0"]` to turn on the SDK's console logging. */
	nodeArgs?: string[];
	/** How many Stream Deck + devices the app has; one by default. Keys choose theirs with `AppearOptions.device`. */
	devices?: number;
	/** How long to wait for the plugin to connect and register; defaults to 15 000 ms. */
	registrationTimeoutMs?: number;
}

/**
 * Options of key gestures (`keyDown`, `keyUp`, `press`).
 */
export interface GestureOptions {
	/** State the user picked for a multi-action key; defaults to the key's state. Ignored for other keys. */
	userDesiredState?: number;
}
