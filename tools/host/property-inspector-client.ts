import type { JsonObject, JsonValue } from "@elgato/utils";
import { type RawData, WebSocket } from "ws";

import type { PropertyInspectorArgs, WaitOptions } from "./stream-deck-host";
import { parseWireObject, type WireObject } from "./wire-message";

/**
 * A pending {@link PropertyInspectorClient.waitFor}.
 */
interface InspectorWaiter {
	/** Which message it waits for. */
	predicate: (m: WireObject) => boolean;
	/** Settles the wait with a message. */
	done: (m: WireObject) => void;
}

/**
 * A scripted property inspector: connects to the host the way a PI page does, without a browser.
 */
export class PropertyInspectorClient {
	/** Every message the host sent to this inspector, in order. */
	public readonly messages: WireObject[] = [];

	/** Pending waits. */
	private readonly waiters = new Set<InspectorWaiter>();

	/**
	 * Use {@link PropertyInspectorClient.connect}.
	 * @param socket Open connection.
	 * @param context The instance context this inspector belongs to.
	 */
	private constructor(
		private readonly socket: WebSocket,
		public readonly context: string,
	) {
		socket.on("message", (data: RawData) => {
			const message = parseWireObject(data);
			if (message === undefined) {
				return;
			}
			this.messages.push(message);
			for (const waiter of [...this.waiters]) {
				if (waiter.predicate(message)) {
					waiter.done(message);
				}
			}
		});
	}

	/**
	 * Opens the WebSocket and registers, as `connectElgatoStreamDeckSocket` does.
	 * @param args The arguments from `StreamDeckHost.propertyInspectorArgs(context)`.
	 * @param timeoutMs Connection time limit; defaults to 5000 ms.
	 * @returns The registered client.
	 */
	public static async connect(args: PropertyInspectorArgs, timeoutMs = 5_000): Promise<PropertyInspectorClient> {
		const socket = new WebSocket(`ws://127.0.0.1:${args.port}`, { handshakeTimeout: timeoutMs });
		await new Promise<void>((done, fail) => {
			socket.once("open", () => done());
			socket.once("error", fail);
		});
		socket.on("error", () => undefined);
		const client = new PropertyInspectorClient(socket, args.uuid);
		await client.send({ event: args.registerEvent, uuid: args.uuid });
		return client;
	}

	/**
	 * Closes the connection, as closing the PI page does; resolves once closed (at most 2 s, then it is cut).
	 */
	public async close(): Promise<void> {
		if (this.socket.readyState === WebSocket.CLOSED) {
			return;
		}
		const closed = new Promise<boolean>((done) => this.socket.once("close", () => done(true)));
		this.socket.close();
		let timer: NodeJS.Timeout | undefined;
		const late = new Promise<boolean>((done) => (timer = setTimeout(() => done(false), 2_000)));
		if (!(await Promise.race([closed, late]))) {
			this.socket.terminate();
		}
		clearTimeout(timer);
	}

	/**
	 * Asks for the global settings; the answer arrives as `didReceiveGlobalSettings`.
	 * @returns Resolves once sent.
	 */
	public getGlobalSettings(): Promise<void> {
		return this.send({ event: "getGlobalSettings", context: this.context });
	}

	/**
	 * Asks for the instance settings; the answer arrives as `didReceiveSettings`.
	 * @returns Resolves once sent.
	 */
	public getSettings(): Promise<void> {
		return this.send({ event: "getSettings", context: this.context });
	}

	/**
	 * Sends a raw message.
	 * @param message The message.
	 * @returns Resolves once sent.
	 */
	public send(message: unknown): Promise<void> {
		return new Promise((done, fail) => this.socket.send(JSON.stringify(message), (err) => (err ? fail(err) : done())));
	}

	/**
	 * Sends a payload to the plugin.
	 * @param action Action UUID of the instance.
	 * @param payload Any JSON.
	 * @returns Resolves once sent.
	 */
	public sendToPlugin(action: string, payload: JsonValue): Promise<void> {
		return this.send({ event: "sendToPlugin", action, context: this.context, payload });
	}

	/**
	 * Saves the global settings (the whole object).
	 * @param settings The settings.
	 * @returns Resolves once sent.
	 */
	public setGlobalSettings(settings: JsonObject): Promise<void> {
		return this.send({ event: "setGlobalSettings", context: this.context, payload: settings });
	}

	/**
	 * Saves the instance settings (the whole object), as a PI field change does.
	 * @param settings The settings.
	 * @returns Resolves once sent.
	 */
	public setSettings(settings: JsonObject): Promise<void> {
		return this.send({ event: "setSettings", context: this.context, payload: settings });
	}

	/**
	 * Waits for a message from the host, looking at those already received first.
	 * @param predicate Which message.
	 * @param options Time limit (default 5000 ms) and the index in `messages` to start from (default 0).
	 * @returns The first matching message.
	 */
	public waitFor(predicate: (m: WireObject) => boolean, options?: WaitOptions): Promise<WireObject> {
		const found = this.messages.slice(options?.since ?? 0).find(predicate);
		if (found !== undefined) {
			return Promise.resolve(found);
		}
		const timeoutMs = options?.timeoutMs ?? 5_000;
		return new Promise((resolve, reject) => {
			const waiter: InspectorWaiter = {
				predicate,
				done: (m) => {
					clearTimeout(timer);
					this.waiters.delete(waiter);
					resolve(m);
				},
			};
			const timer = setTimeout(() => {
				this.waiters.delete(waiter);
				const last = this.messages.slice(-10).map((m) => `  ${JSON.stringify(m)}`);
				reject(
					new Error(`PI waitFor: no matching message within ${timeoutMs} ms; last:\n${last.join("\n") || "  (none)"}`),
				);
			}, timeoutMs);
			this.waiters.add(waiter);
		});
	}

	/**
	 * Waits for a message with the given event.
	 * @param event Event name, e.g. `sendToPropertyInspector`.
	 * @param options Time limit and start index, as for `waitFor`.
	 * @returns The first matching message.
	 */
	public waitForEvent(event: string, options?: WaitOptions): Promise<WireObject> {
		return this.waitFor((m) => m.event === event, options);
	}
}
