import { describe, expect, it } from "vitest";

import { STARTER_PAGE_INDEX } from "../../src/contract/starter-devices";
import { BROWSER_TEST_TIMEOUT_MS, RUN_BROWSER_TESTS, useInspectors } from "./inspector-harness";

describe.skipIf(!RUN_BROWSER_TESTS)(
	"Open the starter page in the Connection section",
	{ timeout: BROWSER_TEST_TIMEOUT_MS },
	() => {
		const inspectors = useInspectors();

		it("asks the plugin, which switches the key's device to its starter profile, and says so in the user's language", async () => {
			const { host } = inspectors.harness;
			for (const [language, button, said] of [
				["en", "Open the starter page", "Stream Deck was asked to show the starter page on Stream Deck +"],
				["ja", "スターターページを開く", "Stream Deck +"],
			] as const) {
				const { page } = await inspectors.open("goal-add", {}, "Keypad", language);
				const connection = page.locator('details.connection[aria-busy="false"]');
				await connection.waitFor();
				// Unset, the section opens by itself.
				if ((await connection.getAttribute("open")) === null) await connection.locator("summary").click();
				const since = host.profileSwitches.length;
				await page.getByRole("button", { name: button }).click();
				const status = page.locator(".starter-page-status");
				await expect.poll(() => status.textContent()).toContain(said);
				expect(await page.getByRole("button", { name: button }).isEnabled()).toBe(true);
				expect(host.profileSwitches.slice(since)).toEqual([
					{ device: host.info.devices[0].id, profile: "profiles/starter-plus", page: STARTER_PAGE_INDEX },
				]);
			}
		});
	},
);
