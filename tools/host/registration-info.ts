import type { RegistrationInfo } from "@elgato/streamdeck";

import { appLanguage } from "./app-languages";
import { deviceKindOf } from "./device-kinds";

/**
 * Identifier of the first device of the emulated Stream Deck app: a Stream Deck + (4 × 2 keys, 4 dials) unless the
 * test asks for other devices.
 */
export const DEVICE_ID = "5E2B1C7D9A4F4E3B8C6D0A1B2C3D4E5F";

/**
 * The IDs of the emulated devices: the first is {@link DEVICE_ID}, the others differ in their last characters.
 * @param count How many devices the app has.
 * @returns Their IDs, in order.
 */
export function deviceIds(count: number): string[] {
	return Array.from({ length: Math.max(1, count) }, (_, index) =>
		index === 0 ? DEVICE_ID : `${DEVICE_ID.slice(0, -2)}${String(index).padStart(2, "0")}`,
	);
}

/**
 * Device type of the Stream Deck + in the SDK's `DeviceType` enumeration: the device the app has unless told otherwise.
 */
export const DEVICE_TYPE_STREAM_DECK_PLUS = 7;

/**
 * Application version the host claims to be; 7.1 unlocks the SDK's newest features (resources, message ids).
 */
export const APPLICATION_VERSION = "7.1.0.0";

/**
 * Identity of a plugin, as its manifest states it.
 */
export interface PluginIdentity {
	/** Plugin UUID. */
	uuid: string;
	/** Plugin version. */
	version: string;
}

/**
 * Builds the `-info` registration payload that the app passes to a plugin and, as `info`, to a property inspector.
 * @param plugin Identity of the plugin being launched.
 * @param language Application language, e.g. `"en"`: one of the app's eight, as the app passes no other.
 * @param devices How many Stream Deck + devices the app has (one by default), or the device type of each.
 * @returns The registration information.
 */
export function createRegistrationInfo(
	plugin: PluginIdentity,
	language: string,
	devices: number | readonly number[] = 1,
): RegistrationInfo {
	const types = typeof devices === "number" ? deviceIds(devices).map(() => DEVICE_TYPE_STREAM_DECK_PLUS) : devices;
	return {
		application: {
			font: ".AppleSystemUIFont",
			language: appLanguage(language, "the host's language"),
			platform: "mac",
			platformVersion: "14.5.0",
			version: APPLICATION_VERSION,
		},
		plugin: { uuid: plugin.uuid, version: plugin.version },
		devicePixelRatio: 2,
		colors: {
			buttonMouseOverBackgroundColor: "#464646FF",
			buttonPressedBackgroundColor: "#303030FF",
			buttonPressedBorderColor: "#646464FF",
			buttonPressedTextColor: "#969696FF",
			highlightColor: "#0078FFFF",
		},
		devices: deviceIds(types.length).map((id, index) => {
			const kind = deviceKindOf(types[index]);
			return { id, name: kind.name, size: { ...kind.size }, type: types[index] };
		}),
	};
}
