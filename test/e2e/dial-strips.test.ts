import { describe, expect, it } from "vitest";

import { readManifest } from "../../tools/deck";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import type { PluginMessage } from "../../tools/host/stream-deck-host";
import { type LayoutItem, readLayout } from "../../tools/virtual-deck/action-catalog";
import { place, settle, useDeck, uuid } from "./deck";

const deck = useDeck();

/**
 * The touch strip layout the app draws a dial with: the one the plugin set, or else the manifest's.
 * @param context The dial.
 * @returns The layout's items.
 */
async function layoutOf(context: string): Promise<LayoutItem[]> {
	const view = deck.host.keys.get(context);
	const manifestLayout = readManifest(PLUGIN_DIR).Actions.find((action) => action.UUID === view?.action)?.Encoder
		?.layout;
	const path = view?.feedbackLayout ?? manifestLayout;
	if (path === undefined) throw new Error(`no layout for ${view?.action}`);
	return readLayout(PLUGIN_DIR, path);
}

/**
 * The bar the app draws on a dial's strip, as the layout and the plugin's feedback make it: hidden when the layout has
 * no bar or the feedback disables it.
 * @param context The dial.
 * @returns The bar's value, or `undefined` when no bar shows.
 */
async function barOf(context: string): Promise<number | undefined> {
	const bar = (await layoutOf(context)).find((item) => item.type === "bar" || item.type === "gbar");
	if (!bar) return undefined;
	const entry = deck.host.keys.get(context)?.feedback[bar.key];
	const overrides = typeof entry === "object" && entry !== null ? (entry as Record<string, unknown>) : { value: entry };
	if (overrides.enabled === false || bar.enabled === false) return undefined;
	const value = overrides.value ?? bar.value;
	return typeof value === "number" ? value : undefined;
}

/**
 * The `setFeedback` messages the plugin sent for a dial.
 * @param context The dial.
 * @returns Their payloads.
 */
function feedbackOf(context: string): Record<string, unknown>[] {
	return deck.host.messages
		.filter((message: PluginMessage) => message.context === context && message.event === "setFeedback")
		.map((message) => (message.payload ?? {}) as Record<string, unknown>);
}

describe("the touch strip's bar shows only a fraction the plugin knows", () => {
	for (const [slug, settings] of [
		["goal-add", { widgetId: "main", value: 5 }],
		["streamathon-add-seconds", { widgetId: "backup", seconds: 30 }],
	] as const) {
		it(`${slug}: no bar at all, before and after turns and a lock, so nothing reads as 0 %`, async () => {
			const dial = await place(deck.host, slug, { ...settings }, { controller: "Encoder" });
			expect(deck.host.keys.get(dial)?.action).toBe(uuid(slug));
			await settle(200);
			expect(await barOf(dial)).toBeUndefined();
			await deck.host.dialRotate(dial, 2);
			await settle(400);
			await deck.host.dialDown(dial);
			await deck.host.dialUp(dial);
			await settle(400);
			const sent = feedbackOf(dial);
			expect(sent.some((payload) => payload.status === "OK")).toBe(true);
			expect(sent.some((payload) => payload.status === "Locked")).toBe(true);
			expect(await barOf(dial)).toBeUndefined();
			// The dial's texts and its padlock still have their room in the layout (and the demo channel's mark its own).
			expect((await layoutOf(dial)).map((item) => item.key)).toEqual(["heading", "value", "status", "lock", "demo"]);
		});
	}

	it("show-top: the bar is the place's share of the leader's value, drawn and enabled", async () => {
		const leader = await place(deck.host, "show-top", { topType: "currency" }, { controller: "Encoder" });
		const third = await place(deck.host, "show-top", { topType: "currency", rank: 3 }, { controller: "Encoder" });
		await expect.poll(() => barOf(leader), { timeout: 4000 }).toBe(100);
		const list = [...deck.emulator.state.viewers].sort((a, b) => b.currency - a.currency);
		const share = Math.round((100 * list[2].currency) / list[0].currency);
		await expect.poll(() => barOf(third), { timeout: 4000 }).toBe(share);
		expect(share).toBeGreaterThan(0);
		expect(share).toBeLessThan(100);
		expect(feedbackOf(third).at(-1)).toMatchObject({ indicator: { value: share, enabled: true } });
	});
});

describe("the plugin sets only items its dials' layouts have", () => {
	for (const [slug, settings, locks] of [
		["goal-add", { widgetId: "main", value: 5 }, true],
		["streamathon-add-seconds", { widgetId: "main", seconds: 30 }, true],
		["show-top", { topType: "currency" }, false],
	] as const) {
		it(`${slug}: every key of every setFeedback is an item of the layout, none of them the user's title`, async () => {
			const dial = await place(deck.host, slug, { ...settings }, { controller: "Encoder" });
			await deck.host.dialRotate(dial, 2);
			await expect
				.poll(() => feedbackOf(dial).some((payload) => typeof payload.value === "string" && payload.value !== ""), {
					timeout: 4000,
				})
				.toBe(true);
			if (locks) {
				// The lock's answer (locked or unlocked, whichever the widget was not) is a status after the turn's `OK`.
				const statuses = (): unknown[] => feedbackOf(dial).flatMap((payload) => payload.status ?? []);
				const before = statuses().length;
				await deck.host.dialDown(dial);
				await deck.host.dialUp(dial);
				await expect
					.poll(
						() =>
							statuses()
								.slice(before)
								.some((status) => status !== ""),
						{ timeout: 4000 },
					)
					.toBe(true);
			}
			const items = new Set((await layoutOf(dial)).map((item) => item.key));
			const sent = new Set(feedbackOf(dial).flatMap((payload) => Object.keys(payload)));
			expect(sent.has("heading")).toBe(true);
			expect([...sent].filter((key) => !items.has(key))).toEqual([]);
			expect(items.has("title")).toBe(false);
		});
	}
});

describe("an adjust dial at rest", () => {
	/**
	 * Waits until a dial's strip shows a value and a status.
	 * @param dial The dial.
	 * @param value The value line.
	 * @param status The status line.
	 * @returns Whether it did within 4 s.
	 */
	async function shows(dial: string, value: string, status: string): Promise<boolean> {
		for (let waited = 0; waited < 4_000; waited += 25) {
			const feedback = deck.host.keys.get(dial)?.feedback;
			if (feedback?.value === value && feedback.status === status) return true;
			await settle(25);
		}
		return false;
	}

	it("says what a turn and a push do, never an empty segment: ±amount, and Push: unlock once it knows of a lock", async () => {
		const goal = await place(deck.host, "goal-add", { widgetId: "main", value: 5 }, { controller: "Encoder" });
		expect(await shows(goal, "±5", "Push: lock")).toBe(true);
		const timer = await place(deck.host, "streamathon-add-seconds", { widgetId: "main" }, { controller: "Encoder" });
		expect(await shows(timer, "±60 s", "Push: lock")).toBe(true);

		await deck.host.dialDown(goal);
		expect(await shows(goal, "±5", "Locked")).toBe(true);
		const another = await place(deck.host, "goal-add", { widgetId: "main", value: 2 }, { controller: "Encoder" });
		expect(await shows(another, "±2", "Push: unlock")).toBe(true);
		// Bad settings: the heading alone, nothing about a turn that would be refused.
		const bad = await place(deck.host, "goal-add", { widgetId: "", value: 2 }, { controller: "Encoder" });
		expect(await shows(bad, "", "")).toBe(true);
		await deck.host.dialDown(another);
		expect(await shows(another, "±2", "Unlocked")).toBe(true);
	});
});
