import type { RegistrationInfo } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { instancePayload, type KeyView } from "./key-view";
import { DEVICE_ID, deviceIds } from "./registration-info";
import type { WireObject } from "./wire-message";

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

/** Title parameters the host reports with `titleParametersDidChange`: the app's defaults. */
const TITLE_PARAMETERS: WireObject = {
	fontFamily: "",
	fontSize: 12,
	fontStyle: "",
	fontUnderline: false,
	showTitle: true,
	titleAlignment: "bottom",
	titleColor: "#ffffff",
};

/**
 * Builds an action-scoped message (`willAppear`, `didReceiveSettings`, `dialRotate`, …).
 * @param event Event name.
 * @param context Instance context.
 * @param view The instance.
 * @returns The message.
 */
export function actionMessage(event: string, context: string, view: KeyView): WireObject {
	return { event, action: view.action, context, device: deviceOf(view), payload: instancePayload(view) };
}

/**
 * Builds `didReceiveGlobalSettings`.
 * @param stored The stored global settings.
 * @returns The message, with a copy of the settings.
 */
export function globalSettingsMessage(stored: JsonObject): WireObject {
	return { event: "didReceiveGlobalSettings", payload: { settings: structuredClone(stored) } };
}

/**
 * Builds `propertyInspectorDidAppear` / `propertyInspectorDidDisappear`.
 * @param event Event name.
 * @param context Instance context.
 * @param action The instance's action UUID, when known.
 * @returns The message.
 */
export function inspectorEventMessage(event: string, context: string, action: string | undefined): WireObject {
	return { event, action, context, device: DEVICE_ID };
}

/**
 * The ID of the device an instance is on.
 * @param view The instance.
 * @returns The device's ID.
 */
export function deviceOf(view: KeyView): string {
	return deviceIds(view.device + 1)[view.device];
}

/**
 * Builds `deviceDidConnect` for an emulated device, as the app sends it right after registration.
 * @param device The device, as the registration info lists it.
 * @returns The message.
 */
export function deviceDidConnectMessage(device: RegistrationInfo["devices"][number]): WireObject {
	const { id, name, size, type } = device;
	return { event: "deviceDidConnect", device: id, deviceInfo: { name, size: { ...size }, type } };
}

/**
 * Builds `titleParametersDidChange`, which the app sends right after a key appears and whenever the user edits its
 * title, with the user's title.
 * @param context Instance context.
 * @param view The instance.
 * @returns The message.
 */
export function titleParametersMessage(context: string, view: KeyView): WireObject {
	return {
		event: "titleParametersDidChange",
		action: view.action,
		context,
		device: deviceOf(view),
		payload: {
			controller: view.controller,
			coordinates: view.coordinates ?? { column: 0, row: 0 },
			resources: {},
			settings: view.settings,
			state: view.state,
			title: view.userTitle,
			titleParameters: { ...TITLE_PARAMETERS },
		},
	};
}

/**
 * The arguments the app passes to `connectElgatoStreamDeckSocket` when it opens an instance's property inspector.
 * @param port Port of the host's WebSocket server.
 * @param info Registration info.
 * @param context Instance context.
 * @param view The instance.
 * @returns Port, UUID, registration event, info JSON and action info JSON.
 */
export function propertyInspectorArgs(
	port: number,
	info: RegistrationInfo,
	context: string,
	view: KeyView,
): PropertyInspectorArgs {
	return {
		port,
		uuid: context,
		registerEvent: "registerPropertyInspector",
		info: JSON.stringify(info),
		actionInfo: JSON.stringify({
			action: view.action,
			context,
			device: deviceOf(view),
			payload: instancePayload(view),
		}),
	};
}
