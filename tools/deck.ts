import type { JsonObject } from "@elgato/utils";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

import { type ApiEmulator, startEmulator } from "./emulator/server";
import { PLUGIN_DIR } from "./host/plugin-paths";
import { type HostOptions, startHost, type StreamDeckHost } from "./host/stream-deck-host";

/** Read key the emulator accepts in the tests: distinctive, with characters that change when percent-encoded. */
export const READ_KEY = "R-test/Read?Key#9c41";

/** Write key the emulator accepts in the tests. */
export const WRITE_KEY = "W-test%Write&Key 7d2e";

/**
 * An action as the plugin's `manifest.json` describes it (the fields the tests and the virtual deck read).
 */
export interface ManifestAction {
	/** UUID. */
	UUID: string;
	/** Name. */
	Name?: string;
	/** Tooltip. */
	Tooltip?: string;
	/** Icon path without extension. */
	Icon?: string;
	/** Property inspector path. */
	PropertyInspectorPath?: string;
	/** Dial options. */
	Encoder?: {
		/** Icon path without extension. */
		Icon?: string;
		/** Layout. */
		layout?: string;
		/** Gesture descriptions. */
		TriggerDescription?: Record<string, string>;
	};
	/** Key states. */
	States?: {
		/** Image path without extension. */
		Image?: string;
		/** Title alignment. */
		TitleAlignment?: string;
	}[];
}

/**
 * The parts of a plugin's `manifest.json` the tests read.
 */
export interface PluginManifestFile {
	/** Plugin UUID, the prefix of every action UUID. */
	UUID: string;
	/** The actions, in the manifest's order. */
	Actions: ManifestAction[];
	/** The property inspector of every action that names none of its own. */
	PropertyInspectorPath?: string;
}

/**
 * Reads a plugin folder's `manifest.json`.
 * @param pluginDir The `.sdPlugin` folder.
 * @returns The plugin UUID and its actions.
 */
export function readManifest(pluginDir: string): PluginManifestFile {
	const manifest = JSON.parse(readFileSync(join(pluginDir, "manifest.json"), "utf8")) as Partial<PluginManifestFile>;
	if (typeof manifest.UUID !== "string") {
		throw new Error(`${pluginDir}/manifest.json has no UUID`);
	}
	return {
		UUID: manifest.UUID,
		Actions: Array.isArray(manifest.Actions) ? manifest.Actions : [],
		PropertyInspectorPath: manifest.PropertyInspectorPath,
	};
}

/**
 * Where the app finds an action's property inspector: the action's own `PropertyInspectorPath`, or else the
 * plugin's, relative to the plugin folder.
 * @param manifest The plugin's manifest.
 * @param action One of its actions.
 * @returns The page's path, or `undefined` when the action has none.
 */
export function inspectorPathOf(manifest: PluginManifestFile, action: ManifestAction): string | undefined {
	return action.PropertyInspectorPath ?? manifest.PropertyInspectorPath;
}

/** The built plugin's manifest. */
const MANIFEST = readManifest(PLUGIN_DIR);

/** Prefix of every action UUID of the plugin: its UUID and a dot, e.g. `com.channel.companion.`. */
export const ACTION_PREFIX = `${MANIFEST.UUID}.`;

/** Every action UUID of the plugin, in the manifest's order. */
export const ACTION_UUIDS: readonly string[] = MANIFEST.Actions.map((action) => action.UUID);

/** Every action of the plugin by its slug (the UUID without {@link ACTION_PREFIX}), in the manifest's order. */
export const ACTION_SLUGS: readonly string[] = ACTION_UUIDS.map((uuid) => {
	if (!uuid.startsWith(ACTION_PREFIX)) {
		throw new Error(`action ${uuid} does not start with the plugin UUID ${MANIFEST.UUID}`);
	}
	return uuid.slice(ACTION_PREFIX.length);
});

/**
 * The full UUID of one of the plugin's actions.
 * @param slug E.g. `goal-add`.
 * @returns E.g. `com.channel.companion.goal-add`.
 */
export function actionUuid(slug: string): string {
	return ACTION_PREFIX + slug;
}

/**
 * The connection settings that point the plugin at an emulator, with the keys it accepts.
 * @param emulator The API emulator.
 * @returns `baseUrl`, `readKey` and `writeKey`.
 */
