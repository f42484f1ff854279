import type { DialAction, KeyAction } from "@elgato/streamdeck";

import { type ReasonTone, renderAlertFace, type TitlePlace } from "./alert-face";
import { markedStateImages, withDemoMark } from "./demo-mark";
import { ignoreIfKeyGone } from "./key-gone";
import { REASON_DISPLAY_MS, type StripDisplay } from "./strip-display";
import { svgDataUrl } from "./svg";
import { UpdateThrottle } from "./update-throttle";

/**
 * Stands for a title or image the plugin does not know: what a key shows after a page switch or a restart of the
 * plugin.
 */
const UNKNOWN = Symbol("unknown");

/** A face without a value, as drawn for a key. */
type ReasonFace = {
	/** The short reason. */
	reason: string;
	/** A failure, or settings to fix. */
	tone: ReasonTone;
	/** The data URL drawn. */
	image: string;
};

/** A key or a dial, as the SDK hands them to actions. */
export type AnyAction = DialAction | KeyAction;

/** What the plugin draws on for one key or dial on screen: its image and title, and a dial's touch strip. */
export type KeySurfaces = {
	/** The key or dial. */
	readonly action: AnyAction;
	/** Its image and title. */
	readonly display: KeyDisplay;
	/** A dial's touch strip. */
	readonly strip: StripDisplay;
};

/**
 * What one key shows, its image and its title: what the plugin put there (or the manifest's image and the user's own
 * title when it put nothing), interrupted for a moment by the alert face of a failure, which shows the short reason
 * large with an empty title.
 */
export class KeyDisplay {
	/** The title the plugin set last, shown again when a reason goes; unknown until the plugin sets one. */
	#title: string | typeof UNKNOWN | undefined = UNKNOWN;

	/** The image the plugin set last, shown again when a reason goes; unknown until the plugin sets one. */
	#image: string | typeof UNKNOWN | undefined = UNKNOWN;

	/** Takes the reason down, while one is up. */
	#reasonTimer: NodeJS.Timeout | undefined;

	/** Whether a passing image (a hold's progress) covers the key's own image. */
	#covered = false;

	/** The key this display draws on. */
	readonly #action: AnyAction;

	/** Sends the key's images, at most 10 a second: faster ones are merged, the last always shows. */
	readonly #images: UpdateThrottle<string | undefined>;

	/** Whether the key belongs to a demo channel: every image it shows then carries the demo mark. */
	#demo = false;

	/** The image last handed to {@link #images}, before any demo mark: drawn again when the mark comes or goes. */
	#pushed: string | undefined;

	/** Where the app draws the title the user typed for the key, when it shows one. */
	readonly #userTitle: () => TitlePlace | undefined;

	/** The last face without a value drawn for the key, to draw again when the user's title moves. */
	#reasonFace: ReasonFace | undefined;

