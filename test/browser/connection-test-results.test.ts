import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
	BROWSER_TEST_TIMEOUT_MS,
	CONNECTION_TEST_ANSWER_MS,
	type Inspector,
	RUN_BROWSER_TESTS,
	type Slug,
	useInspectors,
} from "./inspector-harness";

/** The result lines of the connection test in an inspector. */
const VERDICTS = ".test-result .verdict";

describe.skipIf(!RUN_BROWSER_TESTS)(
	"Test connection results belong to the fields they were about",
	{ timeout: BROWSER_TEST_TIMEOUT_MS },
	() => {
		const inspectors = useInspectors();

		beforeEach(async () => {
			inspectors.harness.emulator.clearFaults();
			await inspectors.harness.setGlobalSettings({});
		});

		afterEach(() => {
			inspectors.harness.emulator.clearFaults();
		});

		/**
		 * Opens a property inspector with the emulator's base URL and read key, and a write key the server refuses.
		 * @param slug The action.
		 * @returns The inspector.
		 */
		async function openWithRefusedWriteKey(slug: Slug): Promise<Inspector> {
			const inspector = await inspectors.open(slug);
			const { emulator } = inspectors.harness;
			await inspector.global("baseUrl").fill(emulator.url);
			await inspector.global("readKey").fill(emulator.readKey);
			await inspector.global("writeKey").fill("not-the-write-key");
			return inspector;
		}

		/**
		 * Clicks "Test connection" and waits for the plugin's verdict.
		 * @param inspector The inspector.
		 * @returns The result as the user reads it.
		 */
		async function testConnection(inspector: Inspector): Promise<string> {
			await inspector.page.getByRole("button", { name: "Test connection" }).click();
			const result = inspector.page.locator(".test-result");
			await expect
				.poll(() => result.innerText(), { timeout: CONNECTION_TEST_ANSWER_MS })
				.not.toMatch(/^\s*$|Asking the server/);
			return result.innerText();
		}

		it("clears '✕ Write key (W) is refused' as soon as the key is corrected, before any new test", async () => {
			const inspector = await openWithRefusedWriteKey("currency-balance");
			expect(await testConnection(inspector)).toContain("Write key (W) is refused by the server");
			expect(await inspector.page.locator(VERDICTS).count()).toBe(2);

			await inspector.global("writeKey").fill(inspectors.harness.emulator.writeKey);
			await expect.poll(() => inspector.page.locator(VERDICTS).count(), { timeout: 5_000 }).toBe(0);
			expect(await inspector.page.locator(".test-result").innerText()).toBe("");

			const result = await testConnection(inspector);
			expect(result).toContain("Read key (R) works.");
			expect(result).toContain("Write key (W) works.");
		});

		it("clears the result when the base URL or the read key changes, even to a value not yet valid", async () => {
			const inspector = await openWithRefusedWriteKey("goal-add");
			await testConnection(inspector);
			await inspector.global("baseUrl").fill("http://example.com");
			await expect.poll(() => inspector.page.locator(VERDICTS).count(), { timeout: 5_000 }).toBe(0);

			await inspector.global("baseUrl").fill(inspectors.harness.emulator.url);
			await testConnection(inspector);
			expect(await inspector.page.locator(VERDICTS).count()).toBe(2);
			await inspector.global("readKey").fill(`${inspectors.harness.emulator.readKey}x`);
			await expect.poll(() => inspector.page.locator(VERDICTS).count(), { timeout: 5_000 }).toBe(0);
		});

		it("keeps the result while the fields stay as tested, e.g. when the app sends the same settings back", async () => {
			const inspector = await openWithRefusedWriteKey("warnings");
			await testConnection(inspector);
			const { emulator } = inspectors.harness;
			await inspectors.harness.setGlobalSettings({
				baseUrl: emulator.url,
				readKey: emulator.readKey,
				writeKey: "not-the-write-key",
			});
			// The app tells an open inspector nothing; it reads the settings again when it is shown (focused) again.
			const asked = (): number =>
				inspectors.harness.host.piMessages(inspector.context).filter((m) => m.event === "getGlobalSettings").length;
			let before = asked();
			await inspector.page.evaluate(() => window.dispatchEvent(new Event("focus")));
			await expect.poll(asked).toBe(before + 1);
			// The same values came back, so the verdicts still stand.
			await new Promise((resolve) => setTimeout(resolve, 300));
			expect(await inspector.global("writeKey").inputValue()).toBe("not-the-write-key");
			expect(await inspector.page.locator(VERDICTS).count()).toBe(2);

			// A key changed elsewhere (another inspector) reaches this one's fields once it reads again: its verdicts go.
			await inspectors.harness.setGlobalSettings({
				baseUrl: emulator.url,
				readKey: emulator.readKey,
				writeKey: emulator.writeKey,
			});
			before = asked();
			await inspector.page.evaluate(() => window.dispatchEvent(new Event("focus")));
			await expect.poll(asked).toBe(before + 1);
			await expect.poll(() => inspector.global("writeKey").inputValue()).toBe(emulator.writeKey);
			await expect.poll(() => inspector.page.locator(VERDICTS).count(), { timeout: 5_000 }).toBe(0);
		});

		it("drops the answer to a test of fields that changed while it was on its way", async () => {
			const inspector = await openWithRefusedWriteKey("custom-data");
			inspectors.harness.emulator.fault({ kind: "delay", ms: 1_500 });
			const button = inspector.page.getByRole("button", { name: "Test connection" });
			await button.click();
			await expect.poll(() => inspector.page.locator(".test-result").innerText()).toMatch(/Asking the server/);
			const answers = (): number =>
				inspectors.harness.host.messages.filter(
					(message) => message.context === inspector.context && message.event === "sendToPropertyInspector",
				).length;
			const before = answers();

			await inspector.global("writeKey").fill(inspectors.harness.emulator.writeKey);
			await expect.poll(() => inspector.page.locator(".test-result").innerText()).toBe("");
			expect(await button.isEnabled()).toBe(true);
			// The plugin still answers the first test; the inspector must not show that answer.
			await expect.poll(answers, { timeout: CONNECTION_TEST_ANSWER_MS }).toBeGreaterThan(before);
			await new Promise((resolve) => setTimeout(resolve, 300));
			expect(await inspector.page.locator(VERDICTS).count()).toBe(0);
		});
	},
);
