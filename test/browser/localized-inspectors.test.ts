import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import { CATALOGUES, type Language } from "../../ui/lib/i18n";
import { BROWSER_TEST_TIMEOUT_MS, type Inspector, RUN_BROWSER_TESTS, SLUGS, useInspectors } from "./inspector-harness";

/** Soft hyphens break long German labels; they are invisible, so comparisons leave them out. */
const SOFT_HYPHEN = /\u00ad/g;

/**
 * The visible text of an element, soft hyphens left out.
 * @param inspector The inspector.
 * @param selector Where the element is.
 * @returns Its text.
 */
async function textOf(inspector: Inspector, selector: string): Promise<string> {
	return (await inspector.page.locator(selector).innerText()).replace(SOFT_HYPHEN, "").trim();
}

/**
 * What does not fit the pane: labels that overflow their column or hold a word wider than it (which the browser
 * would break without a hyphen), and the page itself when it scrolls sideways.
 * @param inspector The inspector, with every section open.
 * @returns The labels and words that do not fit, and `page` when the page is wider than the pane.
 */
async function misfits(inspector: Inspector): Promise<string[]> {
	return inspector.page.evaluate(() => {
		const found: string[] = [];
		const column = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--label-width"));
		for (const label of document.querySelectorAll<HTMLElement>(".row > .label")) {
			if (label.offsetParent === null) continue;
			if (label.scrollWidth > column || label.getBoundingClientRect().width > column) {
				found.push(label.textContent ?? "");
			}
			// Soft hyphens are where a long word may break; each piece must fit on a line.
			for (const word of (label.textContent ?? "").split(/[\s\u00ad]+/).filter(Boolean)) {
				const probe = document.createElement("span");
				probe.style.whiteSpace = "nowrap";
				probe.textContent = word;
				label.append(probe);
				if (probe.getBoundingClientRect().width > column) found.push(word);
				probe.remove();
			}
		}
		if (document.documentElement.scrollWidth > document.documentElement.clientWidth) found.push("page");
		return found;
	});
}

