import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

import { launchChromium } from "../support/chromium";
import { startVirtualDeck } from "./server";

/** Where the README's screenshot lives. */
export const SCREENSHOT_PATH = fileURLToPath(new URL("../../docs/virtual-deck.png", import.meta.url));

/** Size of the screenshot. */
const VIEWPORT = { width: 1280, height: 800 };

/** Longest any one step may take. */
const STEP_TIMEOUT_MS = 15_000;

/**
 * The slot of an action on the page.
 * @param page The deck page.
 * @param slug Action slug.
 * @param controller `key` or `dial`.
 * @param column Column.
 * @returns A selector.
 */
function slot(page: Page, slug: string, controller: "dial" | "key", column = 0): ReturnType<Page["locator"]> {
	return page.locator(`.${controller}-slot[data-slug="${slug}"][data-column="${column}"]`);
}

/**
 * Starts the virtual deck, uses it a little (a dial turned, a key pressed, a refused press, an inspector open) and
 * saves a screenshot while the OK and alert marks are up.
 * @param path Where to write the PNG.
 */
export async function takeScreenshot(path = SCREENSHOT_PATH): Promise<void> {
	const deck = await startVirtualDeck({ port: 0 });
	const browser = await launchChromium().catch(async (error: unknown) => {
		await deck.close();
		throw error;
	});
	try {
		const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
		page.setDefaultTimeout(STEP_TIMEOUT_MS);
		await page.goto(deck.url);
		for (const slug of ["show-top", "warnings", "currency-balance"]) {
			await page.locator(`.key-slot[data-slug="${slug}"] .key-face image[href^="data:"]`).waitFor();
		}

		const goalAdd = slot(page, "goal-add", "key");
		await goalAdd.hover();
		await goalAdd.locator(".gear").click();
		const frame = page.frameLocator("#inspector-frame");
		const connection = frame.locator('details.connection[aria-busy="false"]');
		await connection.waitFor();
		if ((await connection.getAttribute("open")) === null) {
			await connection.locator("summary").click();
		}

		const dial = slot(page, "goal-add", "dial");
		for (let turn = 0; turn < 3; turn++) {
			await dial.locator(".turn-right").click();
			await page.waitForTimeout(150);
		}
		await page.locator('.segment[data-context] .item[data-key="status"]', { hasText: "OK" }).first().waitFor();
		await slot(page, "streamathon-add-seconds", "dial", 1).locator(".turn-right").click();

		await page.mouse.move(0, VIEWPORT.height - 1);
		await goalAdd.locator(".key").click();
		await slot(page, "currency-remove", "key", 3).locator(".key").click();
		await page.locator('.key-slot[data-slug="goal-add"][data-flash="ok"]').waitFor();
		await page.locator('.key-slot[data-slug="currency-remove"][data-flash="alert"]').waitFor();
		await page.mouse.move(0, VIEWPORT.height - 1);
		// Let the marks fade in fully.
		await page.waitForTimeout(350);
		await mkdir(dirname(path), { recursive: true });
		await page.screenshot({ path });
	} finally {
		await browser.close().catch(() => undefined);
		await deck.close();
	}
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	takeScreenshot().then(
		() => console.log(`Wrote ${SCREENSHOT_PATH}`),
		(error: unknown) => {
			console.error(error);
			process.exit(1);
		},
	);
}
