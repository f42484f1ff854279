import type { WebSocket } from "ws";

import { sendMessage, type WireObject } from "./wire-message";

/**
 * The open property inspector connections, by the context of the instance they inspect, and what each inspector
 * sent.
 */
export class InspectorConnections {
	/** Messages from property inspectors, registration included, by context. */
	private readonly received = new Map<string, WireObject[]>();

	/** Open connections, by context. */
	private readonly sockets = new Map<string, Set<WebSocket>>();

	/**
	 * Sends a message to every open inspector (what the plugin changed in the global settings).
	 * @param message The message.
	 */
	public async broadcast(message: WireObject): Promise<void> {
		const targets = [...this.sockets.values()].flatMap((set) => [...set]);
		await Promise.all(targets.map((s) => sendMessage(s, message).catch(() => undefined)));
	}

	/**
	 * Messages received from the inspector(s) of an instance, registration included.
	 * @param context Instance context.
	 * @returns A copy of the list, in order.
	 */
	public messagesOf(context: string): WireObject[] {
		return [...(this.received.get(context) ?? [])];
	}

	/**
	 * Records a message from an inspector.
	 * @param context Context the inspector registered for.
	 * @param message The message.
	 */
	public record(context: string, message: WireObject): void {
		this.received.get(context)?.push(message);
	}

	/**
	 * Tracks a newly registered inspector.
	 * @param context Instance context.
	 * @param socket The inspector's connection.
	 * @param registration The registration message.
	 */
	public register(context: string, socket: WebSocket, registration: WireObject): void {
		let sockets = this.sockets.get(context);
		if (!sockets) {
			sockets = new Set();
			this.sockets.set(context, sockets);
		}
		sockets.add(socket);
		if (!this.received.has(context)) {
			this.received.set(context, []);
		}
		this.received.get(context)?.push(registration);
	}

	/**
	 * Sends a message to every open inspector of an instance.
	 * @param context Instance context.
	 * @param message The message.
	 */
	public async send(context: string, message: WireObject): Promise<void> {
		const targets = [...(this.sockets.get(context) ?? [])];
		await Promise.all(targets.map((s) => sendMessage(s, message).catch(() => undefined)));
	}

	/**
	 * Forgets a closed inspector.
	 * @param context Instance context.
	 * @param socket The inspector's connection.
	 */
	public unregister(context: string, socket: WebSocket): void {
		this.sockets.get(context)?.delete(socket);
	}
}