export function connectionSettings(emulator: ApiEmulator): JsonObject {
	return { baseUrl: emulator.url, readKey: emulator.readKey, writeKey: emulator.writeKey };
}

/** The API emulator and the Stream Deck host running the built plugin against it. */
export type Deck = {
	/** The API emulator the plugin talks to. */
	emulator: ApiEmulator;
	/** The Stream Deck host running the plugin. */
	host: StreamDeckHost;
	/** Stops the plugin, then the emulator. */
	close(): Promise<void>;
};

/** How to start a {@link Deck}. */
export type DeckOptions = {
	/** The `.sdPlugin` folder; the built plugin of this repository unless given. */
	pluginDir?: string;
	/** Read key the emulator accepts; {@link READ_KEY} unless given. */
	readKey?: string;
	/** Write key the emulator accepts; {@link WRITE_KEY} unless given. */
	writeKey?: string;
	/** Port of the emulator; any free one unless given. */
	emulatorPort?: number;
	/** Global settings stored before the plugin starts; the emulator's {@link connectionSettings} unless given. */
	globalSettings?: (emulator: ApiEmulator) => JsonObject;
	/** The app's language; `en` unless given. */
	language?: string;
	/** Node options for the plugin, e.g. `["--inspect-port=0"]` for the SDK's debug mode. */
	nodeArgs?: HostOptions["nodeArgs"];
	/** How many Stream Deck + devices the app has; one unless given. */
	devices?: number;
	/** The device type of each device, instead of `devices` Stream Deck + devices (see `HostOptions.deviceTypes`). */
	deviceTypes?: HostOptions["deviceTypes"];
	/** Keys on screen when the plugin starts (see `HostOptions.keysOnScreen`); none unless given. */
	keysOnScreen?: HostOptions["keysOnScreen"];
	/** Whether answers carry the request's `id`; `false` plays OpenDeck. Yes unless given. */
	answerIds?: boolean;
};

/**
 * Starts the API emulator, then the built plugin under the Stream Deck host, configured for the emulator. Without a
 * plugin folder of its own, the deck runs from a private copy of the built one: the SDK rotates its log files when a
 * plugin starts, and test files that run at the same time would otherwise rotate each other's logs (and crash).
 * @param options Plugin folder, keys, global settings, language and node options.
 * @returns The running deck; when the plugin cannot start, the emulator is stopped again and the error thrown.
 */
export async function startDeck(options: DeckOptions = {}): Promise<Deck> {
	const copy = options.pluginDir === undefined ? privatePluginCopy() : undefined;
	const emulator = await startEmulator({
		port: options.emulatorPort,
		readKey: options.readKey ?? READ_KEY,
		writeKey: options.writeKey ?? WRITE_KEY,
	}).catch((error: unknown) => {
		copy?.remove();
		throw error;
	});
	let host: StreamDeckHost;
	try {
		host = await startHost({
			pluginDir: options.pluginDir ?? copy!.pluginDir,
			globalSettings: options.globalSettings?.(emulator) ?? connectionSettings(emulator),
			language: options.language,
			nodeArgs: options.nodeArgs,
			devices: options.devices,
			deviceTypes: options.deviceTypes,
			keysOnScreen: options.keysOnScreen,
			answerIds: options.answerIds,
		});
	} catch (error) {
		await emulator.close();
		copy?.remove();
		throw error;
	}
	return {
		emulator,
		host,
		async close() {
			await host.close();
			await emulator.close();
			copy?.remove();
		},
	};
}

/** A private copy of the built plugin folder. */
export type PluginCopy = {
	/** The copy's `.sdPlugin` folder. */
	pluginDir: string;
	/** Deletes the copy. */
	remove(): void;
};

/**
 * Copies the built plugin folder, without its logs, to a temporary folder.
 * @returns The copy.
 */
export function privatePluginCopy(): PluginCopy {
	const root = mkdtempSync(join(tmpdir(), "cc-deck-"));
	const pluginDir = join(root, basename(PLUGIN_DIR));
	cpSync(PLUGIN_DIR, pluginDir, { recursive: true, filter: (source) => basename(source) !== "logs" });
	return { pluginDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
