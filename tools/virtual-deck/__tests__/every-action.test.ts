import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { RUN_BROWSER_TESTS } from "../../browser/chromium";
import { ACTION_SLUGS } from "../../deck";
import type { ApiEmulator, ReceivedRequest } from "../../emulator/server";
import { ActivityLog } from "../activity-log";
import { closeDeckPage, openDeckPage } from "../deck-page-session";
import type { VirtualDeck } from "../server";

/** Longest any one wait in these tests. */
const WAIT_MS = 8_000;

/** Limit of a test that walks every key or dial: many bounded steps, on a machine shared with other builds. */
const WALK_TIMEOUT_MS = 120_000;

/** Write key segment of a path, whatever the key. */
const W = "[^/]+";

/**
 * The request each key of the sample profile sends when pressed, page by page, in the order the test presses them
 * (each Undo reverts the newest change pressed before it on its page).
 */
const KEY_REQUESTS: readonly (readonly [string, RegExp])[][] = [
	[
		["goal-add", new RegExp(`^POST /api/goals/${W}/actions/add/main/10$`)],
		["goal-lock", new RegExp(`^POST /api/goals/${W}/actions/lock/main/0$`)],
		["streamathon-add-seconds", new RegExp(`^POST /api/streamathon/${W}/actions/add_seconds/main/60$`)],
		["undo", new RegExp(`^POST /api/streamathon/${W}/actions/remove_seconds/main/60$`)],
		["show-top", new RegExp(`^GET /api/ranking/${W}/top/message/global/\\d+$`)],
		["warnings", new RegExp(`^GET /api/warnings/${W}/get/StreamFan42$`)],
		["currency-balance", new RegExp(`^GET /api/currency/${W}/get/night%20owl$`)],
		["currency-remove", new RegExp(`^POST /api/currency/${W}/action/remove/ZeroBalance/5/0$`)],
	],
	[
		["goal-action", new RegExp(`^POST /api/goals/${W}/actions/add/main/25$`)],
		["streamathon-lock", new RegExp(`^POST /api/streamathon/${W}/actions/lock/main/0$`)],
		["streamathon-action", new RegExp(`^POST /api/streamathon/${W}/actions/remove_seconds/main/30$`)],
		["custom-event", new RegExp(`^POST /api/custom-events/${W}/send/confetti$`)],
		["currency-set", new RegExp(`^POST /api/currency/${W}/action/set/night%20owl/500$`)],
		["custom-data", new RegExp(`^GET /api/custom-data/${W}/get/song$`)],
		["custom-event", new RegExp(`^POST /api/custom-events/${W}/send/hype\\?DATA_VAL=hype$`)],
		["undo", new RegExp(`^POST /api/streamathon/${W}/actions/add_seconds/main/30$`)],
	],
];

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
		await expect.poll(() => page.locator(".key-slot").count()).toBe(8);
	};

	/**
	 * Does something on the page and waits for the plugin to send a request that matches.
	 * @param gesture What to do.
	 * @param expected The request line it must cause.
	 * @returns The matching request's line, or what arrived instead.
	 */
	const expectRequest = async (gesture: () => Promise<void>, expected: RegExp): Promise<string[]> => {
		const before = deck.emulator.requests.length;
		await gesture();
		const sent = (): string[] => deck.emulator.requests.slice(before).map(line);
		await eventually(() => sent().some((text) => expected.test(text)));
		return sent();
	};

	beforeAll(async () => {
		({ deck, browser, page } = await openDeckPage(WAIT_MS));
	});

	afterAll(async () => {
		await closeDeckPage({ deck, browser });
	});

	it("holds every action of the plugin on its pages, and the pages switch as the app switches them", async () => {
		const seen = new Set<string>();
		for (let index = 0; index < KEY_REQUESTS.length; index++) {
			await showPage(index);
			const slugs = await page.locator(".key-slot").evaluateAll((slots) => slots.map((s) => s.dataset.slug ?? ""));
			expect(slugs).toEqual(KEY_REQUESTS[index].map(([slug]) => slug));
			for (const slug of slugs) seen.add(slug);
			for (const slug of await page.locator(".dial-slot").evaluateAll((s) => s.map((d) => d.dataset.slug ?? ""))) {
				seen.add(slug);
			}
		}
		expect([...seen].sort()).toEqual([...ACTION_SLUGS].sort());
		expect(ACTION_SLUGS).toHaveLength(14);
		// Only the page shown is on the device: the plugin was told the others disappeared.
		const visible = [...deck.host.keys.values()].filter((key) => key.visible);
		expect(visible).toHaveLength(12);
		expect(await page.locator(`.page-button`).count()).toBe(KEY_REQUESTS.length);
	});

	it("presses every key of every page, and each sends its own request", { timeout: WALK_TIMEOUT_MS }, async () => {
		for (const [index, keys] of KEY_REQUESTS.entries()) {
			await showPage(index);
			for (const [position, [slug, expected]] of keys.entries()) {
				const key: Locator = page.locator(".key-slot").nth(position);
				expect(await key.getAttribute("data-slug")).toBe(slug);
				const sent = await expectRequest(() => key.locator(".key").click(), expected);
				expect(
					sent.some((text) => expected.test(text)),
					`${slug} on page ${index + 1}: ${sent.join(", ")}`,
				).toBe(true);
			}
		}
	});

	it(
		"turns every dial of every page: adds go to the API, a top list steps to the next rank",
		{
			timeout: WALK_TIMEOUT_MS,
		},
		async () => {
			for (let index = 0; index < KEY_REQUESTS.length; index++) {
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
					const sent = await expectRequest(() => dial.locator(".turn-right").click(), expected);
					expect(
						sent.some((text) => expected.test(text)),
						`${slug} dial ${column + 1}: ${sent.join(", ")}`,
					).toBe(true);
				}
			}
		},
	);

	it("closes the inspector of a key whose page is left, and a key keeps its edited settings across pages", async () => {
		await showPage(1);
		const currencySet = page.locator('.key-slot[data-slug="currency-set"]');
		await currencySet.hover();
		await currencySet.locator(".gear").click();
		const inspector = page.frameLocator("#inspector-frame");
		await expect.poll(() => inspector.locator("#setting-amount").inputValue()).toBe("500");
		expect(await page.locator("#inspector-where").textContent()).toBe("Page 2, key 5 of 8");
		await inspector.locator("#setting-amount").fill("750");
		await inspector.locator("#setting-amount").press("Tab");
		const context = (await currencySet.getAttribute("data-context")) ?? "";
		await expect.poll(() => String(deck.host.settingsOf(context).amount)).toBe("750");

		await showPage(0);
		await page.locator('#inspector[data-open="false"]').waitFor();
		await showPage(1);
		const sent = await expectRequest(
			() => currencySet.locator(".key").click(),
			new RegExp(`^POST /api/currency/${W}/action/set/night%20owl/750$`),
		);
		expect(sent.join(", ")).toMatch(/set\/night%20owl\/750/);
	});

	it("keeps every request of the session in a list that scrolls down to the first one", async () => {
		const context = (await page.locator('.key-slot[data-slug="custom-event"]').first().getAttribute("data-context"))!;
		const before = deck.emulator.requests.length;
		for (let press = 0; press < 15; press++) await deck.host.press(context);
		expect(await eventually(() => deck.emulator.requests.length >= before + 15)).toBe(true);
		expect(await eventually(() => deck.emulator.requests.every((request) => request.status !== undefined))).toBe(true);

		const list = page.locator("#activity");
		const total = deck.emulator.requests.length;
		expect(total).toBeGreaterThan(12);
		await expect.poll(() => list.locator(".activity-row").count()).toBe(deck.emulator.requests.length);
		await expect.poll(() => list.locator('.activity-row[data-pending="true"]').count()).toBe(0);
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
	it("numbers every request, keeps the newest up to its capacity and follows an emulator reset", () => {
		const requests: ReceivedRequest[] = [];
		const emulator = { requests } as unknown as ApiEmulator;
		const log = new ActivityLog(emulator, 3);
		const request = (path: string): ReceivedRequest => ({
			method: "GET",
			rawPath: path,
			segments: [],
			query: {},
			at: 0,
		});
		for (const path of ["/a", "/b", "/c", "/d", "/e"]) requests.push(request(path));
		const all = log.since();
		expect(all.first).toBe(2);
		expect(all.next).toBe(5);
		expect(all.entries.map((entry) => [entry.seq, entry.path])).toEqual([
			[2, "/c"],
			[3, "/d"],
			[4, "/e"],
		]);
		expect(log.since(4).entries.map((entry) => entry.seq)).toEqual([4]);
		expect(log.since(5).entries).toEqual([]);

		requests.length = 0;
		requests.push(request("/f"));
		expect(log.since(5).entries.map((entry) => [entry.seq, entry.path])).toEqual([[5, "/f"]]);
	});
});
