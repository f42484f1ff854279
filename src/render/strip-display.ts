import type { FeedbackPayload } from "@elgato/streamdeck";

import { onChannelAnswer } from "../api/channel-answers";
import { ignoreIfKeyGone } from "./key-gone";
import { UpdateThrottle } from "./update-throttle";

/**
 * How long a failure's short reason stays up, on a key or a strip, before what was there before comes back, or
 * before another answer may take it down: long enough to be read.
 */
export const REASON_DISPLAY_MS = 2000;

/** A dial, as far as its touch strip goes; the SDK's `DialAction` is one. */
export type StripOwner = {
	/** The dial's context. */
	readonly id: string;
	/**
	 * Sets items of the touch strip's layout.
	 * @param feedback The items, by their name in the layout.
	 */
	setFeedback(feedback: FeedbackPayload): Promise<void>;
};

/**
 * What one dial's touch strip shows, updated at most 10 times a second (Elgato's guidelines): updates that come faster
 * are merged into one that shows when the gap is over, so the last one always shows. A dial without a strip (a Stream
 * Deck Studio's) is sent none of it.
 */
export class StripDisplay {
	/** Sends the strip's updates. */
	readonly #updates: UpdateThrottle<FeedbackPayload>;

	/**
	 * The identity of the channel whose next success clears the strip's status: set while the status is a word that only
	 * said the channel could not be reached (`Offline`), so that the word goes once its cause is gone.
	 */
	#clearsOn: string | undefined;

	/** When the word {@link StripDisplay.#clearsOn} clears was shown. */
	#shownAt = 0;

	/** Takes the word down once it has been up long enough to be read, when the answer came sooner. */
	#clearTimer: ReturnType<typeof setTimeout> | undefined;

	/** Stops hearing of the answers of channels. */
	readonly #stopListening: () => void;

	/** Whether the dial has a strip: without one, nothing is sent to draw on it. */
	readonly #drawn: boolean;

	/**
	 * Creates the strip of a dial, for one appearance of it.
	 * @param dial The dial.
	 * @param drawn Whether the dial's device shows a strip (`dialsDrawOnStrip`).
	 */
	constructor(dial: StripOwner, drawn: boolean) {
		this.#drawn = drawn;
		this.#updates = new UpdateThrottle<FeedbackPayload>({
			send: (feedback) => ignoreIfKeyGone(dial.setFeedback(feedback)),
			merge: mergeFeedback,
		});
		// Whichever key, dial or poll saw the channel answer, a strip that said it could not be reached stops saying so.
		this.#stopListening = onChannelAnswer((identity) => {
			if (this.#clearsOn === identity) this.#clearWhenRead();
		});
	}

	/**
	 * Tells the renderer of display values that this is a touch strip, not a key.
	 * @returns `false`.
	 */
	public isKey(): this is never {
		return false;
	}

	/**
	 * Lets the dial go: it left the deck; an update still waiting goes at once, before any of the dial's next appearance.
	 */
	public release(): void {
		this.#stopListening();
		clearTimeout(this.#clearTimer);
		void this.#updates.flush();
	}

	/**
	 * Sets items of the strip: at once, or merged with the updates that follow within the gap.
	 * @param feedback The items, by their name in the layout.
	 * @returns A promise settled once the update (or the one it was merged into) was sent.
	 */
	public setFeedback(feedback: FeedbackPayload): Promise<void> {
		// A strip that is not there shows nothing: the dial's answers are its requests, an alert, and the keys they change.
		if (!this.#drawn) return Promise.resolve();
		// A new status replaces the word an answer would have cleared.
		if ("status" in feedback) {
			this.#clearsOn = undefined;
			clearTimeout(this.#clearTimer);
			this.#clearTimer = undefined;
		}
		return this.#updates.push(feedback);
	}

	/**
	 * Shows why a request failed as the strip's status; a word that only says the channel could not be reached goes as
	 * soon as any request of that channel succeeds, whoever sent it.
	 * @param word The short reason.
	 * @param channel The identity of the channel whose success disproves the word; `undefined` keeps the word until
	 * the strip's next status.
	 * @returns A promise settled once the update was sent.
	 */
	public showFailureStatus(word: string, channel: string | undefined): Promise<void> {
		const sent = this.setFeedback({ status: word });
		this.#clearsOn = channel;
		this.#shownAt = Date.now();
		return sent;
	}

	/**
	 * Takes the status word down now, or once it has been up as long as a key shows a reason: an answer that comes at
	 * once (another key's press) must not take the word away before anyone could read it.
	 */
	#clearWhenRead(): void {
		if (this.#clearTimer !== undefined) return;
		const left = this.#shownAt + REASON_DISPLAY_MS - Date.now();
		if (left <= 0) {
			void this.setFeedback({ status: "" });
			return;
		}
		this.#clearTimer = setTimeout(() => {
			this.#clearTimer = undefined;
			void this.setFeedback({ status: "" });
		}, left);
	}
}

/**
 * Merges two partial touch strip updates as the app applies them: items of the newer one replace the older's, and an
 * item given as an object (a bar's `value` and `enabled`, a text's `value` and `color`) keeps the older's properties
 * that the newer one does not set.
 * @param waiting The older update.
 * @param next The newer update.
 * @returns One update that leaves the strip as both in turn would.
 */
export function mergeFeedback(waiting: FeedbackPayload, next: FeedbackPayload): FeedbackPayload {
	const merged: FeedbackPayload = { ...waiting };
	for (const [item, value] of Object.entries(next)) {
		const before = merged[item];
		// Both objects describe the same item of the layout, so their properties are of the same kind.
		merged[item] =
			typeof before === "object" && typeof value === "object" ? ({ ...before, ...value } as typeof value) : value;
	}
	return merged;
}
