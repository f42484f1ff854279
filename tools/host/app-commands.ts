import type { JsonObject } from "@elgato/utils";
import type { WebSocket } from "ws";

import { actionMessage, globalSettingsMessage } from "./app-messages";
import { STRIP_COMMANDS } from "./device-kinds";
import type { InspectorConnections } from "./inspector-connections";
import { applyToView, type KeyView } from "./key-view";
import { objectField, sendMessage, stringField, type WireObject } from "./wire-message";

/**
 * What the app's command handling reads and changes: the host's state, seen from the commands.
 */
export interface AppState {
	/** Action instances by context. */
	readonly keys: Map<string, KeyView>;
	/** The open property inspectors. */
	readonly inspectors: InspectorConnections;
	/** The stored global settings (a copy). */
	readGlobalSettings(): JsonObject;
	/** Replaces the stored global settings. */
	storeGlobalSettings(settings: JsonObject): void;
	/** Sends a message to the plugin. */
	sendToPlugin(message: WireObject): Promise<void>;
	/** Records a command the app ignores because its action is not on screen. */
	ignoreOffScreen(message: WireObject): void;
	/**
	 * Whether the dials of a device have a touch strip to draw on.
	 * @param device The device's index.
	 */
	hasTouchStrip(device: number): boolean;
	/** Records a command that draws on the touch strip of a dial whose device has none. */
	flagMissingStrip(message: WireObject): void;
	/** Judges and records a `switchToProfile`. */
	switchToProfile(message: WireObject): void;
	/** Settled once the keys on screen at start-up have appeared: the global settings are answered after them. */
	readonly startedUp: Promise<void>;
	/** Whether answers carry the request's `id` (OpenDeck's do not). */
	readonly answerIds: boolean;
}

/**
 * Acts on a command from the plugin the way the app does.
 * @param app The host's state.
 * @param message The command.
 */
export async function handlePluginCommand(app: AppState, message: WireObject): Promise<void> {
	const context = stringField(message, "context");
	const payload = objectField(message, "payload") ?? {};
	const view = context === undefined ? undefined : app.keys.get(context);
	const id = app.answerIds && typeof message.id === "string" ? { id: message.id } : {};

	switch (message.event) {
		// Settings are for actions on screen: the app neither stores nor answers them for others (the SDK's request then
		// times out), whether the action was shown before or never.
		case "getSettings":
			if (context !== undefined && view?.visible) {
				await app.sendToPlugin({ ...actionMessage("didReceiveSettings", context, view), ...id });
			} else {
				app.ignoreOffScreen(message);
			}
			break;
		case "setSettings":
			if (context !== undefined && view?.visible) {
				view.settings = structuredClone(payload);
				await app.inspectors.send(context, actionMessage("didReceiveSettings", context, view));
			} else {
				app.ignoreOffScreen(message);
			}
			break;
		case "getGlobalSettings":
			// The app answers after the start-up keys' willAppear: a key may not know its channel when it appears.
			await app.startedUp;
			await app.sendToPlugin({ ...globalSettingsMessage(app.readGlobalSettings()), ...id });
			break;
		case "setGlobalSettings":
			app.storeGlobalSettings(structuredClone(payload));
			await app.inspectors.broadcast(globalSettingsMessage(app.readGlobalSettings()));
			break;
		case "getResources":
			if (context !== undefined && view) {
				await app.sendToPlugin({ ...actionMessage("didReceiveResources", context, view), ...id });
			}
			break;
		case "getSecrets":
			await app.sendToPlugin({ event: "didReceiveSecrets", payload: { secrets: {} } });
			break;
		case "switchToProfile":
			app.switchToProfile(message);
			break;
		case "sendToPropertyInspector":
			if (context !== undefined) {
				await app.inspectors.send(context, {
					event: "sendToPropertyInspector",
					action: view?.action,
					context,
					payload: message.payload,
				});
			}
			break;
		default:
			if (!view) break;
			// A dial without a touch strip (a Stream Deck Studio's) shows none of it: the command is flagged, not drawn.
			if (
				view.controller === "Encoder" &&
				STRIP_COMMANDS.has(String(message.event)) &&
				!app.hasTouchStrip(view.device)
			) {
				app.flagMissingStrip(message);
				break;
			}
			applyToView(view, String(message.event), payload);
	}
}

/**
 * Acts on a message from a property inspector the way the app does.
 * @param app The host's state.
 * @param registeredContext Context the inspector registered for.
 * @param socket The inspector's connection.
 * @param message The message.
 */
export async function handleInspectorCommand(
	app: AppState,
	registeredContext: string,
	socket: WebSocket,
	message: WireObject,
): Promise<void> {
	const context = stringField(message, "context") ?? registeredContext;
	const view = app.keys.get(context);
	switch (message.event) {
		case "setSettings":
			if (view) {
				view.settings = structuredClone(objectField(message, "payload") ?? {});
				await app.sendToPlugin(actionMessage("didReceiveSettings", context, view));
			}
			break;
		case "getSettings":
			if (view) {
				await sendMessage(socket, actionMessage("didReceiveSettings", context, view));
			}
			break;
		case "setGlobalSettings":
			// Only the plugin is told, as the app does: other inspectors open at the same time learn of it only when they
			// ask (getGlobalSettings) or are opened again.
			app.storeGlobalSettings(structuredClone(objectField(message, "payload") ?? {}));
			await app.sendToPlugin(globalSettingsMessage(app.readGlobalSettings()));
			break;
		case "getGlobalSettings":
			await sendMessage(socket, globalSettingsMessage(app.readGlobalSettings()));
			break;
		case "sendToPlugin":
			await app.sendToPlugin({
				event: "sendToPlugin",
				action: stringField(message, "action") ?? view?.action,
				context,
				payload: message.payload,
			});
			break;
		default:
			// openUrl, logMessage and the like: recorded in piMessages, nothing else to do.
			break;
	}
}
