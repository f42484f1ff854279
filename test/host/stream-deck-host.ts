import type { RegistrationInfo } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { type RawData, WebSocket, WebSocketServer } from "ws";

import {
	createRegistrationInfo,
	DEVICE_ID,
	DEVICE_NAME,
	DEVICE_SIZE,
	DEVICE_TYPE_STREAM_DECK_PLUS,
} from "./registration-info";
import { createStaticFileHandler } from "./static-files";

export { DEVICE_ID } from "./registration-info";

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
	/** How long to wait for the plugin to connect and register; defaults to 15 000 ms. */
	registrationTimeoutMs?: number;
}

/**
 * Parsed JSON from the wire. Deliberately `any`: tests reach into payloads of every shape.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type WireData = any;

/**
 * A position on the device: column and row of a key, or column (row 0) of a dial.
 */
export interface Coordinates {
	/** Column, from 0 at the left. */
	column: number;
	/** Row, from 0 at the top. */
	row: number;
}

/**
 * Options of key gestures (`keyDown`, `keyUp`, `press`).
 */
export interface GestureOptions {
	/** State the user picked for a multi-action key; defaults to the key's state. Ignored for other keys. */
	userDesiredState?: number;
}

/**
 * How the plugin process ended.
 */
export interface ExitStatus {
	/** Exit code; `null` when a signal ended it. */
	code: number | null;
	/** Terminating signal; `null` when it exited by itself. */
	signal: NodeJS.Signals | null;
}

/**
 * The manifest fields the host reads.
 */
interface PluginManifest {
	/** Plugin UUID. */
	UUID: string;
	/** Plugin version. */
	Version: string;
	/** Script to run, relative to the plugin folder; defaults to `bin/plugin.js`. */
	CodePath?: string;
}

/**
 * What a WebSocket connection turned out to be, from its registration message.
 */
type ConnectionRole = InspectorRole | PluginRole;

/**
 * A property inspector connection.
 */
interface InspectorRole {
	/** Kind of connection. */
	kind: "inspector";
	/** Context of the action instance it inspects. */
	context: string;
}

/**
 * The plugin's connection.
 */
interface PluginRole {
	/** Kind of connection. */
	kind: "plugin";
}

/**
 * Where and how an action instance appears.
 */
export interface AppearOptions {
	/** Full action UUID, e.g. `com.channel.bare.fetch`. */
	action: string;
	/** Instance context; a new one is generated when absent. */
	context?: string;
	/** Settings stored for the instance. */
	settings?: JsonObject;
	/** `Keypad` (default) or `Encoder` (a dial). */
	controller?: "Encoder" | "Keypad";
	/** Position on the device; the next free key or dial slot when absent. */
	coordinates?: Coordinates;
	/** Key state (0 or 1); defaults to 0. */
	state?: number;
	/** Whether the key is part of a multi-action (keys only). */
	isInMultiAction?: boolean;
}

/**
 * A message on the wire, as the host saw it.
 */
export interface PluginMessage {
	/** When it was seen, in `performance.now()` milliseconds. */
	at: number;
	/** The `event` field. */
	event: string;
	/** The `context` field, when present. */
	context?: string;
	/** The `payload` field, when present. */
	payload?: WireData;
	/** The whole parsed message. */
	raw: WireData;
}

/**
 * What an action instance currently shows, as the app would render it.
 */
export interface KeyView {
	/** Action UUID. */
	action: string;
	/** Key or dial. */
	controller: "Encoder" | "Keypad";
	/** Stored settings. */
	settings: JsonObject;
	/** Last title set by the plugin; `undefined` when never set or reset. */
	title?: string;
	/** Last image set by the plugin. */
	image?: string;
	/** Current state. */
	state: number;
	/** Merged feedback of every `setFeedback` (dials). */
	feedback: Record<string, unknown>;
	/** Last layout set with `setFeedbackLayout`. */
	feedbackLayout?: string;
	/** Last trigger description set with `setTriggerDescription`. */
	triggerDescription?: Record<string, unknown>;
	/** Number of `showOk` received. */
	okCount: number;
	/** Number of `showAlert` received. */
	alertCount: number;
	/** `true` between `willAppear` and `willDisappear`. */
	visible: boolean;
	/** Position on the device; absent inside a multi-action. */
	coordinates?: Coordinates;
	/** Whether the key is part of a multi-action. */
	isInMultiAction: boolean;
}

/**
 * Options of {@link StreamDeckHost.waitFor}.
 */
