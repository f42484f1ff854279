import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { RUN_BROWSER_TESTS } from "../../tools/browser/chromium";
import { type ApiEmulator, startEmulator } from "../../tools/emulator/server";
import { closeDeckPage, openDeckPage, showPageWithKeys } from "../../tools/virtual-deck/deck-page-session";
import type { VirtualDeck } from "../../tools/virtual-deck/server";

/** Longest any one wait in these tests. */
const WAIT_MS = 10_000;

/** Keys of the second server: they must never show on the page. */
const OTHER_READ_KEY = "other-read-7c41e9";
const OTHER_WRITE_KEY = "other-write-2b93d5";

/** A bounding box on the page. */
type Box = { x: number; y: number; width: number; height: number };

/**
 * Tells whether two boxes share any area.
 * @param a One box.
 * @param b The other.
 * @returns `true` when they overlap.
 */
function overlap(a: Box, b: Box): boolean {
	return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe.skipIf(!RUN_BROWSER_TESTS)("virtual deck page: it tells the truth", () => {
	let deck: VirtualDeck;
	let browser: Browser;
	let page: Page;
	let other: ApiEmulator;

	const key = (slug: string): Locator => page.locator(`.key-slot[data-slug="${slug}"]`);
	const channelText = (): Promise<string | null> => page.locator("#channel-switch").textContent();

	beforeAll(async () => {
		other = await startEmulator({ readKey: OTHER_READ_KEY, writeKey: OTHER_WRITE_KEY });
		({ deck, browser, page } = await openDeckPage(WAIT_MS));
		// Currency Remove set to a viewer who has no funds, then the page of the sample profile with Goal Add.
		await showPageWithKeys(page, ["currency-remove"]);
		const context = (await key("currency-remove").getAttribute("data-context")) ?? "";
		await deck.host.setSettings(context, { ...deck.host.settingsOf(context), viewer: "ZeroBalance" });
		await showPageWithKeys(page, ["goal-add"]);
	});

	afterAll(async () => {
		await closeDeckPage({ deck, browser });
		await other?.close();
	});

	it("puts its OK and alert marks and its gear beside a key, never on the plugin's picture", async () => {
		for (const [slug, kind] of [
			["goal-add", "ok"],
			["currency-remove", "alert"],
		] as const) {
			await showPageWithKeys(page, [slug]);
			await key(slug).locator(".key").click();
			const mark = key(slug).locator(`.flash[data-kind="${kind}"]`);
			await mark.waitFor();
			// Bounding boxes while the mark is up (it fades after 1.5 s; its box stays where it was).
			const [markBox, keyBox] = await Promise.all([mark.boundingBox(), key(slug).locator(".key").boundingBox()]);
			expect(markBox!.width).toBeGreaterThan(0);
			expect(overlap(markBox!, keyBox!), `${slug}: mark ${JSON.stringify(markBox)} key ${JSON.stringify(keyBox)}`).toBe(
				false,
			);
		}
		await showPageWithKeys(page, ["goal-add"]);
		await key("goal-add").hover();
		const [gearBox, keyBox] = await Promise.all([
			key("goal-add").locator(".gear").boundingBox(),
			key("goal-add").locator(".key").boundingBox(),
		]);
		expect(overlap(gearBox!, keyBox!)).toBe(false);
		for (const column of [0, 1, 2, 3]) {
			const dial = page.locator(`.dial-slot[data-column="${column}"]`);
			const [dialMark, segmentBox] = await Promise.all([
				dial.locator(".flash").boundingBox(),
				page.locator(".segment").nth(column).boundingBox(),
			]);
			expect(overlap(dialMark!, segmentBox!)).toBe(false);
		}
	});

	it("names the channel the plugin uses: the emulator, another base URL, none, or the demo", async () => {
		const saved = deck.host.globalSettings;
		try {
			await expect.poll(channelText).toBe("Channel: API emulator · try the demo");

			await deck.host.setGlobalSettings({ ...saved, baseUrl: "https://made-up.example/some/path" });
			await expect.poll(channelText).toBe("Channel: https://made-up.example · try the demo");
			expect(await page.locator("#channel-switch").getAttribute("data-channel")).toBe("other");

			await deck.host.setGlobalSettings({ baseUrl: deck.emulator.url });
			await expect
				.poll(channelText)
				.toBe("Channel: API emulator (No read key (R) is set. No write key (W) is set.) · try the demo");

			await deck.host.setGlobalSettings({});
			await expect.poll(channelText).toBe("Channel: not set up (No API base URL is set.) · try the demo");
			expect(await page.locator("#channel-switch").getAttribute("data-channel")).toBe("unset");

			// The plugin takes `demo` in any case and with spaces around it: so does the page.
			await deck.host.setGlobalSettings({ ...saved, baseUrl: " Demo " });
			await expect.poll(channelText).toBe("Channel: demo · switch to the API emulator");
		} finally {
			await deck.host.setGlobalSettings(saved);
		}
		await expect.poll(channelText).toBe("Channel: API emulator · try the demo");
	});

	it("lists a request the plugin sends to another server, without its key anywhere on the page", async () => {
		const saved = deck.host.globalSettings;
		try {
			await deck.host.setGlobalSettings({
				...saved,
				baseUrl: other.url,
				readKey: OTHER_READ_KEY,
				writeKey: OTHER_WRITE_KEY,
			});
			await expect.poll(channelText).toBe(`Channel: ${other.url} · try the demo`);
			const before = other.state.goals.get("main")?.current ?? 0;
			const listed = page.locator(".activity-row", { has: page.locator(".activity-origin", { hasText: other.url }) });
			// The display keys read the other server once the plugin took the new settings: a click after that goes there.
			await expect
				.poll(() => other.requests.some((request) => request.method === "GET"), { timeout: WAIT_MS })
				.toBe(true);
			await key("goal-add").locator(".key").click();
			await expect.poll(() => other.state.goals.get("main")?.current, { timeout: WAIT_MS }).toBe(before + 10);
			// The press, among the display keys' reads of the other server.
			const press = listed.filter({
				has: page.locator(".activity-path", { hasText: /^\/api\/goals\/\{W\}\/actions\/add\/main\/10$/ }),
			});
			await press.first().waitFor();
			expect(await press.first().locator(".activity-method").textContent()).toBe("POST");
			expect(await press.first().locator(".activity-status").textContent()).toBe("200");
			const html = await page.content();
			for (const secret of [OTHER_READ_KEY, OTHER_WRITE_KEY, deck.emulator.readKey, deck.emulator.writeKey]) {
				expect(html).not.toContain(secret);
			}
		} finally {
			await deck.host.setGlobalSettings(saved);
		}
	});

	it("says in its request list that the demo sends nothing while the demo is on", async () => {
		const note = page.locator("#activity .activity-note");
		await page.locator('#channel-switch[data-channel="emulator"]').click();
		await page.locator('#channel-switch[data-channel="demo"]').waitFor();
		await expect
			.poll(() => note.textContent())
			.toBe("Demo channel: the plugin answers every key itself and sends no request, so none is listed.");
		// Only a press sends this path: the demo answers it, and nothing more is listed.
		const presses = page.locator(".activity-path", { hasText: /^\/api\/goals\/\{W\}\/actions\/add\/main\/10$/ });
		const before = await presses.count();
		const oks = Number(await key("goal-add").getAttribute("data-ok-count"));
		await key("goal-add").locator(".key").click();
		await page.locator(`.key-slot[data-slug="goal-add"][data-ok-count="${oks + 1}"]`).waitFor();
		expect(await presses.count()).toBe(before);

		await page.locator('#channel-switch[data-channel="demo"]').click();
		await page.locator('#channel-switch[data-channel="emulator"]').waitFor();
		await expect.poll(() => note.count()).toBe(0);
	});
});
