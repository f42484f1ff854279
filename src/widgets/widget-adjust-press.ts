import type { ActionSpec, ValuesOf } from "../contract/action-spec";
import type { HoldLook } from "../press/hold-gesture";
import { type Gesture, type Press, PressAction } from "../press/press-action";
import { recordAdjust } from "../undo/record-change";
import type { AdjustKey } from "./adjust-dial";
import type { AdjustValues } from "./adjust-key";
import { lockedOr, switchLock } from "./lock-switch";
import type { WidgetFamily } from "./widget-family";

/**
 * What one press of a widget-adjust key or dial does, step by step in {@link PressAction.fire}: a key's press and a
 * dial's turn add or remove an amount, a dial's push flips the widget's lock; the answer shows on the key or the strip,
 * and an accepted change is kept for Undo. `WidgetAdjustAction` adds the events that lead to a press.
 */
export abstract class WidgetAdjustPress<S extends ActionSpec = ActionSpec> extends PressAction<
	S,
	AdjustKey,
	boolean | undefined
> {
	/** The widget family the action adjusts. */
	protected abstract readonly family: WidgetFamily;

	/**
	 * The widget and amount of one press or tick, from the parsed settings.
	 * @param values The settings, parsed.
	 * @returns The widget, the amount and how a key fires.
	 */
	protected abstract adjustValues(values: ValuesOf<S>): AdjustValues;

	/**
	 * A key held shows the widget and what the hold adds or removes.
	 * @param values The key's settings.
	 * @param times 1 adds, −1 removes.
	 * @returns The look.
	 */
	protected override holdLook(values: ValuesOf<S>, times: -1 | 1): HoldLook {
		const { widgetId, amount } = this.adjustValues(values);
		const { family } = this;
		return {
			accent: family.accent,
			label: `${family.widgetWord()} ${widgetId}`,
			value: family.formatChange(times * amount),
		};
	}

	/**
	 * Keeps an add or remove for undo; a dial's session counts it.
	 * @param press The press.
	 */
	protected override record(press: Press<ValuesOf<S>, AdjustKey>): void {
		const change = this.#changeOf(press);
		if (change === undefined) return;
		const recorded = recordAdjust(this.family.name, this.adjustValues(press.values), change, press.channel.identity);
		if (press.gesture.kind === "turn") press.key.count(recorded);
	}

	/**
	 * Adds or removes the amount (times a turn's ticks), or on a push flips the widget's lock.
	 * @param press The press.
	 * @returns On a push, the widget's new lock state.
	 */
	protected override async send(press: Press<ValuesOf<S>, AdjustKey>): Promise<boolean | undefined> {
		const { key, channel } = press;
		const { widgetId } = this.adjustValues(press.values);
		const change = this.#changeOf(press);
		if (change !== undefined) {
			try {
				await this.family.adjust(channel.client, widgetId, change);
			} catch (error) {
				throw lockedOr(error, { family: this.family.name, channel: channel.identity, widgetId });
			}
			return undefined;
		}
		// A push locks unless the plugin knows the widget is locked.
		return switchLock({
			family: this.family,
			widgetId,
			channel,
			origin: key.action.id,
			decide: (known) => known !== true,
		});
	}

	/**
	 * A dial's strip shows its session after a turn, and `Locked` or `Unlocked` after a push: each is the press's one
	 * success signal. A key shows the check mark.
	 * @param press The press.
	 * @param locked On a push, the widget's new lock state.
	 * @returns `true` on a dial.
	 */
	protected override async showAnswer(
		press: Press<ValuesOf<S>, AdjustKey>,
		locked: boolean | undefined,
	): Promise<boolean> {
		const { key, gesture } = press;
		if (gesture.kind === "turn") {
			await key.addToSession(
				this.adjustValues(press.values).widgetId,
				this.#changeOf(press) ?? 0,
				press.channel.identity,
			);
		} else if (locked !== undefined) {
			await key.showLock(locked, press.channel.identity);
		}
		return gesture.kind !== "key";
	}

	/**
	 * A dial's failed step leaves what its session added on the strip, beside the reason.
	 * @param key The key or dial.
	 * @param gesture What fired the press.
	 * @param error What went wrong.
	 * @param channel The write identity of the channel the request went to, when it got that far.
	 */
	protected override async showFailure(
		key: AdjustKey,
		gesture: Gesture,
		error: unknown,
		channel: string | undefined,
	): Promise<void> {
		if (gesture.kind === "turn") await key.showSessionTotal();
		await super.showFailure(key, gesture, error, channel);
	}

	/**
	 * The signed amount a press adds; `undefined` for a push, which changes no amount.
	 * @param press The press.
	 * @returns The amount.
	 */
	#changeOf(press: Press<ValuesOf<S>, AdjustKey>): number | undefined {
		const { gesture } = press;
		return gesture.kind === "push" ? undefined : gesture.times * this.adjustValues(press.values).amount;
	}
}
