import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { beforeEach, describe, expect, it } from "vitest";

import { CATALOGUES, type Language } from "../../ui/lib/i18n";
import {
	BROWSER_TEST_TIMEOUT_MS,
	type Inspector,
	inspectorUrl,
	RUN_BROWSER_TESTS,
	useInspectors,
} from "./inspector-harness";

/** Soft hyphens break long words; they are invisible, so comparisons leave them out. */
const SOFT_HYPHEN = /\u00ad/g;

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
			if (!(await section.evaluate((node) => (node as HTMLDetailsElement).open))) {
				await section.locator("summary").click();
			}
			return inspector;
		}

		/**
		 * The `openUrl` messages an inspector sent to the app.
		 * @param inspector The inspector.
		 * @returns Their URLs, in order.
		 */
		function openedUrls(inspector: Inspector): unknown[] {
			return inspectors.harness.host
				.piMessages(inspector.context)
				.filter((message) => message.event === "openUrl")
				.map((message) => (message.payload as { url?: unknown } | undefined)?.url);
		}

		for (const language of ["en", "ja"] as const) {
			it(`says where the base URL and keys come from in ${language}, and its link asks the app to open the shipped help page`, async () => {
				const texts = CATALOGUES[language];
				const inspector = await open(language);
				const help = inspector.page.locator("details.connection .setup-help");
				await expect.poll(() => help.isVisible()).toBe(true);
				const shown = (await help.innerText()).replace(SOFT_HYPHEN, "");
				for (const key of ["help.where", "help.keys", "help.secret"] as const) {
					expect(shown, key).toContain(texts[key]);
				}
				// In the user's language, not English (Japanese shares no sentence with it).
				if (language !== "en") expect(shown).not.toContain(CATALOGUES.en["help.secret"]);

				const pageBefore = inspector.page.url();
				await inspector.page.getByRole("link", { name: texts["help.link"] }).click();
				await expect.poll(() => openedUrls(inspector), { timeout: 5000 }).toHaveLength(1);
				const [url] = openedUrls(inspector);
				// The page the plugin ships beside its inspectors, where the app loads them from.
				expect(url).toBe(new URL("help.html", inspectorUrl("goal-add")).href);
				// The inspector stays: the link was not followed inside it.
				expect(inspector.page.url()).toBe(pageBefore);
				await expect(inspector.page.locator("details.connection").isVisible()).resolves.toBe(true);

				const html = await readFile(fileURLToPath(String(url)), "utf8");
				// Static: nothing it loads comes from elsewhere, and it runs no script.
				expect(html).not.toMatch(/<script|https?:\/\/(?!api\.example\.com)/);
				// And it opens from the plugin folder as the browser opens it, by file://.
				const helpPage = await inspector.page.context().newPage();
				await helpPage.goto(String(url));
				const text = await helpPage.locator("body").innerText();
				expect(text).toContain("Keep the write key secret");
				expect(text).toContain("API page");
				await helpPage.close();
			});
		}
	},
);
