import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Where Debian's `chromium` package puts the browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Whether the browser is installed; browser tests skip without it. */
export const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);

/** Flags that keep headless Chromium quiet and off the network. */
const CHROMIUM_ARGS = [
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-background-networking",
	"--disable-component-update",
	"--no-first-run",
	"--disable-sync",
	"--disable-quic",
];

/**
 * Starts headless Chromium.
 * @returns The browser.
 */
export function launchChromium(): Promise<Browser> {
	if (!HAS_CHROMIUM) {
		throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium".`);
	}
	return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
