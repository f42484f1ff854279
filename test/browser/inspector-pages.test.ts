import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import type { ActionSpec } from "../../src/contract/action-spec";
import { actionUuid } from "../../tools/deck";
import { SPECS_BY_SLUG } from "../support/action-specs";
import {
	BROWSER_TEST_TIMEOUT_MS,
	inspectorUrl,
	RUN_BROWSER_TESTS,
	type Slug,
	SLUGS,
	useInspectors,
} from "./inspector-harness";

/** The body's background in `property-inspector.css` (`--background`), which only the stylesheet sets. */
const STYLESHEET_BACKGROUND = "rgb(45, 45, 45)";

/**
 * A setting to edit on an action's page and the value the host must then store: the first text setting of the action
 * (text every one accepts), or else the first whole number, one beside its default. The channel, which every action
 * has, is a dropdown of its own.
 * @param slug The action.
 * @returns The setting's name, what to type and what is stored.
 */
function editOf(slug: Slug): { name: string; text: string; stored: number | string } {
	const spec: ActionSpec | undefined = ACTION_SPECS.find((candidate) => candidate.uuid === actionUuid(slug));
	if (!spec) throw new Error(`No settings spec for ${slug}.`);
	const fields = Object.entries(spec.fields).filter(([name]) => name !== "channel");
	const text = fields.find(([, field]) => field.kind === "text");
	if (text) return { name: text[0], text: "smoke_1", stored: "smoke_1" };
	for (const [name, field] of fields) {
		if (field.kind === "integer" && field.default !== undefined) {
			const value = field.max !== undefined && field.default >= field.max ? field.default - 1 : field.default + 1;
			return { name, text: String(value), stored: value };
		}
	}
	throw new Error(`${slug} has neither a text nor a whole-number setting to edit.`);
}

describe.skipIf(!RUN_BROWSER_TESTS)(
	"every property inspector, opened from the plugin folder by file:// as the app opens it",
	{ timeout: BROWSER_TEST_TIMEOUT_MS },
	() => {
		const inspectors = useInspectors();

		it.each(SLUGS)("%s is one classic script that connects, shows its fields and saves an edit", async (slug) => {
			const url = inspectorUrl(slug);
			const html = readFileSync(fileURLToPath(url), "utf8");
			expect(html, "module scripts are blocked from file://").not.toMatch(/type\s*=\s*["']?module/i);
			expect(html.match(/<script\b/g), "one script").toHaveLength(1);

			const inspector = await inspectors.open(slug);
			const { page } = inspector;
			expect(page.url()).toBe(url);
			expect(await page.title(), "the page names the action it edits").toBe(SPECS_BY_SLUG.get(slug)?.name);

			// Connected: the page registered on the host's WebSocket, and the global settings it asked for arrived.
			expect(inspectors.harness.host.piMessages(inspector.context)[0]?.event).toBe("registerPropertyInspector");
			expect(await page.locator("details.connection").getAttribute("aria-busy")).toBe("false");
			expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(STYLESHEET_BACKGROUND);

			const edit = editOf(slug);
			await expect.poll(() => inspector.field(edit.name).isVisible()).toBe(true);
			expect(await page.locator(".section.fields .row").count()).toBeGreaterThan(1);
			await inspector.field(edit.name).fill(edit.text);
			await expect
				.poll(() => inspector.savedSettings().map((settings) => settings[edit.name]), { timeout: 5_000 })
				.toContain(edit.stored);
			expect(inspector.settings()[edit.name]).toBe(edit.stored);
			expect(await inspector.field(edit.name).getAttribute("aria-invalid")).not.toBe("true");

			// Nothing loaded at run time beyond the page, its stylesheet and its one script, all from the plugin folder.
			const files = inspector.requests
				.filter((request) => request.startsWith("file:"))
				.map((file) => file.split("/").pop());
			expect([...new Set(files)].sort()).toEqual(["inspector.html", "inspector.js", "property-inspector.css"]);
		});

		it("says so, in the app's language, when the app opens it for an action it has no page for", async () => {
			const context = await inspectors.harness.browser.newContext();
			try {
				const page = await context.newPage();
				await page.goto(inspectorUrl(SLUGS[0]));
				await page.evaluate(() => {
					const info = JSON.stringify({ application: { language: "de" } });
					const actionInfo = JSON.stringify({ action: "com.channel.companion.gone", payload: { settings: {} } });
					window.connectElgatoStreamDeckSocket?.("1", "ctx", "registerPropertyInspector", info, actionInfo);
				});
				expect(await page.locator("p.unknown-action").textContent()).toBe(
					"Dieses Plugin hat keine Einstellungsseite für com.channel.companion.gone: Aktualisiere das Plugin.",
				);
			} finally {
				await context.close();
			}
		});
	},
);
