import type { Browser, Page } from "playwright-core";

import { launchChromium } from "../browser/chromium";
import { pageOfKeys, type ProfileEntry } from "./profile-pages";
import { SAMPLE_PROFILE } from "./sample-profile";
import { startVirtualDeck, type VirtualDeck, type VirtualDeckOptions } from "./server";

/** The virtual deck, and its page open in Chromium. */
export type DeckPageSession = {
	/** The virtual deck (plugin, host and emulator). */
	deck: VirtualDeck;
	/** The browser showing its page. */
	browser: Browser;
	/** The deck's page, ready. */
	page: Page;
};

/**
 * Starts the virtual deck on a free port and opens its page, waiting until it is ready.
 * @param waitMs How long each step on the page may take.
 * @param options What the deck plays, when not the sample profile on a Stream Deck +.
 * @returns The deck, the browser and the page.
 */
export async function openDeckPage(waitMs: number, options: VirtualDeckOptions = {}): Promise<DeckPageSession> {
	const deck = await startVirtualDeck({ ...options, port: 0 });
	let browser: Browser | undefined;
	try {
		browser = await launchChromium();
		const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
		page.setDefaultTimeout(waitMs);
		await page.goto(deck.url);
		await page.locator('body[data-ready="true"]').waitFor();
		return { deck, browser, page };
	} catch (error) {
		// Nothing is left running when the page cannot open.
		await closeDeckPage({ deck, browser });
		throw error;
	}
}

/**
 * Closes what {@link openDeckPage} opened; either may be missing when opening failed.
 * @param session The deck and browser.
 */
export async function closeDeckPage(session: Partial<DeckPageSession>): Promise<void> {
	await session.browser?.close().catch(() => undefined);
	await session.deck?.close();
}

/**
 * Shows, on the deck page, the first page of the profile with a key of each of some actions: wherever the sample
 * profile's layout put them, however many actions the catalogue has.
 * @param page The deck page.
 * @param slugs The actions' slugs.
 * @param profile The profile the deck shows.
 * @returns The index of the page shown, from 0.
 * @throws When no page has a key of each.
 */
export async function showPageWithKeys(
	page: Page,
	slugs: readonly string[],
	profile: readonly ProfileEntry[] = SAMPLE_PROFILE,
): Promise<number> {
	const index = pageOfKeys(profile, slugs);
	if (index === undefined) throw new Error(`no page of the profile has a key of each of ${slugs.join(", ")}`);
	await page.locator(`.page-button[data-page="${index}"]`).click();
	await page.locator(`#pages[data-page="${index}"]`).waitFor();
	for (const slug of slugs) await page.locator(`.key-slot[data-slug="${slug}"]`).first().waitFor();
	return index;
}
