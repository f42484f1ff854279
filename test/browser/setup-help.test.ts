import { beforeEach, describe, expect, it } from "vitest";

import { CATALOGUES, type Language, type TranslationKey } from "../../ui/lib/i18n";
import { SETUP_HELP_TEXTS } from "../../ui/lib/setup-help";
import { BROWSER_TEST_TIMEOUT_MS, type Inspector, RUN_BROWSER_TESTS, useInspectors } from "./inspector-harness";

/** Soft hyphens break long words; they are invisible, so comparisons leave them out. */
const SOFT_HYPHEN = /\u00ad/g;

/** The texts shown outside the fold: where the settings come from, and never to share the write key. */
const ALWAYS_SHOWN = ["help.where", "help.secret"] as const satisfies readonly TranslationKey[];

/** The buttons of the Connection section the help names, by their placeholder. */
const BUTTONS = { demo: "demo.button", test: "test.button", diagnostics: "diagnostics.button" } as const;

/** Most characters a paragraph of the folded help may hold in any language, so that it stays a few lines. */
const MAX_PARAGRAPH_CHARS = 330;

/**
 * A help text as a language's inspector shows it: the buttons it names, by their labels in that language.
 * @param language The language.
 * @param key The text.
 * @returns The text.
 */
function helpText(language: Language, key: TranslationKey): string {
	const texts = CATALOGUES[language];
	return texts[key].replace(/\{(\w+)\}/g, (_, name: keyof typeof BUTTONS) => texts[BUTTONS[name]]);
}

describe("setup help texts", () => {
	const languages = Object.keys(CATALOGUES) as Language[];

	it.each(languages)("%s has every paragraph, short, naming the buttons as the section labels them", (language) => {
		const texts = CATALOGUES[language];
		for (const key of ["help.title", ...ALWAYS_SHOWN, ...SETUP_HELP_TEXTS] as const) {
			expect(texts[key]?.trim(), key).toBeTruthy();
			if (language !== "en") expect(texts[key], key).not.toBe(CATALOGUES.en[key]);
		}
		for (const key of SETUP_HELP_TEXTS) {
			expect(helpText(language, key), key).not.toMatch(/\{\w+\}/);
			expect(helpText(language, key).length, key).toBeLessThanOrEqual(MAX_PARAGRAPH_CHARS);
		}
		// What the demo is, and what to do when Test connection fails, name the buttons the user presses.
		expect(texts["help.demo"]).toContain("{demo}");
		expect(texts["help.testFails"]).toContain("{test}");
		expect(texts["help.testFails"]).toContain("{diagnostics}");
		// Where the base URL comes from, by the form the API's address takes.
		expect(texts["help.baseUrl"]).toContain("https://api.example.com");
	});
});

describe.skipIf(!RUN_BROWSER_TESTS)(
	"setup help in the Connection section",
	{ timeout: BROWSER_TEST_TIMEOUT_MS },
	() => {
		const inspectors = useInspectors();

		beforeEach(async () => {
			await inspectors.harness.setGlobalSettings({});
		});

		/**
		 * Opens a property inspector in a language, with its Connection section open.
		 * @param language The app's language.
		 * @returns The inspector.
		 */
		async function open(language: Language): Promise<Inspector> {
			const inspector = await inspectors.open("goal-add", {}, "Keypad", language);
			const section = inspector.page.locator("details.connection");
			await expect.poll(() => section.getAttribute("aria-busy")).toBe("false");
			if (!(await section.evaluate((node) => (node as HTMLDetailsElement).open))) {
				await section.locator("> summary").click();
			}
			return inspector;
		}

		/**
		 * The events of the messages an inspector sent to the app.
		 * @param inspector The inspector.
		 * @returns Their names, in order.
		 */
		function sentEvents(inspector: Inspector): unknown[] {
			return inspectors.harness.host.piMessages(inspector.context).map((message) => message.event);
		}

		for (const language of ["en", "ja", "de"] as const) {
			it(`is readable inside the inspector in ${language} once unfolded, and asks the app to open nothing`, async () => {
				const texts = CATALOGUES[language];
				const inspector = await open(language);
				const block = inspector.page.locator("details.connection .setup-help");
				const fold = block.locator("details.help");
				const paragraphs = fold.locator("> p");

				// Where the settings come from and the warning show at once; the rest is folded away.
				await expect.poll(() => block.isVisible()).toBe(true);
				const shown = (await block.innerText()).replace(SOFT_HYPHEN, "");
				for (const key of ALWAYS_SHOWN) expect(shown, key).toContain(texts[key]);
				await expect(paragraphs.first().isVisible()).resolves.toBe(false);

				const pageBefore = inspector.page.url();
				await fold.locator("> summary").getByText(texts["help.title"], { exact: true }).click();
				await expect.poll(() => fold.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);

				// Every paragraph, in the user's language, readable where it is: visible, inside the inspector's width.
				const read = (await paragraphs.allInnerTexts()).map((text) => text.replace(SOFT_HYPHEN, ""));
				expect(read).toEqual(SETUP_HELP_TEXTS.map((key) => helpText(language, key)));
				for (const paragraph of await paragraphs.all()) {
					await expect(paragraph.isVisible()).resolves.toBe(true);
				}
				const box = await fold.boundingBox();
				const width = inspector.page.viewportSize()?.width ?? 0;
				expect(box && box.x >= 0 && box.x + box.width <= width, "inside the inspector's width").toBe(true);
				if (language !== "en") expect(read).not.toContain(helpText("en", "help.testFails"));
				// Nothing to follow out of the inspector.
				await expect(block.locator("a").count()).resolves.toBe(0);
				expect(inspector.page.url()).toBe(pageBefore);

				// A message sent after the reading arrives after anything the reading sent: none was an openUrl.
				await inspector.field("widgetId").fill("main");
				await expect
					.poll(() => inspector.savedSettings().map((settings) => settings.widgetId), { timeout: 5000 })
					.toContain("main");
				expect(sentEvents(inspector)).not.toContain("openUrl");

				// Folded again, the help gives the room back.
				await fold.locator("> summary").click();
				await expect.poll(() => paragraphs.first().isVisible()).toBe(false);
			});
		}
	},
);
