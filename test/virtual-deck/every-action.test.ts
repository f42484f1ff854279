import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type ReportedRequest, sentRequestLine } from "../../src/contract/diagnostics-report";
import { RUN_BROWSER_TESTS } from "../../tools/browser/chromium";
import { ACTION_SLUGS } from "../../tools/deck";
import type { ReceivedRequest } from "../../tools/emulator/server";
import { ActivityLog } from "../../tools/virtual-deck/activity-log";
import { closeDeckPage, openDeckPage } from "../../tools/virtual-deck/deck-page-session";
import { pageOfKeys, profilePages } from "../../tools/virtual-deck/profile-pages";
import { SAMPLE_PROFILE } from "../../tools/virtual-deck/sample-profile";
import type { VirtualDeck } from "../../tools/virtual-deck/server";
import { describeRequest, requestMatches } from "../robustness/request-matching";
import type { ExpectedRequest } from "../robustness/settings-oracle";
import { pageWalks } from "./page-walks";

/** Longest any one wait in these tests. */
const WAIT_MS = 8_000;

/** Limit of a test that walks every key or dial: many bounded steps, on a machine shared with other builds. */
const WALK_TIMEOUT_MS = 120_000;

/** Write key segment of a path, whatever the key. */
const W = "[^/]+";

/** Every page's walk. */
const PAGE_WALKS = pageWalks(SAMPLE_PROFILE);

/** Every page's keys and their requests. */
const KEY_PRESSES = PAGE_WALKS.map((walk) => walk.keys);

/**
 * A request as one line: method, raw path and query.
 * @param request The request.
 * @returns E.g. `POST /api/goals/…/actions/add/main/10`.
 */
function line(request: ReceivedRequest): string {
	const query = Object.entries(request.query)
		.flatMap(([name, values]) => values.map((value) => `${name}=${value}`))
		.join("&");
	return `${request.method} ${request.rawPath}${query ? `?${query}` : ""}`;
}

/**
 * Polls until a check passes, bounded.
 * @param check The check.
 * @returns Whether it passed in time.
 */
