import type { JsonObject } from "@elgato/utils";
import { resolve } from "node:path";

import { globalSettingsMessage, type PropertyInspectorArgs, propertyInspectorArgs } from "./app-messages";
import { DeviceGestures } from "./device-gestures";
import type { HostOptions } from "./host-options";
import type { WaitOptions } from "./message-log";
import { type ExitStatus, type PluginManifest, PluginProcess, readPluginManifest } from "./plugin-process";
import { createRegistrationInfo } from "./registration-info";
import type { PluginMessage, WireObject } from "./wire-message";

export type { PropertyInspectorArgs } from "./app-messages";
export type { GestureOptions, HostOptions } from "./host-options";
export type { AppearOptions, Coordinates, KeyView } from "./key-view";
export type { WaitOptions } from "./message-log";
export type { ExitStatus } from "./plugin-process";
export { DEVICE_ID } from "./registration-info";
export type { BundledProfile, ProfileSwitch } from "./profile-switches";
export type { PluginMessage, WireObject, WireValue } from "./wire-message";

/**
 * Stands in for the Stream Deck app: launches a plugin the way the app does, speaks the app's WebSocket protocol
 * with it and with property inspectors, serves the plugin folder over HTTP, and records what the plugin shows.
 */
export class StreamDeckHost extends DeviceGestures {
	/** The plugin process; `undefined` until launched. */
	private child: PluginProcess | undefined;

	/** Who follows the plugin's stdout line by line. */
	private readonly stdoutFollowers = new Set<(line: string) => void>();

	/**
	 * Use {@link startHost}; the constructor only wires the servers.
	 * @param options Launch options.
	 * @param manifest Parsed plugin manifest.
	 */
	private constructor(
		private readonly options: HostOptions,
		private readonly manifest: PluginManifest,
	) {
		super(
			resolve(options.pluginDir),
			options.pluginUUID ?? manifest.UUID,
			createRegistrationInfo(
				{ uuid: manifest.UUID, version: manifest.Version },
				options.language ?? "en",
				options.deviceTypes ?? options.devices,
			),
			options.globalSettings ?? {},
			options.answerIds ?? true,
			manifest.Profiles,
		);
	}

	/**
	 * Current stored global settings.
	 * @returns A copy of the settings.
	 */
	public get globalSettings(): JsonObject {
		return structuredClone(this.stored);
	}

	/**
	 * Base URL of the static file server, e.g. `http://127.0.0.1:51234`.
	 * @returns The URL, without trailing slash.
	 */
	public get httpUrl(): string {
		return `http://127.0.0.1:${this.port}`;
	}

	/**
	 * Process id of the plugin.
	 * @returns The pid; `undefined` when the spawn failed.
	 */
	public get pid(): number | undefined {
		return this.child?.pid;
	}

	/**
	 * Exit status of the plugin process, once it has exited.
	 * @returns The exit code and signal; `undefined` while running.
	 */
	public get pluginExit(): ExitStatus | undefined {
		return this.child?.exit;
	}

	/**
	 * Port of the WebSocket and HTTP server.
	 * @returns The port.
	 */
	public get port(): number {
		return this.server.port;
	}

	/**
	 * Accumulated standard error of the plugin process.
	 * @returns The output.
	 */
	public override get stderr(): string {
		return this.child?.stderr ?? "";
	}

	/**
	 * Accumulated standard output of the plugin process.
	 * @returns The output.
	 */
	public get stdout(): string {
		return this.child?.stdout ?? "";
	}

	/**
	 * Launches a plugin and waits for it to register.
	 * @param options Launch options.
	 * @returns The running host.
	 */
	public static async start(options: HostOptions): Promise<StreamDeckHost> {
		const host = new StreamDeckHost(options, await readPluginManifest(resolve(options.pluginDir)));
		try {
			await host.server.listen();
			host.launch();
			await host.awaitRegistration(options.registrationTimeoutMs ?? 15_000);
		} catch (err) {
			await host.close();
			throw new HostStartError(err, host.pid);
		}
		return host;
	}

	/**
	 * Kills the plugin (SIGTERM, SIGKILL after 2 s), disconnects everyone and closes the server. Safe to call twice.
	 * @returns Resolves once everything is closed.
	 */
	public close(): Promise<void> {
		this.closing ??= this.shutdown();
		return this.closing;
	}

	/**
	 * Follows the plugin's standard output line by line from now on (e.g. its log lines in the SDK's debug mode).
	 * @param listener Called with each complete line, without its line end.
	 * @returns Stops following.
	 */
	public followStdout(listener: (line: string) => void): () => void {
		this.stdoutFollowers.add(listener);
		return () => this.stdoutFollowers.delete(listener);
	}

