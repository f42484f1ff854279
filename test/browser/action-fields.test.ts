import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { specOf } from "../support/action-specs";
import {
	BROWSER_TEST_TIMEOUT_MS,
	type Inspector,
	inspectorUrl,
	RUN_BROWSER_TESTS,
	type Slug,
	SLUGS,
	useInspectors,
} from "./inspector-harness";

/** What a page shows for one action when its settings are empty: its fields in order, and its dropdowns' values. */
type ExpectedPage = { inputs: Record<string, boolean | string>; choices: Record<string, readonly string[]> };

/**
 * What an action's page shows when its settings are empty: every setting of its spec but the channel (which has a
 * place of its own) and 0.1's API key (never shown), in the spec's order, with the spec's default as the inspector
 * writes it (a number as text, nothing when there is no default), and every word a dropdown offers.
 * @param slug The action.
 * @returns What the page shows.
 */
function expectedPage(slug: Slug): ExpectedPage {
	const expected: ExpectedPage = { inputs: {}, choices: {} };
	for (const [name, field] of Object.entries(specOf(slug).fields)) {
		if (name === "channel" || field.kind === "secret") continue;
		if (field.kind === "boolean") expected.inputs[name] = field.default;
		else expected.inputs[name] = "default" in field && field.default !== undefined ? String(field.default) : "";
		if (field.kind === "choice") expected.choices[name] = field.choices;
	}
	return expected;
}

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
	const spec = specOf(slug);
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

