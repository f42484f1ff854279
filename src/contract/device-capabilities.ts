/*
 * What a device can show, by the SDK's device type, for the plugin to draw only where something shows. The facts are
 * in the device table (`starter-devices.ts`); the rule for a device the table does not know lives here.
 */
import { starterDeviceOfType } from "./starter-devices";

/**
 * Whether a dial on a device of this type has a touch strip segment to draw on: not on a device known to have dials
 * without a strip (a Stream Deck Studio), where a dial only turns and pushes. A device the plugin does not know (one
 * newer than it) is drawn on: the app drops what it cannot show, while a strip left blank would hide every answer.
 * @param deviceType The SDK's `DeviceType` of the dial's device, as the app reports it.
 * @returns `false` when nothing drawn on the dial's strip would show.
 */
export function dialsDrawOnStrip(deviceType: number): boolean {
	const known = starterDeviceOfType(deviceType);
	return known === undefined || known.dials === 0 || known.touchStrip;
}