describe.skipIf(!RUN_BROWSER_TESTS)("property inspectors in German", { timeout: BROWSER_TEST_TIMEOUT_MS }, () => {
	const inspectors = useInspectors({ language: "de" });
	const { open } = inspectors;

	it("labels, options, hints and sections follow the app's language", async () => {
		const inspector = await open("show-top");
		const page = inspector.page;
		expect(await page.locator("html").getAttribute("lang")).toBe("de");
		expect(await textOf(inspector, 'label[for="setting-topType"]')).toBe("Topliste");
		expect(await textOf(inspector, 'label[for="setting-rank"]')).toBe("Platz");
		expect(await textOf(inspector, 'label[for="setting-refreshSeconds"]')).toBe("Intervall (s)");
		expect(await textOf(inspector, 'label[for="global-writeKey"]')).toBe("Schreibschlüssel (W)");
		expect(await textOf(inspector, "details.connection > summary .title")).toBe("Verbindung");
		expect(await textOf(inspector, 'label[for="setting-channel"]')).toBe("Kanal");
		expect(await inspector.page.locator('#setting-channel option[value="default"]').textContent()).toBe("Standard");
		expect(await textOf(inspector, "#channel-add")).toBe("Kanal hinzufügen");
		expect(await textOf(inspector, '[data-setting="readKey"] .reveal')).toBe("Zeigen");
		expect(await textOf(inspector, "details.connection > summary .status")).toBe(
			"Fehlt: Basis-URL, Leseschlüssel, Schreibschlüssel",
		);
		const periods = await inspector
			.field("topSubType")
			.locator("option")
			.evaluateAll((options) => options.map((option) => option.textContent));
		expect(periods).toEqual(["Gesamt (seit Beginn)", "Monat", "Woche"]);
		expect(await textOf(inspector, "#setting-rank-note")).toBe(
			"Angezeigter Platz, 1 bis 100; ein Drehregler blättert durch die Plätze.",
		);
		// The stored values stay the contract's words.
		expect(await inspector.field("topSubType").inputValue()).toBe("global");
	});

	it("takes its buttons' words, like the action's German name, from de.json beside the manifest", async () => {
		const file = JSON.parse(readFileSync(join(PLUGIN_DIR, "de.json"), "utf8")) as Record<string, { Name?: string }> & {
			Localization: { Inspector: Record<string, string> };
		};
		const texts = new Set(Object.values(file.Localization.Inspector).map((text) => text.replace(SOFT_HYPHEN, "")));
		const inspector = await open("goal-add");
		await inspector.page
			.locator("details")
			.evaluateAll((all) => all.forEach((section) => section.setAttribute("open", "")));
		const buttons = await inspector.page
			.getByRole("button")
			.evaluateAll((all) => all.map((button) => (button as HTMLElement).innerText.replace(/\u00ad/g, "").trim()));
		const words = buttons.filter((text) => text !== "");
		expect(words).toEqual(expect.arrayContaining(["Verbindung testen", "Kanäle exportieren", "Demo ausprobieren"]));
		for (const word of words) expect(texts.has(word), word).toBe(true);
		expect(file["com.channel.companion.goal-add"].Name).toBe("Ziel erhöhen");
	});

	it("words a refused value in German and saves it as typed", async () => {
		const inspector = await open("show-top", { rank: 3 });
		await inspector.field("rank").fill("0");
		await expect
			.poll(() => textOf(inspector, "#setting-rank-note"))
			.toBe("„Platz“ muss eine ganze Zahl von 1 bis 100 sein.");
		await inspector.field("refreshSeconds").fill("0");
		await expect
			.poll(() => textOf(inspector, "#setting-refreshSeconds-note"))
			.toBe("„Intervall“ muss eine ganze Zahl von 5 bis 86400 sein.");
		await expect.poll(() => inspector.settings(), { timeout: 5_000 }).toEqual({ rank: "0", refreshSeconds: "0" });

		const balance = await open("currency-balance", { viewer: "alice" });
		await balance.field("viewer").fill("..");
		await expect
			.poll(() => textOf(balance, "#setting-viewer-note"))
			.toBe("„Zuschauer“ darf nicht „..“ sein: In URLs fällt das weg.");
		await balance.global("baseUrl").fill("http://example.com");
		await expect.poll(() => textOf(balance, "#global-baseUrl-note")).toMatch(/^Verwende https:\/\/ – Schlüssel/);
	});

	it("Test connection answers in German", async () => {
		const { emulator } = inspectors.harness;
		const inspector = await open("goal-add");
		await inspector.global("baseUrl").fill(emulator.url);
		await inspector.global("readKey").fill(emulator.readKey);
		await inspector.global("writeKey").fill("wrong-key");
		const button = inspector.page.getByRole("button", { name: "Verbindung testen" });
		await button.click();
		const result = inspector.page.locator(".test-result");
		await expect
			.poll(async () => (await result.innerText()).replace(SOFT_HYPHEN, ""), { timeout: 25_000 })
			.toMatch(/Leseschlüssel \(R\) funktioniert\.\s+\S+\s*Schreibschlüssel \(W\) wird vom Server abgelehnt[.:]/);
	});

	it("Test connection says a server error in German, with its status", async () => {
		const { emulator } = inspectors.harness;
		const inspector = await open("goal-add");
		// The previous test left complete settings, which fold the Connection section away.
		await inspector.page.locator("details.connection").evaluate((section) => {
			(section as HTMLDetailsElement).open = true;
		});
		await inspector.global("baseUrl").fill(emulator.url);
		await inspector.global("readKey").fill(emulator.readKey);
		await inspector.global("writeKey").fill(emulator.writeKey);
		emulator.fault({ kind: "status", status: 500, match: "/custom-data/" });
		try {
			await inspector.page.getByRole("button", { name: "Verbindung testen" }).click();
			const result = inspector.page.locator(".test-result");
			await expect
				.poll(async () => (await result.innerText()).replace(SOFT_HYPHEN, ""), { timeout: 25_000 })
				.toMatch(/Schreibschlüssel \(W\): Der Server hat mit einem Fehler geantwortet \(HTTP 500\)\./);
		} finally {
			emulator.clearFaults();
		}
	});

	it("every label fits its column on every page, in German and French", async () => {
		const pages = ["de", "fr"].flatMap((language) => SLUGS.map((slug) => ({ language, slug })));
		// A few pages at a time: each waits mostly on its connection to the host, not on the CPU.
		for (let start = 0; start < pages.length; start += 4) {
			await Promise.all(
				pages.slice(start, start + 4).map(async ({ language, slug }) => {
					const inspector = await inspectors.harness.open(slug, {}, "Keypad", language);
					expect(await misfits(inspector), `${language} ${slug}`).toEqual([]);
					expect(inspector.errors).toEqual([]);
					await inspector.close();
				}),
			);
		}
	});
});

