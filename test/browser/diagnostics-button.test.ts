import { describe, expect, it } from "vitest";

import { BROWSER_TEST_TIMEOUT_MS, RUN_BROWSER_TESTS, useInspectors } from "./inspector-harness";

describe.skipIf(!RUN_BROWSER_TESTS)(
	"Copy diagnostics in the Connection section",
	{ timeout: BROWSER_TEST_TIMEOUT_MS },
	() => {
		const inspectors = useInspectors();

		it("shows the report read-only and copies it, or selects it where the clipboard is not allowed", async () => {
			const { emulator } = inspectors.harness;
			await inspectors.harness.setGlobalSettings({
				baseUrl: emulator.url,
				readKey: emulator.readKey,
				writeKey: emulator.writeKey,
			});
			const inspector = await inspectors.open("goal-add");
			const { page } = inspector;
			await page.locator("details.connection > summary").click();
			await page.getByRole("button", { name: "Test connection" }).click();
			await expect.poll(() => emulator.requests.length).toBe(2);
			// The app's webview may refuse the clipboard: take it away, as the fallback must then select the text.
			await page.evaluate(() => Object.defineProperty(navigator, "clipboard", { value: undefined }));
			await page.getByRole("button", { name: "Copy diagnostics" }).click();
			const report = page.locator(".diagnostics-text");
			await report.waitFor({ state: "visible" });
			const text = await report.inputValue();
			expect(text).toContain(`API host: ${new URL(emulator.url).host}`);
			expect(text).toContain("GET /api/ranking/{R}/top/message/global/1 200");
			expect(text).not.toContain(emulator.readKey);
			expect(text).not.toContain(emulator.writeKey);
			expect(await report.getAttribute("readonly")).not.toBeNull();
			const status = await page.locator(".diagnostics-status").textContent();
			expect([
				"Diagnostics copied. Paste them into your message to support; they hold no key.",
				"Copying is not allowed here: the text below is selected, press Ctrl+C (⌘C on a Mac).",
			]).toContain(status);
			const selected = await page.evaluate(() => {
				const area = document.querySelector<HTMLTextAreaElement>(".diagnostics-text");
				return area ? area.selectionEnd - area.selectionStart : 0;
			});
			expect(selected).toBe(text.length);
		});
	},
);
