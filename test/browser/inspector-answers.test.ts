import { describe, expect, it } from "vitest";

import {
	BROWSER_TEST_TIMEOUT_MS,
	CONNECTION_TEST_ANSWER_MS,
	RUN_BROWSER_TESTS,
	useInspectors,
} from "./inspector-harness";

describe.skipIf(!RUN_BROWSER_TESTS)(
	"answers reach only the inspector that asked (docs/behaviour.md#property-inspectors)",
	{ timeout: BROWSER_TEST_TIMEOUT_MS },
	() => {
		const inspectors = useInspectors();

		it("an inspector ignores the answer to another inspector's question, which the app sent to the one last shown", async () => {
			const { emulator, host } = inspectors.harness;
			await inspectors.harness.setGlobalSettings({
				baseUrl: emulator.url,
				readKey: emulator.readKey,
				writeKey: emulator.writeKey,
			});
			// Both stay loaded, as OpenDeck keeps them: the plugin's answers go to the one that appeared last.
			const asking = await inspectors.open("goal-add");
			const shown = await inspectors.open("goal-add");
			for (const inspector of [asking, shown]) await inspector.page.locator("details.connection > summary").click();
			const since = host.messages.length;
			await asking.page.getByRole("button", { name: "Copy diagnostics" }).click();
			const answer = await host.waitFor((m) => m.event === "sendToPropertyInspector", { since });
			expect(answer.context).toBe(shown.context);
			// The page shown took nothing from it: its own question, asked after, is answered after it, and shown.
			await shown.page.getByRole("button", { name: "Test connection" }).click();
			await expect
				.poll(() => shown.page.locator(".test-result").innerText(), { timeout: CONNECTION_TEST_ANSWER_MS })
				.toMatch(/Read key.*works/is);
			expect(await shown.page.locator(".diagnostics-text").isVisible()).toBe(false);
			expect(await shown.page.locator(".diagnostics-text").inputValue()).toBe("");
		});
	},
);
