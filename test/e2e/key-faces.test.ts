import type { JsonObject } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import type { ActionSpec } from "../../src/contract/action-spec";
import { ACTION_SLUGS, connectionSettings } from "../../tools/deck";
import { stringField } from "../../tools/host/wire-message";
import { smallestTextAt72 } from "../../tools/text-sizes";
import { isDisplaySpec, otherTargets, specOf, targetsOf } from "../support/action-specs";
import {
	ICON_ONLY,
	place,
	placePage,
	pressAndSettle,
	readFace,
	settle,
	SETUP_MARK,
	stripLockOf,
	useDeck,
	W,
	waitForFace,
} from "./deck";

const deck = useDeck();

/**
 * Whether an action is a press action whose settings pick a target (Undo's window picks none).
 * @param spec The action's spec.
 * @returns `true` for the actions whose keys must name their target.
 */
function namesTarget(spec: ActionSpec): boolean {
	return !isDisplaySpec(spec) && targetsOf(spec).length > 0;
}

/**
 * Waits until a key shows a face of its own that is not the setup mark, and returns that image.
 * @param context The key.
 * @returns The image.
 */
async function faceImage(context: string): Promise<string | undefined> {
	const drawn = (): boolean => {
		const face = readFace(deck.host.keys.get(context)?.image);
		return face !== undefined && !face.startsWith(SETUP_MARK);
	};
	for (let round = 0; round < 100 && !drawn(); round++) await settle(50);
	return deck.host.keys.get(context)?.image;
}

describe("a lock nobody knows", () => {
	it("a lock key and a dial on one widget tell the same, before, after a lock, and after the channel went to the demo and back off screen", async () => {
		const [lock, dial] = await placePage(deck.host, [
			{ slug: "goal-lock", settings: { widgetId: "main" } },
			{ slug: "goal-add", settings: { widgetId: "main", value: 5 }, options: { controller: "Encoder" } },
		]);
		const NOT_KNOWN = "Goal main · Push: lock {unknown}";
		// Nothing sent since the plugin started: neither view claims a state.
		expect(await waitForFace(deck.host, lock, NOT_KNOWN)).toBe(NOT_KNOWN);
		await expect.poll(() => stripLockOf(deck.host, dial)).toEqual({ status: "Push: lock", lock: "unknown" });

		expect((await pressAndSettle(deck.host, lock)).feedback).toBe("setState");
		expect(await waitForFace(deck.host, lock, "Goal main · Locked {locked}")).toBe("Goal main · Locked {locked}");
		await expect.poll(() => stripLockOf(deck.host, dial)).toEqual({ status: "Locked", lock: "locked" });

		// Another page; the channel goes to the demo and back; the page again, where the app kept the key's state 1.
		await deck.host.disappear(lock);
		await deck.host.disappear(dial);
		const configured = connectionSettings(deck.emulator);
		await deck.host.setGlobalSettings({ ...configured, baseUrl: "demo" });
		await settle(300);
		await deck.host.setGlobalSettings(configured);
		await settle(300);
		expect(deck.host.keys.get(lock)?.state).toBe(1);
		const since = deck.host.messages.length;
		await deck.host.appearAll([
			{ action: deck.host.keys.get(lock)!.action, context: lock },
			{ action: deck.host.keys.get(dial)!.action, context: dial, controller: "Encoder" },
		]);
		expect(await waitForFace(deck.host, lock, NOT_KNOWN)).toBe(NOT_KNOWN);
		await expect.poll(() => stripLockOf(deck.host, dial)).toEqual({ status: "Push: lock", lock: "unknown" });
		// No image on the way claimed the lock the plugin forgot.
		const images = deck.host.messages.slice(since).filter((m) => m.context === lock && m.event === "setImage");
		expect(images.map((m) => readFace(stringField(m.payload, "image"))).filter((f) => f?.includes("{locked}"))).toEqual(
			[],
		);

		// The next press does what both views said: it locks.
		const sent = deck.emulator.requests.length;
		expect((await pressAndSettle(deck.host, lock)).feedback).toBe("setState");
		expect(deck.emulator.requests.slice(sent).map((r) => r.rawPath)).toEqual([`/api/goals/${W}/actions/lock/main/0`]);
	});
});

