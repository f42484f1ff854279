import type { RegistrationInfo } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";
import { type RawData, WebSocket } from "ws";

import { type AppState, handleInspectorCommand, handlePluginCommand } from "./app-commands";
import { actionMessage, deviceDidConnectMessage, inspectorEventMessage } from "./app-messages";
import { deviceKindOf } from "./device-kinds";
import { HostServer } from "./host-server";
import { InspectorConnections } from "./inspector-connections";
import type { KeyView } from "./key-view";
import { MessageLog } from "./message-log";
import { type BundledProfile, judgeProfileSwitch, type ProfileSwitch } from "./profile-switches";
import {
	objectField,
	parseWireObject,
	type PluginMessage,
	sendMessage,
	toMessage,
	type WireObject,
} from "./wire-message";

/**
 * What a WebSocket connection turned out to be, from its registration message: the plugin, or the property
 * inspector of an instance.
 */
type ConnectionRole =
	| {
			/** A property inspector. */
			kind: "inspector";
			/** Context of the instance it inspects. */
			context: string;
	  }
	| {
			/** The plugin. */
			kind: "plugin";
	  };

/**
 * The app's side of the WebSocket protocol: tells the plugin's connection from property inspectors', records what
 * the plugin sends, answers commands the way the app does, and keeps the state they change (instances, settings).
 * `DeviceGestures` adds what the user does on the device, `StreamDeckHost` the plugin process.
 */
export abstract class HostConnections {
	/** Action instances by context. */
	public readonly keys = new Map<string, KeyView>();

	/** Everything the plugin sent, in order (registration included). */
	public readonly messages: PluginMessage[];

	/**
	 * Commands that draw on a dial's touch strip (`STRIP_COMMANDS`: `setFeedback`, `setFeedbackLayout`, `setImage`,
	 * `setTitle`) sent for a dial whose device has no strip (a Stream Deck Studio), in order: the app has nowhere to
	 * show them, and the dial shows nothing of them. A plugin that knows its devices sends none.
	 */
	public readonly missingStripCommands: PluginMessage[] = [];

	/**
	 * Commands of the plugin that the app ignored because their action was not on screen (`setSettings`,
	 * `getSettings`), in order.
	 */
	public readonly offScreenCommands: PluginMessage[] = [];

	/**
	 * Every `switchToProfile` of the plugin, in order, each with the reason the app would refuse it (see
	 * `judgeProfileSwitch`).
	 */
	public readonly profileSwitches: ProfileSwitch[] = [];

	/** Everything the host sent to the plugin, in order. */
	public readonly sentToPlugin: PluginMessage[] = [];

	/** The command handlers' view of this host. */
	protected readonly app: AppState;

	/** Set once close() started; the shutdown in progress. */
	protected closing: Promise<void> | undefined;

	/** Fails the registration wait. */
	protected failRegistration!: (err: Error) => void;

	/** Open property inspectors and what they sent. */
	protected readonly inspectors = new InspectorConnections();

	/** Messages from the plugin and waits on them. */
	protected readonly log: MessageLog;

	/** Resolves when the plugin registered; rejects when it cannot any more. */
	protected readonly registered: Promise<void>;

	/** The loopback HTTP and WebSocket server. */
	protected readonly server: HostServer;

	/** Stored global settings. */
	protected stored: JsonObject;

	/** Resolves the registration wait. */
	private markRegistered!: () => void;

	/** The plugin's registered connection. */
	private pluginSocket: WebSocket | undefined;

	/**
	 * Wires the server; nothing listens yet.
	 * @param pluginDir Absolute plugin folder, served over HTTP.
	 * @param pluginUUID UUID the plugin must register with.
	 * @param info Registration info passed as `-info`.
	 * @param globalSettings Global settings stored before the plugin starts.
	 * @param answerIds Whether answers carry the request's `id`.
	 * @param profiles The profiles the plugin's manifest bundles.
	 */
	protected constructor(
		protected readonly pluginDir: string,
		public readonly pluginUUID: string,
		public readonly info: RegistrationInfo,
		globalSettings: JsonObject,
		answerIds: boolean,
		profiles: readonly BundledProfile[],
	) {
		this.stored = structuredClone(globalSettings);
		this.log = new MessageLog(() => this.stderr);
		this.messages = this.log.messages;
		this.registered = new Promise((done, fail) => {
			this.markRegistered = done;
			this.failRegistration = fail;
		});
		this.registered.catch(() => undefined);
		this.server = new HostServer(pluginDir, (socket) => this.accept(socket));
		this.app = {
			keys: this.keys,
			inspectors: this.inspectors,
			readGlobalSettings: () => structuredClone(this.stored),
			storeGlobalSettings: (settings) => (this.stored = settings),
			sendToPlugin: (message) => this.sendToPlugin(message),
			ignoreOffScreen: (message) => this.offScreenCommands.push(toMessage(message)),
			hasTouchStrip: (device) => deviceKindOf(info.devices[device]?.type ?? -1).touchStrip,
			flagMissingStrip: (message) => this.missingStripCommands.push(toMessage(message)),
			switchToProfile: (message) =>
				this.profileSwitches.push(
					judgeProfileSwitch(message, { pluginUUID, pluginDir, devices: info.devices, profiles }),
				),
			startedUp: this.registered,
			answerIds,
		};
	}

