import type { RegistrationInfo } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page, Request, WebSocket } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";

import { launchChromium, RUN_BROWSER_TESTS } from "../../tools/browser/chromium";
import { ACTION_SLUGS, actionUuid, type Deck, inspectorPathOf, readManifest, startDeck } from "../../tools/deck";
import { type ApiEmulator, DEFAULT_READ_KEY, DEFAULT_WRITE_KEY } from "../../tools/emulator/server";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import type { StreamDeckHost } from "../../tools/host/stream-deck-host";

export { closedLoopbackPort } from "../../tools/host/ports";
export { RUN_BROWSER_TESTS };

/** Limit of each browser step, so that a stuck step fails with its own name rather than the test's timeout. */
export const STEP_TIMEOUT_MS = 15_000;

/** Limit of a whole browser test: several steps, on a machine shared with other builds. */
export const BROWSER_TEST_TIMEOUT_MS = 60_000;

/** How long the plugin may take to answer a connection test: its probes give up after 10 s. */
export const CONNECTION_TEST_ANSWER_MS = 15_000;

/** Size of the property inspector pane in the Stream Deck app, roughly. */
const VIEWPORT = { width: 360, height: 640 };

/** Every action of the plugin's manifest, by the slug of its property inspector page. */
export const SLUGS = ACTION_SLUGS;

/** An action's slug, e.g. `goal-add`. */
export type Slug = string;

/** The one script of every property inspector, as the build writes it. */
const INSPECTOR_SCRIPT = join(PLUGIN_DIR, "ui", "inspector.js");

/** The plugin folder's address, ending in `/`: every file an inspector may load lies below it. */
const PLUGIN_FOLDER_URL = `${pathToFileURL(PLUGIN_DIR).href}/`;

/**
 * Where the Stream Deck app loads an action's property inspector from: the manifest's `PropertyInspectorPath` in the
 * plugin folder, by `file://` (no web server, so a page that needs one fails here as it would in the app).
 * @param slug The action.
 * @returns The page's `file://` address.
 */
export function inspectorUrl(slug: Slug): string {
	const manifest = readManifest(PLUGIN_DIR);
	const action = manifest.Actions.find((candidate) => candidate.UUID === actionUuid(slug));
	const path = action && inspectorPathOf(manifest, action);
	if (path === undefined) throw new Error(`The manifest gives ${actionUuid(slug)} no PropertyInspectorPath.`);
	return new URL(path, PLUGIN_FOLDER_URL).href;
}

/** How {@link InspectorHarness.start} sets up the Stream Deck app. */
export type HarnessOptions = {
	/** The app's language, which the plugin and every property inspector receive; `en` unless given. */
	language?: string;
};

/**
 * The real built plugin under the Stream Deck host, the API emulator, and one headless browser, shared by a test
 * file.
 */
export class InspectorHarness {
	/** The API emulator. */
	public readonly emulator: ApiEmulator;

	/** The Stream Deck host running the plugin. */
	public readonly host: StreamDeckHost;

	/**
	 * Use {@link InspectorHarness.start}.
	 * @param browser The browser.
	 * @param deck The plugin under the Stream Deck host and the API emulator; closing it also deletes the private copy
	 * of the plugin folder the plugin runs from.
	 * @param pages The browser context the inspectors open in.
	 * @param ownsBrowser Whether closing the harness closes the browser (not for {@link InspectorHarness.another}).
	 */
	private constructor(
		public readonly browser: Browser,
		private readonly deck: Deck,
		private readonly pages: BrowserContext,
		private readonly ownsBrowser = true,
	) {
		this.host = deck.host;
		this.emulator = deck.emulator;
	}

	/**
	 * Pages whose inspector was closed, left on `about:blank` for the next inspector: a new tab and its closing cost
	 * Chromium about twice what loading an inspector into a page does, and the browser tests open about 140.
	 */
	readonly #spare: Page[] = [];

	/**
	 * Starts the emulator, the plugin under the host and the browser.
	 * @param options The app's language.
	 * @returns The harness.
	 */
	public static async start(options: HarnessOptions = {}): Promise<InspectorHarness> {
		if (!existsSync(INSPECTOR_SCRIPT)) {
			throw new Error(
				`The property inspectors are not built (${INSPECTOR_SCRIPT} is missing): run "npm run build" first.`,
			);
		}
		// Demo keys, as a user would type them into the Connection section.
		const deck = await startDeck({
			readKey: DEFAULT_READ_KEY,
			writeKey: DEFAULT_WRITE_KEY,
			globalSettings: () => ({}),
			language: options.language,
		});
		try {
			const browser = await launchChromium();
			// One browser context for the inspectors of a file, each in a page while it is open (two may be open at once):
			// much cheaper than a context per inspector.
			const pages = await browser.newContext({ viewport: VIEWPORT });
			return new InspectorHarness(browser, deck, pages);
		} catch (error) {
			await deck.close();
			throw error;
		}
	}

