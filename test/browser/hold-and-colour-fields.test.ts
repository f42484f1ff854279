import { describe, expect, it } from "vitest";

import { BROWSER_TEST_TIMEOUT_MS, type Inspector, RUN_BROWSER_TESTS, useInspectors } from "./inspector-harness";

describe.skipIf(!RUN_BROWSER_TESTS)(
	"hold, long press, undo and colour fields",
	{ timeout: BROWSER_TEST_TIMEOUT_MS },
	() => {
		const { open } = useInspectors();

		/**
		 * The text under a field.
		 * @param inspector The inspector.
		 * @param name The setting.
		 * @returns A locator of the note.
		 */
		function noteOf(inspector: Inspector, name: string): ReturnType<Inspector["note"]> {
			return inspector.note(`setting-${name}`);
		}

		it("recommends holding for destructive choices only, and saves activation and holdMs as typed", async () => {
			const goal = await open("goal-action", { widgetId: "main", goalAction: "add", value: 5 });
			await expect.poll(() => noteOf(goal, "activation").innerText()).not.toMatch(/recommended/i);
			for (const destructive of ["reset", "set", "set_goal"]) {
				await goal.field("goalAction").selectOption(destructive);
				await expect.poll(() => noteOf(goal, "activation").innerText()).toMatch(/recommended/i);
			}
			await goal.field("goalAction").selectOption("add");
			await goal.field("widgetId").fill("all");
			await expect.poll(() => noteOf(goal, "activation").innerText()).toMatch(/recommended/i);
			await goal.field("activation").selectOption("hold");
			await expect.poll(() => noteOf(goal, "activation").innerText()).not.toMatch(/recommended/i);
			await goal.field("holdMs").fill("1200");
			await expect
				.poll(() => goal.settings(), { timeout: 5_000 })
				.toEqual({ widgetId: "all", goalAction: "add", value: 5, activation: "hold", holdMs: 1200 });

			for (const [slug, settings] of [
				["streamathon-action", { streamathonAction: "reset" }],
				["currency-set", {}],
				["currency-remove", {}],
				["goal-lock", { widgetId: "all" }],
			] as const) {
				const inspector = await open(slug, settings);
				await expect
					.poll(() => noteOf(inspector, "activation").innerText(), { timeout: 5_000 })
					.toMatch(/recommended/i);
			}
			const event = await open("custom-event", { value: "confetti" });
			await expect.poll(() => noteOf(event, "activation").innerText()).not.toMatch(/recommended/i);
		});

		it("shows the hold time only while a hold does something, and says how Fires and Long press differ", async () => {
			const event = await open("custom-event", { value: "confetti" });
			const holdRow = (inspector: Inspector) => inspector.page.locator('[data-setting="holdMs"]');
			await expect.poll(() => holdRow(event).isVisible()).toBe(false);
			await expect.poll(() => noteOf(event, "activation").innerText()).toMatch(/whether a tap is enough/i);
			await event.field("activation").selectOption("hold");
			await expect.poll(() => holdRow(event).isVisible()).toBe(true);
			await event.field("activation").selectOption("press");
			await expect.poll(() => holdRow(event).isVisible()).toBe(false);

			const add = await open("streamathon-add-seconds", { widgetId: "main" });
			await expect.poll(() => holdRow(add).isVisible()).toBe(false);
			await expect.poll(() => noteOf(add, "holdAction").innerText()).toMatch(/what holding the key does/i);
			await add.field("holdAction").selectOption("remove");
			await expect.poll(() => holdRow(add).isVisible()).toBe(true);
			// The connection's channel and the action's are two controls with two names.
			await expect.poll(() => add.page.locator('label[for="channel-select"]').innerText()).toBe("Edit channel");
			await expect.poll(() => add.page.locator('[data-setting="channel"] label').innerText()).toBe("Channel");
		});

		it("refuses a hold time out of range with its message, and saves it as typed", async () => {
			const inspector = await open("custom-event", { value: "confetti", activation: "hold" });
			await inspector.field("holdMs").fill("abc");
			await expect.poll(() => noteOf(inspector, "holdMs").innerText()).toMatch(/whole number from 300 to 3000/);
			await expect.poll(() => inspector.settings().holdMs, { timeout: 5_000 }).toBe("abc");
			await inspector.field("holdMs").fill("100");
			await expect.poll(() => noteOf(inspector, "holdMs").innerText()).toMatch(/from 300 to 3000/);
		});

		it("offers the long press on the adding actions and says what it does", async () => {
			const inspector = await open("streamathon-add-seconds", { widgetId: "main" });
			await inspector.field("holdAction").selectOption("remove");
			await expect.poll(() => noteOf(inspector, "holdAction").innerText()).toMatch(/holding removes the same amount/i);
			await expect
				.poll(() => inspector.settings(), { timeout: 5_000 })
				.toEqual({ widgetId: "main", holdAction: "remove" });
		});

		it("shows the colour rule in words and keeps the picker and the text in step", async () => {
			const inspector = await open("warnings", { viewer: "night owl" });
			await expect.poll(() => noteOf(inspector, "highlight").innerText()).toMatch(/usual colours/);
			await inspector.field("highlight").selectOption("above");
			await inspector.field("highlightValue").fill("1000");
			await expect
				.poll(() => noteOf(inspector, "highlight").innerText())
				.toBe("When the value is at least 1000, the key is drawn on the colour.");
			await inspector.field("highlight").selectOption("below");
			await expect.poll(() => noteOf(inspector, "highlight").innerText()).toMatch(/^When the value is below 1000/);

			const picker = inspector.page.locator('[data-setting="highlightColor"] input[type="color"]');
			expect(await picker.inputValue()).toBe("#e5484d");
			await picker.fill("#336699");
			await expect.poll(() => inspector.field("highlightColor").inputValue()).toBe("#336699".toUpperCase());
			await inspector.field("highlightColor").fill("#00ff00");
			await expect.poll(() => picker.inputValue()).toBe("#00ff00");
			await expect
				.poll(() => inspector.settings(), { timeout: 5_000 })
				.toEqual({ viewer: "night owl", highlight: "below", highlightValue: 1000, highlightColor: "#00FF00" });
		});

		it("never words a refused threshold as the rule: it says there is no rule until the threshold is a number", async () => {
			const inspector = await open("warnings", { viewer: "bob", highlight: "below", highlightValue: 40 });
			await expect.poll(() => noteOf(inspector, "highlight").innerText()).toMatch(/^When the value is below 40/);
			await inspector.field("highlightValue").fill("abc");
			await expect.poll(() => noteOf(inspector, "highlightValue").innerText()).toMatch(/must be a number/);
			await expect
				.poll(() => noteOf(inspector, "highlight").innerText())
				.toBe("No colour rule yet: the threshold is not a number.");
			await expect.poll(() => inspector.settings().highlightValue, { timeout: 5_000 }).toBe("abc");
			await inspector.field("highlight").selectOption("above");
			expect(await noteOf(inspector, "highlight").innerText()).toBe(
				"No colour rule yet: the threshold is not a number.",
			);

			// Stored that way, it reads the same when the inspector opens.
			const stored = await open("warnings", { viewer: "bob", highlight: "above", highlightValue: "abc" });
			await expect
				.poll(() => noteOf(stored, "highlight").innerText())
				.toBe("No colour rule yet: the threshold is not a number.");
			await stored.field("highlightValue").fill("7");
			await expect
				.poll(() => noteOf(stored, "highlight").innerText())
				.toBe("When the value is at least 7, the key is drawn on the colour.");
		});

		it("shows a hostile stored colour as text with its message, never as markup", async () => {
			const hostile = "red;<script>window.hacked=1</script>";
			const inspector = await open("warnings", { viewer: "bob", highlight: "above", highlightColor: hostile });
			expect(await inspector.field("highlightColor").inputValue()).toBe(hostile);
			await expect.poll(() => noteOf(inspector, "highlightColor").innerText()).toMatch(/#RRGGBB/);
			expect(await inspector.page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
			expect(await inspector.page.locator("script:not([src])").count()).toBe(0);
			await inspector.field("highlightValue").fill("12,5");
			await expect.poll(() => noteOf(inspector, "highlightValue").innerText()).toMatch(/must be a number/);
		});

		it("words the undo window's limits", async () => {
			const inspector = await open("undo");
			await expect.poll(() => noteOf(inspector, "windowSeconds").innerText()).toMatch(/10 to 3600/);
			await inspector.field("windowSeconds").fill("-5");
			await expect.poll(() => noteOf(inspector, "windowSeconds").innerText()).toMatch(/from 10 to 3600/);
		});
	},
);
