import { describe, expect, it } from "vitest";

import { STARTER_DEVICES } from "../../src/contract/starter-devices";
import { DEVICE_KINDS } from "../../tools/host/device-kinds";

// The plugin's device table (src/contract/starter-devices.ts) and the test host's (tools/host/device-kinds.ts) are
// written apart, each from Elgato's description of the device types: they must tell the same story.

describe("the plugin's devices and the test host's", () => {
	it("agree on the name, keys, dials and touch strip of every device with a starter page", () => {
		const plugin = STARTER_DEVICES.map(({ deviceType, name, columns, rows, dials, touchStrip }) => ({
			deviceType,
			name,
			size: { columns, rows },
			dials,
			touchStrip,
		}));
		const host = STARTER_DEVICES.map(({ deviceType }) => {
			const { name, size, dials, touchStrip } = DEVICE_KINDS[deviceType];
			return { deviceType, name, size, dials, touchStrip };
		});
		expect(host).toEqual(plugin);
	});
});