describe.skipIf(!RUN_BROWSER_TESTS)("property inspectors in Japanese", { timeout: BROWSER_TEST_TIMEOUT_MS }, () => {
	const { open } = useInspectors({ language: "ja" });

	it("labels, options and refusals follow the app's language", async () => {
		const inspector = await open("custom-data");
		expect(await inspector.page.locator("html").getAttribute("lang")).toBe("ja");
		expect(await textOf(inspector, 'label[for="setting-dataKey"]')).toBe("データキー");
		expect(await textOf(inspector, 'label[for="setting-refreshSeconds"]')).toBe("更新間隔 (秒)");
		expect(await textOf(inspector, 'label[for="global-baseUrl"]')).toBe("ベース URL");
		expect(await textOf(inspector, "details.connection > summary .title")).toBe("接続");
		expect(await inspector.field("dataKey").getAttribute("placeholder")).toBe("例: deaths_count");

		await inspector.field("dataKey").fill("bad key!");
		await expect
			.poll(() => textOf(inspector, "#setting-dataKey-note"))
			.toBe("「データキー」に使えるのは英字、数字、「-」、「_」だけです。");
		await inspector.field("dataKey").fill("");
		await expect.poll(() => textOf(inspector, "#setting-dataKey-note")).toBe("「データキー」を入力してください。");
		expect(inspector.settings()).toEqual({});
	});

	it("a dropdown shows readable words for the API's", async () => {
		const inspector = await open("goal-action");
		const options = await inspector
			.field("goalAction")
			.locator("option")
			.evaluateAll((all) => all.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
		expect(options).toContainEqual(["add_goal", "目標値に加算"]);
		expect(options).toContainEqual(["set_goal", "目標値を設定"]);
		expect(options[0]).toEqual(["", "アクションを選択…"]);
	});

	it("Test connection asks for a valid base URL first, in Japanese", async () => {
		const inspector = await open("warnings");
		await inspector.global("baseUrl").fill("http://example.com");
		await inspector.page.getByRole("button", { name: "接続をテスト" }).click();
		await expect.poll(() => textOf(inspector, ".test-result")).toMatch(/先にベース URL を修正してください。/);
	});
});

describe.skipIf(!RUN_BROWSER_TESTS)("property inspectors in every language", { timeout: 120_000 }, () => {
	const inspectors = useInspectors();

	it("show every label and option of Show Top from the language's catalogue", async () => {
		for (const [language, catalogue] of Object.entries(CATALOGUES) as [Language, (typeof CATALOGUES)["en"]][]) {
			const inspector = await inspectors.harness.open("show-top", { rank: 0 }, "Keypad", language);
			const strip = (text: string): string => text.replace(SOFT_HYPHEN, "");
			expect(await textOf(inspector, 'label[for="setting-topType"]'), language).toBe(
				strip(catalogue["showTop.topType.label"]),
			);
			expect(await textOf(inspector, 'label[for="setting-rank"]'), language).toBe(
				strip(catalogue["showTop.rank.label"]),
			);
			const types = await inspector
				.field("topType")
				.locator("option")
				.evaluateAll((options) => options.map((option) => option.textContent));
			expect(types, language).toContain(catalogue["showTop.topType.uptime"]);
			expect(await textOf(inspector, "details.connection > summary .title"), language).toBe(
				catalogue["section.connection"],
			);
			expect(inspector.errors, language).toEqual([]);
			await inspector.close();
		}
	});
});
