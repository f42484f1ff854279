import { type Asked, askIdOf } from "../../src/contract/inspector-questions";
import { parseJsonText } from "../../src/contract/json-text";
import type { Settings } from "./field-types";

/** The arguments the Stream Deck app passes to `connectElgatoStreamDeckSocket`. */
export type StreamDeckConnectionArguments = {
	/** Port of the app's WebSocket server on this computer. */
	port: number | string;
	/** The property inspector's UUID: the action instance's context. */
	uuid: string;
	/** Event that registers the property inspector, `registerPropertyInspector`. */
	registerEvent: string;
	/** The app's registration info, as JSON. */
	info: string;
	/** The action instance, as JSON: `{ action, context, device, payload: { settings, … } }`. */
	actionInfo: string;
};

/** What the app tells about the action instance the property inspector belongs to. */
export type ActionInfo = {
	/** Action UUID, e.g. `com.channel.companion.goal-add`. */
	action: string;
	/** The instance's settings when the property inspector opened. */
	settings: Settings;
};

/** A message from the app, or the action info, as far as the property inspector reads it; any field may be missing. */
type IncomingMessage = {
	/** The event's name. */
	event?: unknown;
	/** The action's UUID. */
	action?: unknown;
	/** The event's data. */
	payload?: {
		/** Settings, in `didReceiveSettings`, `didReceiveGlobalSettings` and the action info. */
		settings?: unknown;
	};
};

/** Handlers of the messages the app sends to a property inspector. */
export type StreamDeckConnectionHandlers = {
	/** The instance's settings changed (e.g. the plugin changed them). */
	didReceiveSettings?: (settings: Settings) => void;
	/** The plugin's global settings, asked for or changed elsewhere. */
	didReceiveGlobalSettings?: (settings: Settings) => void;
	/** A message the plugin sent to this property inspector. */
	sendToPropertyInspector?: (payload: unknown) => void;
};

/**
 * The property inspector's line to the Stream Deck app: registers, then carries settings both ways and messages to
 * and from the plugin. Messages sent before the socket opens wait for it.
 */
export class StreamDeckConnection {
	/** The action instance this property inspector edits. */
	public readonly actionInfo: ActionInfo;

	/** The line to the app. */
	readonly #socket: WebSocket;
	/** The action instance's context, which every message carries. */
	readonly #context: string;
	/** Receivers of the app's messages. */
	readonly #handlers: StreamDeckConnectionHandlers;
	/** Messages sent before the socket opened. */
	readonly #pending: string[] = [];
	/** The ids of the questions asked and not answered yet. */
	readonly #asked = new Set<string>();

	/**
	 * Opens the WebSocket and registers the property inspector, then asks for the global settings.
	 * @param args What the app passed to `connectElgatoStreamDeckSocket`.
	 * @param handlers Receivers of the app's messages.
	 */
	constructor(args: StreamDeckConnectionArguments, handlers: StreamDeckConnectionHandlers) {
		this.actionInfo = parseActionInfo(args.actionInfo);
		this.#context = args.uuid;
		this.#handlers = handlers;
		this.#socket = new WebSocket(`ws://127.0.0.1:${args.port}`);
		this.#socket.addEventListener("open", () => {
			this.#socket.send(JSON.stringify({ event: args.registerEvent, uuid: args.uuid }));
			for (const message of this.#pending.splice(0)) this.#socket.send(message);
		});
		this.#socket.addEventListener("message", (ev: MessageEvent) => this.#receive(ev.data));
		this.getGlobalSettings();
	}

	/**
	 * Asks the plugin a question: its answer reaches the `sendToPropertyInspector` handler, and answers to questions of
	 * other inspectors (which the app may deliver here) do not.
	 * @param question The question, e.g. a connection test request.
	 */
	public ask(question: object): void {
		const askId = Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(16)).join("-");
		this.#asked.add(askId);
		const payload: Asked & object = { ...question, askId };
		this.#send({ event: "sendToPlugin", action: this.actionInfo.action, context: this.#context, payload });
	}
	/**
	 * Asks for the global settings; they arrive through `didReceiveGlobalSettings`.
	 */
	public getGlobalSettings(): void {
		this.#send({ event: "getGlobalSettings", context: this.#context });
	}

	/**
	 * Saves the plugin's global settings.
	 * @param settings The whole global settings object.
	 */
	public setGlobalSettings(settings: Settings): void {
		this.#send({ event: "setGlobalSettings", context: this.#context, payload: settings });
	}

	/**
	 * Saves the instance's settings.
	 * @param settings The whole settings object.
	 */
	public setSettings(settings: Settings): void {
		this.#send({ event: "setSettings", context: this.#context, payload: settings });
	}

	/**
	 * Sends a message now, or once the socket is open.
	 * @param message The message.
	 */
	#send(message: Record<string, unknown>): void {
		const text = JSON.stringify(message);
		if (this.#socket.readyState === WebSocket.OPEN) {
			this.#socket.send(text);
		} else if (this.#socket.readyState === WebSocket.CONNECTING) {
			this.#pending.push(text);
		}
	}

	/**
	 * Hands a message from the app to its handler.
	 * @param data The raw message.
	 */
	#receive(data: unknown): void {
		const message = parseJsonText(String(data)) as IncomingMessage | null | undefined;
		if (message === null || typeof message !== "object") return;
		switch (message.event) {
			case "didReceiveSettings":
				this.#handlers.didReceiveSettings?.(asSettings(message.payload?.settings));
				break;
			case "didReceiveGlobalSettings":
				this.#handlers.didReceiveGlobalSettings?.(asSettings(message.payload?.settings));
				break;
			case "sendToPropertyInspector": {
				const askId = askIdOf(message.payload);
				if (askId !== undefined && this.#asked.delete(askId)) this.#handlers.sendToPropertyInspector?.(message.payload);
				break;
			}
			default:
				break;
		}
	}
}

/**
 * Reads the action info the app passes as JSON.
 * @param json The `actionInfo` argument.
 * @returns The action UUID and the settings.
 */
export function parseActionInfo(json: string): ActionInfo {
	const parsed = parseJsonText(json) as IncomingMessage | null | undefined;
	return {
		action: typeof parsed?.action === "string" ? parsed.action : "",
		settings: asSettings(parsed?.payload?.settings),
	};
}

/**
 * Takes settings from a message, tolerating a missing or odd value.
 * @param value The `settings` field.
 * @returns A settings object.
 */
function asSettings(value: unknown): Settings {
	return value !== null && typeof value === "object" && !Array.isArray(value) ? { ...(value as Settings) } : {};
}
