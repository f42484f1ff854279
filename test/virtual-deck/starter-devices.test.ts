import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STARTER_DEVICES, type StarterDevice } from "../../src/contract/starter-devices";
import { launchChromium, RUN_BROWSER_TESTS } from "../../tools/browser/chromium";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import type { ProfileEntry } from "../../tools/virtual-deck/profile-pages";
import { ACTION_HEADER, startVirtualDeck, type VirtualDeck } from "../../tools/virtual-deck/server";
import { starterProfileEntries } from "../../tools/virtual-deck/starter-profile";

/** Longest any one wait in these tests. */
const WAIT_MS = 10_000;

/** A box on the page. */
type Box = { x: number; y: number; width: number; height: number };

/**
 * Where a slot is on the page, with its place on the device.
 * @param slots The slots.
 * @returns Each slot's column, row, slug and box.
 */
async function placed(slots: Locator): Promise<(Pick<ProfileEntry, "column" | "row" | "slug"> & { box: Box })[]> {
	const found = [];
	for (const slot of await slots.all()) {
		const [column, row, slug, box] = await Promise.all([
			slot.getAttribute("data-column"),
			slot.getAttribute("data-row"),
			slot.getAttribute("data-slug"),
			slot.boundingBox(),
		]);
		found.push({ column: Number(column), row: Number(row), slug: slug ?? "", box: box! });
	}
	return found;
}

/**
 * The keys or dials of a profile, in the page's order (row by row, left to right).
 * @param profile The profile.
 * @param controller Keys or dials.
 * @returns Their places and slugs.
 */
function expectedSlots(profile: readonly ProfileEntry[], controller: ProfileEntry["controller"]): string[] {
	return profile
		.filter((entry) => entry.controller === controller)
		.sort((a, b) => a.row - b.row || a.column - b.column)
		.map(({ column, row, slug }) => `${column},${row} ${slug}`);
}

describe.skipIf(!RUN_BROWSER_TESTS)("the virtual deck draws every starter device", () => {
	let browser: Browser;

	/**
	 * Starts the virtual deck as `npm start -- --profile <id>` does, opens its page, and hands both over.
	 * @param starter The device.
	 * @param use What to do with them.
	 */
	const onDevice = async (
		starter: StarterDevice,
		use: (deck: VirtualDeck, page: Page, profile: ProfileEntry[]) => Promise<void>,
	): Promise<void> => {
		const profile = starterProfileEntries(PLUGIN_DIR, starter);
		const deck = await startVirtualDeck({ port: 0, profile, deviceType: starter.deviceType });
		const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
		try {
			page.setDefaultTimeout(WAIT_MS);
			await page.goto(deck.url);
			await page.locator('body[data-ready="true"]').waitFor();
			await use(deck, page, profile);
		} finally {
			await page.close();
			await deck.close();
		}
	};

	beforeAll(async () => {
		browser = await launchChromium();
	});

	afterAll(async () => {
		await browser?.close();
	});

	it.each(STARTER_DEVICES.map((starter) => [starter.id, starter] as const))(
		"opens the %s starter page on a deck of that device: each key in its place, its dials, a strip only where it has one",
		async (_, starter) => {
			await onDevice(starter, async (deck, page, profile) => {
				expect(deck.host.info.devices[0].type).toBe(starter.deviceType);
				expect(await page.locator(".brand-sub").textContent()).toBe(`Virtual ${starter.name}`);
				const keys = page.locator(".key-slot");
				await expect.poll(() => keys.count()).toBe(profile.filter((e) => e.controller === "Keypad").length);
				const drawn = await placed(keys);
				expect(drawn.map(({ column, row, slug }) => `${column},${row} ${slug}`)).toEqual(
					expectedSlots(profile, "Keypad"),
				);
				expect(
					(await placed(page.locator(".dial-slot"))).map(({ column, row, slug }) => `${column},${row} ${slug}`),
				).toEqual(expectedSlots(profile, "Encoder"));
				expect(await page.locator(".segment").count()).toBe(starter.touchStrip ? starter.dials : 0);
				expect(await page.locator("#strip").isVisible()).toBe(starter.touchStrip);
				expect(await page.locator("#dials").isVisible()).toBe(starter.dials > 0);

				// Drawn as the grid: inside the device, a key right of the one before it in its row, a row under the last.
				const device = (await page.locator("#device").boundingBox())!;
				for (const { box, slug } of drawn) {
					expect(box.x >= device.x && box.x + box.width <= device.x + device.width, slug).toBe(true);
					expect(box.width, slug).toBeGreaterThanOrEqual(36);
				}
				for (const a of drawn) {
					for (const b of drawn) {
						if (a.row === b.row && a.column < b.column) expect(a.box.x + a.box.width).toBeLessThanOrEqual(b.box.x);
						if (a.column === b.column && a.row < b.row) expect(a.box.y + a.box.height).toBeLessThanOrEqual(b.box.y);
					}
				}
			});
		},
		60_000,
	);

	it("turns and pushes a Studio's dials, one on either side of its keys, and finds no strip to tap", async () => {
		const studio = STARTER_DEVICES.find((starter) => starter.dials > 0 && !starter.touchStrip)!;
		await onDevice(studio, async (deck, page, profile) => {
			const dial = profile.find((entry) => entry.controller === "Encoder" && entry.slug === "goal-add")!;
			const slot = page.locator(`.dial-slot[data-column="${dial.column}"]`);
			const goal = deck.emulator.state.goals.get(String(dial.settings.widgetId))!;
			const before = goal.current;
			await slot.locator(".turn-right").click();
			await expect.poll(() => goal.current).toBe(before + Number(dial.settings.value));
			await slot.locator(".knob").click();
			await expect.poll(() => goal.locked).toBe(true);

			const [left, right] = await Promise.all(
				[0, studio.dials - 1].map(async (column) => page.locator(`.dial-slot[data-column="${column}"]`).boundingBox()),
			);
			const keys = (await page.locator("#keys").boundingBox())!;
			expect(left!.x + left!.width).toBeLessThanOrEqual(keys.x);
			expect(right!.x).toBeGreaterThanOrEqual(keys.x + keys.width);
			const context = (await slot.getAttribute("data-context")) ?? "";
			const touch = await fetch(`${deck.url}/api/touch/${encodeURIComponent(context)}`, {
				method: "POST",
				headers: { [ACTION_HEADER]: "1" },
			});
			expect(touch.status).toBe(400);
			expect(await touch.json()).toEqual({ error: `the ${studio.name} has no touch strip to tap` });
		});
	});

	it("presses a Pedal's pedals, which show no picture: the plugin's requests go out all the same", async () => {
		const pedal = STARTER_DEVICES.find((starter) => starter.id === "pedal")!;
		await onDevice(pedal, async (deck, page, profile) => {
			const entry = profile.find((candidate) => candidate.slug === "goal-add")!;
			const slot = page.locator(`.key-slot[data-slug="goal-add"]`);
			expect(await slot.locator(".key-face").isVisible()).toBe(false);
			const goal = deck.emulator.state.goals.get(String(entry.settings.widgetId))!;
			const before = goal.current;
			await slot.locator(".key").click();
			await expect.poll(() => goal.current).toBe(before + Number(entry.settings.value));
			await slot.locator('.flash[data-kind="ok"]').waitFor();
		});
	});
});
