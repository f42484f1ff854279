import type {
	DialAction,
	DialDownEvent,
	DialRotateEvent,
	KeyAction,
	KeyDownEvent,
	TouchTapEvent,
	WillAppearEvent,
} from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ActionSpec, ValuesOf } from "../contract/action-spec";
import type { OnScreen } from "../keys/key-state";
import { mapRead, type SettingsRead } from "../keys/settings-read";
import { PressAction } from "../press/press-action";
import { ignoreIfKeyGone } from "../render/key-gone";
import { StripDisplay } from "../render/strip-display";
import { describeDialGestures } from "../render/trigger-descriptions";
import { changeHistory } from "../undo/change-history";
import { AdjustKey } from "./adjust-dial";
import { adjustKeyImage, type AdjustValues, pressAdjustKey } from "./adjust-key";
import { pressLock, widgetRefOf } from "./lock-switch";
import type { WidgetFamily } from "./widget-family";
import { concerns, widgetLocks } from "./widget-locks";

/**
 * A key that adds a fixed amount to a widget on each press, and on a Stream Deck + dial adds (right) or removes
 * (left) the amount per tick, coalescing rapid ticks, and locks or unlocks the widget when the dial is pressed: the
 * widget-adjust kind of the press contract.
 */
export abstract class WidgetAdjustAction<S extends ActionSpec = ActionSpec> extends PressAction<S, AdjustKey> {
	/** The widget family the action adjusts. */
	protected abstract readonly family: WidgetFamily;

	/**
	 * Each key's settings read as the widget and amount of a press, kept with the read (the same object while the key's
	 * settings do not change), so that a press derives nothing again and its channel is found by the same values.
	 */
	readonly #adjustReads = new WeakMap<SettingsRead<ValuesOf<S>>, SettingsRead<AdjustValues>>();

	/**
	 * Starts following the lock states of widgets and the undo history: a dial's strip shows any lock or unlock of its
	 * widget, and drops an undone change from its session.
	 */
	constructor() {
		super();
		widgetLocks.onChange((change) => {
			for (const key of this.keys()) {
				// A dial with bad settings has no widget to follow.
				if (!key.action.isDial() || key.action.id === change.origin || !key.read.ok) continue;
				if (concerns(widgetRefOf(this.family.name, key.read.values), change)) void key.showLock(change.locked);
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
		await this.#toggleLock(this.#follow(ev.action, ev.payload.settings));
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
		await this.#toggleLock(this.#follow(ev.action, ev.payload.settings));
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
		const heading = key.stripHeading();
		await ignoreIfKeyGone(StripDisplay.of(action).setFeedback({ heading, value: "", status: "" }));
	}

	/**
	 * The widget and amount of one press or tick, from the parsed settings.
	 * @param values The settings, parsed.
	 * @returns The widget, the amount and how a key fires.
	 */
	protected abstract adjustValues(values: ValuesOf<S>): AdjustValues;

	/**
	 * Makes the state of a key or dial.
	 * @param action The key or dial.
	 * @returns The state.
	 */
	protected override createKey(action: OnScreen): AdjustKey {
		return new AdjustKey(action, this.family, this.spec.name);
	}

	/**
	 * Adds the amount once: at once, once held (`activation: hold`), or on key-up with a hold removing it
	 * (`holdAction: remove`).
	 * @param key The key's state.
	 * @param read Its settings, read once by the key-down.
	 * @param ev The event.
	 * @returns Settles once the press ran, or its hold started.
	 */
	protected override keyDown(
		key: AdjustKey,
		read: SettingsRead<ValuesOf<S>>,
		ev: KeyDownEvent<JsonObject>,
	): Promise<void> {
		let values = this.#adjustReads.get(read);
		if (values === undefined) {
			values = mapRead(read, (parsed) => this.adjustValues(parsed));
			this.#adjustReads.set(read, values);
		}
		return pressAdjustKey(key.hold, this.family, this.spec.name, ev, values);
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
			await ignoreIfKeyGone(StripDisplay.of(action).setFeedback({ heading: key.stripHeading() }));
		}
	}

	/**
	 * Draws the widget and the amount of one press on a key, or the setup mark while its settings are invalid or name
	 * a channel that does not exist (checked again when the channels change).
	 * @param key The key.
	 * @param read Its settings, read once.
	 */
	async #drawKey(key: AdjustKey, read: SettingsRead<AdjustValues>): Promise<void> {
		const face = (): string => adjustKeyImage(this.family, read);
		await ignoreIfKeyGone(key.setup.follow({ read, kind: this.spec.apiKeyKind, face }));
	}

	/**
	 * Takes a dial's new settings, read once; makes the state of a dial that was not seen appearing.
	 * @param action The dial.
	 * @param settings Its settings now.
	 * @returns The dial's state.
	 */
	#follow(action: DialAction<JsonObject> | KeyAction<JsonObject>, settings: JsonObject): AdjustKey {
		return this.stateOf(action).follow(settings, this.#readAdjust(settings));
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
	 * Flips the lock of the dial's widget; the strip's `Locked` or `Unlocked` is the push's one success signal.
	 * @param key The dial.
	 */
	async #toggleLock(key: AdjustKey): Promise<void> {
		const target = mapRead(key.read, (values) => ({
			family: this.family,
			values,
			decide: (known: boolean | undefined) => known !== true,
		}));
		await pressLock(key.action, this.spec.name, target, (on) => key.showLock(on).then(() => true));
	}
}
