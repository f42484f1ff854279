import {
	type DialAction,
	type DialDownEvent,
	type DialRotateEvent,
	type DidReceiveSettingsEvent,
	type KeyAction,
	type KeyDownEvent,
	SingletonAction,
	type TouchTapEvent,
	type WillAppearEvent,
	type WillDisappearEvent,
} from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ChannelCompanionClient } from "../../api/client";
import { parseSegment } from "../../api/validation";
import { KeyDisplay } from "../../feedback/key-display";
import { renderKeyFace, svgDataUrl } from "../../feedback/key-face";
import { runPress, showFailure } from "../../feedback/press-feedback";
import { fitLine } from "../../feedback/text-fit";
import { localize } from "../../localization";
import { clientFor, type KeyOverride } from "../../settings/api-client";
import { PressQueue } from "./press-queue";
import { TickAccumulator } from "./tick-accumulator";

/** Settings both widget-adjusting actions share. */
export type WidgetSettings = KeyOverride & {
	/** The widget's ID, or `all`. */
	widgetId?: string;
};

/** A dial of one of these actions. */
type Dial<T extends JsonObject> = {
	/** The dial's settings as last seen. */
	settings: T;
	/** Coalesces the dial's ticks into requests. */
	ticks: TickAccumulator;
	/** Whether the dial last locked its widget, so that a press flips it. */
	locked: boolean;
};

/**
 * A key that adds a fixed amount to a widget on each press, and on a Stream Deck + dial adds (right) or removes
 * (left) the amount per tick, coalescing rapid ticks, and locks or unlocks the widget when the dial is pressed.
 */
export abstract class WidgetAdjustAction<T extends JsonObject & WidgetSettings> extends SingletonAction<T> {
	/** The dials of this action, by action ID. */
	readonly #dials = new Map<string, Dial<T>>();
	/** Lock presses of each dial, one at a time, so two quick presses lock and then unlock. */
	readonly #lockPresses = new PressQueue();

	/**
	 * Colour of the action's family on its key image.
	 * @returns A CSS colour.
	 */
	protected abstract get accent(): string;

	/**
	 * What the action is, for log lines.
	 * @returns E.g. `Goal Add`.
	 */
	protected abstract get label(): string;

	/**
	 * What the touch strip calls the widget.
	 * @returns E.g. `Goal`.
	 */
	protected abstract get widgetKind(): string;

	/**
	 * Locks or unlocks the widget when the dial is pressed.
	 * @param ev The event.
	 */
	public override async onDialDown(ev: DialDownEvent<T>): Promise<void> {
		await this.#toggleLock(ev.action, ev.payload.settings);
	}

	/**
	 * Adds or removes the amount per tick; ticks during a request go into the next one.
	 * @param ev The event.
	 */
	public override async onDialRotate(ev: DialRotateEvent<T>): Promise<void> {
		const dial = this.#dialOf(ev.action, ev.payload.settings);
		await dial.ticks.add(ev.payload.ticks);
	}

