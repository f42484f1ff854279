import type {
	DialAction,
	DialDownEvent,
	DialRotateEvent,
	KeyAction,
	TouchTapEvent,
	WillAppearEvent,
} from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { writeIdentity } from "../channels/channel-clients";
import type { ActionSpec, ValuesOf } from "../contract/action-spec";
import type { OnScreen } from "../keys/key-state";
import { mapRead, type SettingsRead } from "../keys/settings-read";
import type { HoldLook } from "../press/hold-gesture";
import { type Gesture, type Press, PressAction } from "../press/press-action";
import { ignoreIfKeyGone } from "../render/key-gone";
import { describeDialGestures } from "../render/trigger-descriptions";
import { changeHistory } from "../undo/change-history";
import { recordAdjust } from "../undo/record-change";
import { AdjustKey } from "./adjust-dial";
import { adjustKeyFace, type AdjustValues } from "./adjust-key";
import { lockedOr, switchLock, widgetRefOf } from "./lock-switch";
import type { WidgetFamily } from "./widget-family";
import { concerns, widgetLocks } from "./widget-locks";

/**
 * A key that adds a fixed amount to a widget on each press, and on a Stream Deck + dial adds (right) or removes
 * (left) the amount per tick, coalescing rapid ticks, and locks or unlocks the widget when the dial is pressed: the
 * widget-adjust kind of the press contract. A key's press, a dial's turn and its push are each one press of
 * {@link PressAction.fire}; a push answers with the widget's new lock state.
 */
export abstract class WidgetAdjustAction<S extends ActionSpec = ActionSpec> extends PressAction<
	S,
	AdjustKey,
	boolean | undefined
> {
	/** The widget family the action adjusts. */
	protected abstract readonly family: WidgetFamily;

	/**
	 * Starts following the lock states of widgets and the undo history: a dial's strip shows any lock or unlock of its
	 * widget, and drops an undone change from its session.
	 */
	constructor() {
		super();
		widgetLocks.onChange((change) => {
			for (const key of this.keys()) {
				const read =
					key.action.isDial() && key.action.id !== change.origin ? this.#readAdjust(key.settings) : undefined;
				// A dial with bad settings has no widget to follow.
				if (!read?.ok) continue;
				if (concerns(widgetRefOf(this.family.name, read.values), change))
					void key.showLock(change.locked, change.channel);
			}
		});
		changeHistory.onUndone((change) => {
			for (const key of this.keys()) if (key.action.isDial()) void key.takeBack(change);
		});
	}

	/**
	 * Locks or unlocks the widget when the dial is pressed.
	 * @param ev The event.
	 */
	public override async onDialDown(ev: DialDownEvent<JsonObject>): Promise<void> {
		await this.#push(ev.action, ev.payload.settings);
	}

	/**
	 * Adds or removes the amount per tick; ticks during a request go into the next one.
	 * @param ev The event.
	 */
	public override async onDialRotate(ev: DialRotateEvent<JsonObject>): Promise<void> {
		await this.#follow(ev.action, ev.payload.settings).ticks.add(ev.payload.ticks);
	}

	/**
	 * Locks or unlocks the widget when the touch strip is tapped.
	 * @param ev The event.
	 */
	public override async onTouchTap(ev: TouchTapEvent<JsonObject>): Promise<void> {
		await this.#push(ev.action, ev.payload.settings);
	}

	/**
	 * Draws a key, or prepares a dial's touch strip.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<JsonObject>): Promise<void> {
		const key = this.adopt(this.createKey(ev.action));
		const { action } = ev;
		if (action.isKey()) {
			await this.#drawKey(key, this.#readAdjust(ev.payload.settings));
			return;
		}
		if (!action.isDial()) return;
		await describeDialGestures(action, this.family.name === "goal" ? "Add / remove" : "Add / remove seconds");
		this.#follow(action, ev.payload.settings);
		await key.showRest();
	}

	/**
	 * The widget and amount of one press or tick, from the parsed settings.
	 * @param values The settings, parsed.
	 * @returns The widget, the amount and how a key fires.
	 */
	protected abstract adjustValues(values: ValuesOf<S>): AdjustValues;

	/**
	 * Checks a key again when the connection settings change; a dial's strip lets go of what it showed of a channel it
	 * no longer uses.
	 * @param key The key or dial.
	 */
	protected override async channelsChanged(key: AdjustKey): Promise<void> {
		if (!key.action.isDial()) await super.channelsChanged(key);
		else if (key.read.ok) await key.followChannel(writeIdentity(key.read.values));
	}

	/**
	 * Makes the state of a key or dial.
	 * @param action The key or dial.
	 * @returns The state.
	 */
	protected override createKey(action: OnScreen): AdjustKey {
		const key: AdjustKey = new AdjustKey(action, this.family, (ticks) => this.#turn(key, ticks));
		return key;
	}

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
	 * Shows new settings: the widget and amount on a key, the widget on a dial.
	 * @param action The key or dial.
	 * @param settings Its new settings.
	 */
	protected override async settingsChanged(action: OnScreen, settings: JsonObject): Promise<void> {
		if (action.isKey()) {
			await this.#drawKey(this.stateOf(action), this.#readAdjust(settings));
		} else if (action.isDial()) {
			const key = this.#follow(action, settings);
			await ignoreIfKeyGone(key.strip.setFeedback({ heading: key.stripHeading() }));
			await key.showRest();
		}
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

	/**
	 * Draws the widget and the amount of one press on a key, or the setup mark while its settings are invalid or name
	 * a channel that does not exist (checked again when the channels change).
	 * @param key The key.
	 * @param read Its settings, read once.
	 */
	async #drawKey(key: AdjustKey, read: SettingsRead<AdjustValues>): Promise<void> {
		const face = adjustKeyFace(this.family, read, this.spec.uuid, key.display);
		await ignoreIfKeyGone(key.setup.follow({ read, kind: this.spec.apiKeyKind, face }));
	}

	/**
	 * Takes a dial's new settings, prepared once; makes the state of a dial that was not seen appearing.
	 * @param action The dial.
	 * @param settings Its settings now.
	 * @returns The dial's state.
	 */
	#follow(action: DialAction<JsonObject> | KeyAction<JsonObject>, settings: JsonObject): AdjustKey {
		const key = this.stateOf(action);
		key.settings = settings;
		// Read once per settings change: the prepared press holds the read, this derives the widget and the amount.
		key.read = mapRead(this.prepare(key, settings).read, (values) => this.adjustValues(values));
		return key;
	}

	/**
	 * Flips the lock of the dial's widget.
	 * @param action The dial.
	 * @param settings Its settings now.
	 */
	async #push(action: DialAction<JsonObject> | KeyAction<JsonObject>, settings: JsonObject): Promise<void> {
		const key = this.#follow(action, settings);
		await this.fire(key, this.prepare(key, settings), { kind: "push" });
	}

	/**
	 * Reads an event's settings once, as the widget and amount of one press or tick.
	 * @param settings The settings as stored.
	 * @returns The widget and amount, or why they are bad.
	 */
	#readAdjust(settings: JsonObject): SettingsRead<AdjustValues> {
		return mapRead(this.read(settings), (values) => this.adjustValues(values));
	}

	/**
	 * Sends one request for a sum of a dial's ticks, with the settings the dial last followed.
	 * @param key The dial.
	 * @param ticks The sum of ticks.
	 */
	async #turn(key: AdjustKey, ticks: number): Promise<void> {
		await this.fire(key, this.prepare(key, key.settings), { kind: "turn", times: ticks });
	}
}
