import type { JsonObject } from "@elgato/utils";
import type { WebSocket } from "ws";

import { actionMessage, globalSettingsMessage } from "./app-messages";
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
	const id = typeof message.id === "string" ? { id: message.id } : {};

	switch (message.event) {
		case "getSettings":
			if (context !== undefined && view) {
				await app.sendToPlugin({ ...actionMessage("didReceiveSettings", context, view), ...id });
			}
			break;
		case "setSettings":
			if (context !== undefined && view) {
				view.settings = structuredClone(payload);
				await app.inspectors.send(context, actionMessage("didReceiveSettings", context, view));
			}
			break;
		case "getGlobalSettings":
			await app.sendToPlugin({ ...globalSettingsMessage(app.readGlobalSettings()), ...id });
			break;
		case "setGlobalSettings":
			app.storeGlobalSettings(structuredClone(payload));
			await app.inspectors.broadcast(globalSettingsMessage(app.readGlobalSettings()), undefined);
			break;
		case "getResources":
			if (context !== undefined && view) {
				await app.sendToPlugin({ ...actionMessage("didReceiveResources", context, view), ...id });
			}
			break;
		case "getSecrets":
			await app.sendToPlugin({ event: "didReceiveSecrets", payload: { secrets: {} } });
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
			if (view) {
				applyToView(view, String(message.event), payload);
			}
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
		case "setGlobalSettings": {
			app.storeGlobalSettings(structuredClone(objectField(message, "payload") ?? {}));
			const settings = app.readGlobalSettings();
			await Promise.all([
				app.sendToPlugin(globalSettingsMessage(settings)),
				app.inspectors.broadcast(globalSettingsMessage(settings), socket),
			]);
			break;
		}
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
