import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STARTER_PAGES } from "../../src/contract/starter-pages";
import { RUN_BROWSER_TESTS } from "../../tools/browser/chromium";
import { closeDeckPage, openDeckPage, showPageWithKeys } from "../../tools/virtual-deck/deck-page-session";
import { profilePages } from "../../tools/virtual-deck/profile-pages";
import { SAMPLE_PROFILE } from "../../tools/virtual-deck/sample-profile";
import { ACTION_HEADER, type VirtualDeck } from "../../tools/virtual-deck/server";
import { readFace } from "../e2e/deck";

/** Longest any one wait in these tests. */
const WAIT_MS = 8_000;

/**
 * Polls a value until it passes a check, bounded.
 * @param read Reads the value.
 * @param check The check.
 * @returns The last value read.
 */
async function eventually<T>(read: () => T, check: (value: T) => boolean): Promise<T> {
	let value = read();
	for (let round = 0; round < WAIT_MS / 50 && !check(value); round++) {
		await new Promise((resolve) => setTimeout(resolve, 50));
		value = read();
	}
	return value;
}

describe.skipIf(!RUN_BROWSER_TESTS)("virtual deck page", () => {
	let deck: VirtualDeck;
	let browser: Browser;
	let page: Page;

	const key = (slug: string): Locator => page.locator(`.key-slot[data-slug="${slug}"]`);
	const dial = (column: number): Locator => page.locator(`.dial-slot[data-column="${column}"]`);
	const segment = (column: number): Locator => page.locator(".segment").nth(column);
	const face = async (slug: string): Promise<string | undefined> =>
		readFace((await key(slug).locator(".key-face image").getAttribute("href")) ?? undefined);

	beforeAll(async () => {
		({ deck, browser, page } = await openDeckPage(WAIT_MS));
	});

	afterAll(async () => {
		await closeDeckPage({ deck, browser });
	});

	it("shows a Stream Deck + with the starter page first: 8 keys, 4 dials and their touch strip", async () => {
		await expect.poll(() => page.locator(".key-slot").count()).toBe(8);
		expect(await page.locator(".dial-slot").count()).toBe(4);
		expect(await page.locator(".segment").count()).toBe(4);
		// The first page is the Stream Deck + starter page, the page a streamer installs: its keys and its dials.
		const slugs = async (kind: string): Promise<string[]> =>
			page.locator(`.${kind}-slot`).evaluateAll((slots) => slots.map((s) => (s as HTMLElement).dataset.slug ?? ""));
		const starter = (controller: string): string[] =>
			STARTER_PAGES.plus
				.filter((slot) => slot.controller === controller)
				.map((slot) => slot.spec.uuid.split(".").at(-1) ?? "");
		expect(await slugs("key")).toEqual(starter("Keypad"));
		expect(await slugs("dial")).toEqual(starter("Encoder"));
		expect(await page.locator("#emulator-link").getAttribute("href")).toBe(`${deck.emulator.url}/`);
		// The lock key draws the lock as the plugin knows it: nothing sent since it started, so not known.
		const goalLockImage = async (): Promise<string | undefined> =>
			readFace((await key("goal-lock").locator("image").getAttribute("href")) ?? undefined);
		await expect.poll(goalLockImage, { timeout: WAIT_MS }).toBe("Goal main · Push: lock {unknown}");
	});

	it("renders the images the plugin draws, such as the top chatter's name and a balance", async () => {
		const [top] = deck.emulator.state.top("message", "global", 1);
		await expect.poll(() => face("show-top"), { timeout: WAIT_MS }).toContain(top.viewer.name.slice(0, 6));
		await expect.poll(() => face("currency-balance"), { timeout: WAIT_MS }).toBe("night owl · 320");
	});

	it("turns a dial with its buttons and the mouse wheel, and the touch strip shows the change", async () => {
		const main = deck.emulator.state.goals.get("main");
		const before = main?.current ?? 0;
		await dial(0).locator(".turn-right").click();
		await segment(0).locator('.item[data-key="value"]', { hasText: "+5" }).waitFor();
		expect(main?.current).toBe(before + 5);
		await expect.poll(() => segment(0).locator('.item[data-key="status"]').textContent()).toBe("OK");

		// The wheel turns it as the buttons do.
		await dial(0).locator(".knob").hover();
		await page.mouse.wheel(0, -100);
		await expect.poll(() => main?.current).toBe(before + 10);
	});

	it("pushes a dial and taps the touch strip", async () => {
		const timer = deck.emulator.state.streamathons.get("main");
		await dial(1).locator(".knob").click();
		await expect.poll(() => timer?.locked, { timeout: WAIT_MS }).toBe(true);
		await segment(1).locator('.item[data-key="status"]', { hasText: "Locked" }).waitFor();
		await segment(1).click();
		await expect.poll(() => timer?.locked, { timeout: WAIT_MS }).toBe(false);
		await segment(1).locator('.item[data-key="status"]', { hasText: "Unlocked" }).waitFor();
	});

	it("shows the later pages: the actions the starter page has no key of, with their example settings", async () => {
		// Wherever the layout put the key, however many actions there are.
		const index = await showPageWithKeys(page, ["goal-add"]);
		const slugs = await page.locator(".key-slot").evaluateAll((slots) => slots.map((s) => s.dataset.slug));
		const entries = profilePages(SAMPLE_PROFILE)[index];
		const keys = entries.filter((entry) => entry.controller === "Keypad");
		expect(slugs).toEqual(keys.map((entry) => entry.slug));
		const goalAdd = keys.find((entry) => entry.slug === "goal-add")!;
		await expect
			.poll(() => face("goal-add"), { timeout: WAIT_MS })
			.toBe(`Goal ${String(goalAdd.settings.widgetId)} · +${String(goalAdd.settings.value)}`);
		await showPageWithKeys(page, ["currency-remove"]);
		expect(await key("currency-remove").locator(".caption-detail").textContent()).toBe("night owl 5");
	});

	it("presses a key: the API changes and the key shows OK", async () => {
		await showPageWithKeys(page, ["goal-add"]);
		const before = deck.emulator.state.goals.get("main")?.current ?? 0;
		await key("goal-add").locator(".key").click();
		await key("goal-add").locator('.flash[data-kind="ok"]').waitFor();
		expect(deck.emulator.state.goals.get("main")?.current).toBe(before + 10);
		expect(await key("goal-add").getAttribute("data-ok-count")).toBe("1");
		await expect
			.poll(() => page.locator(".activity-path").first().textContent())
			.toBe("/api/goals/{W}/actions/add/main/10");
	});

	it("masks the key in the request list by its place in the path, even a key it does not know", async () => {
		const saved = deck.host.globalSettings;
		const wrong = "wrong-key-9f8e7d";
		await deck.host.setGlobalSettings({ ...saved, writeKey: wrong });
		try {
			const sentWithWrongKey = (): boolean => deck.emulator.requests.some((request) => request.rawPath.includes(wrong));
			// The plugin takes the new settings at once, but a click may come first: click until one goes with the key.
			for (let round = 0; round < 10 && !sentWithWrongKey(); round++) {
				await key("goal-add").locator(".key").click();
				await eventually(sentWithWrongKey, (sent) => sent);
			}
			expect(sentWithWrongKey()).toBe(true);
			await expect
				.poll(() => page.locator("#activity").textContent(), { timeout: WAIT_MS })
				.toContain("/api/goals/{W}/actions/add/main/10");
			expect(await page.locator("#activity").textContent()).not.toContain(wrong);
		} finally {
			await deck.host.setGlobalSettings(saved);
		}
	});

	it("shows the alert when the API refuses a press", async () => {
		// Set as a streamer would for a refused press: a viewer who has no funds.
		await showPageWithKeys(page, ["currency-remove"]);
		const context = (await key("currency-remove").getAttribute("data-context")) ?? "";
		await deck.host.setSettings(context, { ...deck.host.settingsOf(context), viewer: "ZeroBalance" });
		await expect.poll(() => key("currency-remove").locator(".caption-detail").textContent()).toBe("ZeroBalance 5");
		await key("currency-remove").locator(".key").click();
		await key("currency-remove").locator('.flash[data-kind="alert"]').waitFor();
		expect(await key("currency-remove").getAttribute("data-alert-count")).toBe("1");
		expect(deck.emulator.state.findViewer("ZeroBalance")?.currency).toBe(0);
	});

	it("opens a key's real property inspector beside the deck, and its changes reach the key", async () => {
		const slot = key("currency-remove");
		await slot.hover();
		await slot.locator(".gear").click();
		const inspector = page.frameLocator("#inspector-frame");
		await expect.poll(() => inspector.locator("#setting-viewer").inputValue()).toBe("ZeroBalance");
		expect(await inspector.locator("#setting-amount").inputValue()).toBe("5");
		expect(await page.locator("#inspector-title").textContent()).toBe("Currency Remove");

		const context = (await slot.getAttribute("data-context")) ?? "";
		await inspector.locator("#setting-amount").fill("1");
		await inspector.locator("#setting-amount").press("Tab");
		await expect.poll(() => String(deck.host.settingsOf(context).amount)).toBe("1");
		await expect.poll(() => slot.locator(".caption-detail").textContent()).toBe("ZeroBalance 1");
	});

	it("refuses gestures without its header and serves the plugin folder", async () => {
		const context = (await key("goal-add").getAttribute("data-context")) ?? "";
		const refused = await fetch(`${deck.url}/api/press/${context}`, { method: "POST" });
		expect(refused.status).toBe(403);
		const wrongKind = await fetch(`${deck.url}/api/rotate/${context}?ticks=1`, {
			method: "POST",
			headers: { [ACTION_HEADER]: "1" },
		});
		expect(wrongKind.status).toBe(400);
		const manifest = await fetch(`${deck.url}/plugin/manifest.json`);
		expect(manifest.status).toBe(200);
		expect(((await manifest.json()) as { UUID: string }).UUID).toBe("com.channel.companion");
	});
	it("holds a key with the mouse: a long press removes, and the Undo key offers to revert it", async () => {
		await showPageWithKeys(page, ["goal-add", "undo"]);
		const context = (await key("goal-add").getAttribute("data-context")) ?? "";
		await deck.host.setSettings(context, { ...deck.host.settingsOf(context), holdAction: "remove" });
		await expect.poll(() => face("goal-add"), { timeout: WAIT_MS }).toBe("Goal main · +10 / Hold −10");
		const before = deck.emulator.state.goals.get("main")?.current ?? 0;
		const box = await key("goal-add").locator(".key").boundingBox();
		await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
		await page.mouse.down();
		const held = await eventually(
			() => deck.emulator.state.goals.get("main")?.current,
			(current) => current === before - 10,
		);
		await page.mouse.up();
		expect(held).toBe(before - 10);
		const undoFace = async (): Promise<string | undefined> =>
			readFace((await key("undo").locator(".key-face image").getAttribute("href")) ?? undefined);
		await expect.poll(undoFace, { timeout: WAIT_MS }).toMatch(/^Undo Goal · \+10 main \d+$/);
		await key("undo").locator(".key").click();
		await expect.poll(() => deck.emulator.state.goals.get("main")?.current, { timeout: WAIT_MS }).toBe(before);
	});
});
