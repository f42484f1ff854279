import type { Browser, Page } from "playwright-core";

import { launchChromium } from "../browser/chromium";
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