export interface WaitOptions {
	/** Give up after this long; defaults to 5000 ms. */
	timeoutMs?: number;
	/** Index into {@link StreamDeckHost.messages} to start looking from; defaults to 0. */
	since?: number;
}

/**
 * The five arguments of `connectElgatoStreamDeckSocket` for one property inspector.
 */
export interface PropertyInspectorArgs {
	/** WebSocket port. */
	port: number;
	/** The action instance's context. */
	uuid: string;
	/** Registration event name. */
	registerEvent: "registerPropertyInspector";
	/** Registration info (JSON). */
	info: string;
	/** Action info (JSON): `{ action, context, device, payload }`. */
	actionInfo: string;
}

/** Longest accumulated stdout / stderr kept, in characters; older output is dropped. */
const MAX_OUTPUT = 1_000_000;
/** Grace period between SIGTERM and SIGKILL on close. */
const KILL_GRACE_MS = 2_000;
/** How many recent messages a wait timeout lists. */
const MESSAGES_IN_ERRORS = 15;

/**
 * A message waiter registered by {@link StreamDeckHost.waitFor}.
 */
interface Waiter {
	/** Which message it waits for. */
	predicate: (m: PluginMessage) => boolean;
	/** Settles the wait with a message. */
	resolve: (m: PluginMessage) => void;
	/** Fails the wait. */
	reject: (err: Error) => void;
}

/**
 * Stands in for the Stream Deck app: launches a plugin the way the app does, speaks the app's WebSocket protocol
 * with it and with property inspectors, serves the plugin folder over HTTP, and records what the plugin shows.
 */
export class StreamDeckHost {
	/** Registration info passed as `-info`. */
	public readonly info: RegistrationInfo;

	/** Action instances by context. */
	public readonly keys = new Map<string, KeyView>();

	/** Everything the plugin sent, in order (registration included). */
	public readonly messages: PluginMessage[] = [];

	/** Plugin UUID the plugin registered with. */
	public readonly pluginUUID: string;

	/** Everything the host sent to the plugin, in order. */
	public readonly sentToPlugin: PluginMessage[] = [];

	/** The plugin process. */
	private child: ChildProcess | undefined;

	/** Set once close() started; the shutdown in progress. */
	private closing: Promise<void> | undefined;

	/** Accumulated stderr of the plugin. */
	private err = "";

	/** How the plugin process ended; `undefined` while it runs. */
	private exitInfo: ExitStatus | undefined;

	/** Resolves when the plugin process has exited. */
	private readonly exited: Promise<void>;

	/** Fails the registration wait. */
	private failRegistration!: (err: Error) => void;

	/** Messages from property inspectors, by context. */
	private readonly inspectorMessages = new Map<string, unknown[]>();

	/** Open property inspector connections, by context. */
	private readonly inspectors = new Map<string, Set<WebSocket>>();

	/** Port of the server, kept after close. */
	private listeningPort = 0;

	/** Resolves `exited`. */
	private markExited!: () => void;

	/** Resolves the registration wait. */
	private markRegistered!: () => void;

	/** Next dial position handed out by appear(). */
	private nextDialSlot = 0;

	/** Next key position handed out by appear(). */
	private nextKeySlot = 0;

	/** Accumulated stdout of the plugin. */
	private out = "";

	/** Absolute plugin folder. */
	private readonly pluginDir: string;

	/** The plugin's registered connection. */
	private pluginSocket: WebSocket | undefined;

	/** Resolves when the plugin registered; rejects when it cannot any more. */
	private readonly registered: Promise<void>;

	/** HTTP server for static files and WebSocket upgrades. */
	private readonly server: Server;

	/** Stored global settings. */
	private stored: JsonObject;

	/** Pending waitFor() calls. */
	private readonly waiters = new Set<Waiter>();

	/** WebSocket server for the plugin and property inspectors. */
	private readonly wss: WebSocketServer;

	/**
	 * Use {@link startHost}; the constructor only wires the servers.
	 * @param options Launch options.
	 * @param manifest Parsed plugin manifest.
	 */
	private constructor(
		private readonly options: HostOptions,
		private readonly manifest: PluginManifest,
	) {
		this.pluginDir = resolve(options.pluginDir);
		this.pluginUUID = options.pluginUUID ?? manifest.UUID;
		this.info = createRegistrationInfo({ uuid: manifest.UUID, version: manifest.Version }, options.language ?? "en");
		this.stored = structuredClone(options.globalSettings ?? {});
		this.exited = new Promise((done) => (this.markExited = done));
		this.registered = new Promise((done, fail) => {
			this.markRegistered = done;
			this.failRegistration = fail;
		});
		this.registered.catch(() => undefined);

		this.server = createServer(createStaticFileHandler(this.pluginDir));
		this.wss = new WebSocketServer({ server: this.server });
		this.wss.on("connection", (socket) => this.accept(socket));
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
		return this.exitInfo;
	}

