import { actionUuid } from "../deck";
import type { StreamDeckHost } from "../host/stream-deck-host";
import { type ProfileEntry, profilePages } from "./profile-pages";

/** One profile of the deck, as the app keeps it: its pages, and the instances of the pages it has shown. */
type DeckProfile = {
	/** Its name: a bundled profile's `Name` (e.g. `profiles/starter-plus`), or what the deck calls its first one. */
	name: string;
	/** The entries of each page. */
	pages: ProfileEntry[][];
	/** Contexts of each page's entries, once the page has been shown. */
	contexts: (string[] | undefined)[];
	/** The page it shows, or showed last, from 0. */
	page: number;
};

/** Which page of which profile is on the device. */
type Shown = {
	/** The profile's index. */
	profile: number;
	/** Its page. */
	page: number;
};

/** A profile for the deck to open: its name and its entries, each with its page. */
export type ProfileSource = {
	/** Its name: a bundled profile's `Name` when it is one, so that a switch to that profile finds it open. */
	name: string;
	/** Its entries. */
	entries: readonly ProfileEntry[];
};

/**
 * The profiles of the virtual deck and their pages, one profile on the device at a time. Switching does what the app
 * does: every key and dial of the page left gets `willDisappear`, every one of the page shown gets `willAppear`, with
 * the settings it had when it left (an instance keeps its context, so edits made in its inspector survive the trip).
 * A profile switch is a page switch to another profile's page. Switches run one after the other.
 */
export class DeckProfiles {
	/** The profile on the device (or to be, before the first page is shown). */
	private active = 0;

	/** The profile shown before the active one, for a switch back. */
	private before: number | undefined;

	/** The profile and page whose keys are on the device; `undefined` before the first. */
	private onDevice: Shown | undefined;

	/** The profiles, the one the deck opened with first. */
	private readonly profiles: DeckProfile[];

	/** The switch in progress. */
	private switching: Promise<void> = Promise.resolve();

	/**
	 * Creates the deck's profiles with the one it opens with; nothing is on the device until {@link show} is called.
	 * @param host The Stream Deck host running the plugin.
	 * @param opening The profile the deck opens with.
	 */
	constructor(
		private readonly host: StreamDeckHost,
		opening: ProfileSource,
	) {
		this.profiles = [profileOf(opening)];
	}

	/**
	 * How many pages the profile on the device has.
	 * @returns At least 1.
	 */
	public get count(): number {
		return this.profiles[this.active].pages.length;
	}

	/**
	 * The page on the device.
	 * @returns Its index in its profile, from 0.
	 */
	public get current(): number {
		return this.profiles[this.active].page;
	}

	/**
	 * The profiles the deck knows, in the order it opened them.
	 * @returns Their names.
	 */
	public get names(): string[] {
		return this.profiles.map((profile) => profile.name);
	}

	/**
	 * The profile on the device.
	 * @returns Its index in {@link names}.
	 */
	public get profile(): number {
		return this.active;
	}

	/**
	 * Goes back to the profile shown before the one on the device.
	 * @returns Whether there was one.
	 */
	public async back(): Promise<boolean> {
		const before = this.before;
		if (before === undefined) return false;
		await this.showProfile(before);
		return true;
	}

	/**
	 * Finds a profile the deck opened.
	 * @param name Its name.
	 * @returns Its index; `undefined` when the deck has not opened it.
	 */
	public indexOf(name: string): number | undefined {
		const index = this.profiles.findIndex((profile) => profile.name === name);
		return index < 0 ? undefined : index;
	}

	/**
	 * Puts a profile on the device, opening it first when the deck does not know it yet (as the app installs a bundled
	 * profile the first time a plugin switches to it).
	 * @param name The profile's name.
	 * @param read Reads its entries; called only when the deck does not know it.
	 * @param page Index of its page, from 0; the one it showed last unless given.
	 * @returns Resolves once the host sent every event; rejects, with nothing changed, when the profile cannot be read
	 * or has no such page.
	 */
	public open(name: string, read: () => readonly ProfileEntry[], page?: number): Promise<void> {
		return this.serially(async () => {
			const known = this.indexOf(name);
			const profile = known === undefined ? profileOf({ name, entries: read() }) : this.profiles[known];
			const target = page ?? profile.page;
			if (!(target < profile.pages.length)) {
				throw new RangeError(`${profile.name} has no page ${target + 1}: the deck shows its first page alone`);
			}
			await this.put(known ?? this.profiles.push(profile) - 1, target);
		});
	}

	/**
	 * Shows a page of the profile on the device; showing the page already there does nothing.
	 * @param page Index of the page, from 0.
	 * @returns Resolves once the host sent every event.
	 */
	public show(page: number): Promise<void> {
		return this.showProfile(this.active, page);
	}

	/**
	 * Puts a profile the deck knows on the device, at a page or at the page it showed last.
	 * @param index The profile's index in {@link names}.
	 * @param page Index of its page, from 0; the one it showed last unless given.
	 * @returns Resolves once the host sent every event.
	 */
	public showProfile(index: number, page?: number): Promise<void> {
		const profile = this.profiles.at(index);
		if (!Number.isInteger(index) || index < 0 || !profile) {
			return Promise.reject(new RangeError(`profile must be an integer from 0 to ${this.profiles.length - 1}`));
		}
		const target = page ?? profile.page;
		if (!Number.isInteger(target) || target < 0 || target >= profile.pages.length) {
			return Promise.reject(
				new RangeError(`page must be an integer from 0 to ${profile.pages.length - 1}, got ${target}`),
			);
		}
		return this.serially(() => this.put(index, target));
	}

	/**
	 * Takes the page on the device off it and puts another one on it.
	 * @param index The profile.
	 * @param page Its page.
	 */
	private async put(index: number, page: number): Promise<void> {
		const shown = this.onDevice;
		if (shown?.profile === index && shown.page === page) return;
		if (shown) {
			for (const context of this.profiles[shown.profile].contexts[shown.page] ?? []) {
				if (this.host.keys.get(context)?.visible) await this.host.disappear(context);
			}
		}
		if (shown && shown.profile !== index) this.before = shown.profile;
		const profile = this.profiles[index];
		this.active = index;
		profile.page = page;
		this.onDevice = { profile: index, page };
		const known = profile.contexts[page];
		const contexts: string[] = [];
		for (const [position, entry] of profile.pages[page].entries()) {
			contexts.push(
				await this.host.appear({
					action: actionUuid(entry.slug),
					controller: entry.controller,
					coordinates: { column: entry.column, row: entry.row },
					// A known instance appears with the settings it left with, as in the app.
					...(known ? { context: known[position] } : { settings: entry.settings }),
				}),
			);
		}
		profile.contexts[page] = contexts;
	}

	/**
	 * Runs a switch after the one in progress.
	 * @param run The switch.
	 * @returns Resolves once it ran.
	 */
	private serially(run: () => Promise<void>): Promise<void> {
		const next = this.switching.then(run);
		this.switching = next.catch(() => undefined);
		return next;
	}
}

/**
 * A profile as the deck keeps it, before any of its pages was shown.
 * @param source Its name and entries.
 * @returns The profile.
 */
function profileOf(source: ProfileSource): DeckProfile {
	const pages = profilePages(source.entries);
	return { name: source.name, pages, contexts: pages.map(() => undefined), page: 0 };
}
