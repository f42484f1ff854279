import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

import { type Deck, type DeckOptions, privatePluginCopy, startDeck } from "../../tools/deck";
import type { ApiEmulator } from "../../tools/emulator/server";
import type { StreamDeckHost } from "../../tools/host/stream-deck-host";

export { READ_KEY, WRITE_KEY } from "../../tools/deck";

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

/** How to start an isolated deck: keys, global settings and node options (the plugin folder is the copy). */
export type IsolatedDeckOptions = Omit<DeckOptions, "pluginDir">;

/**
 * Copies the built plugin to a temporary folder, so that its log files belong to this test file alone (test files
 * of the same run would otherwise rotate each other's logs), then starts the emulator and the plugin.
 * @param options Keys, global settings and node options.
 * @returns The running deck.
 */
export async function startIsolatedDeck(options: IsolatedDeckOptions = {}): Promise<IsolatedDeck> {
	const copy = privatePluginCopy();
	let deck: Deck;
	try {
		deck = await startDeck({ ...options, pluginDir: copy.pluginDir });
	} catch (error) {
		copy.remove();
		throw error;
	}
	return {
		...deck,
		pluginDir: copy.pluginDir,
		logText: () => readLogs(copy.pluginDir),
		async close() {
			await deck.close();
			copy.remove();
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
