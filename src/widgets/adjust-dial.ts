import type { FeedbackPayload } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { OnScreen } from "../keys/key-state";
import type { SettingsRead } from "../keys/settings-read";
import { PressKey } from "../press/press-key";
import { ignoreIfKeyGone } from "../render/key-gone";
import { localize } from "../render/localization";
import { lockGlyphImage, type LockLook } from "../render/press-face";
import { fitStripLine, STRIP_FONTS } from "../render/text-width";
import type { RecordedChange } from "../undo/change-history";
import type { AdjustValues } from "./adjust-key";
import { lockLookOf } from "./lock-key";
import { widgetRefOf } from "./lock-switch";
import { TickAccumulator } from "./tick-accumulator";
import type { WidgetFamily } from "./widget-family";
import { widgetLocks } from "./widget-locks";

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
 * A key or dial of a widget-adjusting action on screen: what every press key keeps, its settings as last seen, and on
 * a dial the ticks it coalesces and what its session added, which its touch strip shows beside the last step.
 */
export class AdjustKey extends PressKey {
	/** The family the key adjusts. */
	public readonly family: WidgetFamily;
	/** Its settings as last seen, read as the widget and amount of one tick (for the strip at rest and the lock). */
	public read: SettingsRead<AdjustValues> = { ok: false, refusal: undefined };
	/** Its settings as last seen, for the strip's heading (shown even while they are bad). */
	public settings: JsonObject = {};
	/** Coalesces a dial's ticks into requests. */
	public readonly ticks: TickAccumulator;
	/** What a dial added (or removed) since it appeared, for its widget. */
	readonly #session: DialSession = { widgetId: "", total: 0, counted: new WeakSet() };

	/** The write identity of the channel whose answers the strip shows (a total, a lock word), once it shows one. */
	#shownChannel: string | undefined;

	/** The lock the strip's padlock shows; `undefined` while it shows none. */
	#shownLock: LockLook | undefined;

	/**
	 * Creates the state of a key or dial.
	 * @param action The key or dial.
	 * @param family The family it adjusts.
	 * @param turn Sends one request for a sum of a dial's ticks.
	 */
	constructor(action: OnScreen, family: WidgetFamily, turn: (ticks: number) => Promise<void>) {
		super(action);
		this.family = family;
		this.ticks = new TickAccumulator(turn);
	}

	/**
	 * Adds a change the API accepted to the dial's session (a session of another widget starts again) and shows it
	 * with the status `OK`.
	 * @param widgetId The widget.
	 * @param change The change.
	 * @param channel The write identity of the channel that accepted it.
	 */
	public async addToSession(widgetId: string, change: number, channel: string): Promise<void> {
		this.#shownChannel = channel;
		const session = this.#session;
		if (session.widgetId !== widgetId) Object.assign(session, { widgetId, total: 0, counted: new WeakSet() });
		session.total += change;
		await this.#showSession(change, localize("OK"));
	}

	/**
	 * Counts a change of the session as the undo history keeps it, so that an undo of it leaves the total.
	 * @param change The change, as recorded.
	 */
	public count(change: RecordedChange | undefined): void {
		if (change) this.#session.counted.add(change);
	}

	/**
	 * Follows the dial's channel after the global settings changed: when it is now another (another channel, another
	 * server, the demo or not), what the strip showed of the old one (the session's total, a lock word, a reason) goes
	 * at once, and the session starts again; a strip at rest shows the lock as the plugin now knows it.
	 * @param channel The write identity of the dial's channel now.
	 */
	public async followChannel(channel: string): Promise<void> {
		if (this.#shownChannel !== undefined && this.#shownChannel !== channel) {
			this.#shownChannel = undefined;
			Object.assign(this.#session, { widgetId: "", total: 0, counted: new WeakSet() });
			await this.showRest();
		} else if (this.#shownLock !== this.#knownLock()) {
			await this.showRest();
		}
	}

	/**
	 * Shows a widget's lock state on the dial's touch strip.
	 * @param locked The state.
	 * @param channel The write identity of the widget's channel.
	 */
	public async showLock(locked: boolean, channel: string): Promise<void> {
		this.#shownChannel = channel;
		const status = localize(locked ? "Locked" : "Unlocked");
		this.#shownLock = lockLookOf(locked);
		const lock = lockGlyphImage(this.#shownLock);
		await ignoreIfKeyGone(this.strip.setFeedback({ heading: this.stripHeading(), status, lock }));
	}

	/**
	 * Shows the dial at rest, before its first turn: what a turn and a push do (`±5`, `Push: lock`, or `Push: unlock`
	 * when the plugin knows the widget is locked), beside the padlock of the lock as the plugin knows it (grey with a
	 * question mark when it knows none, as on a lock key); only the heading while its settings are bad. A dial that was
	 * turned keeps its session's total.
	 */
	public async showRest(): Promise<void> {
		const { read } = this;
		if (this.#session.widgetId !== "") return;
		if (!read.ok) {
			this.#shownLock = undefined;
			await ignoreIfKeyGone(this.strip.setFeedback({ heading: this.stripHeading(), value: "", status: "", lock: "" }));
			return;
		}
		const look = this.#knownLock();
		this.#shownLock = look;
		const value = this.family.formatStep(read.values.amount);
		const status = localize(look === "locked" ? "Push: unlock" : "Push: lock");
		const lock = lockGlyphImage(look);
		await ignoreIfKeyGone(this.strip.setFeedback({ heading: this.stripHeading(), value, status, lock }));
	}

	/**
	 * Shows what the session added, after a step that failed and added nothing.
	 */
	public async showSessionTotal(): Promise<void> {
		await ignoreIfKeyGone(this.strip.setFeedback({ value: this.family.formatChange(this.#session.total) }));
	}

	/**
	 * The touch strip's heading.
	 * @returns E.g. `Goal main`.
	 */
	public stripHeading(): string {
		const id = typeof this.settings.widgetId === "string" ? this.settings.widgetId.trim() : "";
		const word = this.family.widgetWord();
		return fitStripLine(id ? `${word} ${id}` : word, STRIP_FONTS.heading);
	}

	/**
	 * Takes an undone change out of the dial's session, when the session counted it: the strip's total drops it, and
	 * the undo shows as the last step (`+100 (−15)`).
	 * @param change The change the API took back.
	 */
	public async takeBack(change: RecordedChange): Promise<void> {
		const session = this.#session;
		if (!session.counted.has(change)) return;
		session.counted.delete(change);
		session.total -= change.change;
		await this.#showSession(-change.change);
	}

	/**
	 * The lock of the dial's widget as the plugin knows it now.
	 * @returns Its look; `unknown` too while the settings are bad.
	 */
	#knownLock(): LockLook {
		const { read } = this;
		return lockLookOf(read.ok ? widgetLocks.stateOf(widgetRefOf(this.family.name, read.values)) : undefined);
	}

	/**
	 * Shows on the dial's strip what its session added and the last step: `+15 (+5)`.
	 * @param step The last step: the change just sent, or minus the change an undo took back.
	 * @param status The strip's status, when it changes.
	 */
	async #showSession(step: number, status?: string): Promise<void> {
		const { family } = this;
		const value = `${family.formatChange(this.#session.total)} (${family.formatChange(step)})`;
		const feedback: FeedbackPayload = { heading: this.stripHeading(), value };
		if (status !== undefined) feedback.status = status;
		await ignoreIfKeyGone(this.strip.setFeedback(feedback));
	}
}
