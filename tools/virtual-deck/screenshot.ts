import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page, ViewportSize } from "playwright-core";

import { starterDeviceOfId, starterProfileName } from "../../src/contract/starter-devices";
import { launchChromium } from "../browser/chromium";
import { PLUGIN_DIR } from "../host/plugin-paths";
import { STAGE_STEP_TIMEOUT_MS, STAGE_VIEWPORT, stageUsedDeck } from "./deck-staging";
import { startVirtualDeck, type VirtualDeckOptions } from "./server";
import { bundledProfile } from "./starter-profile";

/** Where the README's screenshot lives. */
export const SCREENSHOT_PATH = fileURLToPath(new URL("../../docs/virtual-deck.png", import.meta.url));

/**
 * Where the README's picture of a starter page lives.
 * @param id The device's short name.
 * @returns The path.
 */
export function starterPicturePath(id: string): string {
	return fileURLToPath(new URL(`../../docs/starter-${id}.png`, import.meta.url));
}

/** Size of the page a starter page is pictured in: wide enough for the widest device's keys at their full size. */
const STARTER_VIEWPORT = { width: 1920, height: 1140 } as const;

/**
 * Opens a device's starter profile, from the built plugin folder, on the demo channel and pictures the deck once
 * every key and dial drew its face.
 * @param id The device's short name, e.g. `plus`.
 * @param path Where to write the PNG.
 */
export async function takeStarterPicture(id: string, path = starterPicturePath(id)): Promise<void> {
	const starter = starterDeviceOfId(id);
	if (!starter) throw new Error(`no starter profile for ${id}`);
	const { name, entries } = bundledProfile(PLUGIN_DIR, starterProfileName(starter));
	const keys = entries.filter((entry) => entry.controller === "Keypad").length;
	const options = { channel: "demo", profile: entries, profileName: name, deviceType: starter.deviceType } as const;
	await onDeckPage(options, STARTER_VIEWPORT, async (page) => {
		// Attached, not visible: a Pedal's pedals have no display to show the plugin's pictures on.
		await page
			.locator('.key-slot .key-face image[href^="data:"]')
			.nth(keys - 1)
			.waitFor({ state: "attached" });
		// Let every face settle (the display keys' first reads).
		await page.waitForTimeout(1500);
		await mkdir(dirname(path), { recursive: true });
		await page.locator("#deck-column .device").screenshot({ path });
	});
}

/**
 * Starts the virtual deck, uses it a little (a dial turned, a key pressed, a refused press, an inspector open) and
 * saves a screenshot while the OK and alert marks are up.
 * @param path Where to write the PNG.
 */
export async function takeScreenshot(path = SCREENSHOT_PATH): Promise<void> {
	await onDeckPage({}, STAGE_VIEWPORT, async (page) => {
		await stageUsedDeck(page);
		await mkdir(dirname(path), { recursive: true });
		await page.screenshot({ path });
	});
}

/**
 * Starts the virtual deck on a free port, opens its page in Chromium, and hands it over; closes both afterwards.
 * @param options What the deck shows.
 * @param viewport The page's size.
 * @param use What to do with the page.
 */
async function onDeckPage(
	options: VirtualDeckOptions,
	viewport: ViewportSize,
	use: (page: Page) => Promise<void>,
): Promise<void> {
	const deck = await startVirtualDeck({ ...options, port: 0 });
	const browser = await launchChromium().catch(async (error: unknown) => {
		await deck.close();
		throw error;
	});
	try {
		const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
		page.setDefaultTimeout(STAGE_STEP_TIMEOUT_MS);
		await page.goto(deck.url);
		await use(page);
	} finally {
		await browser.close().catch(() => undefined);
		await deck.close();
	}
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	// `--starter <device>`: the picture of that device's starter page instead.
	const starterAt = process.argv.indexOf("--starter");
	const id = starterAt < 0 ? undefined : (process.argv[starterAt + 1] ?? "");
	(id === undefined ? takeScreenshot() : takeStarterPicture(id)).then(
		() => console.log(`Wrote ${id === undefined ? SCREENSHOT_PATH : starterPicturePath(id)}`),
		(error: unknown) => {
			console.error(error);
			process.exit(1);
		},
	);
}
