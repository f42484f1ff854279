import type { RegistrationInfo } from "@elgato/streamdeck";

/**
 * Identifier of the one device the emulated Stream Deck app knows: a Stream Deck + (4 × 2 keys, 4 dials).
 */
export const DEVICE_ID = "5E2B1C7D9A4F4E3B8C6D0A1B2C3D4E5F";

/**
 * The IDs of the emulated devices: the first is {@link DEVICE_ID}, the others differ in their last characters.
 * @param count How many Stream Deck + devices the app has.
 * @returns Their IDs, in order.
 */
export function deviceIds(count: number): string[] {
	return Array.from({ length: Math.max(1, count) }, (_, index) =>
		index === 0 ? DEVICE_ID : `${DEVICE_ID.slice(0, -2)}${String(index).padStart(2, "0")}`,
	);
}

/**
 * Name of the emulated device, as the app reports it.
 */
export const DEVICE_NAME = "Stream Deck +";

/**
 * Device type of the Stream Deck + in the SDK's `DeviceType` enumeration.
 */
export const DEVICE_TYPE_STREAM_DECK_PLUS = 7;

/**
 * Key grid of the Stream Deck +.
 */
export const DEVICE_SIZE = { columns: 4, rows: 2 } as const;

/** Columns and rows of keys. */
type KeyGrid = {
	/** Columns. */
	columns: number;
	/** Rows. */
	rows: number;
};

/** A kind of device the emulated app may have: its name and keys, by the SDK's `DeviceType`. */
type DeviceKind = {
	/** The name the app gives it. */
	name: string;
	/** Its key grid. */
	size: KeyGrid;
};

/** The kinds of device a test may ask for (`HostOptions.deviceTypes`), by the SDK's `DeviceType`. */
export const DEVICE_KINDS: Readonly<Record<number, DeviceKind>> = {
	0: { name: "Stream Deck", size: { columns: 5, rows: 3 } },
	1: { name: "Stream Deck Mini", size: { columns: 3, rows: 2 } },
	2: { name: "Stream Deck XL", size: { columns: 8, rows: 4 } },
	3: { name: "Stream Deck Mobile", size: { columns: 5, rows: 3 } },
	5: { name: "Stream Deck Pedal", size: { columns: 3, rows: 1 } },
	[DEVICE_TYPE_STREAM_DECK_PLUS]: { name: DEVICE_NAME, size: DEVICE_SIZE },
	9: { name: "Stream Deck Neo", size: { columns: 4, rows: 2 } },
	10: { name: "Stream Deck Studio", size: { columns: 16, rows: 2 } },
	13: { name: "Stream Deck + XL", size: { columns: 9, rows: 4 } },
};

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
 * @param language Application language, e.g. `"en"`.
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
			language: language as RegistrationInfo["application"]["language"],
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
			const kind = DEVICE_KINDS[types[index]];
			if (!kind) throw new Error(`the host has no device of type ${types[index]}`);
			return { id, name: kind.name, size: { ...kind.size }, type: types[index] };
		}),
	};
}