describe.skipIf(!RUN_BROWSER_TESTS)("action property inspectors", { timeout: BROWSER_TEST_TIMEOUT_MS }, () => {
	const inspectors = useInspectors();
	const { open } = inspectors;

	/**
	 * Waits until the instance's stored settings equal the expected ones.
	 * @param inspector The inspector.
	 * @param expected The settings.
	 */
	async function settled(inspector: Inspector, expected: Record<string, unknown>): Promise<void> {
		await expect.poll(() => inspector.settings(), { timeout: 5_000 }).toEqual(expected);
	}

	it.each(SLUGS)(
		"%s: one classic script from file:// that connects, shows the contract's defaults, marks bad input and saves",
		async (slug) => {
			const url = inspectorUrl(slug);
			const html = readFileSync(fileURLToPath(url), "utf8");
			expect(html, "module scripts are blocked from file://").not.toMatch(/type\s*=\s*["']?module/i);
			expect(html.match(/<script\b/g), "one script").toHaveLength(1);

			const inspector = await open(slug);
			const { page } = inspector;
			expect(page.url()).toBe(url);
			expect(await page.title(), "the page names the action it edits").toBe(specOf(slug).name);
			// Connected: the page registered on the host's WebSocket, and the global settings it asked for arrived.
			expect(inspectors.harness.host.piMessages(inspector.context)[0]?.event).toBe("registerPropertyInspector");
			expect(await page.locator("details.connection").getAttribute("aria-busy")).toBe("false");
			expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(STYLESHEET_BACKGROUND);

			const { inputs, choices } = expectedPage(slug);

			const names = await page
				.locator(".section.fields .row")
				.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.setting));
			// The channel comes first (the default channel, the only one here), then the action's own settings.
			expect(names).toEqual(["channel", ...Object.keys(inputs)]);
			expect(await inspector.field("channel").inputValue()).toBe("default");
			for (const [name, value] of Object.entries(inputs)) {
				const field = inspector.field(name);
				const shown = typeof value === "boolean" ? await field.isChecked() : await field.inputValue();
				expect(shown, name).toBe(value);
				// The hold time shows only while a hold does something, which the contract's defaults never ask for.
				const shownAtDefaults = name !== "holdMs";
				expect(await page.locator(`label[for="setting-${name}"]`).isVisible(), `label of ${name}`).toBe(
					shownAtDefaults,
				);
			}
			for (const [name, values] of Object.entries(choices)) {
				const offered = await inspector
					.field(name)
					.locator("option:not([disabled])")
					.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
				expect([...offered].sort(), `choices of ${name}`).toEqual([...values].sort());
			}

			// The shared parts: the connection (open, since nothing is set up); no per-action key any more.
			expect(await page.locator("details.connection").getAttribute("open")).not.toBeNull();
			for (const name of ["readKey", "writeKey"]) {
				expect(await inspector.global(name).getAttribute("type")).toBe("password");
			}
			expect(await inspector.global("baseUrl").isVisible()).toBe(true);
			expect(await inspector.field("apiKey").count()).toBe(0);

			// Opening saves nothing: the defaults shown are the plugin's own.
			expect(inspector.savedSettings()).toEqual([]);
			expect(inspector.settings()).toEqual({});

			// An invalid value is saved as typed (trimmed) and marked, for the key to refuse: a required text refuses "..",
			// which no URL can carry as one segment; otherwise a number refuses "abc".
			const spec = specOf(slug);
			const invalid =
				Object.entries(spec.fields).find(([, field]) => field.kind === "text" && field.required) ??
				Object.entries(spec.fields).find(([, field]) => field.kind === "integer");
			if (invalid) {
				const [name, field] = invalid;
				const bad = field.kind === "text" ? ".." : "abc";
				await inspector.field(name).fill(` ${bad} `);
				await expect.poll(() => inspector.settings()[name], { timeout: 5_000 }).toBe(bad);
				expect(await inspector.field(name).getAttribute("aria-invalid")).toBe("true");
				expect(await inspector.note(`setting-${name}`).getAttribute("class")).toContain("error");
			}

			// A valid edit is saved and not marked.
			const edit = editOf(slug);
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
		},
	);

	it("shows stored settings rather than the defaults", async () => {
		const inspector = await open("show-top", { topType: "level", rank: 7, refreshSeconds: "30" });
		expect(await inspector.field("topType").inputValue()).toBe("level");
		expect(await inspector.field("topSubType").inputValue()).toBe("global");
		expect(await inspector.field("rank").inputValue()).toBe("7");
		expect(await inspector.field("refreshSeconds").inputValue()).toBe("30");
	});

	it("shows a change the plugin makes to the settings (a dial stepping through ranks)", async () => {
		const inspector = await open("show-top", { rank: 1 }, "Encoder");
		await inspectors.harness.host.dialRotate(inspector.context, 2);
		await expect.poll(() => inspector.field("rank").inputValue(), { timeout: 5_000 }).toBe("3");
		expect(inspector.savedSettings()).toEqual([]);
	});

	it("saves what is typed and chosen into the action's settings", async () => {
		const remove = await open("currency-remove");
		await remove.field("viewer").pressSequentially("alice");
		await remove.field("amount").fill("25");
		await remove.field("force").check();
		await settled(remove, { viewer: "alice", amount: 25, force: true });
		await remove.field("force").uncheck();
		await settled(remove, { viewer: "alice", amount: 25, force: false });

		const top = await open("show-top");
		await top.field("topType").selectOption("uptime");
		await top.field("topSubType").selectOption("week");
		await top.field("rank").fill("7");
		await top.field("refreshSeconds").fill("30");
		await top.field("titleTemplate").fill("#{rank} {name}");
		await settled(top, {
			topType: "uptime",
			topSubType: "week",
			rank: 7,
			refreshSeconds: 30,
			titleTemplate: "#{rank} {name}",
		});

		const goal = await open("goal-action");
		await goal.field("widgetId").fill("main");
		await goal.field("goalAction").selectOption("set_goal");
		await goal.field("value").fill("-5");
		await settled(goal, { widgetId: "main", goalAction: "set_goal", value: -5 });

		const event = await open("custom-event");
		await event.field("mode").selectOption("json");
		await event.field("value").fill('["a", "b"]');
		await settled(event, { mode: "json", value: '["a", "b"]' });

		const data = await open("custom-data");
		await data.field("dataKey").pressSequentially("deaths_count");
		await settled(data, { dataKey: "deaths_count" });
	});

	it("never shows 0.1's per-action key, and never drops it before the plugin moved it into a channel", async () => {
		const inspector = await open("currency-balance", { viewer: "bob", apiKey: "old-channel-key" });
		await inspector.field("viewer").fill("carol");
		await expect.poll(() => inspector.savedSettings().at(-1)?.viewer, { timeout: 5_000 }).toBe("carol");
		// Every save keeps the key's channel: the 0.1 key as it was, or the channel the plugin moved it into.
		for (const saved of inspector.savedSettings()) {
			expect(saved.apiKey === "old-channel-key" || typeof saved.channel === "string", JSON.stringify(saved)).toBe(true);
		}
		expect(await inspector.page.content()).not.toContain("old-channel-key");
		expect(await inspector.page.evaluate(() => document.body.innerText)).not.toContain("old-channel-key");
	});

	it("follows a hint with the chosen action", async () => {
		const inspector = await open("streamathon-action");
		await inspector.field("streamathonAction").selectOption("reset");
		await expect.poll(() => inspector.note("setting-value").innerText()).toMatch(/minutes/i);
		await inspector.field("streamathonAction").selectOption("add_seconds");
		await expect.poll(() => inspector.note("setting-value").innerText()).toMatch(/seconds to add/i);
	});

	it("configures a key that the plugin then uses on a press", async () => {
		const { harness } = inspectors;
		const { emulator } = harness;
		await harness.setGlobalSettings({ baseUrl: emulator.url, readKey: emulator.readKey, writeKey: emulator.writeKey });
		const inspector = await open("goal-add");
		await inspector.field("widgetId").fill("main");
		await inspector.field("value").fill("5");
		await settled(inspector, { widgetId: "main", value: 5 });
		const before = emulator.requests.length;
		await harness.host.press(inspector.context);
		await expect
			.poll(() => emulator.requests.slice(before).map((request) => request.segments.slice(3).join("/")), {
				timeout: 5_000,
			})
			.toContain("actions/add/main/5");
		await harness.setGlobalSettings({});
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

	describe("marks bad input with a message and saves it as typed, so the key refuses it too", () => {
		/**
		 * Types a bad value, checks its message and that it is saved as typed (trimmed; blank removes the setting), then
		 * that a later valid change of another field keeps it.
		 * @param inspector The inspector.
		 * @param name The field.
		 * @param bad The bad text.
		 * @param message What the note must say.
		 * @param other A field and valid text typed afterwards.
		 * @param other.name The other field.
		 * @param other.text Its text.
		 * @param other.value The value it stores.
		 */
		async function refuses(
			inspector: Inspector,
			name: string,
			bad: string,
			message: RegExp,
			other: { name: string; text: string; value: unknown },
		): Promise<void> {
			await inspector.field(name).fill(bad);
			const note = inspector.note(`setting-${name}`);
			await expect.poll(() => note.innerText()).toMatch(message);
			expect(await note.getAttribute("class")).toContain("error");
			expect(await inspector.field(name).getAttribute("aria-invalid")).toBe("true");
			// Saved as typed, so that the key refuses it too instead of firing the previous value.
			await expect.poll(() => inspector.settings()[name], { timeout: 5_000 }).toEqual(bad.trim() || undefined);

			await inspector.field(other.name).fill(other.text);
			await expect.poll(() => inspector.settings()[other.name], { timeout: 5_000 }).toEqual(other.value);
			expect(inspector.settings()[name]).toEqual(bad.trim() || undefined);
			expect(await note.innerText()).toMatch(message);
		}

		it("a data key with characters other than letters, digits, - and _", async () => {
			const inspector = await open("custom-data");
			await inspector.field("dataKey").fill("deaths");
			await settled(inspector, { dataKey: "deaths" });
			await refuses(inspector, "dataKey", "bad key!", /letters, digits/, {
				name: "refreshSeconds",
				text: "30",
				value: 30,
			});
			await refuses(inspector, "dataKey", "a/b", /letters, digits/, { name: "refreshSeconds", text: "31", value: 31 });
		});

		it("integers out of range or not whole", async () => {
			const top = await open("show-top");
			let refresh = 20;
			for (const bad of ["0", "101", "abc", "2.5", "1e2"]) {
				refresh += 1;
				await refuses(top, "rank", bad, /whole number from 1 to 100/, {
					name: "refreshSeconds",
					text: String(refresh),
					value: refresh,
				});
			}
			await top.field("rank").fill("100");
			await expect.poll(() => top.settings().rank, { timeout: 5_000 }).toBe(100);
			expect(await top.note("setting-rank").getAttribute("class")).not.toContain("error");

			const set = await open("currency-set", { viewer: "alice" });
			await refuses(set, "amount", "-1", /at least 0/, { name: "viewer", text: "bob", value: "bob" });

			const remove = await open("currency-remove", { viewer: "alice", amount: 3 });
			await refuses(remove, "amount", "0", /at least 1/, { name: "viewer", text: "bob", value: "bob" });
			// The 3 saved before is gone: a press now refuses instead of removing 3.
			expect(remove.settings().amount).toBe("0");

			const add = await open("goal-add", { widgetId: "main" });
			await refuses(add, "value", "1.5", /whole number/, { name: "widgetId", text: "all", value: "all" });
		});

		it("a JSON value that is not an array of strings", async () => {
			// The hold time shows while the key fires on hold.
			const inspector = await open("custom-event", { mode: "json", activation: "hold" });
			await refuses(inspector, "value", "a,b", /JSON array of strings/, { name: "holdMs", text: "700", value: 700 });
			await refuses(inspector, "value", "[1,2]", /JSON array of strings/, { name: "holdMs", text: "800", value: 800 });
			await refuses(inspector, "value", '{"a":"b"}', /JSON array of strings/, {
				name: "holdMs",
				text: "900",
				value: 900,
			});
			await inspector.field("value").fill('["ok"]');
			await expect.poll(() => inspector.settings().value, { timeout: 5_000 }).toBe('["ok"]');
		});

		it("a path value that URLs would collapse, and an emptied required field", async () => {
			const inspector = await open("currency-balance", { viewer: "alice" });
			await refuses(inspector, "viewer", "..", /collapse/, { name: "refreshSeconds", text: "45", value: 45 });
			await refuses(inspector, "viewer", "", /empty/, { name: "refreshSeconds", text: "46", value: 46 });
			// Emptied means emptied: the key shows the setup mark rather than alice's balance.
			expect(inspector.settings().viewer).toBeUndefined();
		});
	});
});
