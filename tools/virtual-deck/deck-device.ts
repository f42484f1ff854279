import type { RegistrationInfo } from "@elgato/streamdeck";

import { deviceKindOf } from "../host/device-kinds";

/** The device the deck page draws. */
export interface DeckDevice {
	/** Its name, e.g. `Stream Deck XL`. */
	name: string;
	/** The SDK's device type. */
	type: number;
	/** Columns of keys. */
	columns: number;
	/** Rows of keys. */
	rows: number;
	/** Dials; 0 for none. */
	dials: number;
	/** Whether the dials have a touch strip above them (a Stream Deck +, a + XL; not a Studio). */
	touchStrip: boolean;
	/** Whether its keys have a display: a Pedal's pedals have none, so the plugin's pictures show nowhere. */
	keyDisplays: boolean;
	/** Where its dials are: in a row under the keys, or beside them (a Studio's, one on either side). */
	dialPlace: "below" | "sides";
}

/**
 * The device the app has, as its registration info says, with its dials and displays as the test host knows them
 * (`tools/host/device-kinds.ts`).
 * @param device The device of the registration info.
 * @returns What the page draws.
 */
export function deckDeviceOf(device: RegistrationInfo["devices"][number]): DeckDevice {
	const kind = deviceKindOf(device.type);
	return {
		name: device.name,
		type: device.type,
		columns: device.size.columns,
		rows: device.size.rows,
		dials: kind.dials,
		touchStrip: kind.touchStrip,
		keyDisplays: kind.keyDisplays,
		dialPlace: kind.dialPlace,
	};
}
