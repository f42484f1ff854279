import type { JsonObject } from "@elgato/utils";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { expect } from "vitest";

import { type ApiEmulator, startEmulator } from "../emulator/server";
import { PLUGIN_DIR } from "../host/plugin-paths";
import { type HostOptions, startHost, type StreamDeckHost } from "../host/stream-deck-host";

/** Read key the emulator accepts in these tests: distinctive, with characters that change when percent-encoded. */
export const READ_KEY = "R-robust/Read?Key#9c41";
/** Write key the emulator accepts in these tests. */
export const WRITE_KEY = "W-robust%Write&Key 7d2e";

/** The emulator and the built plugin, running from a private copy of the plugin folder. */
export type IsolatedDeck = {
	/** The API emulator. */
	emulator: ApiEmulator;
	/** The Stream Deck host running the plugin. */
	host: StreamDeckHost;
	/** The private plugin folder; its `logs/` holds only this plugin's log. */
	pluginDir: string;
	/** Everything the plugin wrote to its log files so far. */
	logText(): string;
	/** Stops the plugin and the emulator and deletes the private folder. */
	close(): Promise<void>;
};

/** How to start an isolated deck. */
export type IsolatedDeckOptions = {
	/** Global settings instead of the emulator's URL and the two keys above. */
	globalSettings?: (emulator: ApiEmulator) => JsonObject;
	/** Read key the emulator accepts. */
	readKey?: string;
	/** Write key the emulator accepts. */
	writeKey?: string;
	/** Node options for the plugin, e.g. `["--inspect-port=0"]` for the SDK's debug mode. */
	nodeArgs?: HostOptions["nodeArgs"];
};

/**
 * Copies the built plugin to a temporary folder, so that its log files belong to this test file alone (test files
 * of the same run would otherwise rotate each other's logs), then starts the emulator and the plugin.
 * @param options Keys, global settings and node options.
 * @returns The running deck.
 */
export async function startIsolatedDeck(options: IsolatedDeckOptions = {}): Promise<IsolatedDeck> {
	const readKey = options.readKey ?? READ_KEY;
	const writeKey = options.writeKey ?? WRITE_KEY;
	const root = mkdtempSync(join(tmpdir(), "cc-robust-"));
	const pluginDir = join(root, basename(PLUGIN_DIR));
	cpSync(PLUGIN_DIR, pluginDir, { recursive: true, filter: (source) => basename(source) !== "logs" });
	const emulator = await startEmulator({ readKey, writeKey });
	let host: StreamDeckHost;
	try {
		host = await startHost({
			pluginDir,
			globalSettings: options.globalSettings?.(emulator) ?? { baseUrl: emulator.url, readKey, writeKey },
			nodeArgs: options.nodeArgs,
		});
	} catch (error) {
		await emulator.close();
		rmSync(root, { recursive: true, force: true });
		throw error;
	}
	return {
		emulator,
		host,
		pluginDir,
		logText: () => readLogs(pluginDir),
		async close() {
			await host.close();
			await emulator.close();
			rmSync(root, { recursive: true, force: true });
		},
	};
}

/**
 * Reads every log file of a plugin folder.
 * @param pluginDir The plugin folder.
 * @returns The files' text, concatenated.
 */
function readLogs(pluginDir: string): string {
	const dir = join(pluginDir, "logs");
	if (!existsSync(dir)) return "";
	return readdirSync(dir)
		.sort()
		.map((file) => readFileSync(join(dir, file), "utf8"))
		.join("\n");
}

/** Log lines that betray a crash, an unhandled rejection or an error that is not the API's. */
const BAD_LINE = /uncaught|unhandled|\bERROR\b|Unexpected|Node\.js v\d/i;

/** What to expect of the plugin's output. */
export type HealthOptions = {
	/** Whether the SDK logs to the console (debug mode), so stderr carries warnings. */
	consoleLogging?: boolean;
};

/**
 * Asserts that the plugin still runs and never hit an uncaught exception, an unhandled rejection or an unexpected
 * (non-API) error: the process has not exited, stderr is empty (or, with console logging on, holds only ordinary
 * log lines), and its log holds no such line.
 * @param deck The deck.
 * @param options What to expect of stderr.
 */
export function expectPluginHealthy(deck: IsolatedDeck, options: HealthOptions = {}): void {
	expect(deck.host.pluginExit, "the plugin process exited").toBeUndefined();
	if (options.consoleLogging) {
		expect(
			deck.host.stderr.split("\n").filter((line) => BAD_LINE.test(line)),
			"stderr",
		).toEqual([]);
	} else {
		expect(deck.host.stderr, "the plugin wrote to stderr").toBe("");
	}
	const bad = deck
		.logText()
		.split("\n")
		.filter((line) => BAD_LINE.test(line));
	expect(bad, "the plugin logged a crash or an unexpected error").toEqual([]);
}
