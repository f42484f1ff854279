import {
	type DialAction,
	type DialDownEvent,
	type DialRotateEvent,
	type DidReceiveSettingsEvent,
	type FeedbackPayload,
	type KeyAction,
	type KeyDownEvent,
	type KeyUpEvent,
	SingletonAction,
	type TouchTapEvent,
	type WillAppearEvent,
	type WillDisappearEvent,
} from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ShownAction } from "../channels/saved-settings";
import type { ActionSpec } from "../contract/action-spec";
import { resolvePressChannel } from "../keys/press-channel";
import { showFailure } from "../keys/press-feedback";
import { mapRead, readWith, type SettingsRead, valuesOf } from "../keys/settings-read";
import { SetupMarks } from "../keys/setup-mark";
import { HoldGestures } from "../press/hold-gesture";
import { KeyDisplay } from "../render/key-display";
import { ignoreIfKeyGone } from "../render/key-gone";
import { localize } from "../render/localization";
import { whilePending } from "../render/pending-sign";
import { StripDisplay } from "../render/strip-display";
import { fitStripLine, STRIP_FONTS } from "../render/text-width";
import { describeDialGestures } from "../render/trigger-descriptions";
import { changeHistory, type RecordedChange } from "../undo/change-history";
import { recordAdjust } from "../undo/record-change";
import { adjustKeyImage, type AdjustValues, pressAdjustKey } from "./adjust-key";
import { pressLock, widgetRefOf } from "./lock-switch";
import { TickAccumulator } from "./tick-accumulator";
import type { WidgetFamily } from "./widget-family";
import { concerns, widgetLocks, type WidgetRef } from "./widget-locks";

/** A dial of one of these actions. */
type Dial = {
	/** The dial. */
	action: DialAction<JsonObject>;
	/** The dial's settings as last seen. */
	settings: JsonObject;
	/** The same settings, read once when they came. */
	read: SettingsRead<AdjustValues>;
	/** Coalesces the dial's ticks into requests. */
	ticks: TickAccumulator;
	/** What the dial added (or removed) since it appeared, for its widget: the strip shows it beside the last step. */
	session: DialSession;
};

/** What a dial added to one widget since it appeared. */
type DialSession = {
	/** The widget. */
	widgetId: string;
	/** The sum of the changes the API accepted and no undo took back. */
	total: number;
	/** The changes the total counts, as the undo history keeps them: an undo of one of them leaves the total. */
	counted: WeakSet<RecordedChange>;
};

/**
 * A key that adds a fixed amount to a widget on each press, and on a Stream Deck + dial adds (right) or removes
 * (left) the amount per tick, coalescing rapid ticks, and locks or unlocks the widget when the dial is pressed.
 */
export abstract class WidgetAdjustAction extends SingletonAction<JsonObject> {
	/** The widget family the action adjusts. */
	protected abstract readonly family: WidgetFamily;

	/** The action's settings spec. */
	protected abstract readonly spec: ActionSpec;

	/** The dials of this action, by action ID. */
	readonly #dials = new Map<string, Dial>();

	/** The keys being held. */
	readonly #holds = new HoldGestures();

	/** The keys whose settings are invalid or name a channel that does not exist. */
	readonly #setup = new SetupMarks();