	/**
	 * Starts another computer: a Stream Deck host of its own with no global settings, its own emulator and a plugin
	 * that has never run there, whose inspectors open in this harness's browser.
	 * @returns Its harness; closing it leaves this one's browser open.
	 */
	public async another(): Promise<InspectorHarness> {
		const deck = await startDeck({ globalSettings: () => ({}) });
		try {
			const pages = await this.browser.newContext({ viewport: VIEWPORT });
			return new InspectorHarness(this.browser, deck, pages, false);
		} catch (error) {
			await deck.close();
			throw error;
		}
	}

	/**
	 * Closes the browser (or only this harness's pages, for {@link InspectorHarness.another}), then the deck: the host,
	 * the emulator and the plugin folder's private copy.
	 */
	public async close(): Promise<void> {
		await (this.ownsBrowser ? this.browser.close() : this.pages.close()).catch(() => undefined);
		await this.deck.close();
	}

	/**
	 * Puts an action on the device and opens its property inspector the way the app does: loads the page from the
	 * plugin folder by `file://`, then calls `connectElgatoStreamDeckSocket`.
	 * @param slug The action.
	 * @param settings Its stored settings.
	 * @param controller On a key (default) or a dial.
	 * @param language The app's language as this inspector alone receives it, instead of the host's (a shortcut for
	 * checking the inspectors in many languages with one plugin).
	 * @returns The open inspector, once its global settings have arrived.
	 */
	public async open(
		slug: Slug,
		settings: JsonObject = {},
		controller: "Encoder" | "Keypad" = "Keypad",
		language?: string,
	): Promise<Inspector> {
		const context = await this.host.appear({ action: actionUuid(slug), settings, controller });
		const spare = this.#spare.pop();
		// A page behind another gets no animation frames, and Playwright's clicks wait for them.
		if (spare) await spare.bringToFront();
		const page = spare ?? (await this.pages.newPage());
		page.setDefaultTimeout(STEP_TIMEOUT_MS);
		const inspector = new Inspector(page, context, this.host, async () => {
			// Leaving the page ends the inspector (its WebSocket closes) as closing the page would.
			const left = await page.goto("about:blank").then(
				() => true,
				() => false,
			);
			if (left) this.#spare.push(page);
			else await page.close();
		});
		await page.goto(inspectorUrl(slug));
		const args = this.host.propertyInspectorArgs(context);
		if (language !== undefined) {
			const info = JSON.parse(args.info) as RegistrationInfo;
			args.info = JSON.stringify({ ...info, application: { ...info.application, language } });
		}
		await page.evaluate((a) => {
			const connect = window.connectElgatoStreamDeckSocket;
			if (!connect) throw new Error("connectElgatoStreamDeckSocket is not defined");
			connect(a.port, a.uuid, a.registerEvent, a.info, a.actionInfo);
		}, args);
		await page.locator('details.connection[aria-busy="false"]').waitFor();
		return inspector;
	}

	/**
	 * Stores global settings as if a property inspector had saved them.
	 * @param settings The whole global settings object.
	 */
	public async setGlobalSettings(settings: JsonObject): Promise<void> {
		await this.host.setGlobalSettings(settings);
	}
}

/**
 * One open property inspector page, with what it logged and requested.
 */
export class Inspector {
	/** Everything the page wrote to the console, whatever the level. */
	public readonly consoleText: string[] = [];
	/** Console errors and uncaught exceptions of the page. */
	public readonly errors: string[] = [];
	/** URLs the page requested outside the plugin folder and the host's WebSocket. */
	public readonly foreignRequests: string[] = [];
	/** Every URL the page requested (WebSockets aside), in order. */
	public readonly requests: string[] = [];

	/** Stops watching the page; set while the inspector is open. */
	#unwatch: (() => void) | undefined;

