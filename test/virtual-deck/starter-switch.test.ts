import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { starterDeviceOfId, starterProfileName } from "../../src/contract/starter-devices";
import { STARTER_PAGES } from "../../src/contract/starter-pages";
import { RUN_BROWSER_TESTS } from "../../tools/browser/chromium";
import { ACTION_PREFIX } from "../../tools/deck";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import type { ProfileSwitch } from "../../tools/host/stream-deck-host";
import {
	closeDeckPage,
	type DeckPageSession,
	openDeckPage,
	showPageWithKeys,
} from "../../tools/virtual-deck/deck-page-session";
import type { VirtualDeckOptions } from "../../tools/virtual-deck/server";

/** Longest any one wait in these tests. */
const WAIT_MS = 10_000;

/** Limit of a test that starts a deck, switches and switches back. */
const TEST_TIMEOUT_MS = 60_000;

/**
 * The keys and dials the deck page shows, as `column,row slug`, keys first.
 * @param page The deck page.
 * @returns What it shows.
 */
async function shownSlots(page: Page): Promise<string[]> {
	return page
		.locator(".key-slot, .dial-slot")
		.evaluateAll((slots) =>
			slots.map(
				(slot) =>
					`${(slot as HTMLElement).dataset.column},${(slot as HTMLElement).dataset.row} ${(slot as HTMLElement).dataset.slug}`,
			),
		);
}

/**
 * A device's starter page as `src/contract/starter-pages.ts` describes it, keys row by row, then dials.
 * @param id The device's short name.
 * @returns Its keys and dials, as {@link shownSlots} says them.
 */
function starterSlots(id: string): string[] {
	const slots = [...STARTER_PAGES[id]].sort(
		(a, b) => a.controller.localeCompare(b.controller) || a.row - b.row || a.column - b.column,
	);
	// Keypad after Encoder in the alphabet: keys first, as the page lists them.
	const ordered = [
		...slots.filter((s) => s.controller === "Keypad"),
		...slots.filter((s) => s.controller === "Encoder"),
	];
	return ordered.map((slot) => `${slot.column},${slot.row} ${slot.spec.uuid.slice(ACTION_PREFIX.length)}`);
}

/**
 * How the request list names a switch the plugin sent: the command, the profile and the page it named, if any.
 * @param judged The switch, as the host recorded it.
 * @returns E.g. `switchToProfile profiles/starter-plus page 1`.
 */
function listed(judged: ProfileSwitch | undefined): string {
	const page = judged?.page === undefined ? "" : ` page ${judged.page + 1}`;
	return `switchToProfile ${judged?.profile ?? ""}${page}`;
}

/**
 * Clicks **Open the starter page** in the Connection section of a key's inspector, on the deck page.
 * @param page The deck page.
 * @param key The key's slot.
 */
async function openStarterPage(page: Page, key: Locator): Promise<void> {
	await key.hover();
	await key.locator(".gear").click();
	const inspector = page.frameLocator("#inspector-frame");
	const connection = inspector.locator('details.connection[aria-busy="false"]');
	await connection.waitFor();
	if ((await connection.getAttribute("open")) === null) await connection.locator(":scope > summary").click();
	await inspector.getByRole("button", { name: "Open the starter page" }).click();
}

/**
 * Runs a test on the deck page, and closes it afterwards.
 * @param options What the deck plays.
 * @param use The test.
 */
async function onDeckPage(
	options: VirtualDeckOptions,
	use: (session: DeckPageSession) => Promise<void>,
): Promise<void> {
	let session: DeckPageSession | undefined;
	try {
		session = await openDeckPage(WAIT_MS, options);
		await use(session);
	} finally {
		await closeDeckPage(session ?? {});
	}
}

