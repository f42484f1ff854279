import { type Browser, chromium } from "playwright-core";

import { BROWSER_HELP, findChromium, isContinuousIntegration, isExecutableFile } from "./chromium-path";

/** The Chromium-based browser the tests use (see {@link findChromium}); `undefined` when none is installed. */
export const CHROMIUM_PATH = findChromium({ env: process.env, platform: process.platform, exists: isExecutableFile });

/** Whether a browser was found. */
export const HAS_CHROMIUM = CHROMIUM_PATH !== undefined;

/** Whether a missing browser fails the browser tests instead of skipping them: on a CI server (`CI` is set). */
export const BROWSER_REQUIRED = isContinuousIntegration(process.env);

/** Whether the browser tests run: a browser was found, or one is required (then they fail without it). */
export const RUN_BROWSER_TESTS = HAS_CHROMIUM || BROWSER_REQUIRED;

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
 * Starts the browser, headless.
 * @returns The browser.
 */
export function launchChromium(): Promise<Browser> {
	if (CHROMIUM_PATH === undefined) {
		return Promise.reject(
			new Error(`No Chromium or Chrome found (CHROME_PATH, the usual install locations, PATH): ${BROWSER_HELP}.`),
		);
	}
	return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
