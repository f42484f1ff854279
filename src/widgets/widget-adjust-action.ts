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
import type { ActionSpec } from "../contract/action-spec";
import type { OnScreen } from "../keys/key-state";
import { mapRead, type SettingsRead } from "../keys/settings-read";
import { ignoreIfKeyGone } from "../render/key-gone";
import { describeDialGestures } from "../render/trigger-descriptions";
import { changeHistory } from "../undo/change-history";
import { AdjustKey } from "./adjust-dial";
import { adjustKeyFace, type AdjustValues } from "./adjust-key";
import { widgetRefOf } from "./lock-switch";
import { WidgetAdjustPress } from "./widget-adjust-press";
import { concerns, widgetLocks } from "./widget-locks";

/**
 * A key that adds a fixed amount to a widget on each press, and on a Stream Deck + dial adds (right) or removes
 * (left) the amount per tick, coalescing rapid ticks, and locks or unlocks the widget when the dial is pressed: the
 * widget-adjust kind of the press contract. A key's press, a dial's turn and its push are each one press of
 * `PressAction.fire`, whose steps `WidgetAdjustPress` fills in; a push answers with the widget's new lock state.
 */
export abstract class WidgetAdjustAction<S extends ActionSpec = ActionSpec> extends WidgetAdjustPress<S> {
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
