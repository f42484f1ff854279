import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { DEVICE_KINDS } from "../device-kinds";
import { PROBE_PLUGIN_DIR } from "../plugin-paths";
import { PropertyInspectorClient } from "../property-inspector-client";
import { type PluginMessage, startHost, type StreamDeckHost } from "../stream-deck-host";
import { stringField, type WireObject } from "../wire-message";

// The devices the app knows and where it lets a plugin's actions go (docs/test-host.md#devices), checked against the
// real SDK through the probe plugin, which reports what it saw as `openUrl("probe:…")`.

const PROBE_ACTION = "com.channel.probe.echo";

/** Every device type the host knows, one device of each, in this order. */
const TYPES = Object.keys(DEVICE_KINDS).map(Number);

/**
 * Parses a probe report out of a plugin message.
 * @param message A plugin message.
 * @returns The report; `undefined` when the message is not one.
 */
function reportOf(message: PluginMessage): WireObject | undefined {
	const url = message.event === "openUrl" ? stringField(message.payload, "url") : undefined;
	return url?.startsWith("probe:") ? (JSON.parse(url.slice("probe:".length)) as WireObject) : undefined;
}

describe("the devices of the app, as the test host plays them", () => {
	let host: StreamDeckHost;
	const inspectors: PropertyInspectorClient[] = [];

	/**
	 * The index of the device of a type.
	 * @param type The device type.
	 * @returns Its index among the app's devices.
	 */
	const indexOf = (type: number): number => TYPES.indexOf(type);

	beforeAll(async () => {
		host = await startHost({ pluginDir: PROBE_PLUGIN_DIR, deviceTypes: TYPES });
	});

	afterEach(async () => {
		await Promise.all(inspectors.splice(0).map((pi) => pi.close()));
		for (const [context, view] of host.keys) if (view.visible) await host.disappear(context);
	});

	afterAll(async () => {
		await host?.close();
	});

	/**
	 * Waits for a probe report.
	 * @param kind Report kind.
	 * @param context The instance it is about; any when absent.
	 * @param since Index into host.messages to start from.
	 * @returns The report.
	 */
	async function report(kind: string, context?: string, since = 0): Promise<WireObject> {
		const found = await host.waitFor(
			(m) => reportOf(m)?.kind === kind && (context === undefined || reportOf(m)?.context === context),
			{ since },
		);
		return reportOf(found) as WireObject;
	}

	/**
	 * Has the probe plugin run a command for an instance, through a scripted inspector.
	 * @param context The instance.
	 * @param command The command.
	 * @param done The report that says it ran.
	 */
	async function run(context: string, command: WireObject, done: string): Promise<void> {
		const pi = await PropertyInspectorClient.connect(host.propertyInspectorArgs(context));
		inspectors.push(pi);
		const since = host.messages.length;
		await pi.sendToPlugin(PROBE_ACTION, command);
		await report(done, context, since);
	}

	it("announces every device with its name, type and keys, as the SDK then tells the plugin", async () => {
		for (const [index, type] of TYPES.entries()) {
			const { name, size } = DEVICE_KINDS[type];
			const device = host.info.devices[index];
			expect(device).toMatchObject({ name, type, size });
			const announced = await host.waitFor(
				(m) => reportOf(m)?.kind === "deviceDidConnect" && reportOf(m)?.device === device.id,
			);
			expect(reportOf(announced)).toMatchObject({ name, type, size });
		}
	});

	it("knows the keys and dials of Elgato's description of each device type", () => {
		const controls = Object.fromEntries(
			TYPES.map((type) => {
				const { size, dials, touchStrip } = DEVICE_KINDS[type];
				return [type, `${size.columns}x${size.rows} keys, ${dials} dials${touchStrip ? " and a touch strip" : ""}`];
			}),
		);
		expect(controls).toEqual({
			0: "5x3 keys, 0 dials",
			1: "3x2 keys, 0 dials",
			2: "8x4 keys, 0 dials",
			3: "5x3 keys, 0 dials",
			5: "3x1 keys, 0 dials",
			7: "4x2 keys, 4 dials and a touch strip",
			9: "4x2 keys, 0 dials",
			10: "16x2 keys, 2 dials",
			11: "8x8 keys, 0 dials",
			13: "9x4 keys, 6 dials and a touch strip",
		});
	});

	it("hands out places within each instance's device: keys row by row, dials left to right", async () => {
		const studio = indexOf(10);
		const keys = await host.appearAll(Array.from({ length: 17 }, () => ({ action: PROBE_ACTION, device: studio })));
		const dials = await host.appearAll(
			Array.from({ length: 3 }, () => ({ action: PROBE_ACTION, device: studio, controller: "Encoder" as const })),
		);
		const place = (context: string): string => {
			const { column, row } = host.keys.get(context)?.coordinates ?? { column: -1, row: -1 };
			return `${column},${row}`;
		};
		expect(keys.map(place)).toEqual([
			...Array.from({ length: 16 }, (_, column) => `${column},0`),
			"0,1",
		]);
		expect(dials.map(place)).toEqual(["0,0", "1,0", "0,0"]);
		const pedal = await host.appearAll(Array.from({ length: 4 }, () => ({ action: PROBE_ACTION, device: indexOf(5) })));
		expect(pedal.map(place)).toEqual(["0,0", "1,0", "2,0", "0,0"]);
		const seen = await report("willAppear", dials[1]);
		expect(seen).toMatchObject({ controller: "Encoder", deviceType: 10, coordinates: { column: 1, row: 0 } });
	});

	it("refuses a dial on a device without dials or beyond its last, a key outside the grid, and sends nothing", async () => {
		const sent = host.sentToPlugin.length;
		const appear = (device: number, controller: "Encoder" | "Keypad", column: number, row: number): Promise<unknown> =>
			host.appear({ action: PROBE_ACTION, device, controller, coordinates: { column, row } });
		await expect(host.appear({ action: PROBE_ACTION, device: indexOf(1), controller: "Encoder" })).rejects.toThrow(
			"a Stream Deck Mini has no dials",
		);
		await expect(appear(indexOf(0), "Encoder", 0, 0)).rejects.toThrow("a Stream Deck has no dials");
		await expect(appear(indexOf(10), "Encoder", 2, 0)).rejects.toThrow(
			"a Stream Deck Studio has 2 dials, at columns 0 to 1 of row 0: no dial at 2,0",
		);
		await expect(appear(indexOf(7), "Encoder", 0, 1)).rejects.toThrow("no dial at 0,1");
		await expect(appear(indexOf(5), "Keypad", 0, 1)).rejects.toThrow(
			"a Stream Deck Pedal has 3 × 1 keys: no key at 0,1",
		);
		await expect(appear(indexOf(13), "Keypad", 9, 0)).rejects.toThrow("no key at 9,0");
		await expect(appear(indexOf(1), "Keypad", -1, 0)).rejects.toThrow("no key at -1,0");
		await expect(appear(TYPES.length, "Keypad", 0, 0)).rejects.toThrow(`the app has no device ${TYPES.length}`);
		// One bad place in a page fails the whole page before any of it appears.
		const page = [
			{ action: PROBE_ACTION, device: indexOf(13), coordinates: { column: 8, row: 3 } },
			{ action: PROBE_ACTION, device: indexOf(13), controller: "Encoder" as const, coordinates: { column: 6, row: 0 } },
		];
		await expect(host.appearAll(page)).rejects.toThrow("a Stream Deck + XL has 6 dials");
		expect(host.sentToPlugin.slice(sent)).toEqual([]);
		expect([...host.keys.values()].filter((view) => view.visible)).toEqual([]);
	});

	it("refuses dial gestures on a key, and a touch on a dial without a touch strip", async () => {
		const key = await host.appear({ action: PROBE_ACTION, device: indexOf(7) });
		const dial = await host.appear({ action: PROBE_ACTION, device: indexOf(10), controller: "Encoder" });
		await expect(host.dialRotate(key, 1)).rejects.toThrow("is a key, not a dial");
		await expect(host.touchTap(dial)).rejects.toThrow("a dial of a Stream Deck Studio, which has no touch strip");
		await host.dialRotate(dial, 2);
		expect((await report("dialRotate", dial)).payload).toMatchObject({ ticks: 2 });
	});

	it("flags what a plugin draws on the strip of a dial that has none, and draws the strip of one that has", async () => {
		const command = {
			cmd: "display",
			layout: "$B1",
			feedback: { title: "T", value: 1 },
			triggerDescription: { rotate: "Turn", push: "Push" },
		};
		const studio = await host.appear({ action: PROBE_ACTION, device: indexOf(10), controller: "Encoder" });
		const plus = await host.appear({ action: PROBE_ACTION, device: indexOf(7), controller: "Encoder" });
		const flagged = host.missingStripCommands.length;
		await run(plus, command, "displayed");
		expect(host.missingStripCommands.length).toBe(flagged);
		expect(host.keys.get(plus)).toMatchObject({ feedbackLayout: "$B1", feedback: { title: "T", value: 1 } });

		await run(studio, command, "displayed");
		await run(studio, { cmd: "title", title: "On a strip" }, "titled");
		// The SDK sends a dial's title as the strip's `title` item.
		const missing = host.missingStripCommands.slice(flagged);
		expect(missing.map((m) => [m.event, m.context, m.payload])).toEqual([
			["setFeedbackLayout", studio, { layout: "$B1" }],
			["setFeedback", studio, { title: "T", value: 1 }],
			["setFeedback", studio, { title: "On a strip" }],
		]);
		expect(host.keys.get(studio)).toMatchObject({
			feedback: {},
			feedbackLayout: undefined,
			title: undefined,
			triggerDescription: command.triggerDescription,
		});
	});
});