	/**
	 * Starts following the lock states of widgets: a dial's strip shows any lock or unlock of its widget.
	 */
	constructor() {
		super();
		widgetLocks.onChange((change) => {
			for (const [id, dial] of this.#dials) {
				// A dial with bad settings has no widget to follow.
				if (id === change.origin || !dial.read.ok) continue;
				const ref = this.#refOf(dial.read.values);
				if (concerns(ref, change)) void this.#showLock(dial.action, dial.settings, change.locked);
			}
		});
		changeHistory.onUndone((change) => {
			for (const dial of this.#dials.values()) void this.#takeBack(dial, change);
		});
	}

	/**
	 * Follows settings the plugin saved itself (keys moved to another channel), as those from the inspector.
	 * @param action The key or dial.
	 * @param settings Its new settings.
	 */
	public async followSavedSettings(action: ShownAction, settings: JsonObject): Promise<void> {
		if (action.isKey()) {
			await this.#drawKey(action, settings);
		} else if (action.isDial()) {
			const dial = this.#dialOf(action, settings);
			await ignoreIfKeyGone(StripDisplay.of(action).setFeedback({ heading: this.#stripHeading(dial.settings) }));
		}
	}

	/**
	 * Locks or unlocks the widget when the dial is pressed.
	 * @param ev The event.
	 */
	public override async onDialDown(ev: DialDownEvent<JsonObject>): Promise<void> {
		await this.#toggleLock(ev.action, ev.payload.settings);
	}

	/**
	 * Adds or removes the amount per tick; ticks during a request go into the next one.
	 * @param ev The event.
	 */
	public override async onDialRotate(ev: DialRotateEvent<JsonObject>): Promise<void> {
		const dial = this.#dialOf(ev.action, ev.payload.settings);
		await dial.ticks.add(ev.payload.ticks);
	}

	/**
	 * Shows new settings from the property inspector: the widget and amount on a key, the widget on a dial.
	 * @param ev The event.
	 */
	public override async onDidReceiveSettings(ev: DidReceiveSettingsEvent<JsonObject>): Promise<void> {
		await this.followSavedSettings(ev.action, ev.payload.settings);
	}

	/**
	 * Adds the amount once: at once, once held (`activation: hold`), or on key-up with a hold removing it
	 * (`holdAction: remove`).
	 * @param ev The event.
	 */
	public override async onKeyDown(ev: KeyDownEvent<JsonObject>): Promise<void> {
		await pressAdjustKey(this.#holds, this.family, this.spec.name, ev, this.#read(ev.payload.settings));
	}

	/**
	 * Ends a hold: a tap adds (`holdAction: remove`), or the key says `Hold`.
	 * @param ev The event.
	 */
	public override async onKeyUp(ev: KeyUpEvent<JsonObject>): Promise<void> {
		if (ev.action.isKey()) await this.#holds.release(ev.action);
	}

	/**
	 * Locks or unlocks the widget when the touch strip is tapped.
	 * @param ev The event.
	 */
	public override async onTouchTap(ev: TouchTapEvent<JsonObject>): Promise<void> {
		await this.#toggleLock(ev.action, ev.payload.settings);
	}

	/**
	 * Draws a key, or prepares a dial's touch strip.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<JsonObject>): Promise<void> {
		if (ev.action.isKey()) {
			await this.#drawKey(ev.action, ev.payload.settings);
			return;
		}
		if (!ev.action.isDial()) return;
		await describeDialGestures(ev.action, this.family.name === "goal" ? "Add / remove" : "Add / remove seconds");
		const dial = this.#dialOf(ev.action, ev.payload.settings);
		const heading = this.#stripHeading(dial.settings);
		await ignoreIfKeyGone(StripDisplay.of(ev.action).setFeedback({ heading, value: "", status: "" }));
	}

	/**
	 * Forgets a key or dial that left.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<JsonObject>): void {
		this.#holds.cancel(ev.action.id);
		this.#dials.delete(ev.action.id);
		this.#setup.forget(ev.action.id);
		KeyDisplay.release(ev.action.id);
	}

	/**
	 * Reads the settings with the action's spec; throws the invalid-input error of a bad one.
	 * @param settings The settings as stored.
	 * @returns The widget and the amount.
	 */
	protected abstract read(settings: JsonObject): AdjustValues;

	/**
	 * Reads an event's settings once.
	 * @param settings The settings as stored.
	 * @returns The widget and amount, or why they are bad.
	 */
	#read(settings: JsonObject): SettingsRead<AdjustValues> {
		return readWith(() => this.read(settings));
	}

	/**
	 * The state of a dial, created when it was not seen appearing.
	 * @param action The dial.
	 * @param settings Its settings now, which this reads once.
	 * @returns The dial's state, with the settings updated.
	 */
	#dialOf(action: DialAction<JsonObject>, settings: JsonObject): Dial {
		let dial = this.#dials.get(action.id);
		const read = this.#read(settings);
		if (!dial) {
			const created: Dial = {
				action,
				settings,
				read,
				ticks: new TickAccumulator((ticks) => this.#sendTicks(action, created, ticks)),
				session: { widgetId: "", total: 0, counted: new WeakSet() },
			};
			dial = created;
			this.#dials.set(action.id, dial);
		}
		dial.settings = settings;
		dial.read = read;
		return dial;
	}

	/**
	 * Draws the widget and the amount of one press on a key, or the setup mark while its settings are invalid or name
	 * a channel that does not exist (checked again when the channels change).
	 * @param action The key.
	 * @param settings Its settings.
	 */
	async #drawKey(action: KeyAction<JsonObject>, settings: JsonObject): Promise<void> {
		const read = this.#read(settings);
		const face = (): string => adjustKeyImage(this.family, read);
		await ignoreIfKeyGone(this.#setup.follow(action, { read, kind: this.spec.key, face }));
	}

	/**
	 * Sends one request for a sum of ticks and shows the result on the touch strip.
	 * @param action The dial.
	 * @param dial Its state.
	 * @param ticks The sum of ticks.
	 */
	async #sendTicks(action: DialAction<JsonObject>, dial: Dial, ticks: number): Promise<void> {
		let identity: string | undefined;
		const { session } = dial;
		try {
			const values = valuesOf(dial.read);
			const change = values.amount * ticks;
			await whilePending(action, async () => {
				const channel = await resolvePressChannel(values);
				identity = channel.identity;
				await this.family.adjust(channel.client, values.widgetId, change);
			});
			const recorded = recordAdjust(this.family.name, values, change, identity);
			if (session.widgetId !== values.widgetId) {
				Object.assign(session, { widgetId: values.widgetId, total: 0, counted: new WeakSet() });
			}
			session.total += change;
			if (recorded) session.counted.add(recorded);
			await this.#showSession(dial, change, localize("OK"));
		} catch (error) {
			// The strip keeps what this session added: the failed step added nothing.
			await ignoreIfKeyGone(StripDisplay.of(action).setFeedback({ value: this.family.formatChange(session.total) }));
			// The channel whose answer takes a word such as `Offline` down again: the one the request went to.
			await showFailure(action, error, this.spec.name, identity);
		}
	}

	/**
	 * Shows on a dial's strip what its session added and the last step: `+15 (+5)`.
	 * @param dial The dial.
	 * @param step The last step: the change just sent, or minus the change an undo took back.
	 * @param status The strip's status, when it changes.
	 */
	async #showSession(dial: Dial, step: number, status?: string): Promise<void> {
		const value = `${this.family.formatChange(dial.session.total)} (${this.family.formatChange(step)})`;
		const heading = this.#stripHeading(dial.settings);
		const feedback: FeedbackPayload = { heading, value };
		if (status !== undefined) feedback.status = status;
		await ignoreIfKeyGone(StripDisplay.of(dial.action).setFeedback(feedback));
	}

	/**
	 * Takes an undone change out of a dial's session, when the session counted it: the strip's total drops it, and the
	 * undo shows as the last step (`+100 (−15)`).
	 * @param dial The dial.
	 * @param change The change the API took back.
	 */
	async #takeBack(dial: Dial, change: RecordedChange): Promise<void> {
		const { session } = dial;
		if (!session.counted.has(change)) return;
		session.counted.delete(change);
		session.total -= change.change;
		await this.#showSession(dial, -change.change);
	}

	/**
	 * The touch strip's heading.
	 * @param settings The dial's settings.
	 * @returns E.g. `Goal main`.
	 */
	#stripHeading(settings: JsonObject): string {
		const id = typeof settings.widgetId === "string" ? settings.widgetId.trim() : "";
		const word = this.family.widgetWord();
		return fitStripLine(id ? `${word} ${id}` : word, STRIP_FONTS.heading);
	}

