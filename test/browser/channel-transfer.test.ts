import type { JsonObject } from "@elgato/utils";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { type ApiEmulator, startEmulator } from "../../tools/emulator/server";
import { pressAndSettle, reasonsIn } from "../e2e/deck";
import {
	BROWSER_TEST_TIMEOUT_MS,
	type Inspector,
	type InspectorHarness,
	RUN_BROWSER_TESTS,
	useInspectors,
} from "./inspector-harness";

/** How long a saved value may take to reach the host. */
const SAVED_MS = 5000;

/** The id the first computer gave its second channel, which a key of its profile names. */
const STUDIO_ID = "ch-studio-first";

/** The API keys of the second channel, which only its own server accepts. */
const STUDIO_KEYS = { readKey: "r-studio", writeKey: "w-studio" };

describe.skipIf(!RUN_BROWSER_TESTS)(
	"Export channels and Import channels in the Connection section",
	{ timeout: BROWSER_TEST_TIMEOUT_MS * 2 },
	() => {
		const inspectors = useInspectors();
		/** The second channel's server, with API keys of its own. */
		let studio: ApiEmulator;
		/** The first computer's global settings: two channels, each with its API keys. */
		let first: JsonObject;
		/** Another computer, started by a test. */
		let second: InspectorHarness | undefined;

		beforeAll(async () => {
			studio = await startEmulator(STUDIO_KEYS);
			const { emulator } = inspectors.harness;
			first = {
				baseUrl: emulator.url,
				readKey: emulator.readKey,
				writeKey: emulator.writeKey,
				channels: [{ id: STUDIO_ID, name: "Studio", baseUrl: studio.url, ...STUDIO_KEYS }],
			};
		});
		afterAll(async () => {
			await studio?.close();
		});
		beforeEach(async () => {
			await inspectors.harness.setGlobalSettings(first);
		});
		afterEach(async () => {
			await second?.close();
			second = undefined;
		});

		/**
		 * Opens the Connection section of an inspector, unless it opened by itself (something of it is missing).
		 * @param inspector The inspector.
		 * @returns The inspector.
		 */
		async function connection(inspector: Inspector): Promise<Inspector> {
			const section = inspector.page.locator("details.connection");
			if ((await section.getAttribute("open")) === null) await section.locator("> summary").click();
			return inspector;
		}

		/**
		 * Exports the channels on the first computer, as the user copies them.
		 * @param withApiKeys Whether to tick "With API keys" first.
		 * @returns The text shown and the status.
		 */
		async function exportFirst(withApiKeys: boolean): Promise<{ text: string; status: string }> {
			const inspector = await connection(await inspectors.open("goal-add", { widgetId: "main" }));
			const { page } = inspector;
			const choice = page.locator("#channels-export-api-keys");
			expect(await choice.isChecked()).toBe(false);
			if (withApiKeys) await choice.check();
			// The clipboard as the page sees it: what the export copies lands here.
			await page.evaluate(() => {
				const copied: string[] = [];
				Object.defineProperty(window, "copied", { value: copied });
				const clipboard = { writeText: async (text: string): Promise<void> => void copied.push(text) };
				Object.defineProperty(navigator, "clipboard", { value: clipboard });
			});
			await page.getByRole("button", { name: "Export channels" }).click();
			await expect.poll(() => page.locator("#channels-export-status").innerText()).not.toBe("");
			// Nothing of the export was saved: not the choice, not the text.
			expect(inspector.savedGlobalSettings()).toEqual([]);
			for (const saved of inspector.savedSettings()) expect(Object.keys(saved)).toEqual(["widgetId"]);
			const copied = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
			expect(copied).toHaveLength(1);
			// A copied text with API keys is not left on screen; one without them is shown, for the user to see.
			const box = page.locator("#channels-export-text");
			expect(await box.isVisible()).toBe(!withApiKeys);
			expect(await box.inputValue()).toBe(withApiKeys ? "" : copied[0]);
			return { text: copied[0], status: await page.locator("#channels-export-status").innerText() };
		}

		/**
		 * Pastes a text into Import channels and presses Import.
		 * @param inspector The inspector.
		 * @param text The text.
		 * @returns The notice, once it says something.
		 */
		async function pasteAndImport(inspector: Inspector, text: string): Promise<string> {
			const { page } = inspector;
			await page.locator("#channels-import-text").fill(text);
			await page.locator("#channels-import").click();
			const notice = page.locator("#channels-import-notice");
			await expect.poll(() => notice.innerText(), { timeout: SAVED_MS }).not.toBe("");
			return notice.innerText();
		}

		it("exports both channels with ids, names and base URLs, and API keys only when asked", async () => {
			const plain = await exportFirst(false);
			const apiKeys = [first.readKey, first.writeKey, STUDIO_KEYS.readKey, STUDIO_KEYS.writeKey].map(String);
			for (const apiKey of apiKeys) expect(plain.text).not.toContain(apiKey);
			expect(JSON.parse(plain.text)).toEqual({
				format: "channel-companion-channels",
				version: 1,
				channels: [
					{ id: "default", name: "", baseUrl: first.baseUrl },
					{ id: STUDIO_ID, name: "Studio", baseUrl: studio.url },
				],
			});
			expect(plain.status).toMatch(/The text holds no API key\./);

			const keyed = await exportFirst(true);
			for (const apiKey of apiKeys) expect(keyed.text).toContain(apiKey);
			expect(keyed.status).toMatch(/The text holds your API keys/);
			expect(inspectors.harness.host.globalSettings).toEqual(first);
		});

		it("imports on a fresh computer with API keys: same ids, and a key of the first computer's profile presses through with its channel's key", async () => {
			const { text } = await exportFirst(true);
			second = await inspectors.harness.another();
			const inspector = await connection(await second.open("goal-add", { widgetId: "main", channel: STUDIO_ID }));
			const notice = await pasteAndImport(inspector, text);
			expect(notice).toMatch(/Added: Studio\./);
			expect(notice).toMatch(/Updated: Default\./);
			expect(notice).toMatch(/API keys from the text: Default, Studio\./);
			// Nothing changes before the user confirms.
			expect(second.host.globalSettings).toEqual({});
			await inspector.page.locator("#channels-import-confirm").click();
			await expect.poll(() => second!.host.globalSettings, { timeout: SAVED_MS }).toEqual(first);
			expect(await inspector.page.locator("#channels-import-notice").innerText()).toMatch(/Channels imported/);
			expect(await inspector.page.locator("#channels-import-text").inputValue()).toBe("");
			// The paste box was saved nowhere: the inspector saved the channels and nothing else.
			for (const saved of inspector.savedGlobalSettings())
				expect(Object.keys(saved).sort()).toEqual(Object.keys(first).sort());
			expect(Object.keys(inspector.settings()).sort()).toEqual(["channel", "widgetId"]);

			const before = studio.requests.length;
			const outcome = await pressAndSettle(second.host, inspector.context);
			expect(outcome.feedback).toBe("showOk");
			const sent = studio.requests.slice(before);
			expect(sent.map((request) => `${request.method} ${request.rawPath}`)).toEqual([
				`POST /api/goals/${STUDIO_KEYS.writeKey}/actions/add/main/1`,
			]);
			expect(inspector.errors).toEqual([]);
			expect(inspector.foreignRequests).toEqual([]);
		});

		it("imports without API keys: keys typed there stay, a removed id comes back, a change of server is said first", async () => {
			const { text } = await exportFirst(false);
			second = await inspectors.harness.another();
			const there = { baseUrl: "demo", readKey: "r-there", writeKey: "w-there", removedChannels: { [STUDIO_ID]: "" } };
			await second.setGlobalSettings(there);
			const inspector = await connection(await second.open("goal-add", { widgetId: "main", channel: STUDIO_ID }));
			const notice = await pasteAndImport(inspector, text);
			expect(notice).toMatch(/Back under the id they had here: Studio\./);
			expect(notice).toMatch(/API keys kept as they are here: Default\./);
			expect(notice).toMatch(/No API keys yet \(enter them after the import\): Studio\./);
			expect(notice).toMatch(
				/“Default” moves to another server: its lock states, undo history and values are forgotten\./,
			);
			await inspector.page.locator("#channels-import-cancel").click();
			expect(await inspector.page.locator("#channels-import-notice").isHidden()).toBe(true);
			expect(second.host.globalSettings).toEqual(there);

			await inspector.page.locator("#channels-import").click();
			await inspector.page.locator("#channels-import-confirm").click();
			await expect
				.poll(() => second!.host.globalSettings, { timeout: SAVED_MS })
				.toEqual({
					baseUrl: first.baseUrl,
					readKey: "r-there",
					writeKey: "w-there",
					channels: [{ id: STUDIO_ID, name: "Studio", baseUrl: studio.url }],
				});
			// The key finds its channel, which has no API key yet: Setup, and nothing is sent.
			const before = studio.requests.length;
			const outcome = await pressAndSettle(second.host, inspector.context);
			expect(outcome.feedback).toBe("showAlert");
			expect(reasonsIn(outcome.messages)).toContain("Setup");
			expect(studio.requests.length).toBe(before);

			// Its API keys typed there, the key of the other computer's profile presses through on the channel back.
			await inspector.page.locator("#channel-select").selectOption(STUDIO_ID);
			await inspector.global("readKey").fill(STUDIO_KEYS.readKey);
			await inspector.global("writeKey").fill(STUDIO_KEYS.writeKey);
			await expect
				.poll(() => (second!.host.globalSettings.channels as JsonObject[] | undefined)?.[0], { timeout: SAVED_MS })
				.toEqual({ id: STUDIO_ID, name: "Studio", baseUrl: studio.url, ...STUDIO_KEYS });
			await expect
				.poll(async () => (await pressAndSettle(second!.host, inspector.context)).feedback, { timeout: SAVED_MS })
				.toBe("showOk");
			// The presses before the keys arrived sent nothing: one request in all.
			expect(studio.requests.slice(before).map((request) => request.rawPath)).toEqual([
				`/api/goals/${STUDIO_KEYS.writeKey}/actions/add/main/1`,
			]);
			expect(inspector.errors).toEqual([]);
		});

		it("refuses each bad paste with what is wrong, and changes nothing", async () => {
			const inspector = await connection(await inspectors.open("warnings", { viewer: "bob" }));
			const valid = (channels: unknown[], version = 1): string =>
				JSON.stringify({ format: "channel-companion-channels", version, channels });
			const many = Array.from({ length: 31 }, (_, n) => ({ id: `c${n}`, name: "", baseUrl: "demo" }));
			const cases: Array<[string, RegExp]> = [
				["   ", /^Paste the text of Export channels first\.$/],
				["baseUrl=https://api.example.com", /not the text of Export channels: it is not JSON/],
				[
					JSON.stringify({ format: "streamerbot", channels: [] }),
					/not the text of Export channels: it is another format/,
				],
				[
					valid([{ id: "b", baseUrl: "demo" }], 2),
					/newer version of the plugin \(format version 2\): update the plugin/,
				],
				[valid([{ id: "b", name: "Bee", baseUrl: "http://192.168.1.20:8080" }]), /Channel “Bee”: Use https:\/\//],
				[
					valid([{ id: "b", name: "Bee", baseUrl: "demo", writeKey: 42 }]),
					/Channel “Bee”: The write key \(W\) is not a valid key/,
				],
				[
					valid([{ id: "b", name: "Bee", baseUrl: "demo", readKey: "" }]),
					/Channel “Bee”: The read key \(R\) is not a valid key/,
				],
				[
					valid([
						{ id: "b", baseUrl: "demo" },
						{ id: "b", baseUrl: "demo" },
					]),
					/The id b is in the text twice/,
				],
				[valid(many), /there would be 33 channels; the plugin keeps at most 32/],
				[valid([{ id: "b", name: "x".repeat(70_000), baseUrl: "demo" }]), /over 64 KB/],
			];
			for (const [text, message] of cases) {
				const notice = await pasteAndImport(inspector, text);
				expect(notice, text.slice(0, 60)).toMatch(message);
				if (text.trim() !== "") expect(notice, text.slice(0, 60)).toMatch(/Nothing was changed\./);
				expect(await inspector.page.locator("#channels-import-confirm").count()).toBe(0);
			}
			expect(inspectors.harness.host.globalSettings).toEqual(first);
			expect(inspector.savedGlobalSettings()).toEqual([]);
		});

		it("an import in one inspector is not reverted by another open at the same time", async () => {
			const stale = await connection(await inspectors.open("goal-add", { widgetId: "main" }));
			const importing = await connection(await inspectors.open("warnings", { viewer: "bob" }));
			const text = JSON.stringify({
				format: "channel-companion-channels",
				version: 1,
				channels: [{ id: "ch-late", name: "Late", baseUrl: "demo" }],
			});
			await pasteAndImport(importing, text);
			await importing.page.locator("#channels-import-confirm").click();
			const imported = { id: "ch-late", name: "Late", baseUrl: "demo" };
			const channels = [...(first.channels as JsonObject[]), imported];
			await expect
				.poll(() => inspectors.harness.host.globalSettings, { timeout: SAVED_MS })
				.toEqual({ ...first, channels });
			// The other inspector still shows the settings from before, and saves an edit of its own.
			await stale.global("readKey").fill("r-edited");
			await expect
				.poll(() => inspectors.harness.host.globalSettings, { timeout: SAVED_MS })
				.toEqual({ ...first, readKey: "r-edited", channels });
		});
	},
);