describe.skipIf(!RUN_BROWSER_TESTS)("the virtual deck follows the app's profile switches", () => {
	it.each(["plus", "plus-xl"])(
		"shows the %s starter page when a key's inspector asks for it, and goes back to the page it left",
		async (id) => {
			const starter = starterDeviceOfId(id)!;
			await onDeckPage({ deviceType: starter.deviceType }, async ({ deck, page }) => {
				const { host } = deck;
				const profile = starterProfileName(starter);
				// A later page of the sample profile: the starter page is not what the deck shows now.
				const left = await showPageWithKeys(page, ["goal-add"]);
				const before = await shownSlots(page);
				const beforeContexts = [...host.keys].filter(([, key]) => key.visible).map(([context]) => context);
				const sent = host.sentToPlugin.length;

				await openStarterPage(page, page.locator('.key-slot[data-slug="goal-add"]'));
				await page.locator(`#profiles[data-profile="${profile}"]`).waitFor();
				await expect.poll(() => shownSlots(page)).toEqual(starterSlots(id));
				const judged = host.profileSwitches.at(-1);
				expect(judged).toMatchObject({ device: host.info.devices[0].id, profile });
				expect(judged?.refused).toBeUndefined();
				// As the app does: the keys of the page left disappear, those of the starter page appear.
				const events = host.sentToPlugin.slice(sent);
				for (const context of beforeContexts) {
					expect(host.keys.get(context)?.visible, context).toBe(false);
					expect(events.some((m) => m.event === "willDisappear" && m.context === context)).toBe(true);
				}
				const shown = [...host.keys].filter(([, key]) => key.visible).map(([context]) => context);
				expect(shown).toHaveLength(STARTER_PAGES[id].length);
				for (const context of shown) {
					expect(events.some((m) => m.event === "willAppear" && m.context === context)).toBe(true);
				}
				// The inspector of a key that left the device closes, as in the app; the request list names the switch.
				await page.locator('#inspector[data-open="false"]').waitFor();
				const row = page.locator(".activity-row", { has: page.locator(".method-app") });
				await expect.poll(() => row.locator(".activity-path").textContent()).toBe(listed(judged));
				expect(await row.locator(".activity-status").textContent()).toBe("shown");
				// A key of the starter page works.
				const lock = page.locator('.key-slot[data-slug="goal-lock"]').first();
				const goal = deck.emulator.state.goals.get("main")!;
				const locked = goal.locked;
				await lock.locator(".key").click();
				await expect.poll(() => goal.locked).toBe(!locked);

				// The sample profile is still there, on the page it left, with the same keys.
				await page.locator('.profile-button[data-index="0"]').click();
				await page.locator(`#pages[data-page="${left}"]`).waitFor();
				await expect.poll(() => shownSlots(page)).toEqual(before);
				for (const context of beforeContexts) expect(host.keys.get(context)?.visible, context).toBe(true);
			});
		},
		TEST_TIMEOUT_MS,
	);

	it(
		"changes nothing on a switch the app refuses, and says why in its request list",
		async () => {
			const starter = starterDeviceOfId("plus")!;
			const profile = starterProfileName(starter);
			// A plugin folder without the starter profile's file: the app switches to no profile it cannot find.
			const folder = mkdtempSync(path.join(tmpdir(), "cc-vdeck-refused-"));
			try {
				const pluginDir = path.join(folder, path.basename(PLUGIN_DIR));
				cpSync(PLUGIN_DIR, pluginDir, { recursive: true, filter: (file) => !file.includes(`${path.sep}logs`) });
				rmSync(path.join(pluginDir, `${profile}.streamDeckProfile`));
				await onDeckPage({ pluginDir }, async ({ deck, page }) => {
					const before = await shownSlots(page);
					await openStarterPage(page, page.locator('.key-slot[data-slug="custom-event"]').first());
					const row = page.locator(".activity-row", { has: page.locator(".method-app") });
					await expect.poll(() => deck.host.profileSwitches.length).toBe(1);
					const judged = deck.host.profileSwitches[0];
					expect(judged.refused).toBe(`the plugin folder has no ${profile}.streamDeckProfile`);
					await expect
						.poll(() => row.locator(".activity-path").textContent())
						.toBe(`${listed(judged)}: ${judged.refused}`);
					expect(await row.locator(".activity-status").textContent()).toBe("refused");
					expect(await shownSlots(page)).toEqual(before);
					expect(await page.locator(".profile-button").count()).toBe(1);
					expect(deck.profiles.names).toEqual(["sample profile"]);
				});
			} finally {
				rmSync(folder, { recursive: true, force: true });
			}
		},
		TEST_TIMEOUT_MS,
	);
});
