import type { JsonObject } from "@elgato/utils";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { BROWSER_TEST_TIMEOUT_MS, type Inspector, RUN_BROWSER_TESTS, useInspectors } from "./inspector-harness";

/** How long a saved value may take to reach the host. */
const SAVED_MS = 5000;

describe.skipIf(!RUN_BROWSER_TESTS)("channels in the property inspectors", { timeout: BROWSER_TEST_TIMEOUT_MS }, () => {
	const inspectors = useInspectors();
	const { open } = inspectors;
	let connection: JsonObject;

	beforeAll(() => {
		const { emulator } = inspectors.harness;
		connection = { baseUrl: emulator.url, readKey: emulator.readKey, writeKey: emulator.writeKey };
	});

	beforeEach(async () => {
		await inspectors.harness.setGlobalSettings(connection);
	});

	/**
	 * The channels the host stores.
	 * @returns The `channels` of the global settings.
	 */
	function storedChannels(): JsonObject[] {
		return (inspectors.harness.host.globalSettings.channels ?? []) as JsonObject[];
	}

	/**
	 * The texts of a dropdown's entries.
	 * @param inspector The inspector.
	 * @param selector The dropdown.
	 * @returns The texts, in order.
	 */
	function entries(inspector: Inspector, selector: string): Promise<string[]> {
		return inspector.page
			.locator(`${selector} option`)
			.evaluateAll((options) => options.map((option) => option.textContent ?? ""));
	}

	it("adds a channel, names it and enters its keys (masked), and the action picks it from its dropdown", async () => {
		const inspector = await open("goal-add", { widgetId: "main" });
		const { page } = inspector;
		await page.locator("details.connection > summary").click();
		expect(await entries(inspector, "#setting-channel")).toEqual(["Default"]);

		await page.locator("#channel-add").click();
		await expect.poll(() => storedChannels().length, { timeout: SAVED_MS }).toBe(1);
		const id = String(storedChannels()[0].id);
		expect(storedChannels()[0]).toEqual({ id, name: "", baseUrl: connection.baseUrl });
		expect(await page.locator("#channel-select").inputValue()).toBe(id);
		expect(await inspector.global("baseUrl").inputValue()).toBe(connection.baseUrl);
		expect(await inspector.global("writeKey").getAttribute("type")).toBe("password");
		expect(await entries(inspector, "#setting-channel")).toEqual(["Default", "Channel 2"]);

		await inspector.global("name").fill("Second");
		await inspector.global("readKey").fill("r-second");
		await inspector.global("writeKey").fill("w-second");
		await expect
			.poll(() => storedChannels()[0], { timeout: SAVED_MS })
			.toEqual({ id, name: "Second", baseUrl: connection.baseUrl, readKey: "r-second", writeKey: "w-second" });
		// The default channel is untouched.
		expect(inspectors.harness.host.globalSettings).toMatchObject(connection);
		expect(await entries(inspector, "#setting-channel")).toEqual(["Default", "Second"]);
		expect(await page.content()).not.toContain("w-second");

		await inspector.field("channel").selectOption(id);
		await expect.poll(() => inspector.settings(), { timeout: SAVED_MS }).toEqual({ widgetId: "main", channel: id });
		await inspector.field("channel").selectOption("default");
		await expect.poll(() => inspector.settings(), { timeout: SAVED_MS }).toEqual({ widgetId: "main" });

		// Back to the default channel: its own values.
		await page.locator("#channel-select").selectOption("default");
		expect(await inspector.global("writeKey").inputValue()).toBe(connection.writeKey);
		expect(await page.locator("#global-name").count()).toBe(0);
	});

	it("tests the connection of the channel shown, with its own keys", async () => {
		await inspectors.harness.setGlobalSettings({
			...connection,
			channels: [{ id: "b", name: "B", baseUrl: connection.baseUrl, readKey: "r-bee", writeKey: "w-bee" }],
		});
		const inspector = await open("warnings", { viewer: "bob", channel: "b" });
		const { page } = inspector;
		await page.locator("details.connection > summary").click();
		await page.locator("#channel-select").selectOption("b");
		const before = inspectors.harness.emulator.requests.length;
		await page.locator(".connection-test button").click();
		await expect.poll(() => page.locator(".test-result .verdict").count(), { timeout: 15_000 }).toBe(2);
		expect(await page.locator(".test-result").innerText()).toMatch(/refused/i);
		const keys = inspectors.harness.emulator.requests.slice(before).map((request) => request.segments[2]);
		expect(keys.sort()).toEqual(["r-bee", "w-bee"]);
		// A stored id that names no channel is marked, as the key refuses it.
		const lost = await open("warnings", { viewer: "bob", channel: "gone" });
		expect(await lost.note("setting-channel").innerText()).toMatch(/not one of the channels/);
	});

	it("asks before every removal, says unseen keys follow, and records the choice: keys moved, or left to Setup", async () => {
		await inspectors.harness.setGlobalSettings({
			...connection,
			channels: [
				{ id: "used", name: "Used", baseUrl: connection.baseUrl },
				{ id: "idle", name: "Idle", baseUrl: connection.baseUrl },
				{ id: "spare", name: "Spare", baseUrl: connection.baseUrl },
			],
		});
		const inspector = await open("goal-add", { widgetId: "main", channel: "used" });
		const { page } = inspector;
		await page.locator("details.connection > summary").click();
		const notice = page.locator("#channel-notice");

		// Even a channel no key uses is removed only once the user chose.
		await page.locator("#channel-select").selectOption("idle");
		await page.locator("#channel-remove").click();
		await expect.poll(() => notice.innerText(), { timeout: SAVED_MS }).toMatch(/0 keys the plugin has seen use/);
		expect(await notice.innerText()).toMatch(/Remove the channel “Idle”\?/);
		expect(await notice.innerText()).toMatch(/not shown since the plugin started.*follow the same choice/);
		expect(storedChannels().map((channel) => channel.id)).toEqual(["used", "idle", "spare"]);
		expect(await entries(inspector, "#channel-move-to")).toEqual(["Default", "Used", "Spare"]);
		await page.locator("#channel-orphan").click();
		await expect
			.poll(() => storedChannels().map((channel) => channel.id), { timeout: SAVED_MS })
			.toEqual(["used", "spare"]);
		expect(inspectors.harness.host.globalSettings.removedChannels).toEqual({ idle: "" });
		expect(await page.locator("#channel-select").inputValue()).toBe("default");
		expect(await notice.innerText()).toMatch(/show Setup until you pick a channel/);

		// Keeping the channel changes nothing.
		await page.locator("#channel-select").selectOption("used");
		await page.locator("#channel-remove").click();
		await expect.poll(() => notice.innerText(), { timeout: SAVED_MS }).toMatch(/1 key the plugin has seen uses/);
		await page.locator("#channel-keep").click();
		expect(await notice.isHidden()).toBe(true);
		expect(storedChannels().map((channel) => channel.id)).toEqual(["used", "spare"]);

		// Moving: the key on screen follows at once (the plugin rewrites it), and the choice is recorded for the others.
		await page.locator("#channel-remove").click();
		await page.locator("#channel-move-to").selectOption("spare");
		await page.locator("#channel-move").click();
		await expect.poll(() => storedChannels().map((channel) => channel.id), { timeout: SAVED_MS }).toEqual(["spare"]);
		expect(inspectors.harness.host.globalSettings.removedChannels).toEqual({ idle: "", used: "spare" });
		expect(await notice.innerText()).toMatch(/Its keys now use “Spare”/);
		await expect
			.poll(() => inspector.settings(), { timeout: SAVED_MS })
			.toEqual({ widgetId: "main", channel: "spare" });
		await expect.poll(() => inspector.field("channel").inputValue(), { timeout: SAVED_MS }).toBe("spare");
		expect(await entries(inspector, "#setting-channel")).toEqual(["Default", "Spare"]);

		// A new channel never takes a removed id.
		await page.locator("#channel-add").click();
		await expect.poll(() => storedChannels().length, { timeout: SAVED_MS }).toBe(2);
		expect(["idle", "used"]).not.toContain(storedChannels()[1].id);
	});
	it("names a channel in the Connection dropdown at once; its messages sit in the value column; a switch clears diagnostics", async () => {
		const inspector = await open("goal-add", { widgetId: "main" });
		const { page } = inspector;
		await page.locator("details.connection > summary").click();
		await page.locator("#channel-add").click();
		expect(await entries(inspector, "#channel-select")).toEqual(["Default", "Channel 2"]);
		await inspector.global("name").fill("Studio");
		await expect
			.poll(() => entries(inspector, "#channel-select"), { timeout: SAVED_MS })
			.toEqual(["Default", "Studio"]);
		expect(await page.locator("#channel-select").inputValue()).toBe(String(storedChannels()[0].id));

		/**
		 * Where a box starts and ends, across the page.
		 * @param selector The element.
		 * @returns Its left and right edges.
		 */
		async function span(selector: string): Promise<{ left: number; right: number }> {
			const box = await page.locator(selector).boundingBox();
			if (!box) throw new Error(`${selector} is not shown`);
			return { left: box.x, right: box.x + box.width };
		}
		const column = await span("#channel-select");
		await page.locator("#channel-remove").click();
		const notice = await span("#channel-notice");
		expect(notice.left).toBeGreaterThanOrEqual(column.left - 1);
		expect(notice.right).toBeLessThanOrEqual(column.right + 1);
		await page.locator("#channel-keep").click();

		await page.getByRole("button", { name: "Copy diagnostics" }).click();
		await page.locator(".diagnostics-text").waitFor({ state: "visible" });
		const report = await span(".diagnostics-text");
		expect(report.left).toBeGreaterThanOrEqual(column.left - 1);
		expect(report.right).toBeLessThanOrEqual(column.right + 1);
		expect(await page.locator(".diagnostics-status").innerText()).not.toBe("");

		// Another channel shown: the report asked for before is taken down.
		await page.locator("#channel-select").selectOption("default");
		expect(await page.locator(".diagnostics-text").isHidden()).toBe(true);
		expect(await page.locator(".diagnostics-status").innerText()).toBe("");
	});
});
