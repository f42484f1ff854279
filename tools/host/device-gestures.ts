import { randomBytes } from "node:crypto";

import { titleParametersMessage } from "./app-messages";
import { type DeviceKind, deviceKindOf, placementRefusal } from "./device-kinds";
import { HostConnections } from "./host-connections";
import type { GestureOptions } from "./host-options";
import { type AppearOptions, createKeyView, DeviceSlots, type KeyView, setUserTitle } from "./key-view";

/**
 * What the user does on the device, as the app reports it to the plugin: instances appearing and disappearing,
 * key presses, dial turns and touches, title edits, the computer waking up.
 */
export abstract class DeviceGestures extends HostConnections {
	/** Free positions for instances placed nowhere yet, by device index. */
	private readonly slots = new Map<number, DeviceSlots>();

	/**
	 * Puts an action instance on the device and sends `willAppear`.
	 * @param options Which action, where, with what settings.
	 * @returns The instance context.
	 */
	public async appear(options: AppearOptions): Promise<string> {
		const [context] = await this.appearAll([options]);
		return context;
	}

	/**
	 * Puts several instances on the device at once, as the app does when it shows a page or a profile: every
	 * `willAppear` leaves in one burst, before the plugin could answer any. A place the device does not have (a key
	 * outside its grid, a dial on a device without dials or beyond its last, a device the app does not have) fails
	 * the call before anything is sent.
	 * @param options Which actions, where, with what settings, in the page's order.
	 * @returns The instance contexts, in the same order.
	 */
	public async appearAll(options: readonly AppearOptions[]): Promise<string[]> {
		const placed = options.map((one) => {
			const context = one.context ?? randomBytes(16).toString("hex").toUpperCase();
			const previous = this.keys.get(context);
			const device = one.device ?? previous?.device ?? 0;
			try {
				const kind = this.kindOf(device);
				const view = createKeyView({ ...one, device }, previous, this.slotsOf(device, kind));
				const refused = view.isInMultiAction ? undefined : placementRefusal(kind, view.controller, view.coordinates);
				if (refused !== undefined) throw new Error(refused);
				return { context, view };
			} catch (err) {
				const where = `${one.controller ?? "Keypad"} of ${one.action} on device ${device}`;
				throw new Error(`appear: no place for a ${where}: ${err instanceof Error ? err.message : String(err)}`);
			}
		});
		for (const { context, view } of placed) this.keys.set(context, view);
		await Promise.all(placed.map(({ context }) => this.sendAppearance(context)));
		return placed.map(({ context }) => context);
	}

	/**
	 * Sends `dialDown`.
	 * @param context Dial context.
	 */
	public async dialDown(context: string): Promise<void> {
		this.dial("dialDown", context);
		await this.sendActionEvent("dialDown", context);
	}

	/**
	 * Sends `dialRotate`.
	 * @param context Dial context.
	 * @param ticks Ticks turned: positive clockwise, negative counter-clockwise.
	 * @param pressed Whether the dial is held down while turning.
	 */
	public async dialRotate(context: string, ticks: number, pressed = false): Promise<void> {
		this.dial("dialRotate", context);
		await this.sendActionEvent("dialRotate", context, { ticks, pressed });
	}

	/**
	 * Sends `dialUp`.
	 * @param context Dial context.
	 */
	public async dialUp(context: string): Promise<void> {
		this.dial("dialUp", context);
		await this.sendActionEvent("dialUp", context);
	}

	/**
	 * Takes an action instance off the device and sends `willDisappear`.
	 * @param context Instance context.
	 */
	public async disappear(context: string): Promise<void> {
		this.key(context).visible = false;
		await this.sendActionEvent("willDisappear", context);
	}

	/**
	 * Sends `keyDown`; inside a multi-action the payload carries `userDesiredState`.
	 * @param context Instance context.
	 * @param options Gesture options.
	 */
	public async keyDown(context: string, options?: GestureOptions): Promise<void> {
		await this.sendKeyGesture("keyDown", context, options?.userDesiredState);
	}

	/**
	 * Sends `keyUp`; inside a multi-action the payload carries `userDesiredState`.
	 * @param context Instance context.
	 * @param options Gesture options.
	 */
	public async keyUp(context: string, options?: GestureOptions): Promise<void> {
		await this.sendKeyGesture("keyUp", context, options?.userDesiredState);
	}

