import type { KeySurfaces } from "../render/key-display";
import { renderKeyFace } from "../render/key-face";
import { ignoreIfKeyGone } from "../render/key-gone";
import { localize } from "../render/localization";
import { svgDataUrl } from "../render/svg";

/**
 * Time between two pictures of a hold's progress: 8 per second, so that with the picture that ends the hold a key
 * image never changes more than 10 times a second (Elgato's guidelines).
 */
export const HOLD_FRAME_MS = 125;

/** What a key does when it is pressed with hold settings. */
export type HoldPlan = {
	/** How long the key must be held, in milliseconds. */
	holdMs: number;
	/**
	 * The key's picture while it is held.
	 * @param progress How far the hold has come, 0 to 1.
	 * @returns A data URL.
	 */
	face(progress: number): string;
	/** Runs once the key has been held for `holdMs`, while it is still down. */
	held(): Promise<void>;
	/** Runs when the key is released earlier; without it the key shows the short reason `Hold` and sends nothing. */
	tapped?(): Promise<void>;
};

/** A hold under way. */
type Hold = {
	/** Fires the hold. */
	timer: NodeJS.Timeout;
	/** Draws the progress. */
	frames: NodeJS.Timeout;
	/** What to do. */
	plan: HoldPlan;
};

/**
 * The hold of one key: while the key is down its picture fills up, at most {@link HOLD_FRAME_MS} apart; once held long
 * enough the plan's `held` runs (once), released earlier its `tapped` runs or the key says `Hold`.
 */
export class KeyHold {
	/** The key. */
	readonly #key: KeySurfaces;

	/** The hold under way, if any. */
	#hold: Hold | undefined;

	/**
	 * Creates the hold of a key; nothing runs until {@link KeyHold.start}.
	 * @param key The key.
	 */
	constructor(key: KeySurfaces) {
		this.#key = key;
	}

	/**
	 * Drops the hold under way without doing anything, e.g. when the key leaves.
	 */
	public cancel(): void {
		const hold = this.#hold;
		if (!hold) return;
		clearTimeout(hold.timer);
		clearInterval(hold.frames);
		this.#hold = undefined;
	}

	/**
	 * Ends the hold when the key is released: before `holdMs`, the tap (or the reason `Hold`); after, nothing.
	 */
	public async release(): Promise<void> {
		const hold = this.#hold;
		if (!hold) return;
		this.cancel();
		const { action, display } = this.#key;
		await ignoreIfKeyGone(display.uncover());
		if (hold.plan.tapped) {
			await hold.plan.tapped();
		} else {
			await ignoreIfKeyGone(action.showAlert());
			await ignoreIfKeyGone(display.showReason(localize("Hold")));
		}
	}

	/**
	 * Starts a hold when the key is pressed.
	 * @param plan What to do.
	 */
	public async start(plan: HoldPlan): Promise<void> {
		this.cancel();
		const { display } = this.#key;
		const startedAt = Date.now();
		const hold: Hold = {
			plan,
			// The hold's timer first: when it and a frame fall due together, the hold fires and the frame is not drawn.
			timer: setTimeout(() => {
				this.cancel();
				void (async () => {
					await ignoreIfKeyGone(display.uncover());
					await plan.held();
				})();
			}, plan.holdMs),
			frames: setInterval(() => {
				const progress = Math.min(1, (Date.now() - startedAt) / plan.holdMs);
				void ignoreIfKeyGone(display.cover(plan.face(progress)));
			}, HOLD_FRAME_MS),
		};
		this.#hold = hold;
		await ignoreIfKeyGone(display.cover(plan.face(0)));
	}
}

/** How a key looks while held. */
export type HoldLook = {
	/** The action family's colour. */
	accent: string;
	/** The small line; `Hold` in the app's language unless given. */
	label?: string;
	/** The large line; how far the hold has come (`40%`) unless given. */
	value?: string;
};

/**
 * The picture of a key being held: its face, with the hold bar filled as far as the hold has come.
 * @param look How the key looks.
 * @param progress How far, 0 to 1.
 * @returns A data URL.
 */
export function holdFace(look: HoldLook, progress: number): string {
	const label = look.label ?? localize("Hold");
	const value = look.value ?? `${Math.round(progress * 100)}%`;
	return svgDataUrl(renderKeyFace({ accent: look.accent, label, value, progress }));
}
