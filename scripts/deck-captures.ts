/**
 * Pictures of the real plugin for the Marketplace listing: the built plugin runs under the virtual Stream Deck +
 * (`npm start`'s page) against the API emulator, is used the way a streamer would, and parts of the page are
 * captured at twice their size.
 */
import type { Browser, Locator, Page } from "playwright-core";

import { STAGE_STEP_TIMEOUT_MS, STAGE_VIEWPORT, stageUsedDeck } from "../test/virtual-deck/deck-staging";
import { type ProfileEntry, SAMPLE_PROFILE } from "../test/virtual-deck/sample-profile";
import { startVirtualDeck, type VirtualDeck } from "../test/virtual-deck/server";

/** PNG captures of the plugin at work. */
export type DeckCaptures = {
	/** The whole device after presses and dial turns: an OK mark, an alert, values on keys and strip. */
	device: Buffer;
	/** The touch strip and dials of that device. */
	controls: Buffer;
	/** The Goal Add property inspector with its Connection section open. */
	inspector: Buffer;
	/** A device of display keys showing live values. */
	liveDevice: Buffer;
	/** Requests the API emulator answered while the pictures were taken: proof they show the plugin working. */
	apiRequests: number;
};

/** What one virtual deck gave. */
type DeckRun<T> = {
	/** Its captures. */
	captures: T;
	/** Requests the API emulator answered meanwhile. */
	apiRequests: number;
};

/** A rectangle of the page, in CSS pixels. */
type Clip = {
	/** Left edge. */
	x: number;
	/** Top edge. */
	y: number;
	/** Width. */
	width: number;
	/** Height. */
	height: number;
};

/** Eight display keys over the emulator's seed data, with the sample profile's dials. */
const LIVE_PROFILE: readonly ProfileEntry[] = [
	liveKey(0, 0, "show-top", { topType: "message", topSubType: "global", rank: "1" }),
	liveKey(1, 0, "show-top", { topType: "message", topSubType: "global", rank: "2" }),
	liveKey(2, 0, "show-top", { topType: "message", topSubType: "global", rank: "3" }),
	liveKey(3, 0, "custom-data", { dataKey: "song" }),
	liveKey(0, 1, "warnings", { viewer: "StreamFan42" }),
	liveKey(1, 1, "currency-balance", { viewer: "night owl" }),
	liveKey(2, 1, "currency-balance", { viewer: "Moderator_Mia" }),
	liveKey(3, 1, "custom-data", { dataKey: "counter" }),
	...SAMPLE_PROFILE.filter((entry) => entry.controller === "Encoder"),
];

/**
 * Takes every capture: one virtual deck with the sample profile, used; one with display keys.
 * @param browser The browser.
 * @returns The captures.
 */
export async function captureDeck(browser: Browser): Promise<DeckCaptures> {
	const used = await withDeck(browser, SAMPLE_PROFILE, captureUsedDeck);
	const live = await withDeck(browser, LIVE_PROFILE, captureLiveDeck);
	return { ...used.captures, liveDevice: live.captures, apiRequests: used.apiRequests + live.apiRequests };
}

/**
 * Runs a virtual deck with a profile, opens its page and captures it.
 * @param browser The browser.
 * @param profile What is on the deck.
 * @param capture What to do on the page.
 * @returns The captures, and how many requests the API emulator answered.
 */
async function withDeck<T>(
	browser: Browser,
	profile: readonly ProfileEntry[],
	capture: (page: Page) => Promise<T>,
): Promise<DeckRun<T>> {
	const deck: VirtualDeck = await startVirtualDeck({ port: 0, profile });
	const page = await browser.newPage({ viewport: STAGE_VIEWPORT, deviceScaleFactor: 2 });
	try {
		page.setDefaultTimeout(STAGE_STEP_TIMEOUT_MS);
		await page.goto(deck.url);
		const captures = await capture(page);
		return { captures, apiRequests: deck.emulator.requests.length };
	} finally {
		await page.close().catch(() => undefined);
		await deck.close();
	}
}

/**
 * The sample deck in use: the inspector opened, dials turned, a key pressed and a refused press, captured while
 * the marks are up.
 * @param page The deck page.
 * @returns The device, its strip and dials, and the inspector.
 */
async function captureUsedDeck(page: Page): Promise<Pick<DeckCaptures, "controls" | "device" | "inspector">> {
	await stageUsedDeck(page);

	const device = await page.locator(".device").screenshot();
	const controls = await page.screenshot({ clip: await unionBox(page.locator("#strip"), page.locator("#dials"), 16) });
	const inspector = await page.locator("#inspector").screenshot();
	return { device, controls, inspector };
}

/**
 * The display deck once every key shows its value.
 * @param page The deck page.
 * @returns The device.
 */
async function captureLiveDeck(page: Page): Promise<Buffer> {
	const faces = page.locator('.key-slot .key-face image[href^="data:"]');
	const keys = LIVE_PROFILE.filter((entry) => entry.controller === "Keypad").length;
	for (let i = 0; i < keys; i++) {
		await faces.nth(i).waitFor();
	}
	await page.locator('.segment[data-context] .item[data-key="value"]', { hasText: /\S/ }).first().waitFor();
	await page.mouse.move(0, STAGE_VIEWPORT.height - 1);
	await page.waitForTimeout(300);
	return page.locator(".device").screenshot();
}

/**
 * The box around two elements, with a margin, in page coordinates.
 * @param first One element.
 * @param second The other.
 * @param margin Pixels around both.
 * @returns The clip rectangle.
 */
async function unionBox(first: Locator, second: Locator, margin: number): Promise<Clip> {
	const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
	if (a === null || b === null) {
		throw new Error("the touch strip or the dials are not on the page");
	}
	const x = Math.max(0, Math.min(a.x, b.x) - margin);
	const y = Math.max(0, Math.min(a.y, b.y) - margin);
	const right = Math.max(a.x + a.width, b.x + b.width) + margin;
	const bottom = Math.max(a.y + a.height, b.y + b.height) + margin;
	return { x, y, width: right - x, height: bottom - y };
}

/**
 * A display key of the live profile, refreshing every minute.
 * @param column Column.
 * @param row Row.
 * @param slug Action slug.
 * @param settings Settings.
 * @returns The entry.
 */
function liveKey(column: number, row: number, slug: string, settings: Record<string, string>): ProfileEntry {
	return { slug, controller: "Keypad", column, row, settings: { ...settings, refreshSeconds: "60" } };
}