	/**
	 * Flips the lock of the dial's widget; the strip's `Locked` or `Unlocked` is the push's one success signal.
	 * @param action The dial.
	 * @param settings Its settings.
	 */
	async #toggleLock(action: DialAction<JsonObject>, settings: JsonObject): Promise<void> {
		const { read } = this.#dialOf(action, settings);
		const target = mapRead(read, (values) => ({
			family: this.family,
			values,
			decide: (known: boolean | undefined) => known !== true,
		}));
		await pressLock(action, this.spec.name, target, (on) => this.#showLock(action, settings, on).then(() => true));
	}

	/**
	 * Shows a widget's lock state on a dial's touch strip.
	 * @param action The dial.
	 * @param settings Its settings.
	 * @param locked The state.
	 */
	async #showLock(action: DialAction<JsonObject>, settings: JsonObject, locked: boolean): Promise<void> {
		const status = localize(locked ? "Locked" : "Unlocked");
		await ignoreIfKeyGone(StripDisplay.of(action).setFeedback({ heading: this.#stripHeading(settings), status }));
	}

	/**
	 * The widget of parsed settings, for its lock state.
	 * @param values The settings.
	 * @returns The widget of the action's family and the settings' channel.
	 */
	#refOf(values: AdjustValues): WidgetRef {
		return widgetRefOf(this.family.name, values);
	}
}