	/**
	 * Port of the WebSocket and HTTP server.
	 * @returns The port.
	 */
	public get port(): number {
		return this.listeningPort;
	}

	/**
	 * Accumulated standard error of the plugin process.
	 * @returns The output.
	 */
	public get stderr(): string {
		return this.err;
	}

	/**
	 * Accumulated standard output of the plugin process.
	 * @returns The output.
	 */
	public get stdout(): string {
		return this.out;
	}

	/**
	 * Launches a plugin and waits for it to register.
	 * @param options Launch options.
	 * @returns The running host.
	 */
	public static async start(options: HostOptions): Promise<StreamDeckHost> {
		const manifestPath = join(resolve(options.pluginDir), "manifest.json");
		const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as PluginManifest;
		const host = new StreamDeckHost(options, manifest);
		try {
			await host.listen();
			host.launch();
			await host.awaitRegistration(options.registrationTimeoutMs ?? 15_000);
		} catch (err) {
			await host.close();
			throw err;
		}
		return host;
	}

	/**
	 * Puts an action instance on the device and sends `willAppear`.
	 * @param options Which action, where, with what settings.
	 * @returns The instance context.
	 */
	public async appear(options: AppearOptions): Promise<string> {
		const context = options.context ?? randomBytes(16).toString("hex").toUpperCase();
		const controller = options.controller ?? "Keypad";
		const isInMultiAction = controller === "Keypad" && (options.isInMultiAction ?? false);
		const previous = this.keys.get(context);
		const coordinates = isInMultiAction
			? undefined
			: (options.coordinates ?? previous?.coordinates ?? this.nextSlot(controller));
		const view: KeyView = {
			action: options.action,
			controller,
			settings: structuredClone(options.settings ?? previous?.settings ?? {}),
			state: options.state ?? previous?.state ?? 0,
			feedback: previous?.feedback ?? {},
			feedbackLayout: previous?.feedbackLayout,
			okCount: previous?.okCount ?? 0,
			alertCount: previous?.alertCount ?? 0,
			visible: true,
			coordinates,
			isInMultiAction,
		};
		this.keys.set(context, view);
		await this.sendActionEvent("willAppear", context);
		return context;
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
	 * Sends `dialDown`.
	 * @param context Dial context.
	 */
	public async dialDown(context: string): Promise<void> {
		await this.sendActionEvent("dialDown", context);
	}

	/**
	 * Sends `dialRotate`.
	 * @param context Dial context.
	 * @param ticks Ticks turned: positive clockwise, negative counter-clockwise.
	 * @param pressed Whether the dial is held down while turning.
	 */
	public async dialRotate(context: string, ticks: number, pressed = false): Promise<void> {
		await this.sendActionEvent("dialRotate", context, { ticks, pressed });
	}

	/**
	 * Sends `dialUp`.
	 * @param context Dial context.
	 */
	public async dialUp(context: string): Promise<void> {
		await this.sendActionEvent("dialUp", context);
	}

	/**
	 * Takes an action instance off the device and sends `willDisappear`.
	 * @param context Instance context.
	 */
	public async disappear(context: string): Promise<void> {
		this.key(context).visible = false;
		await this.sendActionEvent("willDisappear", context);
	}

	/**
	 * Sends `keyDown`.
	 * @param context Instance context.
	 * @param options Gesture options.
	 */
	public async keyDown(context: string, options?: GestureOptions): Promise<void> {
		await this.sendKeyGesture("keyDown", context, options?.userDesiredState);
	}

	/**
	 * Sends `keyUp`.
	 * @param context Instance context.
	 * @param options Gesture options.
	 */
	public async keyUp(context: string, options?: GestureOptions): Promise<void> {
		await this.sendKeyGesture("keyUp", context, options?.userDesiredState);
	}

	/**
	 * Messages received from the property inspector(s) of an action instance, registration included.
	 * @param context Instance context.
	 * @returns The messages, in order.
	 */
	public piMessages(context: string): WireData[] {
		return [...(this.inspectorMessages.get(context) ?? [])];
	}

	/**
	 * Sends `keyDown`, then `keyUp`.
	 * @param context Instance context.
	 * @param options Gesture options.
	 */
	public async press(context: string, options?: GestureOptions): Promise<void> {
		await this.keyDown(context, options);
		await this.keyUp(context, options);
	}

	/**
	 * The arguments the app passes to `connectElgatoStreamDeckSocket` when it opens this instance's property inspector.
	 * @param context Instance context.
	 * @returns Port, UUID, registration event, info JSON and action info JSON.
	 */
	public propertyInspectorArgs(context: string): PropertyInspectorArgs {
		const view = this.key(context);
		return {
			port: this.port,
			uuid: context,
			registerEvent: "registerPropertyInspector",
			info: JSON.stringify(this.info),
			actionInfo: JSON.stringify({
				action: view.action,
				context,
				device: DEVICE_ID,
				payload: this.instancePayload(view),
			}),
		};
	}

	/**
	 * Stores global settings as if a property inspector changed them, then sends `didReceiveGlobalSettings` to the
	 * plugin and every open property inspector.
	 * @param settings The new global settings (the whole object).
	 */
	public async setGlobalSettings(settings: JsonObject): Promise<void> {
		this.stored = structuredClone(settings);
		await Promise.all([this.sendToPlugin(this.globalSettingsMessage()), this.broadcastGlobalSettings(undefined)]);
	}

	/**
	 * Stores an instance's settings as if its property inspector changed them, then sends `didReceiveSettings` to
	 * the plugin.
	 * @param context Instance context.
	 * @param settings The new settings (the whole object).
	 */
	public async setSettings(context: string, settings: JsonObject): Promise<void> {
		this.key(context).settings = structuredClone(settings);
		await this.sendToPlugin(this.settingsMessage(context));
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
	 * Sends `systemDidWakeUp`.
	 */
	public async systemDidWakeUp(): Promise<void> {
		await this.sendToPlugin({ event: "systemDidWakeUp" });
	}

	/**
	 * Sends `titleParametersDidChange`, as when the user edits the title in the app.
	 * @param context Instance context.
	 * @param title The user's title.
	 */
	public async titleParametersDidChange(context: string, title: string): Promise<void> {
		const view = this.key(context);
		await this.sendToPlugin({
			event: "titleParametersDidChange",
			action: view.action,
			context,
			device: DEVICE_ID,
			payload: {
				controller: view.controller,
				coordinates: view.coordinates ?? { column: 0, row: 0 },
				resources: {},
				settings: view.settings,
				state: view.state,
				title,
				titleParameters: {
					fontFamily: "",
					fontSize: 12,
					fontStyle: "",
					fontUnderline: false,
					showTitle: true,
					titleAlignment: "bottom",
					titleColor: "#ffffff",
				},
			},
		});
	}

	/**
	 * Sends `touchTap`.
	 * @param context Dial context.
	 * @param tapPos Touch position on the dial's strip segment; defaults to its middle.
	 * @param hold Whether it was a long touch.
	 */
	public async touchTap(context: string, tapPos: [number, number] = [100, 50], hold = false): Promise<void> {
		await this.sendActionEvent("touchTap", context, { tapPos, hold });
	}

	/**
	 * Waits for a message from the plugin, looking at those already received first.
	 * @param predicate Which message.
	 * @param options Timeout and start index.
	 * @returns The first matching message.
	 */
	public waitFor(predicate: (m: PluginMessage) => boolean, options?: WaitOptions): Promise<PluginMessage> {
		const timeoutMs = options?.timeoutMs ?? 5_000;
		const since = options?.since ?? 0;
		const found = this.messages.slice(since).find(predicate);
		if (found) {
			return Promise.resolve(found);
		}
		if (this.closing || this.exitInfo) {
			return Promise.reject(
				this.describe(new Error(`waitFor: the ${this.closing ? "host is closed" : "plugin exited"}`)),
			);
		}
		return new Promise((resolvePromise, rejectPromise) => {
			const timer = setTimeout(() => {
				this.waiters.delete(waiter);
				rejectPromise(this.describe(new Error(`waitFor: no matching message within ${timeoutMs} ms`)));
			}, timeoutMs);
			const waiter: Waiter = {
				predicate,
				resolve: (m) => {
					clearTimeout(timer);
					this.waiters.delete(waiter);
					resolvePromise(m);
				},
				reject: (err) => {
					clearTimeout(timer);
					this.waiters.delete(waiter);
					rejectPromise(err);
				},
			};
			this.waiters.add(waiter);
		});
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
	 * Handles a new WebSocket connection; its first message says whether it is the plugin or a property inspector.
	 * @param socket The connection.
	 */
	private accept(socket: WebSocket): void {
		let role: ConnectionRole | undefined;
		socket.on("error", () => undefined);
		socket.on("message", (data: RawData) => {
			let message: Record<string, unknown>;
			try {
				message = JSON.parse(data.toString()) as Record<string, unknown>;
			} catch {
				return;
			}
			if (role === undefined) {
				if (message.event === "registerPlugin" && message.uuid === this.pluginUUID && !this.pluginSocket) {
					role = { kind: "plugin" };
					this.pluginSocket = socket;
					this.record(message);
					void this.onPluginRegistered();
				} else if (message.event === "registerPropertyInspector" && typeof message.uuid === "string") {
					role = { kind: "inspector", context: message.uuid };
					this.registerInspector(message.uuid, socket, message);
				} else {
					socket.close(1008, "unexpected registration");
				}
				return;
			}
			if (role.kind === "plugin") {
				this.record(message);
				void this.handlePluginCommand(message).catch(() => undefined);
			} else {
				this.inspectorMessages.get(role.context)?.push(message);
				void this.handleInspectorCommand(role.context, socket, message).catch(() => undefined);
			}
		});
		socket.on("close", () => {
			if (role?.kind === "inspector") {
				this.unregisterInspector(role.context, socket);
			} else if (role?.kind === "plugin" && this.pluginSocket === socket) {
				this.pluginSocket = undefined;
			}
		});
	}

	/**
	 * Builds an action-scoped message (`willAppear`, `didReceiveSettings`, `dialRotate`, …).
	 * @param event Event name.
	 * @param context Instance context.
	 * @returns The message.
	 */
	private actionMessage(event: string, context: string): Record<string, unknown> {
		const view = this.key(context);
		return { event, action: view.action, context, device: DEVICE_ID, payload: this.instancePayload(view) };
	}

	/**
	 * Waits for `registerPlugin`, bounded.
	 * @param timeoutMs Limit.
	 */
	private async awaitRegistration(timeoutMs: number): Promise<void> {
		let timer: NodeJS.Timeout | undefined;
		const timeout = new Promise<never>((_, fail) => {
			timer = setTimeout(
				() => fail(this.describe(new Error(`plugin did not register within ${timeoutMs} ms`))),
				timeoutMs,
			);
		});
		try {
			await Promise.race([this.registered, timeout]);
		} finally {
			clearTimeout(timer);
		}
	}

	/**
	 * Sends `didReceiveGlobalSettings` to every open inspector except one.
	 * @param except The inspector that caused the change, if any.
	 */
	private async broadcastGlobalSettings(except: WebSocket | undefined): Promise<void> {
		const message = this.globalSettingsMessage();
		const targets = [...this.inspectors.values()].flatMap((set) => [...set]).filter((s) => s !== except);
		await Promise.all(targets.map((s) => send(s, message).catch(() => undefined)));
	}

	/**
	 * Adds the last messages and the plugin's stderr to an error, for readable test failures.
	 * @param err The error.
	 * @returns The same error, with a longer message.
	 */
	private describe(err: Error): Error {
		const last = this.messages
			.slice(-MESSAGES_IN_ERRORS)
			.map((m) => `  ${JSON.stringify(m.raw)}`)
			.join("\n");
		const stderr = this.err.slice(-2_000).trim();
		err.message += `\nlast ${Math.min(MESSAGES_IN_ERRORS, this.messages.length)} of ${this.messages.length} plugin messages:\n${last || "  (none)"}`;
		if (stderr) {
			err.message += `\nplugin stderr (tail):\n${stderr}`;
		}
		return err;
	}

	/**
	 * Builds `didReceiveGlobalSettings` with the stored settings.
	 * @returns The message.
	 */
	private globalSettingsMessage(): Record<string, unknown> {
		return { event: "didReceiveGlobalSettings", payload: { settings: structuredClone(this.stored) } };
	}

	/**
	 * Acts on a message from a property inspector the way the app does.
	 * @param registeredContext Context the inspector registered for.
	 * @param socket The inspector's connection.
	 * @param message The message.
	 */
	private async handleInspectorCommand(
		registeredContext: string,
		socket: WebSocket,
		message: Record<string, unknown>,
	): Promise<void> {
		const context = typeof message.context === "string" ? message.context : registeredContext;
		const view = this.keys.get(context);
		switch (message.event) {
			case "setSettings":
				if (view) {
					view.settings = structuredClone((message.payload ?? {}) as JsonObject);
					await this.sendToPlugin(this.settingsMessage(context));
				}
				break;
			case "getSettings":
				if (view) {
					await send(socket, this.settingsMessage(context));
				}
				break;
			case "setGlobalSettings":
				this.stored = structuredClone((message.payload ?? {}) as JsonObject);
				await Promise.all([
					this.sendToPlugin(this.globalSettingsMessage()),
					this.broadcastGlobalSettings(socket),
				]);
				break;
			case "getGlobalSettings":
				await send(socket, this.globalSettingsMessage());
				break;
			case "sendToPlugin":
				await this.sendToPlugin({
					event: "sendToPlugin",
					action: typeof message.action === "string" ? message.action : view?.action,
					context,
					payload: message.payload,
				});
				break;
			default:
				// openUrl, logMessage and the like: recorded in piMessages, nothing else to do.
				break;
		}
	}

	/**
	 * Acts on a command from the plugin the way the app does.
	 * @param message The command.
	 */
	private async handlePluginCommand(message: Record<string, unknown>): Promise<void> {
		const context = typeof message.context === "string" ? message.context : undefined;
		const payload = (message.payload ?? {}) as Record<string, unknown>;
		const view = context === undefined ? undefined : this.keys.get(context);
		const id = typeof message.id === "string" ? { id: message.id } : {};

		switch (message.event) {
			case "getSettings":
				if (context !== undefined && view) {
					await this.sendToPlugin({ ...this.settingsMessage(context), ...id });
				}
				break;
			case "setSettings":
				if (context !== undefined && view) {
					view.settings = structuredClone(payload as JsonObject);
					await this.sendToInspectors(context, this.settingsMessage(context));
				}
				break;
			case "getGlobalSettings":
				await this.sendToPlugin({ ...this.globalSettingsMessage(), ...id });
				break;
			case "setGlobalSettings":
				this.stored = structuredClone(payload as JsonObject);
				await this.broadcastGlobalSettings(undefined);
				break;
			case "getResources":
				if (context !== undefined && view) {
					await this.sendToPlugin({ ...this.actionMessage("didReceiveResources", context), ...id });
				}
				break;
			case "getSecrets":
				await this.sendToPlugin({ event: "didReceiveSecrets", payload: { secrets: {} } });
				break;
			case "sendToPropertyInspector":
				if (context !== undefined) {
					await this.sendToInspectors(context, {
						event: "sendToPropertyInspector",
						action: view?.action,
						context,
						payload: message.payload,
					});
				}
				break;
			default:
				if (view) {
					applyToView(view, String(message.event), payload);
				}
		}
	}

	/**
	 * Builds `propertyInspectorDidAppear` / `propertyInspectorDidDisappear`.
	 * @param event Event name.
	 * @param context Instance context.
	 * @returns The message.
	 */
	private inspectorEvent(event: string, context: string): Record<string, unknown> {
		return { event, action: this.keys.get(context)?.action, context, device: DEVICE_ID };
	}

	/**
	 * The payload the app attaches to an instance's events: keys carry state and `isInMultiAction`, dials do not.
	 * @param view The instance.
	 * @returns The payload.
	 */
	private instancePayload(view: KeyView): Record<string, unknown> {
		const settings = structuredClone(view.settings);
		if (view.controller === "Encoder") {
			return { controller: "Encoder", coordinates: view.coordinates, resources: {}, settings };
		}
		if (view.isInMultiAction) {
			return { controller: "Keypad", isInMultiAction: true, resources: {}, settings, state: view.state };
		}
		return {
			controller: "Keypad",
			coordinates: view.coordinates,
			isInMultiAction: false,
			resources: {},
			settings,
			state: view.state,
		};
	}

	/**
	 * Looks up an instance.
	 * @param context Instance context.
	 * @returns The instance.
	 */
	private key(context: string): KeyView {
		const view = this.keys.get(context);
		if (!view) {
			throw new Error(`unknown context ${context}: call appear() first`);
		}
		return view;
	}

	/**
	 * Spawns the plugin process with the app's command line.
	 */
	private launch(): void {
		const script = this.manifest.CodePath ?? "bin/plugin.js";
		const args = [
			...(this.options.nodeArgs ?? []),
			script,
			"-port",
			String(this.port),
			"-pluginUUID",
			this.pluginUUID,
			"-registerEvent",
			"registerPlugin",
			"-info",
			JSON.stringify(this.info),
		];
		const child = spawn(process.execPath, args, {
			cwd: this.pluginDir,
			env: this.options.env ?? process.env,
			stdio: ["ignore", "pipe", "pipe"],
		});
		this.child = child;
		child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (this.out = clip(this.out + chunk)));
		child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (this.err = clip(this.err + chunk)));
		child.on("error", (err) => {
			this.err = clip(`${this.err}[host] spawn failed: ${err.message}\n`);
			this.onExit(null, null);
		});
		child.on("exit", (code, signal) => this.onExit(code, signal));
	}

	/**
	 * Starts listening on a free loopback port.
	 */
	private listen(): Promise<void> {
		return new Promise((done, fail) => {
			this.server.once("error", fail);
			this.server.listen(0, "127.0.0.1", () => {
				this.server.off("error", fail);
				this.listeningPort = (this.server.address() as AddressInfo).port;
				done();
			});
		});
	}

	/**
	 * Next free position: keys fill the 4 × 2 grid row by row, dials the 4 dial slots.
	 * @param controller Key or dial.
	 * @returns The coordinates.
	 */
	private nextSlot(controller: "Encoder" | "Keypad"): Coordinates {
		if (controller === "Encoder") {
			return { column: this.nextDialSlot++ % DEVICE_SIZE.columns, row: 0 };
		}
		const slot = this.nextKeySlot++ % (DEVICE_SIZE.columns * DEVICE_SIZE.rows);
		return { column: slot % DEVICE_SIZE.columns, row: Math.floor(slot / DEVICE_SIZE.columns) };
	}

	/**
	 * Records the plugin's exit and fails whoever waits on it.
	 * @param code Exit code.
	 * @param signal Terminating signal.
	 */
	private onExit(code: number | null, signal: NodeJS.Signals | null): void {
		if (this.exitInfo) {
			return;
		}
		this.exitInfo = { code, signal };
		this.markExited();
		const err = this.describe(new Error(`plugin process exited (code ${code}, signal ${signal})`));
		this.failRegistration(err);
		for (const waiter of [...this.waiters]) {
			waiter.reject(err);
		}
	}

	/**
	 * Announces the device, as the app does right after registration, then releases {@link startHost}.
	 */
	private async onPluginRegistered(): Promise<void> {
		try {
			await this.sendToPlugin({
				event: "deviceDidConnect",
				device: DEVICE_ID,
				deviceInfo: { name: DEVICE_NAME, size: { ...DEVICE_SIZE }, type: DEVICE_TYPE_STREAM_DECK_PLUS },
			});
		} finally {
			this.markRegistered();
		}
	}

	/**
	 * Appends a plugin message to {@link messages} and wakes matching waiters.
	 * @param raw The parsed message.
	 */
	private record(raw: Record<string, unknown>): void {
		const message = toMessage(raw);
		this.messages.push(message);
		for (const waiter of [...this.waiters]) {
			let matches = false;
			try {
				matches = waiter.predicate(message);
			} catch (err) {
				waiter.reject(err instanceof Error ? err : new Error(String(err)));
				continue;
			}
			if (matches) {
				waiter.resolve(message);
			}
		}
	}

	/**
	 * Tracks an inspector and tells the plugin it appeared.
	 * @param context Instance context.
	 * @param socket The inspector's connection.
	 * @param registration The registration message.
	 */
	private registerInspector(context: string, socket: WebSocket, registration: Record<string, unknown>): void {
		let sockets = this.inspectors.get(context);
		if (!sockets) {
			sockets = new Set();
			this.inspectors.set(context, sockets);
		}
		sockets.add(socket);
		if (!this.inspectorMessages.has(context)) {
			this.inspectorMessages.set(context, []);
		}
		this.inspectorMessages.get(context)?.push(registration);
		void this.sendToPlugin(this.inspectorEvent("propertyInspectorDidAppear", context)).catch(() => undefined);
	}

	/**
	 * Sends an action-scoped event carrying the instance payload.
	 * @param event Event name.
	 * @param context Instance context.
	 * @param extra Fields added to the payload.
	 */
	private async sendActionEvent(event: string, context: string, extra?: Record<string, unknown>): Promise<void> {
		const message = this.actionMessage(event, context);
		if (extra) {
			message.payload = { ...(message.payload as object), ...extra };
		}
		await this.sendToPlugin(message);
	}

	/**
	 * Sends `keyDown` or `keyUp`; inside a multi-action the payload carries `userDesiredState`.
	 * @param event Event name.
	 * @param context Key context.
	 * @param userDesiredState State picked by the user.
	 */
	private async sendKeyGesture(event: string, context: string, userDesiredState: number | undefined): Promise<void> {
		const view = this.key(context);
		if (view.controller !== "Keypad") {
			throw new Error(`${event}: ${context} is a dial, not a key`);
		}
		await this.sendActionEvent(
			event,
			context,
			view.isInMultiAction ? { userDesiredState: userDesiredState ?? view.state } : undefined,
		);
	}

	/**
	 * Sends a message to every open inspector of an instance.
	 * @param context Instance context.
	 * @param message The message.
	 */
	private async sendToInspectors(context: string, message: Record<string, unknown>): Promise<void> {
		const targets = [...(this.inspectors.get(context) ?? [])];
		await Promise.all(targets.map((s) => send(s, message).catch(() => undefined)));
	}

	/**
	 * Sends a message to the plugin and records it in {@link sentToPlugin}.
	 * @param message The message.
	 */
	private async sendToPlugin(message: Record<string, unknown>): Promise<void> {
		const socket = this.pluginSocket;
		if (!socket || socket.readyState !== WebSocket.OPEN) {
			throw this.describe(new Error(`cannot send ${String(message.event)}: the plugin is not connected`));
		}
		this.sentToPlugin.push(toMessage(message));
		await send(socket, message);
	}

	/**
	 * Builds `didReceiveSettings` for an instance.
	 * @param context Instance context.
	 * @returns The message.
	 */
	private settingsMessage(context: string): Record<string, unknown> {
		return this.actionMessage("didReceiveSettings", context);
	}

	/**
	 * Stops the process, the sockets and the server.
	 */
	private async shutdown(): Promise<void> {
		const closed = this.describe(new Error("the host was closed"));
		for (const waiter of [...this.waiters]) {
			waiter.reject(closed);
		}
		this.failRegistration(closed);

		const child = this.child;
		if (child && !this.exitInfo && child.pid !== undefined) {
			child.kill("SIGTERM");
			if (!(await settlesWithin(this.exited, KILL_GRACE_MS))) {
				child.kill("SIGKILL");
				await settlesWithin(this.exited, KILL_GRACE_MS);
			}
		}
		child?.stdout?.destroy();
		child?.stderr?.destroy();

		for (const client of this.wss.clients) {
			client.terminate();
		}
		await new Promise<void>((done) => this.wss.close(() => done()));
		this.server.closeAllConnections();
		await new Promise<void>((done) => this.server.close(() => done()));
	}

	/**
	 * Forgets an inspector and tells the plugin it disappeared.
	 * @param context Instance context.
	 * @param socket The inspector's connection.
	 */
	private unregisterInspector(context: string, socket: WebSocket): void {
		this.inspectors.get(context)?.delete(socket);
		if (!this.closing) {
			void this.sendToPlugin(this.inspectorEvent("propertyInspectorDidDisappear", context)).catch(() => undefined);
		}
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

/**
 * Updates what an instance shows after a display command from the plugin.
 * @param view The instance.
 * @param event Command name.
 * @param payload Command payload.
 */
function applyToView(view: KeyView, event: string, payload: Record<string, unknown>): void {
	switch (event) {
		case "setTitle":
			view.title = typeof payload.title === "string" ? payload.title : undefined;
			break;
		case "setImage":
			view.image = typeof payload.image === "string" ? payload.image : undefined;
			break;
		case "setState":
			if (typeof payload.state === "number") {
				view.state = payload.state;
			}
			break;
		case "setFeedback":
			view.feedback = { ...view.feedback, ...payload };
			break;
		case "setFeedbackLayout":
			view.feedbackLayout = typeof payload.layout === "string" ? payload.layout : undefined;
			break;
		case "setTriggerDescription":
			view.triggerDescription = { ...payload };
			break;
		case "showOk":
			view.okCount++;
			break;
		case "showAlert":
			view.alertCount++;
			break;
		default:
			break;
	}
}

/**
 * Wraps a wire message.
 * @param raw The parsed message.
 * @returns The recorded form.
 */
function toMessage(raw: Record<string, unknown>): PluginMessage {
	return {
		at: performance.now(),
		event: String(raw.event),
		context: typeof raw.context === "string" ? raw.context : undefined,
		payload: raw.payload,
		raw,
	};
}

/**
 * Sends a JSON message over a socket.
 * @param socket Target.
 * @param message The message.
 * @returns Resolves once written.
 */
function send(socket: WebSocket, message: unknown): Promise<void> {
	return new Promise((done, fail) => socket.send(JSON.stringify(message), (err) => (err ? fail(err) : done())));
}

/**
 * Keeps the tail of accumulated output.
 * @param text Output so far.
 * @returns At most {@link MAX_OUTPUT} characters.
 */
function clip(text: string): string {
	return text.length > MAX_OUTPUT ? text.slice(-MAX_OUTPUT) : text;
}

/**
 * Whether a promise settles within a time limit.
 * @param promise The promise.
 * @param ms Limit.
 * @returns `true` when it settled in time.
 */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), ms)));
	try {
		return await Promise.race([promise.then(() => true as const), late]);
	} finally {
		clearTimeout(timer);
	}
}