	/**
	 * Shows new settings from the property inspector: the widget and amount on a key, the widget on a dial.
	 * @param ev The event.
	 */
	public override async onDidReceiveSettings(ev: DidReceiveSettingsEvent<T>): Promise<void> {
		if (ev.action.isKey()) {
			await this.#drawKey(ev.action, ev.payload.settings);
		} else if (ev.action.isDial()) {
			const dial = this.#dialOf(ev.action, ev.payload.settings);
			await ev.action.setFeedback({ title: this.#stripTitle(dial.settings) }).catch(() => undefined);
		}
	}

	/**
	 * Adds the amount once.
	 * @param ev The event.
	 */
	public override async onKeyDown(ev: KeyDownEvent<T>): Promise<void> {
		const settings = ev.payload.settings;
		await runPress(ev.action, this.label, async () => {
			const widgetId = parseSegment(settings.widgetId, "widgetId");
			const change = this.amount(settings);
			await this.adjust(await clientFor(settings), widgetId, change);
		});
	}

	/**
	 * Locks or unlocks the widget when the touch strip is tapped.
	 * @param ev The event.
	 */
	public override async onTouchTap(ev: TouchTapEvent<T>): Promise<void> {
		await this.#toggleLock(ev.action, ev.payload.settings);
	}

	/**
	 * Prepares a dial's touch strip.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<T>): Promise<void> {
		if (ev.action.isKey()) {
			await this.#drawKey(ev.action, ev.payload.settings);
			return;
		}
		if (!ev.action.isDial()) return;
		const action = ev.action;
		const dial: Dial<T> = {
			settings: ev.payload.settings,
			locked: false,
			ticks: new TickAccumulator((ticks) => this.#sendTicks(action, dial, ticks)),
		};
		this.#dials.set(action.id, dial);
		await action.setFeedback({ title: this.#stripTitle(dial.settings), value: "", status: "" }).catch(() => undefined);
	}

	/**
	 * Forgets a key or dial that left.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<T>): void {
		this.#dials.delete(ev.action.id);
		KeyDisplay.release(ev.action.id);
	}

	/**
	 * Sends the change.
	 * @param client The API client.
	 * @param widgetId The widget's ID, or `all`.
	 * @param change Positive to add, negative to remove.
	 */
	protected abstract adjust(client: ChannelCompanionClient, widgetId: string, change: number): Promise<void>;

	/**
	 * Reads the amount of one press or tick from the settings; throws for a bad one.
	 * @param settings The key's settings.
	 * @returns A whole number of at least 1.
	 */
	protected abstract amount(settings: T): number;

	/**
	 * Writes a change for the touch strip.
	 * @param change The signed amount.
	 * @returns E.g. `+5` or `-60 s`.
	 */
	protected abstract formatChange(change: number): string;

	/**
	 * Locks or unlocks the widget.
	 * @param client The API client.
	 * @param widgetId The widget's ID, or `all`.
	 * @param locked `true` to lock.
	 */
	protected abstract setLocked(client: ChannelCompanionClient, widgetId: string, locked: boolean): Promise<void>;

	/**
	 * The state of a dial, created when it was not seen appearing.
	 * @param action The dial.
	 * @param settings Its settings now.
	 * @returns The dial's state, with the settings updated.
	 */
	#dialOf(action: DialAction<T>, settings: T): Dial<T> {
		let dial = this.#dials.get(action.id);
		if (!dial) {
			const created: Dial<T> = {
				settings,
				locked: false,
				ticks: new TickAccumulator((ticks) => this.#sendTicks(action, created, ticks)),
			};
			dial = created;
			this.#dials.set(action.id, dial);
		}
		dial.settings = settings;
		return dial;
	}

	/**
	 * Draws the widget and the amount of one press on a key; a key with bad settings keeps its plain image.
	 * @param action The key.
	 * @param settings Its settings.
	 */
	async #drawKey(action: KeyAction<T>, settings: T): Promise<void> {
		let image: string | undefined;
		try {
			const widgetId = parseSegment(settings.widgetId, "widgetId");
			const face = {
				accent: this.accent,
				label: `${this.widgetKind} ${widgetId}`,
				value: this.formatChange(this.amount(settings)),
			};
			image = svgDataUrl(renderKeyFace(face));
		} catch {
			image = undefined;
		}
		await action.setImage(image).catch(() => undefined);
	}

	/**
	 * Sends one request for a sum of ticks and shows the result on the touch strip.
	 * @param action The dial.
	 * @param dial Its state.
	 * @param ticks The sum of ticks.
	 */
	async #sendTicks(action: DialAction<T>, dial: Dial<T>, ticks: number): Promise<void> {
		let change = ticks;
		try {
			const widgetId = parseSegment(dial.settings.widgetId, "widgetId");
			change = this.amount(dial.settings) * ticks;
			await this.adjust(await clientFor(dial.settings), widgetId, change);
			await action
				.setFeedback({
					title: this.#stripTitle(dial.settings),
					value: this.formatChange(change),
					status: localize("OK"),
				})
				.catch(() => undefined);
		} catch (error) {
			await action.setFeedback({ value: this.formatChange(change) }).catch(() => undefined);
			await showFailure(action, error, this.label);
		}
	}

	/**
	 * The touch strip's title.
	 * @param settings The dial's settings.
	 * @returns E.g. `Goal main`.
	 */
	#stripTitle(settings: T): string {
		const id = typeof settings.widgetId === "string" ? settings.widgetId.trim() : "";
		return fitLine(id ? `${this.widgetKind} ${id}` : this.widgetKind, 16);
	}

	/**
	 * Flips the lock of the dial's widget.
	 * @param action The dial.
	 * @param settings Its settings.
	 */
	async #toggleLock(action: DialAction<T>, settings: T): Promise<void> {
		const dial = this.#dialOf(action, settings);
		await this.#lockPresses.run(action.id, async () => {
			const lock = !dial.locked;
			let done = false;
			await runPress(action, this.label, async () => {
				const widgetId = parseSegment(settings.widgetId, "widgetId");
				await this.setLocked(await clientFor(settings), widgetId, lock);
				dial.locked = lock;
				done = true;
			});
			if (done) {
				const status = localize(lock ? "Locked" : "Unlocked");
				await action.setFeedback({ title: this.#stripTitle(settings), status }).catch(() => undefined);
			}
		});
	}
}
