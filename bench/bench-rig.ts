import type { JsonObject } from "@elgato/utils";
import { resolve } from "node:path";

import { actionUuid, connectionSettings } from "../tools/deck";
import type { ApiEmulator, Viewer } from "../tools/emulator/server";
import { PLUGIN_DIR } from "../tools/host/plugin-paths";
import { type AppearOptions, type PluginMessage, startHost, type StreamDeckHost } from "../tools/host/stream-deck-host";

/** Which plugin runs: ours, or the floor: a bare plugin on the same SDK, built and sending requests as ours does. */
export type PluginKind = "bare" | "ours";

/** The bare plugin's one action: on keyDown, one request to `settings.url` and `showOk` (`bench/bare-plugin.ts`). */
export const BARE_ACTION = "com.channel.bare.fetch";

/** The bare plugin's folder for this run, built by `buildBarePlugin()` and set with {@link useBarePlugin}. */
let barePluginDir: string | undefined;

/**
 * Sets the bare plugin the bench launches: the one `bench/bare-build.ts` built for this run.
 * @param dir Its `.sdPlugin` folder.
 */
export function useBarePlugin(dir: string): void {
	barePluginDir = dir;
}

/**
 * Our plugin's folder: the build at the repository root, or `BENCH_PLUGIN_DIR` to measure another build (e.g. a
 * candidate fix) against the same floor.
 */
export const OUR_PLUGIN_DIR = process.env.BENCH_PLUGIN_DIR ? resolve(process.env.BENCH_PLUGIN_DIR) : PLUGIN_DIR;

/** How long any single wait of the bench may take before the run fails. */
export const WAIT_LIMIT_MS = 10_000;

/**
 * Launches a plugin under the host emulator, configured for the API emulator.
 * @param kind Which plugin.
 * @param emulator The API emulator both plugins talk to.
 * @param nodeArgs Node options placed before the script.
 * @returns The running host.
 */
export function launchPlugin(kind: PluginKind, emulator: ApiEmulator, nodeArgs?: string[]): Promise<StreamDeckHost> {
	if (kind === "bare" && barePluginDir === undefined) {
		throw new Error("the bare plugin is not built: call useBarePlugin(await buildBarePlugin()) first");
	}
	return launchPluginFrom(kind === "ours" ? OUR_PLUGIN_DIR : (barePluginDir ?? ""), kind, emulator, nodeArgs);
}

/**
 * Launches a plugin from a given folder under the host emulator, configured for the API emulator.
 * @param pluginDir Its `.sdPlugin` folder.
 * @param kind Which plugin it is (ours gets the API emulator's channel).
 * @param emulator The API emulator.
 * @param nodeArgs Node options placed before the script.
 * @returns The running host.
 */
export function launchPluginFrom(
	pluginDir: string,
	kind: PluginKind,
	emulator: ApiEmulator,
	nodeArgs?: string[],
): Promise<StreamDeckHost> {
	return startHost({
		pluginDir,
		globalSettings: kind === "ours" ? connectionSettings(emulator) : {},
		nodeArgs,
	});
}

/**
 * One of our actions on a key or dial.
 * @param slug E.g. `goal-add`.
 * @param settings Its settings.
 * @param controller Key (default) or dial.
 * @returns What to pass to {@link StreamDeckHost.appear}.
 */
export function ourKey(slug: string, settings: JsonObject, controller?: "Encoder" | "Keypad"): AppearOptions {
	return { action: actionUuid(slug), settings, controller };
}

/**
 * A bare-plugin key that sends one request.
 * @param emulator The API emulator.
 * @param path Path after the origin, key included.
 * @param method HTTP method.
 * @returns What to pass to {@link StreamDeckHost.appear}.
 */
export function bareKey(emulator: ApiEmulator, path: string, method: "GET" | "POST"): AppearOptions {
	return { action: BARE_ACTION, settings: { url: `${emulator.url}${path}`, method } };
}

/**
 * The key each plugin presses in the press benchmarks: Goal Add (`widgetId` main, `value` 1) for ours, and the bare
 * request of the very same endpoint.
 * @param kind Which plugin.
 * @param emulator The API emulator.
 * @returns What to pass to {@link StreamDeckHost.appear}.
 */
export function goalAddKey(kind: PluginKind, emulator: ApiEmulator): AppearOptions {
	return kind === "ours"
		? ourKey("goal-add", { widgetId: "main", value: 1 })
		: bareKey(emulator, `/api/goals/${encodeURIComponent(emulator.writeKey)}/actions/add/main/1`, "POST");
}

/**
 * Whether a message changes what a key shows: its title or its image. Display keys of ours draw their value as an
 * image; the bare plugin sets a title.
 * @param message A message from the plugin.
 * @returns `true` for `setTitle` and `setImage`.
 */
export function changesKeyFace(message: PluginMessage): boolean {
	return message.event === "setTitle" || message.event === "setImage";
}

/**
 * Presses a key (keyDown, then keyUp once the key answered) and waits for its `showOk`.
 * @param host The host.
 * @param context The key.
 * @returns The `showOk` message.
 */
export async function pressUntilOk(host: StreamDeckHost, context: string): Promise<PluginMessage> {
	const since = host.messages.length;
	await host.keyDown(context);
	const feedback = await host.waitFor(
		(m) => m.context === context && (m.event === "showOk" || m.event === "showAlert"),
		{ since, timeoutMs: WAIT_LIMIT_MS },
	);
	await host.keyUp(context);
	if (feedback.event !== "showOk") {
		throw new Error(`a press that should succeed alerted instead\n${host.stderr.slice(-2000)}`);
	}
	return feedback;
}

/**
 * A viewer for the bench's own keys, with plain figures.
 * @param id Platform ID.
 * @param name Display name.
 * @param currency Balance.
 * @returns The viewer, to push onto the emulator's `state.viewers`.
 */
export function benchViewer(id: string, name: string, currency: number): Viewer {
	const period = (): Viewer["stats"]["uptime"] => ({ week: 0, month: 0, global: 0 });
	return { id, name, warnings: 0, currency, stats: { uptime: period(), message: period(), ranks: 0, level: 0 } };
}

/**
 * Waits.
 * @param ms How long.
 * @returns Resolves after the pause.
 */
export function pause(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}
