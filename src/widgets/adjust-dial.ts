import type { DialAction, FeedbackPayload } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { OnScreen } from "../keys/key-state";
import { withPressChannel } from "../keys/press-channel";
import { showFailure } from "../keys/press-feedback";
import { type SettingsRead, valuesOf } from "../keys/settings-read";
import { PressKey } from "../press/press-key";
import { ignoreIfKeyGone } from "../render/key-gone";
import { localize } from "../render/localization";
import { whilePending } from "../render/pending-sign";
import { StripDisplay } from "../render/strip-display";
import { fitStripLine, STRIP_FONTS } from "../render/text-width";
import type { RecordedChange } from "../undo/change-history";
import { recordAdjust } from "../undo/record-change";
import type { AdjustValues } from "./adjust-key";
import { TickAccumulator } from "./tick-accumulator";
import type { WidgetFamily } from "./widget-family";

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
 * A key or dial of a widget-adjusting action on screen: what every press key keeps, its settings as last read, and on
 * a dial the ticks it coalesces and what its session added, which its touch strip shows beside the last step.
 */
export class AdjustKey extends PressKey {
	/** The family the key adjusts. */
	public readonly family: WidgetFamily;
	/** The settings as last seen, read once when they came. */
	public read: SettingsRead<AdjustValues> = { ok: false, refusal: undefined };
	/** Its settings as last seen, for the strip's heading (shown even while they are bad). */
	public settings: JsonObject = {};
	/** Coalesces a dial's ticks into requests. */
	public readonly ticks = new TickAccumulator((ticks) => this.#sendTicks(ticks));
	/** The action's name, for the log. */
	public readonly what: string;
	/** What a dial added (or removed) since it appeared, for its widget. */
	readonly #session: DialSession = { widgetId: "", total: 0, counted: new WeakSet() };

	/**
	 * Creates the state of a key or dial.
	 * @param action The key or dial.
	 * @param family The family it adjusts.
	 * @param what The action's name, for the log.
	 */
	constructor(action: OnScreen, family: WidgetFamily, what: string) {
		super(action);
		this.family = family;
		this.what = what;
	}

	/**
	 * Takes new settings, read once.
	 * @param settings The settings as stored.
	 * @param read The same, read.
	 * @returns The key.
	 */
	public follow(settings: JsonObject, read: SettingsRead<AdjustValues>): this {
		this.settings = settings;
		this.read = read;
		return this;
	}

	/**
	 * Shows a widget's lock state on the dial's touch strip.
	 * @param locked The state.
	 */
	public async showLock(locked: boolean): Promise<void> {
		const status = localize(locked ? "Locked" : "Unlocked");
		await ignoreIfKeyGone(this.#strip().setFeedback({ heading: this.stripHeading(), status }));
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
	 * Sends one request for a sum of ticks and shows the result on the touch strip.
	 * @param ticks The sum of ticks.
	 */
	async #sendTicks(ticks: number): Promise<void> {
		let identity: string | undefined;
		const session = this.#session;
		const { family } = this;
		try {
			const values = valuesOf(this.read);
			const change = values.amount * ticks;
			await whilePending(this.action, () =>
				withPressChannel(values, async (channel) => {
					identity = channel.identity;
					await family.adjust(channel.client, values.widgetId, change);
				}),
			);
			const recorded = recordAdjust(family.name, values, change, identity);
			if (session.widgetId !== values.widgetId) {
				Object.assign(session, { widgetId: values.widgetId, total: 0, counted: new WeakSet() });
			}
			session.total += change;
			if (recorded) session.counted.add(recorded);
			await this.#showSession(change, localize("OK"));
		} catch (error) {
			// The strip keeps what this session added: the failed step added nothing.
			await ignoreIfKeyGone(this.#strip().setFeedback({ value: family.formatChange(session.total) }));
			// The channel whose answer takes a word such as `Offline` down again: the one the request went to.
			await showFailure(this.action, error, this.what, identity);
		}
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
		await ignoreIfKeyGone(this.#strip().setFeedback(feedback));
	}

	/**
	 * The dial's touch strip.
	 * @returns Its display.
	 */
	#strip(): StripDisplay {
		return StripDisplay.of(this.action as DialAction<JsonObject>);
	}
}
