import type { Browser, Page } from "playwright-core";

import { launchChromium } from "../browser/chromium";
import { type ProfileEntry, profilePages, SAMPLE_PROFILE } from "./sample-profile";
import { startVirtualDeck, type VirtualDeck } from "./server";

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
 * @returns The deck, the browser and the page.
 */
export async function openDeckPage(waitMs: number): Promise<DeckPageSession> {
	const deck = await startVirtualDeck({ port: 0 });
	const browser = await launchChromium();
	const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
	page.setDefaultTimeout(waitMs);
	await page.goto(deck.url);
	await page.locator('body[data-ready="true"]').waitFor();
	return { deck, browser, page };
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
 * Shows, on the deck page, the first page of the profile with a key of an action: wherever the sample profile's
 * layout put it, however many actions the catalogue has.
 * @param page The deck page.
 * @param slug The action's slug.
 * @param profile The profile the deck shows.
 * @returns The index of the page shown, from 0.
 * @throws When no page has a key of that action.
 */
export async function showPageWithKey(
	page: Page,
	slug: string,
	profile: readonly ProfileEntry[] = SAMPLE_PROFILE,
): Promise<number> {
	const index = profilePages(profile).findIndex((entries) =>
		entries.some((entry) => entry.slug === slug && entry.controller === "Keypad"),
	);
	if (index < 0) throw new Error(`no page of the profile has a ${slug} key`);
	await page.locator(`.page-button[data-page="${index}"]`).click();
	await page.locator(`#pages[data-page="${index}"]`).waitFor();
	await page.locator(`.key-slot[data-slug="${slug}"]`).first().waitFor();
	return index;
}
