import type { Locator, Page } from "playwright-core";

import { showPageWithKeys } from "./deck-page-session";
import { pageOfKeys } from "./profile-pages";
import { SAMPLE_PROFILE } from "./sample-profile";

/** Size of the page the deck is staged in, for screenshots: tall enough for the whole Connection section. */
export const STAGE_VIEWPORT = { width: 1280, height: 1140 } as const;

/** Longest any one staging step may take. */
export const STAGE_STEP_TIMEOUT_MS = 15_000;

/**
 * Uses the sample profile of the virtual deck a little, as a streamer would, and leaves it while the marks are up: the
 * starter page's display keys drawn, then the page with Goal Add, and Currency Remove when the layout put both on one
 * page (it looks the page up, however many actions there are): Currency Remove set through its inspector to a viewer
 * who has no funds, Goal Add's inspector open on its Connection section after Test connection (the whole section in
 * view, or it throws), the goal dial turned three times and the timer dial once, a key pressed (OK) and a refused
 * press (alert, `Funds`). On a layout that parts the two, the picture has no refused press.
 * @param page The deck page, loaded.
 */
export async function stageUsedDeck(page: Page): Promise<void> {
	for (const slug of ["show-top", "warnings", "currency-balance"]) {
		await page.locator(`.key-slot[data-slug="${slug}"] .key-face image[href^="data:"]`).waitFor();
	}
	const withRefusal = pageOfKeys(SAMPLE_PROFILE, ["goal-add", "currency-remove"]) !== undefined;
	const staged = withRefusal ? ["goal-add", "currency-remove"] : ["goal-add"];
	const refused = page.locator('.key-slot[data-slug="currency-remove"]');
	if (withRefusal) {
		await showPageWithKeys(page, staged);
		await openInspector(refused);
		const viewer = page.frameLocator("#inspector-frame").locator("#setting-viewer");
		await viewer.fill("ZeroBalance");
		await viewer.press("Tab");
		await refused.locator(".caption-detail", { hasText: "ZeroBalance" }).waitFor();
	}

	await showPageWithKeys(page, staged);
	const goalAdd = page.locator('.key-slot[data-slug="goal-add"]');
	await openInspector(goalAdd);
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

	const dial = page.locator('.dial-slot[data-slug="goal-add"]');
	for (let turn = 0; turn < 3; turn++) {
		await dial.locator(".turn-right").click();
		await page.waitForTimeout(150);
	}
	await page.locator('.segment[data-context] .item[data-key="status"]', { hasText: "OK" }).first().waitFor();
	await page.locator('.dial-slot[data-slug="streamathon-add-seconds"] .turn-right').click();

	await page.mouse.move(0, STAGE_VIEWPORT.height - 1);
	await goalAdd.locator(".key").click();
	if (withRefusal) await refused.locator(".key").click();
	await page.locator('.key-slot[data-slug="goal-add"][data-flash="ok"]').waitFor();
	if (withRefusal) await page.locator('.key-slot[data-slug="currency-remove"][data-flash="alert"]').waitFor();
	await page.mouse.move(0, STAGE_VIEWPORT.height - 1);
	// Let the marks fade in fully.
	await page.waitForTimeout(350);
}

/**
 * Opens the property inspector of a key, with its gear.
 * @param key The key's slot.
 */
async function openInspector(key: Locator): Promise<void> {
	await key.hover();
	await key.locator(".gear").click();
}
