import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { RUN_BROWSER_TESTS } from "../../tools/browser/chromium";
import { closeDeckPage, openDeckPage } from "../../tools/virtual-deck/deck-page-session";
import { ACTION_HEADER, type VirtualDeck } from "../../tools/virtual-deck/server";

/** Longest any one wait in these tests. */
const WAIT_MS = 10_000;

describe.skipIf(!RUN_BROWSER_TESTS)("virtual deck page: the channel switch", () => {
	let deck: VirtualDeck;
	let browser: Browser;
	let page: Page;

	/**
	 * Whether every key the plugin drew carries the demo mark, or none does.
	 * @param marked Which of the two.
	 * @returns `true` when it is so.
	 */
	const keysMarked = (marked: boolean): boolean => {
		const images = [...deck.host.keys.values()]
			.filter((key) => key.visible && key.controller === "Keypad" && key.image?.startsWith("data:image/svg"))
			.map((key) => decodeURIComponent(key.image ?? "").includes(">DEMO</text>"));
		return images.length > 0 && images.every((demo) => demo === marked);
	};

	beforeAll(async () => {
		({ deck, browser, page } = await openDeckPage(WAIT_MS));
	});

	afterAll(async () => {
		await closeDeckPage({ deck, browser });
	});

	it("moves the plugin to the demo channel and back from the page, as Try the demo would", async () => {
		const button = page.locator("#channel-switch");
		await page.locator('#channel-switch[data-channel="emulator"]').waitFor();
		expect(await button.textContent()).toContain("try the demo");
		expect(await button.getAttribute("title")).toContain("npm start -- --demo");
		const emulatorUrl = deck.host.globalSettings.baseUrl;
		await expect.poll(() => keysMarked(false), { timeout: WAIT_MS }).toBe(true);

		await button.click();
		await page.locator('#channel-switch[data-channel="demo"]').waitFor();
		expect(deck.host.globalSettings).toMatchObject({ baseUrl: "demo" });
		await expect.poll(() => keysMarked(true), { timeout: WAIT_MS }).toBe(true);
		expect(await button.textContent()).toContain("switch to the API emulator");

		await button.click();
		await page.locator('#channel-switch[data-channel="emulator"]').waitFor();
		expect(deck.host.globalSettings).toMatchObject({
			baseUrl: emulatorUrl,
			readKey: deck.emulator.readKey,
			writeKey: deck.emulator.writeKey,
		});
		await expect.poll(() => keysMarked(false), { timeout: WAIT_MS }).toBe(true);
	});

	it("refuses a channel it does not know, and changes nothing", async () => {
		const before = deck.host.globalSettings;
		const answer = await fetch(`${deck.url}/api/channel/elsewhere`, {
			method: "POST",
			headers: { [ACTION_HEADER]: "1" },
		});
		expect(answer.status).toBe(400);
		expect(await answer.json()).toEqual({ error: "channel must be emulator or demo, got elsewhere" });
		expect(deck.host.globalSettings).toEqual(before);
	});
});