	/**
	 * Accumulated standard error of the plugin process, quoted in failures.
	 * @returns The output.
	 */
	protected abstract get stderr(): string;

	/**
	 * Puts the keys on screen at start-up, right after registration.
	 */
	protected abstract appearOnStart(): Promise<void>;

	/**
	 * Waits for `registerPlugin`, bounded.
	 * @param timeoutMs Limit.
	 */
	protected async awaitRegistration(timeoutMs: number): Promise<void> {
		let timer: NodeJS.Timeout | undefined;
		const timeout = new Promise<never>((_, fail) => {
			timer = setTimeout(
				() => fail(this.log.describe(new Error(`plugin did not register within ${timeoutMs} ms`))),
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
	 * Looks up an instance.
	 * @param context Instance context.
	 * @returns The instance.
	 */
	protected key(context: string): KeyView {
		const view = this.keys.get(context);
		if (!view) {
			throw new Error(`unknown context ${context}: call appear() first`);
		}
		return view;
	}

	/**
	 * Sends an action-scoped event carrying the instance payload.
	 * @param event Event name.
	 * @param context Instance context.
	 * @param extra Fields added to the payload.
	 */
	protected async sendActionEvent(event: string, context: string, extra?: WireObject): Promise<void> {
		const message = actionMessage(event, context, this.key(context));
		if (extra) {
			message.payload = { ...objectField(message, "payload"), ...extra };
		}
		await this.sendToPlugin(message);
	}

	/**
	 * Sends a message to the plugin and records it in {@link sentToPlugin}.
	 * @param message The message.
	 */
	protected async sendToPlugin(message: WireObject): Promise<void> {
		const socket = this.pluginSocket;
		if (!socket || socket.readyState !== WebSocket.OPEN) {
			throw this.log.describe(new Error(`cannot send ${String(message.event)}: the plugin is not connected`));
		}
		this.sentToPlugin.push(toMessage(message));
		await sendMessage(socket, message);
	}

	/**
	 * Handles a new WebSocket connection; its first message says whether it is the plugin or a property inspector.
	 * @param socket The connection.
	 */
	private accept(socket: WebSocket): void {
		let role: ConnectionRole | undefined;
		socket.on("error", () => undefined);
		socket.on("message", (data: RawData) => {
			const message = parseWireObject(data);
			if (message === undefined) {
				return;
			}
			if (role === undefined) {
				role = this.register(socket, message);
				return;
			}
			if (role.kind === "plugin") {
				this.log.record(message);
				void handlePluginCommand(this.app, message).catch(() => undefined);
			} else {
				this.inspectors.record(role.context, message);
				void handleInspectorCommand(this.app, role.context, socket, message).catch(() => undefined);
			}
		});
		socket.on("close", () => {
			if (role?.kind === "inspector") {
				this.inspectors.unregister(role.context, socket);
				if (!this.closing) {
					void this.sendInspectorEvent("propertyInspectorDidDisappear", role.context);
				}
			} else if (role?.kind === "plugin" && this.pluginSocket === socket) {
				this.pluginSocket = undefined;
			}
		});
	}

	/**
	 * Announces every device and the keys on screen, as the app does right after registration, then releases the
	 * registration wait (and the answer to `getGlobalSettings`).
	 */
	private async onPluginRegistered(): Promise<void> {
		try {
			for (const device of this.info.devices) await this.sendToPlugin(deviceDidConnectMessage(device));
			await this.appearOnStart();
		} finally {
			this.markRegistered();
		}
	}

	/**
	 * Acts on the first message of a connection: the plugin's or an inspector's registration; anything else closes it.
	 * @param socket The connection.
	 * @param message Its first message.
	 * @returns What the connection is; `undefined` when it was closed.
	 */
	private register(socket: WebSocket, message: WireObject): ConnectionRole | undefined {
		if (message.event === "registerPlugin" && message.uuid === this.pluginUUID && !this.pluginSocket) {
			this.pluginSocket = socket;
			this.log.record(message);
			void this.onPluginRegistered();
			return { kind: "plugin" };
		}
		if (message.event === "registerPropertyInspector" && typeof message.uuid === "string") {
			this.inspectors.register(message.uuid, socket, message);
			void this.sendInspectorEvent("propertyInspectorDidAppear", message.uuid);
			return { kind: "inspector", context: message.uuid };
		}
		socket.close(1008, "unexpected registration");
		return undefined;
	}

	/**
	 * Tells the plugin that an inspector appeared or disappeared; a plugin that is gone is no error.
	 * @param event `propertyInspectorDidAppear` or `propertyInspectorDidDisappear`.
	 * @param context Instance context.
	 */
	private async sendInspectorEvent(event: string, context: string): Promise<void> {
		await this.sendToPlugin(inspectorEventMessage(event, context, this.keys.get(context)?.action)).catch(
			() => undefined,
		);
	}
}
