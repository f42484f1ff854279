import type { Locator, Page } from "playwright-core";

/** Size of the page the deck is staged in, for screenshots: tall enough for the whole Connection section. */
export const STAGE_VIEWPORT = { width: 1280, height: 1140 } as const;

/** Longest any one staging step may take. */
export const STAGE_STEP_TIMEOUT_MS = 15_000;

/**
 * The slot of an action on the deck page.
 * @param page The deck page.
 * @param slug Action slug.
 * @param controller `key` or `dial`.
 * @param column Column.
 * @returns A locator.
 */
export function slot(page: Page, slug: string, controller: "dial" | "key", column = 0): Locator {
	return page.locator(`.${controller}-slot[data-slug="${slug}"][data-column="${column}"]`);
}

/**
 * Uses the sample profile of the virtual deck a little, as a streamer would, and leaves it while the marks are up: the
 * display keys drawn, Goal Add's inspector open on its Connection section after Test connection (the whole section in
 * view, or it throws), a dial turned three times and another once, a key pressed (OK) and a refused press (alert).
 * @param page The deck page, loaded.
 */
export async function stageUsedDeck(page: Page): Promise<void> {
	for (const slug of ["show-top", "warnings", "currency-balance"]) {
		await page.locator(`.key-slot[data-slug="${slug}"] .key-face image[href^="data:"]`).waitFor();
	}
	const goalAdd = slot(page, "goal-add", "key");
	await goalAdd.hover();
	await goalAdd.locator(".gear").click();
	const connection = page.frameLocator("#inspector-frame").locator('details.connection[aria-busy="false"]');
	await connection.waitFor();
	if ((await connection.getAttribute("open")) === null) {
		// The section's own summary, not the one of the folded Setup help inside it.
		await connection.locator(":scope > summary").click();
	}
	const inspector = page.frameLocator("#inspector-frame");
	await inspector.getByRole("button", { name: "Test connection" }).click();
	await inspector.locator(".test-result .verdict").nth(1).waitFor();
	const overflow = await connection.evaluate(
		(section) => section.getBoundingClientRect().bottom - section.ownerDocument.documentElement.clientHeight,
	);
	if (overflow > 0) {
		throw new Error(`the Connection section runs ${Math.ceil(overflow)} px past the inspector: make the stage taller`);
	}

	const dial = slot(page, "goal-add", "dial");
	for (let turn = 0; turn < 3; turn++) {
		await dial.locator(".turn-right").click();
		await page.waitForTimeout(150);
	}
	await page.locator('.segment[data-context] .item[data-key="status"]', { hasText: "OK" }).first().waitFor();
	await slot(page, "streamathon-add-seconds", "dial", 1).locator(".turn-right").click();

	await page.mouse.move(0, STAGE_VIEWPORT.height - 1);
	await goalAdd.locator(".key").click();
	await slot(page, "currency-remove", "key", 3).locator(".key").click();
	await page.locator('.key-slot[data-slug="goal-add"][data-flash="ok"]').waitFor();
	await page.locator('.key-slot[data-slug="currency-remove"][data-flash="alert"]').waitFor();
	await page.mouse.move(0, STAGE_VIEWPORT.height - 1);
	// Let the marks fade in fully.
	await page.waitForTimeout(350);
}
