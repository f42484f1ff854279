import type { JsonObject } from "@elgato/utils";
import { beforeAll, describe, expect, it } from "vitest";

import { BROWSER_TEST_TIMEOUT_MS, RUN_BROWSER_TESTS, useInspectors } from "./inspector-harness";

/** How long a saved value may take to reach the host. */
const SAVED_MS = 5000;

describe.skipIf(!RUN_BROWSER_TESTS)(
	"Try the demo in the Connection section",
	{ timeout: BROWSER_TEST_TIMEOUT_MS },
	() => {
		const inspectors = useInspectors();
		let connection: JsonObject;

		beforeAll(() => {
			const { emulator } = inspectors.harness;
			connection = { baseUrl: emulator.url, readKey: emulator.readKey, writeKey: emulator.writeKey };
		});

		it("sets the default channel's base URL to demo, keeps the keys typed, and the test says it is the demo", async () => {
			await inspectors.harness.setGlobalSettings(connection);
			const inspector = await inspectors.open("goal-add", { widgetId: "main" });
			const { page } = inspector;
			await page.locator("details.connection > summary").click();
			expect(await page.locator(".demo .note").innerText()).toMatch(/simulation inside the plugin/);
			await page.getByRole("button", { name: "Try the demo" }).click();
			await expect
				.poll(() => inspectors.harness.host.globalSettings, { timeout: SAVED_MS })
				.toEqual({ ...connection, baseUrl: "demo" });
			expect(await inspector.global("baseUrl").inputValue()).toBe("demo");
			expect(await page.locator("details.connection .status").innerText()).toBe("Demo");

			const before = inspectors.harness.emulator.requests.length;
			await page.getByRole("button", { name: "Test connection" }).click();
			const result = page.locator(".test-result");
			await expect.poll(() => result.innerText(), { timeout: 15_000 }).toMatch(/Demo channel/);
			expect(await result.innerText()).toMatch(/No keys needed, nothing is sent/);
			expect(inspectors.harness.emulator.requests.length).toBe(before);
		});

		it("sets the base URL of the channel shown, and only its own", async () => {
			const channel = { id: "b", name: "B", baseUrl: connection.baseUrl, readKey: "r-bee", writeKey: "w-bee" };
			await inspectors.harness.setGlobalSettings({ ...connection, channels: [channel] });
			const inspector = await inspectors.open("warnings", { viewer: "bob", channel: "b" });
			const { page } = inspector;
			await page.locator("details.connection > summary").click();
			await page.locator("#channel-select").selectOption("b");
			await page.getByRole("button", { name: "Try the demo" }).click();
			await expect
				.poll(() => inspectors.harness.host.globalSettings, { timeout: SAVED_MS })
				.toEqual({ ...connection, channels: [{ ...channel, baseUrl: "demo" }] });
		});

		it("asks for no keys on a demo default channel: the section's title says Demo, not what is missing", async () => {
			await inspectors.harness.setGlobalSettings({ baseUrl: "demo" });
			const inspector = await inspectors.open("currency-set", { viewer: "bob", amount: 5 });
			const status = inspector.page.locator("details.connection .status");
			await expect.poll(() => status.innerText(), { timeout: SAVED_MS }).toBe("Demo");
			expect(await inspector.page.locator("details.connection").getAttribute("open")).toBeNull();
		});
	},
);
