import { actionUuid } from "../deck";
import type { StreamDeckHost } from "../host/stream-deck-host";
import { type ProfileEntry, profilePages } from "./profile-pages";

/**
 * The pages of the virtual deck's profile. Switching pages does what the app does: every key and dial of the page
 * left gets `willDisappear`, every one of the page shown gets `willAppear`, with the settings it had when it left
 * (an instance keeps its context, so edits made in its inspector survive the trip).
 */
export class DeckPages {
	/** Contexts of each page's entries, once the page has been shown. */
	private readonly contexts: (string[] | undefined)[];

	/** The page entries. */
	private readonly pages: ProfileEntry[][];

	/** Index of the page on the device. */
	private shown = -1;

	/** The switch in progress; switches run one after the other. */
	private switching: Promise<void> = Promise.resolve();

	/**
	 * Creates the pages of a profile; nothing is on the device until {@link show} is called.
	 * @param host The Stream Deck host running the plugin.
	 * @param profile Every entry of the profile, each with its page.
	 */
	constructor(
		private readonly host: StreamDeckHost,
		profile: readonly ProfileEntry[],
	) {
		this.pages = profilePages(profile);
		this.contexts = this.pages.map(() => undefined);
	}

	/**
	 * How many pages the profile has.
	 * @returns At least 1.
	 */
	public get count(): number {
		return this.pages.length;
	}

	/**
	 * The page on the device.
	 * @returns Its index, from 0.
	 */
	public get current(): number {
		return Math.max(0, this.shown);
	}

	/**
	 * Shows a page: the page on the device disappears, the other one appears. Showing the page already there does
	 * nothing.
	 * @param page Index of the page, from 0.
	 * @returns Resolves once the host sent every event.
	 */
	public show(page: number): Promise<void> {
		if (!Number.isInteger(page) || page < 0 || page >= this.pages.length) {
			return Promise.reject(new RangeError(`page must be an integer from 0 to ${this.pages.length - 1}, got ${page}`));
		}
		const next = this.switching.then(() => this.switchTo(page));
		this.switching = next.catch(() => undefined);
		return next;
	}

	/**
	 * Takes the current page off the device and puts another one on it.
	 * @param page Index of the page.
	 */
	private async switchTo(page: number): Promise<void> {
		if (page === this.shown) return;
		for (const context of this.contexts[this.shown] ?? []) {
			if (this.host.keys.get(context)?.visible) await this.host.disappear(context);
		}
		this.shown = page;
		const known = this.contexts[page];
		const contexts: string[] = [];
		for (const [index, entry] of this.pages[page].entries()) {
			contexts.push(
				await this.host.appear({
					action: actionUuid(entry.slug),
					controller: entry.controller,
					coordinates: { column: entry.column, row: entry.row },
					// A known instance appears with the settings it left with, as in the app.
					...(known ? { context: known[index] } : { settings: entry.settings }),
				}),
			);
		}
		this.contexts[page] = contexts;
	}
}