describe("keys at their true size", () => {
	for (const slug of ACTION_SLUGS.filter((name) => namesTarget(specOf(name)))) {
		const spec = specOf(slug);
		it(`${slug}: two keys whose targets differ never look alike (${targetsOf(spec).join(", ")})`, async () => {
			const settings = [spec.example as JsonObject, ...targetsOf(spec).map((name) => otherTargets(spec, name)[0])];
			const keys = await placePage(
				deck.host,
				settings.map((one) => ({ slug, settings: one })),
			);
			const images = await Promise.all(keys.map(faceImage));
			const faces = images.map(readFace);
			expect(faces.filter((face) => face === undefined || face.startsWith(SETUP_MARK))).toEqual([]);
			expect(new Set(images).size, JSON.stringify(faces)).toBe(images.length);
			for (const image of images) expect(smallestTextAt72(decodeURIComponent(image ?? ""))).toBeGreaterThanOrEqual(8);
		});
	}

	it("a user's title takes the place of the words, which come back when it goes", async () => {
		const key = await place(deck.host, "currency-set", { viewer: "night owl", amount: 500 });
		expect(await waitForFace(deck.host, key, "night owl · = 500")).toBe("night owl · = 500");
		await deck.host.titleParametersDidChange(key, "Reset Mia");
		expect(await waitForFace(deck.host, key, ICON_ONLY)).toBe(ICON_ONLY);
		await deck.host.titleParametersDidChange(key, "");
		expect(await waitForFace(deck.host, key, "night owl · = 500")).toBe("night owl · = 500");
	});

	it("`face: icon` leaves a ready key to its icon (the manifest's, or the streamer's own), and a lock not known still says so", async () => {
		const [event, lock] = await placePage(deck.host, [
			{ slug: "custom-event", settings: { value: "confetti", face: "icon" } },
			{ slug: "goal-lock", settings: { widgetId: "main", face: "icon" } },
		]);
		expect(await waitForFace(deck.host, lock, "Goal main · Push: lock {unknown}")).toBe(
			"Goal main · Push: lock {unknown}",
		);
		await settle(300);
		expect(deck.host.keys.get(event)?.image).toBeUndefined();
		expect((await pressAndSettle(deck.host, event)).feedback).toBe("showOk");
		// Once the plugin knows the lock, the key shows the manifest's image of that state.
		expect((await pressAndSettle(deck.host, lock)).feedback).toBe("setState");
		await expect.poll(() => deck.host.keys.get(lock)?.image).toBeUndefined();
		expect(deck.host.keys.get(lock)?.state).toBe(1);
	});

	it("every text of a scenario's faces is at least 8 px on a 72-pixel key: display keys of two channels, stale, Undo, the demo, an alert", async () => {
		const since = deck.host.messages.length;
		const configured = connectionSettings(deck.emulator);
		// Two channels: display keys name theirs in a corner.
		await deck.host.setGlobalSettings({
			...configured,
			channels: [{ id: "second", name: "Second channel", ...configured }],
		});
		const keys = await placePage(deck.host, [
			{ slug: "show-top", settings: { rank: 2 } },
			{ slug: "warnings", settings: { viewer: "night owl", channel: "second" } },
			{ slug: "currency-balance", settings: { viewer: "night owl" } },
			{ slug: "custom-data", settings: { dataKey: "song" } },
			{ slug: "goal-add", settings: { widgetId: "main", value: 10, holdAction: "remove" } },
			{ slug: "undo", settings: {} },
			{ slug: "goal-lock", settings: { widgetId: "main" } },
			{ slug: "currency-set", settings: { viewer: "night owl", amount: 500 } },
		]);
		const [top, warnings, , , add, undo] = keys;
		await waitForFace(deck.host, top, readFace(deck.host.keys.get(top)?.image) ?? "");
		expect((await pressAndSettle(deck.host, add)).feedback).toBe("showOk");
		expect(await waitForFace(deck.host, undo, "Undo Goal · −10 main 1")).toBe("Undo Goal · −10 main 1");
		// A failed refresh: an alert, then the value marked stale.
		deck.emulator.fault({ kind: "status", status: 500 });
		expect((await pressAndSettle(deck.host, warnings)).feedback).toBe("showAlert");
		await expect.poll(() => readFace(deck.host.keys.get(warnings)?.image)).toContain("(stale)");
		deck.emulator.reset();
		// The demo: every face marked.
		await deck.host.setGlobalSettings({ baseUrl: "demo" });
		await expect.poll(() => decodeURIComponent(deck.host.keys.get(top)?.image ?? "")).toContain('id="demo"');
		await settle(500);
		await deck.host.setGlobalSettings(configured);

		const images = deck.host.messages
			.slice(since)
			.filter((m) => m.event === "setImage" && keys.includes(m.context ?? ""))
			.map((m) => decodeURIComponent(stringField(m.payload, "image") ?? ""))
			.filter((image) => image.includes("<svg"));
		const faces = new Set(
			images.map((image) => readFace(`data:image/svg+xml;charset=utf8,${encodeURIComponent(image)}`)),
		);
		// The scenario drew what it means to: a rank, a channel's name, a stale value, Undo's line, an alert, DEMO.
		expect(images.some((image) => image.includes('id="badge"'))).toBe(true);
		expect(images.some((image) => image.includes('id="channel"'))).toBe(true);
		expect(images.some((image) => image.includes('id="demo"'))).toBe(true);
		expect([...faces].some((face) => face?.includes("(stale)"))).toBe(true);
		expect([...faces].some((face) => face?.startsWith("⚠"))).toBe(true);
		const small = images
			.filter((image) => smallestTextAt72(image) < 8)
			.map((image) => readFace(`data:image/svg+xml;charset=utf8,${encodeURIComponent(image)}`));
		expect(small).toEqual([]);
	}, 60_000);
});
