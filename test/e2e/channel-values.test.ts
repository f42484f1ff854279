import type { JsonObject } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import { connectionSettings } from "../../tools/deck";
import { startEmulator } from "../../tools/emulator/server";
import { place, readFace, settle, useDeck } from "./deck";

// A value belongs to its channel (docs/behaviour.md#a-value-belongs-to-its-channel): when a key's channel identity changes (its channel, the origin of
// its base URL, the demo or not), what it showed of the old one goes at once, before the new one answers.
const deck = useDeck();

/** How long a test waits for the plugin to let go of a value: well under the demo's 300 ms answers plus the settle. */
const LET_GO_MS = 2_000;

/**
 * Waits until a condition holds, looking every 25 ms.
 * @param check The condition.
 * @param timeoutMs How long to wait.
 * @returns Whether it held in time.
 */
async function until(check: () => boolean, timeoutMs = LET_GO_MS): Promise<boolean> {
	const deadline = Date.now() + timeoutMs;
	while (!check()) {
		if (Date.now() > deadline) return false;
		await settle(25);
	}
	return true;
}

/**
 * What the plugin sent a key or dial since a point: the face of each image, and each strip update.
 * @param context The key or dial.
 * @param since Where to start looking.
 * @returns The faces (`undefined` for an image without a value) and the strip updates.
 */
function sentSince(context: string, since: number): { faces: (string | undefined)[]; strips: JsonObject[] } {
	const messages = deck.host.messages.slice(since).filter((message) => message.context === context);
	return {
		faces: messages
			.filter((message) => message.event === "setImage")
			.map((message) => readFace(message.payload?.image as string | undefined)),
		strips: messages.filter((message) => message.event === "setFeedback").map((message) => message.payload ?? {}),
	};
}

/** What the emulator's Currency Balance key shows for `StreamFan42` (the demo's balance is another). */
const SERVER_FACE = "StreamFan42 · 1.5k";

/**
 * Puts a Currency Balance key and a Goal Add dial on the deck and gives each a value of the channel they use now: the
 * key its balance, the dial a total (two ticks) and a lock word (a push).
 * @param face The face the key shows once read.
 * @returns The key and the dial.
 */
async function keyAndDialWithValues(face: RegExp): Promise<{ key: string; dial: string }> {
	const key = await place(deck.host, "currency-balance", { viewer: "StreamFan42" });
	expect(await until(() => face.test(readFace(deck.host.keys.get(key)?.image) ?? ""), 4_000)).toBe(true);
	const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 1 }, { controller: "Encoder" });
	await deck.host.dialRotate(dial, 2);
	expect(await until(() => String(deck.host.keys.get(dial)?.feedback.value ?? "").includes("(+2)"), 4_000)).toBe(true);
	await deck.host.dialDown(dial);
	expect(await until(() => deck.host.keys.get(dial)?.feedback.status === "Locked", 4_000)).toBe(true);
	return { key, dial };
}

/**
 * Tells whether a key and a dial show nothing of a channel: the key its image without a value, no title of one, the
 * dial's strip no total and no lock word, only what a turn and a push do (it was never turned on its new channel).
 * @param key The key.
 * @param dial The dial.
 * @returns `true` once both wait for their new channel.
 */
function waiting(key: string, dial: string): boolean {
	const shown = deck.host.keys.get(key);
	const strip = deck.host.keys.get(dial)?.feedback ?? {};
	return readFace(shown?.image) === undefined && !shown?.title && strip.value === "±1" && strip.status === "Push: lock";
}

describe("a value belongs to its channel", () => {
	it("demo → a real server whose reads hang: the demo's values and lock word go at once, and the keys wait", async () => {
		await deck.host.setGlobalSettings({ baseUrl: "demo" });
		try {
			const { key, dial } = await keyAndDialWithValues(/^StreamFan42 · \d/);
			expect(readFace(deck.host.keys.get(key)?.image)).not.toBe(SERVER_FACE);
			deck.emulator.fault({ kind: "hang" });
			await deck.host.setGlobalSettings(connectionSettings(deck.emulator));
			expect(await until(() => waiting(key, dial))).toBe(true);
			// Nothing of the demo comes back while the server does not answer.
			await settle(1_000);
			expect(waiting(key, dial)).toBe(true);
		} finally {
			deck.emulator.clearFaults();
			await deck.host.setGlobalSettings(connectionSettings(deck.emulator));
		}
	});

	it("a real server → the demo: the server's values go before the demo answers, and never show under DEMO", async () => {
		const { key, dial } = await keyAndDialWithValues(new RegExp(`^${SERVER_FACE}$`));
		const since = deck.host.messages.length;
		await deck.host.setGlobalSettings({ baseUrl: "demo" });
		try {
			const demoValue = (): boolean => /^StreamFan42 · \d/.test(readFace(deck.host.keys.get(key)?.image) ?? "");
			expect(await until(() => demoValue() && readFace(deck.host.keys.get(key)?.image) !== SERVER_FACE, 4_000)).toBe(
				true,
			);
			expect(await until(() => deck.host.keys.get(dial)?.feedback.value === "±1")).toBe(true);
			// The first image after the switch has no value; the server's value is never drawn again, marked or not.
			const { faces } = sentSince(key, since);
			expect(faces[0]).toBeUndefined();
			expect(faces).not.toContain(SERVER_FACE);
			const { strips } = sentSince(dial, since);
			expect(strips.some((update) => String(update.value ?? "").includes("(+2)"))).toBe(false);
			expect(strips.some((update) => update.status === "Locked")).toBe(false);
		} finally {
			await deck.host.setGlobalSettings(connectionSettings(deck.emulator));
		}
	});

	it("origin A → origin B: A's value, total, lock word and known lock go at once while B does not answer", async () => {
		const other = await startEmulator({ readKey: deck.emulator.readKey, writeKey: deck.emulator.writeKey });
		try {
			const { key, dial } = await keyAndDialWithValues(new RegExp(`^${SERVER_FACE}$`));
			const lock = await place(deck.host, "goal-lock", { widgetId: "main" });
			expect(await until(() => deck.host.keys.get(lock)?.state === 1, 4_000)).toBe(true);
			other.fault({ kind: "hang" });
			await deck.host.setGlobalSettings(connectionSettings(other));
			// The lock key's state on B is not known: it says so, rather than showing A's lock or claiming unlocked.
			const unknown = (): boolean => readFace(deck.host.keys.get(lock)?.image) === "Goal main · Push: lock {unknown}";
			expect(await until(() => waiting(key, dial) && unknown())).toBe(true);
			await settle(1_000);
			expect(waiting(key, dial)).toBe(true);
			expect(other.requests.length).toBeGreaterThan(0);
		} finally {
			await deck.host.setGlobalSettings(connectionSettings(deck.emulator));
			await other.close();
		}
	});
});