	/**
	 * Messages received from the property inspector(s) of an action instance, registration included.
	 * @param context Instance context.
	 * @returns The messages, in order.
	 */
	public piMessages(context: string): WireObject[] {
		return this.inspectors.messagesOf(context);
	}

	/**
	 * The arguments the app passes to `connectElgatoStreamDeckSocket` when it opens this instance's property inspector.
	 * @param context Instance context.
	 * @returns Port, UUID, registration event, info JSON and action info JSON.
	 */
	public propertyInspectorArgs(context: string): PropertyInspectorArgs {
		return propertyInspectorArgs(this.port, this.info, context, this.key(context));
	}

	/**
	 * Stores global settings as if a property inspector changed them, then sends `didReceiveGlobalSettings` to the
	 * plugin alone, as the app does: open property inspectors learn of it only when they ask.
	 * @param settings The new global settings (the whole object).
	 */
	public async setGlobalSettings(settings: JsonObject): Promise<void> {
		this.stored = structuredClone(settings);
		await this.sendToPlugin(globalSettingsMessage(this.stored));
	}

	/**
	 * Stores an instance's settings as if its property inspector changed them, then sends `didReceiveSettings` to
	 * the plugin.
	 * @param context Instance context.
	 * @param settings The new settings (the whole object).
	 */
	public async setSettings(context: string, settings: JsonObject): Promise<void> {
		this.key(context).settings = structuredClone(settings);
		await this.sendActionEvent("didReceiveSettings", context);
	}

	/**
	 * Stored settings of an action instance.
	 * @param context Instance context.
	 * @returns A copy of the settings; `{}` for an unknown context.
	 */
	public settingsOf(context: string): JsonObject {
		return structuredClone(this.keys.get(context)?.settings ?? {});
	}

	/**
	 * Waits for a message from the plugin, looking at those already received first.
	 * @param predicate Which message.
	 * @param options Timeout and start index.
	 * @returns The first matching message.
	 */
	public waitFor(predicate: (m: PluginMessage) => boolean, options?: WaitOptions): Promise<PluginMessage> {
		const refusal = this.closing
			? "waitFor: the host is closed"
			: this.pluginExit
				? "waitFor: the plugin exited"
				: undefined;
		return this.log.waitFor(predicate, options, refusal);
	}

	/**
	 * Waits for a message with the given event (and context) from the plugin.
	 * @param event Event name, e.g. `showOk`.
	 * @param context Instance context; any when absent.
	 * @param options Timeout and start index.
	 * @returns The first matching message.
	 */
	public waitForEvent(event: string, context?: string, options?: WaitOptions): Promise<PluginMessage> {
		return this.waitFor((m) => m.event === event && (context === undefined || m.context === context), options);
	}

	/**
	 * Puts the keys on screen at start-up.
	 */
	protected override async appearOnStart(): Promise<void> {
		await this.appearAll(this.options.keysOnScreen ?? []);
	}

	/**
	 * Spawns the plugin process with the app's command line; its exit fails whoever waits on it.
	 */
	private launch(): void {
		const spec = {
			pluginDir: this.pluginDir,
			script: this.manifest.CodePath ?? "bin/plugin.js",
			nodeArgs: this.options.nodeArgs ?? [],
			port: this.port,
			pluginUUID: this.pluginUUID,
			info: JSON.stringify(this.info),
			env: this.options.env ?? process.env,
		};
		this.child = new PluginProcess(
			spec,
			({ code, signal }) => {
				const err = this.log.describe(new Error(`plugin process exited (code ${code}, signal ${signal})`));
				this.failRegistration(err);
				this.log.failAll(err);
			},
			(line) => {
				for (const follower of this.stdoutFollowers) follower(line);
			},
		);
	}

	/**
	 * Stops the process, the sockets and the server.
	 */
	private async shutdown(): Promise<void> {
		const closed = this.log.describe(new Error("the host was closed"));
		this.log.failAll(closed);
		this.failRegistration(closed);
		await this.child?.stop();
		await this.server.close();
	}
}

/** A start that failed, with the plugin process it launched (stopped by then), so that a test can see none is left. */
export class HostStartError extends Error {
	/**
	 * Wraps why the start failed.
	 * @param cause What went wrong; its message becomes this one's.
	 * @param pluginPid The plugin process launched, if one was.
	 */
	constructor(
		cause: unknown,
		public readonly pluginPid: number | undefined,
	) {
		super(cause instanceof Error ? cause.message : String(cause), { cause });
		this.name = "HostStartError";
	}
}

/**
 * Launches a plugin the way the Stream Deck app does; resolves once it connected and sent `registerPlugin`.
 * @param options Launch options.
 * @returns The running host.
 */
export function startHost(options: HostOptions): Promise<StreamDeckHost> {
	return StreamDeckHost.start(options);
}
