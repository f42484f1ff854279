import { randomBytes } from "node:crypto";

import { titleParametersMessage } from "./app-messages";
import { HostConnections } from "./host-connections";
import type { GestureOptions } from "./host-options";
import { type AppearOptions, createKeyView, DeviceSlots, setUserTitle } from "./key-view";

/**
 * What the user does on the device, as the app reports it to the plugin: instances appearing and disappearing,
 * key presses, dial turns and touches, title edits, the computer waking up.
 */
export abstract class DeviceGestures extends HostConnections {
	/** Free positions for instances placed nowhere yet. */
	private readonly slots = new DeviceSlots();

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
	 * `willAppear` leaves in one burst, before the plugin could answer any.
	 * @param options Which actions, where, with what settings, in the page's order.
	 * @returns The instance contexts, in the same order.
	 */
	public async appearAll(options: readonly AppearOptions[]): Promise<string[]> {
		const contexts = options.map((one) => {
			const context = one.context ?? randomBytes(16).toString("hex").toUpperCase();
			this.keys.set(context, createKeyView(one, this.keys.get(context), this.slots));
			return context;
		});
		await Promise.all(contexts.map((context) => this.sendAppearance(context)));
		return contexts;
	}

	/**
	 * Sends `dialDown`.
	 * @param context Dial context.
	 */
	public async dialDown(context: string): Promise<void> {
		await this.sendActionEvent("dialDown", context);
	}

	/**
	 * Sends `dialRotate`.
	 * @param context Dial context.
	 * @param ticks Ticks turned: positive clockwise, negative counter-clockwise.
	 * @param pressed Whether the dial is held down while turning.
	 */
	public async dialRotate(context: string, ticks: number, pressed = false): Promise<void> {
		await this.sendActionEvent("dialRotate", context, { ticks, pressed });
	}

	/**
	 * Sends `dialUp`.
	 * @param context Dial context.
	 */
	public async dialUp(context: string): Promise<void> {
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
		await this.sendActionEvent("touchTap", context, { tapPos, hold });
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
}
