import type { Reporter, TestModule } from "vitest/node";

import {
	BROWSER_HELP,
	findChromium,
	isContinuousIntegration,
	isExecutableFile,
} from "../../tools/browser/chromium-path";

/** Test files that need the browser: the property inspector tests and the virtual deck page's. */
const BROWSER_TEST_FILES = [
	/[\\/]test[\\/]browser[\\/][^\\/]+\.test\.ts$/,
	/[\\/]test[\\/]virtual-deck[\\/][^\\/]+\.test\.ts$/,
];

/**
 * A vitest reporter that ends the run with one loud line when no browser was found: how many browser tests did
 * not run (or, with `CI` set, failed) and how to fix it. It says nothing when a browser is installed.
 */
export default class MissingBrowserReporter implements Reporter {
	/** The line to print once the run's summary is out; `undefined` when there is nothing to say. */
	private line: string | undefined;

	/**
	 * Prints the line, after the default reporter's summary (which it writes on this hook).
	 */
	public onFinished(): void {
		if (this.line !== undefined) {
			process.stdout.write(this.line);
		}
	}

	/**
	 * Counts the browser tests that were skipped or failed for want of a browser.
	 * @param testModules The test files of the run.
	 */
	public onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
		this.line = undefined;
		const env = process.env;
		if (findChromium({ env, platform: process.platform, exists: isExecutableFile }) !== undefined) {
			return;
		}
		const required = isContinuousIntegration(env);
		const browserModules = testModules.filter((module) =>
			BROWSER_TEST_FILES.some((file) => file.test(module.moduleId)),
		);
		const count = browserModules
			.flatMap((module) => [...module.children.allTests()])
			.filter((test) => (required ? test.result().state !== "passed" : test.result().state === "skipped")).length;
		if (count === 0) {
			return;
		}
		const chromePath = env.CHROME_PATH ? ` (CHROME_PATH=${env.CHROME_PATH} is no browser)` : "";
		const what = required
			? `${count} browser tests did not run and the run FAILS: CI is set and no Chromium or Chrome was found${chromePath}`
			: `${count} browser tests DID NOT RUN: no Chromium or Chrome was found${chromePath}`;
		this.line = `\n\u001b[1;33m⚠ ${what}; to run them, ${BROWSER_HELP}.\u001b[0m\n`;
	}
}
