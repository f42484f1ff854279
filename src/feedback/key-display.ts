import type { DialAction, KeyAction } from "@elgato/streamdeck";

import { ignoreIfKeyGone } from "./key-gone";

/** How long a failure's short reason stays on a key before the key shows what it showed before. */
export const REASON_DISPLAY_MS = 2000;

/** Stands for a title the plugin does not know: what a key shows after a page switch or a restart of the plugin. */
const UNKNOWN = Symbol("unknown title");

/** A key or a dial, as the SDK hands them to actions. */
export type AnyAction = DialAction | KeyAction;

/**
 * What one key shows as its title: the value the plugin put there (or the user's own title when it put nothing),
 * interrupted for a moment by the short reason of a failure.
 */
export class KeyDisplay {
	/** Every key's display, by context. */
	static readonly #displays = new Map<string, KeyDisplay>();

	/** The title the plugin set last, shown again when a reason goes; unknown until the plugin sets one. */
	#title: string | typeof UNKNOWN | undefined = UNKNOWN;

	/** Takes the reason down, while one is up. */
	#reasonTimer: NodeJS.Timeout | undefined;

	/** The key this display draws on. */
	readonly #action: AnyAction;

	/**
	 * Creates the display of a key; use {@link KeyDisplay.of}.
	 * @param action The key.
	 */
	private constructor(action: AnyAction) {
		this.#action = action;
	}

	/**
	 * The display of a key, created on first use.
	 * @param action The key.
	 * @returns Its display.
	 */
	public static of(action: AnyAction): KeyDisplay {
		let display = KeyDisplay.#displays.get(action.id);
		if (display === undefined) {
			display = new KeyDisplay(action);
			KeyDisplay.#displays.set(action.id, display);
		}
		return display;
	}

	/**
	 * Forgets a key that left the deck. A reason still up is taken down at once: the app keeps a key's title while
	 * it is off screen, and the key must not come back showing it.
	 * @param id The key's context.
	 */
	public static release(id: string): void {
		const display = KeyDisplay.#displays.get(id);
		if (display !== undefined && display.#reasonTimer !== undefined) {
			clearTimeout(display.#reasonTimer);
			display.#restore();
		}
		KeyDisplay.#displays.delete(id);
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
	 * Shows a short reason for a moment, then what the key showed before.
	 * @param reason A word or two, e.g. `Offline`.
	 */
	public async showReason(reason: string): Promise<void> {
		if (this.#reasonTimer) clearTimeout(this.#reasonTimer);
		this.#reasonTimer = setTimeout(() => this.#restore(), REASON_DISPLAY_MS);
		await this.#action.setTitle(reason);
	}

	/**
	 * Takes a reason down: the key shows the plugin's last title, or the user's own.
	 */
	#restore(): void {
		this.#reasonTimer = undefined;
		const title = this.#title === UNKNOWN ? undefined : this.#title;
		void ignoreIfKeyGone(this.#action.setTitle(title as string));
	}
}