	/**
	 * Starts watching the page.
	 * @param page The page.
	 * @param context The action instance's context.
	 * @param host The Stream Deck host.
	 * @param leave Ends the inspector: leaves or closes its page.
	 */
	constructor(
		public readonly page: Page,
		public readonly context: string,
		private readonly host: StreamDeckHost,
		private readonly leave: () => Promise<void>,
	) {
		const onConsole = (message: ConsoleMessage): void => {
			this.consoleText.push(message.text());
			if (message.type() === "error") this.errors.push(message.text());
		};
		const onPageError = (error: Error): void => void this.errors.push(error.message);
		const onRequest = (request: Request): void => {
			const url = request.url();
			this.requests.push(url);
			if (!url.startsWith("data:") && !url.startsWith(PLUGIN_FOLDER_URL)) this.foreignRequests.push(url);
		};
		const onWebSocket = (socket: WebSocket): void => {
			if (socket.url() !== `ws://127.0.0.1:${host.port}/`) this.foreignRequests.push(socket.url());
		};
		page.on("console", onConsole).on("pageerror", onPageError).on("request", onRequest).on("websocket", onWebSocket);
		this.#unwatch = () =>
			page
				.off("console", onConsole)
				.off("pageerror", onPageError)
				.off("request", onRequest)
				.off("websocket", onWebSocket);
	}

	/**
	 * Ends the inspector, as the app does when another key is selected; a second call does nothing.
	 */
	public async close(): Promise<void> {
		const unwatch = this.#unwatch;
		if (!unwatch) return;
		this.#unwatch = undefined;
		unwatch();
		await this.leave();
	}

	/**
	 * The control of an action setting.
	 * @param name The setting's name.
	 * @returns The input or select.
	 */
	public field(name: string): Locator {
		return this.page.locator(`#setting-${name}`);
	}

	/**
	 * The control of a global setting.
	 * @param name `baseUrl`, `readKey` or `writeKey`.
	 * @returns The input.
	 */
	public global(name: string): Locator {
		return this.page.locator(`#global-${name}`);
	}

	/**
	 * The note (hint or message) under a control.
	 * @param id The control's ID, e.g. `setting-rank`.
	 * @returns The note.
	 */
	public note(id: string): Locator {
		return this.page.locator(`#${id}-note`);
	}

	/**
	 * Every global settings object this inspector asked the host to store.
	 * @returns The payloads of its `setGlobalSettings` messages, in order.
	 */
	public savedGlobalSettings(): JsonObject[] {
		return this.host
			.piMessages(this.context)
			.filter((message) => message.event === "setGlobalSettings")
			.map((message) => message.payload as JsonObject);
	}

	/**
	 * Every settings object this inspector asked the host to store.
	 * @returns The payloads of its `setSettings` messages, in order.
	 */
	public savedSettings(): JsonObject[] {
		return this.host
			.piMessages(this.context)
			.filter((message) => message.event === "setSettings")
			.map((message) => message.payload as JsonObject);
	}

	/**
	 * The settings the host stored for this instance.
	 * @returns A copy.
	 */
	public settings(): JsonObject {
		return this.host.settingsOf(this.context);
	}
}

/** A describe block's harness and the inspectors its tests open, from {@link useInspectors}. */
export type Inspectors = {
	/** The harness, started before the block's tests. */
	readonly harness: InspectorHarness;
	/**
	 * Opens a property inspector (see {@link InspectorHarness.open}) that is checked and closed after the test.
	 * @param slug The action.
	 * @param settings Its stored settings.
	 * @param controller On a key (default) or a dial.
	 * @param language The app's language as this inspector alone receives it.
	 * @returns The inspector.
	 */
	open(slug: Slug, settings?: JsonObject, controller?: "Encoder" | "Keypad", language?: string): Promise<Inspector>;
};

/**
 * Gives a describe block one harness, started before its tests and closed after them. After each test, every
 * inspector opened with its `open` must have logged no console error and requested nothing outside the
 * host; then it is closed.
 * @param options The app's language.
 * @returns The harness and `open`, which needs no `this`.
 */
export function useInspectors(options: HarnessOptions = {}): Inspectors {
	let started: InspectorHarness | undefined;
	const opened: Inspector[] = [];

	beforeAll(async () => {
		started = await InspectorHarness.start(options);
	});
	afterAll(async () => {
		await started?.close();
	});
	afterEach(async () => {
		const checked = opened.splice(0);
		try {
			for (const inspector of checked) {
				expect(inspector.errors, "console errors").toEqual([]);
				expect(inspector.foreignRequests, "requests outside the plugin folder and the host").toEqual([]);
			}
		} finally {
			await Promise.all(checked.map((inspector) => inspector.close()));
		}
	});

	const inspectors: Inspectors = {
		get harness(): InspectorHarness {
			if (!started) throw new Error("The inspector harness is not started: use it inside a test or a hook.");
			return started;
		},
		open: async (slug, settings = {}, controller = "Keypad", language) => {
			const inspector = await inspectors.harness.open(slug, settings, controller, language);
			opened.push(inspector);
			return inspector;
		},
	};
	return inspectors;
}
