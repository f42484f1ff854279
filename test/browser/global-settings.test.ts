import { beforeEach, describe, expect, it } from "vitest";

import {
	BROWSER_TEST_TIMEOUT_MS,
	closedLoopbackPort,
	CONNECTION_TEST_ANSWER_MS,
	type Inspector,
	RUN_BROWSER_TESTS,
	useInspectors,
} from "./inspector-harness";

describe.skipIf(!RUN_BROWSER_TESTS)(
	"global settings in the property inspectors",
	{ timeout: BROWSER_TEST_TIMEOUT_MS },
	() => {
		const inspectors = useInspectors();
		const { open } = inspectors;

		beforeEach(async () => {
			await inspectors.harness.setGlobalSettings({});
		});

		/**
		 * Types the connection settings into a property inspector.
		 * @param inspector The inspector.
		 * @param settings The texts; fields not named are left alone.
		 * @param settings.baseUrl Base URL.
		 * @param settings.readKey Read key.
		 * @param settings.writeKey Write key.
		 */
		async function typeConnection(
			inspector: Inspector,
			settings: { baseUrl?: string; readKey?: string; writeKey?: string },
		): Promise<void> {
			for (const [name, text] of Object.entries(settings)) {
				await inspector.global(name).fill(text);
			}
		}

		/**
		 * Clicks "Test connection" and waits for the plugin's verdict.
		 * @param inspector The inspector.
		 * @param buttonName The button's name in the inspector's language.
		 * @returns The result as the user reads it.
		 */
		async function testConnection(inspector: Inspector, buttonName = "Test connection"): Promise<string> {
			const button = inspector.page.getByRole("button", { name: buttonName });
			await button.click();
			const result = inspector.page.locator(".test-result");
			await expect
				.poll(() => result.innerText(), { timeout: CONNECTION_TEST_ANSWER_MS })
				.not.toMatch(/^\s*$|Asking the server/);
			expect(await button.isEnabled()).toBe(true);
			return result.innerText();
		}

		it("keys typed in one property inspector reach every inspector opened afterwards", async () => {
			const first = await open("goal-add");
			await typeConnection(first, {
				baseUrl: "https://api.example.com",
				readKey: "read-123",
				writeKey: "write-456",
			});
			await expect
				.poll(() => inspectors.harness.host.globalSettings, { timeout: 5_000 })
				.toEqual({ baseUrl: "https://api.example.com", readKey: "read-123", writeKey: "write-456" });

			// One opened afterwards shows them, folded away since nothing is missing.
			await first.close();
			const later = await open("warnings");
			expect(await later.global("baseUrl").inputValue()).toBe("https://api.example.com");
			expect(await later.global("readKey").inputValue()).toBe("read-123");
			expect(await later.global("writeKey").inputValue()).toBe("write-456");
			expect(await later.page.locator("details.connection").getAttribute("open")).toBeNull();
			expect(await later.page.locator("details.connection > summary .status").innerText()).toBe("api.example.com");
		});

		/**
		 * The channels the host stores.
		 * @returns Their ids, in order.
		 */
		function storedChannelIds(): string[] {
			return ((inspectors.harness.host.globalSettings.channels ?? []) as Array<{ id: string }>).map(
				(channel) => channel.id,
			);
		}

		it("two inspectors open at once: a channel added in one survives a field edited in the other", async () => {
			const adder = await open("goal-add");
			const editor = await open("custom-data");
			await adder.page.locator("#channel-add").click();
			await expect.poll(storedChannelIds, { timeout: 5_000 }).toHaveLength(1);
			const [id] = storedChannelIds();

			// The other inspector was not told (the host relays nothing, as the app): it still lists one channel.
			expect(await editor.page.locator("#channel-select option").count()).toBe(1);
			await editor.global("readKey").fill("read-from-editor");
			await expect
				.poll(() => inspectors.harness.host.globalSettings.readKey, { timeout: 5_000 })
				.toBe("read-from-editor");
			expect(storedChannelIds()).toEqual([id]);
			// Saving read the settings again: the editor now lists the new channel too.
			await expect.poll(() => editor.page.locator("#channel-select option").count()).toBe(2);
		});

		it("two inspectors open at once: a field edited in one survives a channel added in the other", async () => {
			const editor = await open("goal-add");
			const adder = await open("custom-data");
			await editor.global("baseUrl").fill("https://api.example.com");
			await expect
				.poll(() => inspectors.harness.host.globalSettings.baseUrl, { timeout: 5_000 })
				.toBe("https://api.example.com");

			// The adder still shows no base URL; the channel it adds goes over the stored settings, not its copy.
			expect(await adder.global("baseUrl").inputValue()).toBe("");
			await adder.page.locator("#channel-add").click();
			await expect.poll(storedChannelIds, { timeout: 5_000 }).toHaveLength(1);
			expect(inspectors.harness.host.globalSettings.baseUrl).toBe("https://api.example.com");
			// The new channel starts on the default channel's server as stored.
			expect(inspectors.harness.host.globalSettings.channels).toEqual([
				{ id: storedChannelIds()[0], name: "", baseUrl: "https://api.example.com" },
			]);
		});

		it("two inspectors open at once: edits of different fields both land, in either order", async () => {
			const one = await open("goal-add");
			const two = await open("show-top");
			await one.global("readKey").fill("read-one");
			await expect.poll(() => inspectors.harness.host.globalSettings.readKey, { timeout: 5_000 }).toBe("read-one");
			await two.global("writeKey").fill("write-two");
			await expect.poll(() => inspectors.harness.host.globalSettings.writeKey, { timeout: 5_000 }).toBe("write-two");
			await one.global("baseUrl").fill("https://api.example.com");
			await expect
				.poll(() => inspectors.harness.host.globalSettings, { timeout: 5_000 })
				.toEqual({ baseUrl: "https://api.example.com", readKey: "read-one", writeKey: "write-two" });
			// Each shows what the other saved once it saved itself.
			expect(await one.global("writeKey").inputValue()).toBe("write-two");
			expect(await two.global("readKey").inputValue()).toBe("read-one");
		});

		it("a channel removed in one inspector is not brought back by an edit in another", async () => {
			await inspectors.harness.setGlobalSettings({ channels: [{ id: "b", name: "B" }] });
			const remover = await open("goal-add");
			const editor = await open("custom-data");
			await remover.page.locator("#channel-select").selectOption("b");
			await remover.page.locator("#channel-remove").click();
			await remover.page.locator("#channel-orphan").click();
			await expect.poll(storedChannelIds, { timeout: 5_000 }).toEqual([]);

			await editor.page.locator("#channel-select").selectOption("b");
			await editor.global("name").fill("Back again");
			await expect.poll(() => editor.page.locator("#channel-select").inputValue(), { timeout: 5_000 }).toBe("default");
			expect(inspectors.harness.host.globalSettings).toEqual({ removedChannels: { b: "" } });
		});

		it("opens the connection section and says what is missing", async () => {
			await inspectors.harness.setGlobalSettings({ baseUrl: "https://api.example.com", readKey: "read-123" });
			const inspector = await open("currency-set");
			expect(await inspector.page.locator("details.connection").getAttribute("open")).not.toBeNull();
			expect(await inspector.page.locator("details.connection > summary .status").innerText()).toMatch(/write key/);
		});

		it("marks a plain http:// base URL to another computer and saves it as typed, so keys refuse it", async () => {
			await inspectors.harness.setGlobalSettings({ baseUrl: "https://api.example.com" });
			const inspector = await open("currency-remove");
			await inspector.global("baseUrl").fill("http://example.com");
			const note = inspector.note("global-baseUrl");
			await expect.poll(() => note.innerText()).toMatch(/Use https:\/\/.*unencrypted.*only for this computer/);

			await expect
				.poll(() => inspectors.harness.host.globalSettings.baseUrl, { timeout: 5_000 })
				.toBe("http://example.com");
			await inspector.global("readKey").fill("read-123");
			await expect.poll(() => inspectors.harness.host.globalSettings.readKey, { timeout: 5_000 }).toBe("read-123");
			expect(inspectors.harness.host.globalSettings.baseUrl).toBe("http://example.com");
			expect(await note.innerText()).toMatch(/Use https:\/\//);

			await inspector.global("baseUrl").fill("not a url");
			await expect.poll(() => note.innerText()).toMatch(/not a valid URL/);

			// http:// is fine for this computer.
			await inspector.global("baseUrl").fill("http://127.0.0.1:8080/");
			await expect
				.poll(() => inspectors.harness.host.globalSettings.baseUrl, { timeout: 5_000 })
				.toBe("http://127.0.0.1:8080/");
			expect(await note.getAttribute("class")).not.toContain("error");
		});

		it("masks keys with a show/hide toggle and never puts them in the page's markup or console", async () => {
			const inspector = await open("show-top");
			await typeConnection(inspector, { readKey: "secret-read-key", writeKey: "secret-write-key" });
			const readKey = inspector.global("readKey");
			const toggle = inspector.page.locator('[data-setting="readKey"] .reveal');
			expect(await readKey.getAttribute("type")).toBe("password");
			expect(await toggle.innerText()).toBe("Show");

			await toggle.click();
			expect(await readKey.getAttribute("type")).toBe("text");
			expect(await toggle.getAttribute("aria-pressed")).toBe("true");
			expect(await toggle.innerText()).toBe("Hide");
			expect(await readKey.inputValue()).toBe("secret-read-key");
			expect(await inspector.global("writeKey").getAttribute("type")).toBe("password");

			await toggle.click();
			expect(await readKey.getAttribute("type")).toBe("password");
			expect(await toggle.getAttribute("aria-pressed")).toBe("false");

			await expect
				.poll(() => inspectors.harness.host.globalSettings.writeKey, { timeout: 5_000 })
				.toBe("secret-write-key");
			const markup = await inspector.page.content();
			expect(markup).not.toContain("secret-read-key");
			expect(markup).not.toContain("secret-write-key");
			expect(inspector.consoleText.join("\n")).not.toMatch(/secret-(read|write)-key/);
		});

		it("Test connection says when both keys work", async () => {
			const { emulator } = inspectors.harness;
			const inspector = await open("goal-add");
			await typeConnection(inspector, {
				baseUrl: emulator.url,
				readKey: emulator.readKey,
				writeKey: emulator.writeKey,
			});
			const before = emulator.requests.length;
			const result = await testConnection(inspector);
			expect(result).toContain("Read key (R) works.");
			expect(result).toContain("Write key (W) works.");
			expect(emulator.requests.length).toBeGreaterThan(before);
			expect(result).not.toContain(emulator.readKey);
			expect(result).not.toContain(emulator.writeKey);
		});

		it("Test connection says which key is refused", async () => {
			const { emulator } = inspectors.harness;
			const inspector = await open("warnings");
			await typeConnection(inspector, { baseUrl: emulator.url, readKey: emulator.readKey, writeKey: emulator.readKey });
			let result = await testConnection(inspector);
			expect(result).toContain("Read key (R) works.");
			expect(result).toContain("Write key (W) is refused by the server: copy it again");
			expect(await inspector.page.locator(".test-result .verdict.good").count()).toBe(1);
			expect(await inspector.page.locator(".test-result .verdict.bad").count()).toBe(1);

			await typeConnection(inspector, { readKey: "wrong-key", writeKey: emulator.writeKey });
			result = await testConnection(inspector);
			expect(result).toContain("Read key (R) is refused by the server: copy it again");
			expect(result).toContain("Write key (W) works.");

			await typeConnection(inspector, { readKey: "" });
			result = await testConnection(inspector);
			expect(result).toContain("Read key (R) is not entered.");
		});

		it("Test connection says when the server cannot be reached", async () => {
			const port = await closedLoopbackPort();
			const inspector = await open("currency-balance");
			await typeConnection(inspector, { baseUrl: `http://127.0.0.1:${port}`, readKey: "read-1", writeKey: "write-1" });
			const result = await testConnection(inspector);
			expect(result).toMatch(/server cannot be reached/);
			expect(result).not.toMatch(/works/);
		});

		it("Test connection asks for a valid base URL first", async () => {
			const inspector = await open("custom-data");
			await typeConnection(inspector, { baseUrl: "http://example.com", readKey: "read-1" });
			const result = await testConnection(inspector);
			expect(result).toMatch(/Fix the base URL first/);
			expect(
				inspectors.harness.host.piMessages(inspector.context).some((message) => message.event === "sendToPlugin"),
			).toBe(false);
		});

		it("Test connection words the plugin's codes: no such API, server errors, malformed answers", async () => {
			const { emulator } = inspectors.harness;
			const inspector = await open("show-top");
			const keys = { readKey: emulator.readKey, writeKey: emulator.writeKey };
			await typeConnection(inspector, { baseUrl: `${emulator.url}/not-the-api`, ...keys });
			let result = await testConnection(inspector);
			const noSuchApi = "does not answer as the Channel Companion API: the base URL must be the API's address alone";
			expect(result).toContain(`Read key (R): This address ${noSuchApi}`);
			expect(result).toContain(`Write key (W): This address ${noSuchApi}`);

			await typeConnection(inspector, { baseUrl: emulator.url });
			try {
				emulator.fault({ kind: "status", status: 503, match: "/ranking/" });
				result = await testConnection(inspector);
				expect(result).toContain("Read key (R): The server answered with an error (HTTP 503).");
				expect(result).toContain("Write key (W) works.");

				emulator.clearFaults();
				emulator.fault({ kind: "html", match: "/custom-data/" });
				result = await testConnection(inspector);
				expect(result).toContain("Read key (R) works.");
				expect(result).toContain("Write key (W): The server answered with an error (HTTP 200).");
			} finally {
				emulator.clearFaults();
			}
		});

		it("Test connection says when a key cannot be sent, and when the base URL is empty", async () => {
			const { emulator } = inspectors.harness;
			const inspector = await open("goal-action");
			await typeConnection(inspector, { baseUrl: emulator.url, readKey: "..", writeKey: emulator.writeKey });
			let result = await testConnection(inspector);
			expect(result).toContain("Read key (R): The read key (R) is not a valid key.");
			expect(result).toContain("Write key (W) works.");

			await typeConnection(inspector, { baseUrl: "" });
			result = await testConnection(inspector);
			expect(result).toContain("No API base URL is set.");
			expect(await inspector.page.locator(".test-result .verdict").count()).toBe(1);
		});

		it("Test connection speaks the inspector's language, not the plugin's", async () => {
			const { emulator } = inspectors.harness;
			const inspector = await open("custom-data", {}, "Keypad", "de");
			await typeConnection(inspector, { baseUrl: `${emulator.url}/not-the-api`, readKey: emulator.readKey });
			await typeConnection(inspector, { writeKey: "." });
			let result = await testConnection(inspector, "Verbindung testen");
			expect(result).toContain("Diese Adresse antwortet nicht wie die Channel-Companion-API");
			expect(result).toContain("Der Schreibschlüssel (W) ist kein gültiger Schlüssel.");

			await typeConnection(inspector, { baseUrl: "" });
			result = await testConnection(inspector, "Verbindung testen");
			expect(result).toContain("Es ist keine Basis-URL der API eingetragen.");
			expect(result).not.toMatch(/[Tt]he /);
		});
	},
);
