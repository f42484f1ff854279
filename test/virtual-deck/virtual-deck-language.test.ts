import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launchChromium, RUN_BROWSER_TESTS } from "../../tools/browser/chromium";
import { readFace } from "../e2e/deck";

/** `npm start`'s last step: the virtual deck, from the built plugin. */
const MAIN = fileURLToPath(new URL("../../tools/virtual-deck/main.ts", import.meta.url));

/** Longest the deck may take to start, or to stop. */
const START_MS = 30_000;

/** Longest any one wait on the page. */
const WAIT_MS = 8_000;

/** The virtual deck's command, running. */
type DeckCommand = {
	/** Its process. */
	child: ChildProcess;
	/** What it wrote, stdout and stderr. */
	output: () => string;
	/** Its exit code. */
	ended: Promise<number | null>;
};

/**
 * Runs the virtual deck as `npm start -- <args>` does once the plugin is built, on free ports.
 * @param args Its options.
 * @returns The command.
 */
function runDeck(args: string[]): DeckCommand {
	const child = spawn(process.execPath, ["--import", "tsx", MAIN, ...args], {
		env: { ...process.env, PORT: "0", EMULATOR_PORT: "0" },
		stdio: ["ignore", "pipe", "pipe"],
	});
	let output = "";
	child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
	child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
	const ended = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
	return { child, output: () => output, ended };
}

/**
 * Stops the command as Ctrl+C does, bounded.
 * @param command The command.
 * @returns Its exit code.
 */
async function stop(command: DeckCommand): Promise<number | null> {
	if (command.child.exitCode !== null) return command.child.exitCode;
	command.child.kill("SIGINT");
	const timer = setTimeout(() => command.child.kill("SIGKILL"), START_MS);
	try {
		return await command.ended;
	} finally {
		clearTimeout(timer);
	}
}

describe("npm start -- --language <code>", () => {
	it("refuses a language the app does not have, naming the eight it has", async () => {
		const command = runDeck(["--language", "german"]);
		expect(await stop(await endedOrStopped(command))).toBe(1);
		const listed = "de (German), en (English), es (Spanish), fr (French), ja (Japanese), ko (Korean), zh_CN";
		expect(command.output()).toContain(`--language takes a language of the Stream Deck app, one of ${listed}`);
		expect(command.output()).toContain('got "german"');
	});

	describe.skipIf(!RUN_BROWSER_TESTS)("de", () => {
		let command: DeckCommand;
		let browser: Browser;
		let page: Page;

		beforeAll(async () => {
			command = runDeck(["--language", "de"]);
			const [, url] = await printed(command, /Virtual Stream Deck \+: (http:\/\/\S+)/);
			browser = await launchChromium();
			page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
			page.setDefaultTimeout(WAIT_MS);
			await page.goto(url);
			await page.locator('body[data-ready="true"]').waitFor();
		}, 2 * START_MS);

		afterAll(async () => {
			await browser?.close().catch(() => undefined);
			// Ctrl+C stops the plugin and the emulator and ends the command (0), once it started.
			if (command) expect(await stop(command)).toBe(0);
		}, START_MS);

		it("runs the plugin in German: its key faces and touch strips, and the property inspectors", async () => {
			expect(command.output()).toContain("language:      de");
			const lock = page.locator('.key-slot[data-slug="goal-lock"]');
			const face = async (): Promise<string | undefined> =>
				readFace((await lock.locator(".key-face image").getAttribute("href")) ?? undefined);
			await expect.poll(face, { timeout: WAIT_MS }).toBe("Ziel main · Drücken: sperren {unknown}");
			await expect
				.poll(() => page.locator(".segment").first().locator('.item[data-key="status"]').textContent())
				.toBe("Drücken: sperren");

			await lock.hover();
			await lock.locator(".gear").click();
			const inspector = page.frameLocator("#inspector-frame");
			await expect
				.poll(() => inspector.locator("details.connection > summary .title").textContent())
				.toBe("Verbindung");
		});
	});
});

/**
 * Waits, bounded, until a command prints a line.
 * @param command The command.
 * @param pattern The line.
 * @returns The match.
 */
function printed(command: DeckCommand, pattern: RegExp): Promise<RegExpExecArray> {
	const { child } = command;
	return new Promise((resolve, reject) => {
		const check = (): void => {
			const match = pattern.exec(command.output());
			if (match) settle(() => resolve(match));
		};
		const ended = (): void => settle(() => reject(new Error(`the deck ended before it printed:\n${command.output()}`)));
		const timer = setTimeout(
			() => settle(() => reject(new Error(`the deck printed nothing like it:\n${command.output()}`))),
			START_MS,
		);
		const settle = (end: () => void): void => {
			clearTimeout(timer);
			child.stdout!.off("data", check);
			child.off("exit", ended);
			end();
		};
		child.stdout!.on("data", check);
		child.on("exit", ended);
		check();
	});
}

/**
 * Waits, bounded, for a command that should end by itself.
 * @param command The command.
 * @returns The command, ended or not (the caller stops it).
 */
async function endedOrStopped(command: DeckCommand): Promise<DeckCommand> {
	let timer: NodeJS.Timeout | undefined;
	await Promise.race([command.ended, new Promise((resolve) => (timer = setTimeout(resolve, START_MS)))]);
	clearTimeout(timer);
	return command;
}