	/**
	 * Creates the display of a key, for one appearance of it.
	 * @param action The key.
	 * @param userTitle Where the app draws the title the user typed for the key, when it shows one.
	 */
	constructor(action: AnyAction, userTitle: () => TitlePlace | undefined = () => undefined) {
		this.#action = action;
		this.#userTitle = userTitle;
		this.#images = new UpdateThrottle<string | undefined>({
			send: (image) => ignoreIfKeyGone(this.#send(image)),
		});
	}

	/**
	 * Covers the key's own image for a while, e.g. with a hold's progress: what the plugin sets meanwhile shows once
	 * {@link KeyDisplay.uncover} is called. A reason still up is taken down first.
	 * @param image A data URL.
	 */
	public async cover(image: string): Promise<void> {
		if (this.#reasonTimer !== undefined) {
			clearTimeout(this.#reasonTimer);
			this.#reasonTimer = undefined;
			void ignoreIfKeyGone(this.#action.setTitle((this.#title === UNKNOWN ? undefined : this.#title) as string));
		}
		this.#covered = true;
		await this.#push(image);
	}

	/**
	 * The image the key shows when nothing covers it.
	 * @returns A data URL the plugin set; `undefined` for the manifest's image.
	 */
	public ownImage(): string | undefined {
		return this.#image === UNKNOWN ? undefined : this.#image;
	}

	/**
	 * The face of a key without a value: a short reason large, placed where the user's own title leaves it readable.
	 * @param reason A word or two, e.g. `Offline`.
	 * @param tone `alert` for a failure, `setup` for settings that must be fixed.
	 * @returns A data URL.
	 */
	public reasonImage(reason: string, tone: ReasonTone = "alert"): string {
		const image = svgDataUrl(renderAlertFace(reason, tone, this.#userTitle()));
		this.#reasonFace = { reason, tone, image };
		return image;
	}

	/**
	 * Draws the face without a value the key shows, if it shows one, again where the user's title now leaves its reason
	 * readable: call when the user's title changed.
	 */
	public async redrawReason(): Promise<void> {
		const shown = this.#reasonFace;
		if (shown === undefined) return;
		const image = this.reasonImage(shown.reason, shown.tone);
		if (image === shown.image) return;
		if (this.#reasonTimer !== undefined && this.#pushed === shown.image) await this.#push(image);
		else if (this.#image === shown.image) await this.setImage(image);
	}

	/**
	 * Lets the key go: it left the deck. A reason still up is taken down at once (the app keeps a key's title while it
	 * is off screen, and the key must not come back showing it), and an image still waiting for its turn goes at once,
	 * before anything of the key's next appearance.
	 */
	public release(): void {
		if (this.#reasonTimer !== undefined || this.#covered) {
			clearTimeout(this.#reasonTimer);
			this.#covered = false;
			this.#restore();
		}
		void ignoreIfKeyGone(this.#images.flush());
	}

	/**
	 * Marks the key as one of a demo channel, or takes the mark down: what it shows is drawn again at once.
	 * @param demo Whether its channel is the demo.
	 * @param redraw Draw again even when the mark does not change here, e.g. for a key back on screen that the app may
	 * still show with the mark of an earlier appearance.
	 */
	public async setDemo(demo: boolean, redraw = false): Promise<void> {
		if (demo === this.#demo && !redraw) return;
		this.#demo = demo;
		await this.#push(this.#pushed);
	}

	/**
	 * Sets the image the key shows from now on; while a reason is up, it appears when the reason goes.
	 * @param image A data URL; `undefined` gives the key back the manifest's image.
	 */
	public async setImage(image: string | undefined): Promise<void> {
		// The same image again is not sent: a redraw that changes nothing must not reach the app (nor pass for news).
		const changed = image !== this.#image;
		this.#image = image;
		if (changed && this.#reasonTimer === undefined && !this.#covered) await this.#push(image);
	}

	/**
	 * Sets the title the key shows from now on; while a reason is up, it appears when the reason goes.
	 * @param title The title; `undefined` gives the key back the user's own title.
	 */
	public async setTitle(title: string | undefined): Promise<void> {
		const changed = title !== this.#title;
		this.#title = title;
		if (changed && this.#reasonTimer === undefined) {
			await this.#action.setTitle(title as string);
		}
	}

	/**
	 * Shows a short reason for a moment on the alert face (the reason large, no icon, an empty title), then what the
	 * key showed before: the plugin's last image and title, or the manifest's image and the user's title.
	 * @param reason A word or two, e.g. `Offline`.
	 */
	public async showReason(reason: string): Promise<void> {
		this.#covered = false;
		clearTimeout(this.#reasonTimer);
		this.#reasonTimer = setTimeout(() => this.#restore(), REASON_DISPLAY_MS);
		await Promise.all([this.#push(this.reasonImage(reason)), this.#action.setTitle("")]);
	}

	/**
	 * Takes a cover down: the key shows its own image again (and nothing happens when nothing covers it).
	 */
	public async uncover(): Promise<void> {
		if (!this.#covered) return;
		this.#covered = false;
		await this.#push(this.#image === UNKNOWN ? undefined : this.#image);
	}

	/**
	 * Where the app draws the title the user typed for the key.
	 * @returns Its place; `undefined` when the key shows none.
	 */
	public userTitle(): TitlePlace | undefined {
		return this.#userTitle();
	}

	/**
	 * Hands an image to the throttle, remembering it for a change of the demo mark.
	 * @param image A data URL, or `undefined` for the manifest's image.
	 * @returns A promise settled once it (or the image it was merged into) was sent.
	 */
	#push(image: string | undefined): Promise<void> {
		this.#pushed = image;
		return this.#images.push(image);
	}

	/**
	 * Sends an image to the app: on a demo channel's key with the demo mark, the manifest's own images (one per state)
	 * redrawn with it.
	 * @param image A data URL, or `undefined` for the manifest's image.
	 * @returns A promise settled once the app has it.
	 */
	async #send(image: string | undefined): Promise<void> {
		const action = this.#action;
		if (!this.#demo || !action.isKey()) return action.setImage(image);
		if (image !== undefined) return action.setImage(withDemoMark(image));
		const states = markedStateImages(action.manifestId);
		if (states.length === 1) return action.setImage(states[0]);
		await Promise.all(states.map((state, index) => action.setImage(state, { state: index as 0 | 1 })));
	}

	/**
	 * Takes a reason down: the key shows the plugin's last image and title, or the manifest's image and the user's
	 * title.
	 */
	#restore(): void {
		this.#reasonTimer = undefined;
		const image = this.#image === UNKNOWN ? undefined : this.#image;
		const title = this.#title === UNKNOWN ? undefined : this.#title;
		void ignoreIfKeyGone(this.#push(image));
		void ignoreIfKeyGone(this.#action.setTitle(title as string));
	}
}
