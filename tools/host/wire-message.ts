import type { JsonObject, JsonValue } from "@elgato/utils";
import { performance } from "node:perf_hooks";
import type { RawData, WebSocket } from "ws";

/**
 * A JSON object on the wire: every message of the protocol is one, and so is almost every payload.
 */
export type WireObject = JsonObject;

/**
 * Any JSON value on the wire.
 */
export type WireValue = JsonValue;

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
	/** The `payload` field, when it is an object. */
	payload?: WireObject;
	/** The whole parsed message. */
	raw: WireObject;
}

/**
 * Whether a value is a JSON object (not an array, not `null`).
 * @param value The value.
 * @returns `true` for an object.
 */
export function isWireObject(value: unknown): value is WireObject {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Parses a WebSocket frame as a JSON object.
 * @param data The frame.
 * @returns The object; `undefined` when the frame is not JSON or not an object.
 */
export function parseWireObject(data: RawData): WireObject | undefined {
	let parsed: unknown;
	try {
		parsed = JSON.parse(data.toString());
	} catch {
		return undefined;
	}
	return isWireObject(parsed) ? parsed : undefined;
}

/**
 * A string field of a message or payload.
 * @param object The message or payload.
 * @param name The field.
 * @returns The field's value when it is a string; otherwise `undefined`.
 */
export function stringField(object: WireObject | undefined, name: string): string | undefined {
	const value = object?.[name];
	return typeof value === "string" ? value : undefined;
}

/**
 * An object field of a message or payload.
 * @param object The message or payload.
 * @param name The field.
 * @returns The field's value when it is an object; otherwise `undefined`.
 */
export function objectField(object: WireObject | undefined, name: string): WireObject | undefined {
	const value = object?.[name];
	return isWireObject(value) ? value : undefined;
}

/**
 * Wraps a wire message for the record.
 * @param raw The parsed message.
 * @returns The recorded form.
 */
export function toMessage(raw: WireObject): PluginMessage {
	return {
		at: performance.now(),
		event: String(raw.event),
		context: stringField(raw, "context"),
		payload: objectField(raw, "payload"),
		raw,
	};
}

/**
 * Sends a JSON message over a socket.
 * @param socket Target.
 * @param message The message.
 * @returns Resolves once written.
 */
export function sendMessage(socket: WebSocket, message: unknown): Promise<void> {
	return new Promise((done, fail) => socket.send(JSON.stringify(message), (err) => (err ? fail(err) : done())));
}
