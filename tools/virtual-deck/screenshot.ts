import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

import { launchChromium } from "../browser/chromium";
import { STAGE_STEP_TIMEOUT_MS, STAGE_VIEWPORT, stageUsedDeck } from "./deck-staging";
import { startVirtualDeck } from "./server";

/** Where the README's screenshot lives. */
export const SCREENSHOT_PATH = fileURLToPath(new URL("../../docs/virtual-deck.png", import.meta.url));

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
		const page = await browser.newPage({ viewport: STAGE_VIEWPORT, deviceScaleFactor: 1 });
		page.setDefaultTimeout(STAGE_STEP_TIMEOUT_MS);
		await page.goto(deck.url);
		await stageUsedDeck(page);
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