	/**
	 * Sends `keyDown`, then `keyUp`, in one burst: a tap, released before any hold could complete however busy the
	 * machine (a test that holds sends the two itself, with its wait between).
	 * @param context Instance context.
	 * @param options Gesture options.
	 */
	public async press(context: string, options?: GestureOptions): Promise<void> {
		await Promise.all([this.keyDown(context, options), this.keyUp(context, options)]);
	}

	/**
	 * Sends `systemDidWakeUp`, then `willAppear` again for every instance on screen, with no `willDisappear` before, as
	 * the app does after the computer slept.
	 */
	public async systemDidWakeUp(): Promise<void> {
		await this.sendToPlugin({ event: "systemDidWakeUp" });
		const visible = [...this.keys].filter(([, view]) => view.visible).map(([context]) => context);
		await Promise.all(visible.map((context) => this.sendAppearance(context)));
	}

	/**
	 * Sets the title the user typed in the app and sends `titleParametersDidChange`: from now on the key shows it,
	 * whatever title the plugin sets.
	 * @param context Instance context.
	 * @param title The user's title; `""` takes it away.
	 */
	public async titleParametersDidChange(context: string, title: string): Promise<void> {
		const view = this.key(context);
		setUserTitle(view, title);
		await this.sendToPlugin(titleParametersMessage(context, view));
	}

	/**
	 * Sends `touchTap`.
	 * @param context Dial context.
	 * @param tapPos Touch position on the dial's strip segment; defaults to its middle.
	 * @param hold Whether it was a long touch.
	 */
	public async touchTap(context: string, tapPos: [number, number] = [100, 50], hold = false): Promise<void> {
		const view = this.dial("touchTap", context);
		const kind = this.kindOf(view.device);
		if (!kind.touchStrip) throw new Error(`touchTap: ${context} is a dial of a ${kind.name}, which has no touch strip`);
		await this.sendActionEvent("touchTap", context, { tapPos, hold });
	}

	/**
	 * The kind of one of the app's devices.
	 * @param device Its index.
	 * @returns Its kind.
	 */
	protected kindOf(device: number): DeviceKind {
		const known = this.info.devices[device];
		if (!known) throw new Error(`the app has no device ${device}: it has ${this.info.devices.length}`);
		return deviceKindOf(known.type);
	}

	/**
	 * Sends `willAppear` for an instance on screen, then `titleParametersDidChange` with its user title, as the app does.
	 * @param context Instance context.
	 */
	protected async sendAppearance(context: string): Promise<void> {
		await this.sendActionEvent("willAppear", context);
		await this.sendToPlugin(titleParametersMessage(context, this.key(context)));
	}
	/**
	 * Sends `keyDown` or `keyUp`; inside a multi-action the payload carries `userDesiredState`.
	 * @param event Event name.
	 * @param context Key context.
	 * @param userDesiredState State picked by the user.
	 */
	protected async sendKeyGesture(event: string, context: string, userDesiredState: number | undefined): Promise<void> {
		const view = this.key(context);
		if (view.controller !== "Keypad") {
			throw new Error(`${event}: ${context} is a dial, not a key`);
		}
		await this.sendActionEvent(
			event,
			context,
			view.isInMultiAction ? { userDesiredState: userDesiredState ?? view.state } : undefined,
		);
	}

	/**
	 * Looks up a dial for a dial gesture.
	 * @param event The gesture's event.
	 * @param context Instance context.
	 * @returns The dial.
	 */
	private dial(event: string, context: string): KeyView {
		const view = this.key(context);
		if (view.controller !== "Encoder") throw new Error(`${event}: ${context} is a key, not a dial`);
		return view;
	}

	/**
	 * The free positions of a device.
	 * @param device Its index.
	 * @param kind Its kind.
	 * @returns Its slots.
	 */
	private slotsOf(device: number, kind: DeviceKind): DeviceSlots {
		let slots = this.slots.get(device);
		if (!slots) {
			slots = new DeviceSlots(kind);
			this.slots.set(device, slots);
		}
		return slots;
	}
}