async function eventually(check: () => boolean): Promise<boolean> {
	for (let round = 0; round < WAIT_MS / 50; round++) {
		if (check()) return true;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	return check();
}

describe.skipIf(!RUN_BROWSER_TESTS)("virtual deck: every action, every request", () => {
	let deck: VirtualDeck;
	let browser: Browser;
	let page: Page;

	const showPage = async (index: number): Promise<void> => {
		await page.locator(`.page-button[data-page="${index}"]`).click();
		await page.locator(`#pages[data-page="${index}"]`).waitFor();
		await expect.poll(() => page.locator(".key-slot").count()).toBe(KEY_PRESSES[index].length);
	};

	/**
	 * Does something on the page and waits for the plugin to send a request that matches.
	 * @param gesture What to do.
	 * @param expected The request it must cause: one the oracle worked out, or a request line's pattern.
	 * @returns Whether it came, and the lines of what was sent.
	 */
	const expectRequest = async (
		gesture: () => Promise<void>,
		expected: ExpectedRequest | RegExp,
	): Promise<{ came: boolean; sent: string[] }> => {
		const before = deck.emulator.requests.length;
		const matches = (request: ReceivedRequest): boolean =>
			expected instanceof RegExp ? expected.test(line(request)) : requestMatches(expected, request);
		await gesture();
		const came = await eventually(() => deck.emulator.requests.slice(before).some(matches));
		return { came, sent: deck.emulator.requests.slice(before).map(describeRequest) };
	};

	beforeAll(async () => {
		({ deck, browser, page } = await openDeckPage(WAIT_MS));
	});

	afterAll(async () => {
		await closeDeckPage({ deck, browser });
	});

	it("holds every action of the plugin on its pages, and the pages switch as the app switches them", async () => {
		const seen = new Set<string>();
		for (let index = 0; index < KEY_PRESSES.length; index++) {
			await showPage(index);
			const slugs = await page.locator(".key-slot").evaluateAll((slots) => slots.map((s) => s.dataset.slug ?? ""));
			expect(slugs).toEqual(KEY_PRESSES[index].map(({ slug }) => slug));
			for (const slug of slugs) seen.add(slug);
			for (const slug of await page.locator(".dial-slot").evaluateAll((s) => s.map((d) => d.dataset.slug ?? ""))) {
				seen.add(slug);
			}
		}
		expect([...seen].sort()).toEqual([...ACTION_SLUGS].sort());
		// Only the page shown is on the device: the plugin was told the others disappeared.
		const visible = [...deck.host.keys.values()].filter((key) => key.visible);
		expect(visible).toHaveLength(KEY_PRESSES.at(-1)!.length + 4);
		expect(await page.locator(`.page-button`).count()).toBe(KEY_PRESSES.length);
	});

	it("presses every key of every page, and each sends its own request", { timeout: WALK_TIMEOUT_MS }, async () => {
		for (const [index, { turnFirst, keys }] of PAGE_WALKS.entries()) {
			await showPage(index);
			// Each page starts as a streamer finds it: no goal or timer locked by the lock keys of a page before.
			for (const widget of [...deck.emulator.state.goals.values(), ...deck.emulator.state.streamathons.values()]) {
				widget.locked = false;
			}
			if (turnFirst) {
				const dial = page.locator(`.dial-slot[data-column="${turnFirst.column}"]`);
				expect(await dial.getAttribute("data-slug")).toBe(turnFirst.slug);
				const { came, sent } = await expectRequest(() => dial.locator(".turn-right").click(), turnFirst.expected);
				expect(came, `${turnFirst.slug} dial on page ${index + 1}: ${sent.join(", ")}`).toBe(true);
			}
			for (const [position, { slug, expected }] of keys.entries()) {
				const key: Locator = page.locator(".key-slot").nth(position);
				expect(await key.getAttribute("data-slug")).toBe(slug);
				const { came, sent } = await expectRequest(() => key.locator(".key").click(), expected);
				expect(came, `${slug} on page ${index + 1}: ${sent.join(", ")}`).toBe(true);
			}
		}
	});

	it(
		"turns every dial of every page: adds go to the API, a top list steps to the next rank",
		{
			timeout: WALK_TIMEOUT_MS,
		},
		async () => {
			for (let index = 0; index < KEY_PRESSES.length; index++) {
				await showPage(index);
				const dials = page.locator(".dial-slot");
				expect(await dials.count()).toBe(4);
				for (let column = 0; column < 4; column++) {
					const dial = dials.nth(column);
					const slug = await dial.getAttribute("data-slug");
					const segment = page.locator(".segment").nth(column);
					if (slug === "show-top") {
						await segment.locator(".item", { hasText: "#1" }).first().waitFor();
						await dial.locator(".turn-right").click();
						await segment.locator(".item", { hasText: "#2" }).first().waitFor();
						continue;
					}
					const operation = slug === "goal-add" ? "goals/[^/]+/actions/add" : "streamathon/[^/]+/actions/add_seconds";
					const expected = new RegExp(`^POST /api/${operation}/`);
					const { came, sent } = await expectRequest(() => dial.locator(".turn-right").click(), expected);
					expect(came, `${slug} dial ${column + 1}: ${sent.join(", ")}`).toBe(true);
				}
			}
		},
	);

	it("closes the inspector of a key whose page is left, and a key keeps its edited settings across pages", async () => {
		const at = pageOfKeys(SAMPLE_PROFILE, ["currency-set"])!;
		const placed = profilePages(SAMPLE_PROFILE)[at].find((entry) => entry.slug === "currency-set")!;
		await showPage(at);
		const currencySet = page.locator('.key-slot[data-slug="currency-set"]');
		await currencySet.hover();
		await currencySet.locator(".gear").click();
		const inspector = page.frameLocator("#inspector-frame");
		await expect.poll(() => inspector.locator("#setting-amount").inputValue()).toBe("500");
		const position = placed.row * 4 + placed.column + 1;
		expect(await page.locator("#inspector-where").textContent()).toBe(`Page ${at + 1}, key ${position} of 8`);
		await inspector.locator("#setting-amount").fill("750");
		await inspector.locator("#setting-amount").press("Tab");
		const context = (await currencySet.getAttribute("data-context")) ?? "";
		await expect.poll(() => String(deck.host.settingsOf(context).amount)).toBe("750");

		await showPage(at === 0 ? 1 : 0);
		await page.locator('#inspector[data-open="false"]').waitFor();
		await showPage(at);
		const { came, sent } = await expectRequest(
			() => currencySet.locator(".key").click(),
			new RegExp(`^POST /api/currency/${W}/action/set/night%20owl/750$`),
		);
		expect(came, sent.join(", ")).toBe(true);
	});

	it("keeps every request of the session in a list that scrolls down to the first one", async () => {
		// Wherever the layout put a Custom Event key, however many actions there are.
		await showPage(pageOfKeys(SAMPLE_PROFILE, ["custom-event"])!);
		const context = (await page.locator('.key-slot[data-slug="custom-event"]').first().getAttribute("data-context"))!;
		const before = deck.emulator.requests.length;
		for (let press = 0; press < 15; press++) await deck.host.press(context);
		expect(await eventually(() => deck.emulator.requests.length >= before + 15)).toBe(true);
		expect(await eventually(() => deck.emulator.requests.every((request) => request.status !== undefined))).toBe(true);

		const list = page.locator("#activity");
		const total = deck.emulator.requests.length;
		expect(total).toBeGreaterThan(12);
		await expect.poll(() => list.locator(".activity-row").count()).toBe(deck.emulator.requests.length);
		const size = await list.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
		expect(size.scroll).toBeGreaterThan(size.client);

		// Newest at the top, the session's first request at the bottom, reached by scrolling.
		expect(await list.locator(".activity-row").first().getAttribute("data-seq")).toBe(String(total - 1));
		const oldest = list.locator(".activity-row").last();
		expect(await oldest.getAttribute("data-seq")).toBe("0");
		await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
		const [listBox, rowBox] = await Promise.all([list.boundingBox(), oldest.boundingBox()]);
		expect(rowBox!.y + rowBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 1);
		expect(rowBox!.y).toBeGreaterThanOrEqual(listBox!.y);
		expect(await oldest.locator(".activity-method").textContent()).toBe(deck.emulator.requests[0].method);

		// A reader scrolled down keeps the rows in view while new requests arrive at the top.
		const seqOnScreen = async (): Promise<string | null> =>
			list.evaluate((element) => {
				const box = element.getBoundingClientRect();
				const row = document.elementFromPoint(box.left + 20, box.top + box.height / 2)?.closest("li");
				return row?.getAttribute("data-seq") ?? null;
			});
		const reading = await seqOnScreen();
		await deck.host.press(context);
		await expect.poll(() => list.locator(".activity-row").count()).toBeGreaterThan(total);
		expect(await seqOnScreen()).toBe(reading);
	});
});

describe("the request list of the virtual deck", () => {
	it("takes the plugin's lines of sent requests, numbers them and keeps the newest up to its capacity", () => {
		const log = new ActivityLog((channel) => (channel === "default" ? "http://127.0.0.1:1" : ""), 3);
		const line = (path: string, extra: Partial<ReportedRequest> = {}): string =>
			sentRequestLine({ at: 0, method: "GET", path, status: 200, ms: 1, ...extra });
		log.take("Display refresh recovered");
		for (const path of ["/a", "/b", "/c", "/d"]) log.take(line(path));
		log.take(line("/api/currency/{W}/get/night%20owl", { status: undefined, kind: "timeout", channel: "c2" }));
		expect(log.count).toBe(5);
		const all = log.since();
		expect(all.first).toBe(2);
		expect(all.next).toBe(5);
		expect(all.entries.map((entry) => [entry.seq, entry.path, entry.origin, entry.outcome, entry.ok])).toEqual([
			[2, "/c", "http://127.0.0.1:1", "200", true],
			[3, "/d", "http://127.0.0.1:1", "200", true],
			[4, "/api/currency/{W}/get/night owl", "", "timeout", false],
		]);
		expect(log.since(4).entries.map((entry) => entry.seq)).toEqual([4]);
		expect(log.since(5).entries).toEqual([]);
	});

	it("numbers the plugin's commands to the app among its requests, with what came of them", () => {
		const log = new ActivityLog(() => "http://127.0.0.1:1");
		log.take(sentRequestLine({ at: 0, method: "GET", path: "/a", status: 200, ms: 1 }));
		log.noteAppCommand("switchToProfile profiles/starter-plus", "shown", true);
		log.noteAppCommand("switchToProfile profiles/none: the manifest bundles no profile", "refused", false);
		expect(log.count).toBe(3);
		expect(
			log.since(1).entries.map(({ seq, kind, method, origin, path, outcome, ok }) => ({
				seq,
				kind,
				method,
				origin,
				path,
				outcome,
				ok,
			})),
		).toEqual([
			{
				seq: 1,
				kind: "app",
				method: "APP",
				origin: "",
				path: "switchToProfile profiles/starter-plus",
				outcome: "shown",
				ok: true,
			},
			{
				seq: 2,
				kind: "app",
				method: "APP",
				origin: "",
				path: "switchToProfile profiles/none: the manifest bundles no profile",
				outcome: "refused",
				ok: false,
			},
		]);
	});
});
