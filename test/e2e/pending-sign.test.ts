import { describe, expect, it } from "vitest";

import type { PluginMessage } from "../../tools/host/stream-deck-host";
import { stringField } from "../../tools/host/wire-message";
import { place, pressAndSettle, readFace, settle, useDeck, waitForFace } from "./deck";

const deck = useDeck();

/** How long the emulator takes to answer a slow request: well beyond the 500 ms after which a press shows it waits. */
const SLOW_MS = 1500;

/**
 * Whether an image is the pending sign (the hourglass over the key's face).
 * @param image The image the plugin set.
 * @returns `true` for the pending picture.
 */
function isPending(image: string | undefined): boolean {
	const prefix = "data:image/svg+xml;charset=utf8,";
	return image?.startsWith(prefix) === true && decodeURIComponent(image.slice(prefix.length)).includes('id="pending"');
}

/**
 * Whether a message sets the pending picture on a key.
 * @param message A message from the plugin.
 * @returns `true` for it.
 */
function setsPending(message: PluginMessage): boolean {
	return message.event === "setImage" && isPending(stringField(message.payload, "image"));
}

/**
 * Waits until a condition holds, checking every 50 ms for at most 6 s.
 * @param condition The condition.
 * @returns Whether it held.
 */
async function eventually(condition: () => boolean): Promise<boolean> {
	for (let round = 0; round < 120 && !condition(); round++) await settle(50);
	return condition();
}

describe("a press whose answer is slow shows that it waits", () => {
	it("a key shows the pending sign until the answer, then its check mark and its own picture", async () => {
		const key = await place(deck.host, "custom-event", { value: "slow" });
		await settle();
		deck.emulator.fault({ kind: "delay", ms: SLOW_MS });
		const since = deck.host.messages.length;
		await deck.host.press(key);
		const pending = await deck.host.waitFor((m) => m.context === key && setsPending(m), { since, timeoutMs: 5000 });
		const ok = await deck.host.waitFor((m) => m.context === key && m.event === "showOk", { since, timeoutMs: 15000 });
		expect(pending.at).toBeLessThan(ok.at);
		// The sign went with the answer: the key shows its own face again.
		expect(await eventually(() => !isPending(deck.host.keys.get(key)?.image))).toBe(true);
		expect(readFace(deck.host.keys.get(key)?.image)).toBe("slow");
		expect(deck.emulator.requests).toHaveLength(1);
	});

	it("a key that draws its face keeps it, dimmed, under the sign, and shows it again after the answer", async () => {
		const key = await place(deck.host, "goal-add", { widgetId: "main", value: 5 });
		await waitForFace(deck.host, key, "Goal main · +5");
		deck.emulator.fault({ kind: "delay", ms: SLOW_MS, times: 1 });
		const since = deck.host.messages.length;
		await deck.host.press(key);
		const pending = await deck.host.waitFor((m) => m.context === key && setsPending(m), { since, timeoutMs: 5000 });
		// The dimmed face is still there under the hourglass.
		expect(decodeURIComponent(stringField(pending.payload, "image") ?? "")).toContain("Goal main");
		await deck.host.waitFor((m) => m.context === key && m.event === "showOk", { since, timeoutMs: 15000 });
		expect(await waitForFace(deck.host, key, "Goal main · +5")).toBe("Goal main · +5");
	});

	it("a display key pressed on a slow server shows the sign, then the new value", async () => {
		const key = await place(deck.host, "warnings", { viewer: "night owl" });
		await waitForFace(deck.host, key, "night owl · 0");
		deck.emulator.state.findViewer("night owl")!.warnings = 6;
		deck.emulator.fault({ kind: "delay", ms: SLOW_MS });
		const since = deck.host.messages.length;
		await deck.host.press(key);
		await deck.host.waitFor((m) => m.context === key && setsPending(m), { since, timeoutMs: 5000 });
		expect(await waitForFace(deck.host, key, "night owl · 6", 15000)).toBe("night owl · 6");
		expect(isPending(deck.host.keys.get(key)?.image)).toBe(false);
	});

	it("a fast answer never shows the sign", async () => {
		const key = await place(deck.host, "goal-add", { widgetId: "main", value: 1 });
		await waitForFace(deck.host, key, "Goal main · +1");
		for (let press = 0; press < 3; press++) {
			const outcome = await pressAndSettle(deck.host, key);
			expect(outcome.feedback).toBe("showOk");
			expect(outcome.messages.filter(setsPending)).toEqual([]);
		}
		expect(readFace(deck.host.keys.get(key)?.image)).toBe("Goal main · +1");
	});

	it("a dial turned on a slow server shows the sign on its strip until the answer", async () => {
		const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 2 }, { controller: "Encoder" });
		await settle();
		deck.emulator.fault({ kind: "delay", ms: SLOW_MS });
		const since = deck.host.messages.length;
		await deck.host.dialRotate(dial, 1);
		const statusIs = (status: string) => (m: PluginMessage) =>
			m.context === dial && m.event === "setFeedback" && m.payload?.status === status;
		const pending = await deck.host.waitFor(statusIs("…"), { since, timeoutMs: 5000 });
		const ok = await deck.host.waitFor(statusIs("OK"), { since, timeoutMs: 15000 });
		expect(pending.at).toBeLessThan(ok.at);
		expect(deck.host.keys.get(dial)?.feedback).toMatchObject({ value: "+2 (+2)", status: "OK" });
	});
});
