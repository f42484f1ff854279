import { describe, expect, it } from "vitest";

import { connectionSettings } from "../../tools/deck";
import { stringField } from "../../tools/host/wire-message";
import {
	place,
	pressAndSettle,
	READ_KEY,
	readFace,
	settle,
	useDeck,
	waitForFace,
	waitForQuiet,
	waitForTitle,
	WRITE_KEY,
} from "./deck";

const deck = useDeck();

/**
 * Waits for a key's title to become a given text.
 * @param context The key.
 * @param title The title expected.
 * @returns The key's title.
 */
function titleOf(context: string, title: string): Promise<string | undefined> {
	return waitForTitle(deck.host, context, title);
}

/**
 * Waits for a key's image to show a given line (`label · value`, badge, `(stale)`).
 * @param context The key.
 * @param face The line expected.
 * @returns What the key's image shows.
 */
function faceOf(context: string, face: string): Promise<string | undefined> {
	return waitForFace(deck.host, context, face);
}

describe("each display action fetches on appear and shows its value", () => {
	it("show-top shows the name and value at rank 1, and the rank when it is not 1", async () => {
		const first = await place(deck.host, "show-top", {});
		expect(await faceOf(first, "Moderator_Mia · 40k")).toBe("Moderator_Mia · 40k");
		const third = await place(deck.host, "show-top", { topType: "uptime", topSubType: "week", rank: "3" });
		expect(await faceOf(third, "night owl · 18k #3")).toBe("night owl · 18k #3");
		expect(deck.emulator.requests.map((r) => r.rawPath)).toEqual([
			`/api/ranking/${encodeURIComponent(READ_KEY)}/top/message/global/1`,
			`/api/ranking/${encodeURIComponent(READ_KEY)}/top/uptime/week/3`,
		]);
	});

	it("show-top shows a dash when the list is shorter than the rank", async () => {
		const key = await place(deck.host, "show-top", { topType: "level", rank: 50 });
		expect(await faceOf(key, "— · — #50")).toBe("— · — #50");
	});

	it("warnings shows the viewer's warning count", async () => {
		const key = await place(deck.host, "warnings", { viewer: "a/b?c#d%e" });
		expect(await faceOf(key, "a/b?c#d%e · 3")).toBe("a/b?c#d%e · 3");
		expect(deck.emulator.requests[0].rawPath).toBe(
			`/api/warnings/${encodeURIComponent(READ_KEY)}/get/a%2Fb%3Fc%23d%25e`,
		);
	});

	it("currency-balance shows the balance compactly, with the write key", async () => {
		const key = await place(deck.host, "currency-balance", { viewer: "10006" });
		expect(await faceOf(key, "Moderator_Mia · 8k")).toBe("Moderator_Mia · 8k");
		expect(deck.emulator.requests[0].segments[2]).toBe(WRITE_KEY);
	});

	it("custom-data shows the stored value, text or a number, whole", async () => {
		deck.emulator.state.customData.set("song", "Never Gonna Give You Up");
		const key = await place(deck.host, "custom-data", { dataKey: "song" });
		// A value is never cut: too long for the key at the smallest size, it is drawn narrower, whole.
		expect(await faceOf(key, "song · Never Gonna Give You Up")).toBe("song · Never Gonna Give You Up");
		expect(decodeURIComponent(deck.host.keys.get(key)?.image ?? "")).toMatch(/id="value"[^>]* textLength="128"/);
		const number = await place(deck.host, "custom-data", { dataKey: "deaths" });
		expect(await faceOf(number, "deaths · 3")).toBe("deaths · 3");
	});

	// The service sends numbers as text in some answers and as JSON numbers in others (docs/emulator.md#what-the-emulator-knows-about-the-real-service-and-what-it-assumes).
	it("show-top shows a ranking value sent as a JSON number", async () => {
		const body = { success: true, code: "200", list: [{ user_name: "Mia", user_uid: 10006, value: 40210 }] };
		deck.emulator.fault({ kind: "status", status: 200, body: JSON.stringify(body), match: "/ranking/" });
		const key = await place(deck.host, "show-top", {});
		expect(await faceOf(key, "Mia · 40.2k")).toBe("Mia · 40.2k");
	});

	it("currency-balance shows a balance sent as text", async () => {
		const body = { success: true, code: 200, user: { user_id: 10001, user_name: "Fan" }, currency: "1500" };
		deck.emulator.fault({ kind: "status", status: 200, body: JSON.stringify(body), match: "/currency/" });
		const key = await place(deck.host, "currency-balance", { viewer: "Fan" });
		expect(await faceOf(key, "Fan · 1.5k")).toBe("Fan · 1.5k");
	});

	it("bad settings show the setup mark and send nothing; a press alerts", async () => {
		const key = await place(deck.host, "custom-data", { dataKey: "no spaces allowed" });
		expect(await faceOf(key, "⚙ Setup")).toBe("⚙ Setup");
		const outcome = await pressAndSettle(deck.host, key);
		expect(outcome.feedback).toBe("showAlert");
		expect(deck.emulator.requests).toHaveLength(0);
	});
});

describe("titles", () => {
	it("leave the title to the user by default: the image shows the value", async () => {
		const key = await place(deck.host, "currency-balance", { viewer: "night owl" });
		await faceOf(key, "night owl · 320");
		expect(deck.host.keys.get(key)?.title).toBeUndefined();
	});

	it("fill a title template with the value's fields, leaving unknown placeholders as typed", async () => {
		const key = await place(deck.host, "show-top", {
			topType: "currency",
			rank: 2,
			titleTemplate: "#{rank}\\n{value} {oops}",
		});
		expect(await titleOf(key, "#2\n1.5k {oops}")).toBe("#2\n1.5k {oops}");
		const exact = await place(deck.host, "currency-balance", { viewer: "night owl", titleTemplate: "{exact} coins" });
		expect(await titleOf(exact, "320 coins")).toBe("320 coins");
	});

	it("follow a template changed in the property inspector", async () => {
		const key = await place(deck.host, "warnings", { viewer: "night owl" });
		await faceOf(key, "night owl · 0");
		await deck.host.setSettings(key, { viewer: "night owl", titleTemplate: "{name} ({value})" });
		// Wrapped after a word to the key's width, so that the app never clips it.
		expect(await titleOf(key, "night owl\n(0)")).toBe("night owl\n(0)");
	});
});

describe("refresh", () => {
	it("a press refreshes at once and shows the new value without OK", async () => {
		const key = await place(deck.host, "warnings", { viewer: "night owl" });
		await faceOf(key, "night owl · 0");
		deck.emulator.state.findViewer("night owl")!.warnings = 4;
		const since = deck.host.messages.length;
		await deck.host.press(key);
		expect(await faceOf(key, "night owl · 4")).toBe("night owl · 4");
		await settle();
		expect(deck.host.messages.slice(since).some((m) => m.event === "showOk" || m.event === "showAlert")).toBe(false);
		expect(deck.emulator.requests).toHaveLength(2);
	});

	it("presses made while an older read is out wait for it and share one more read: the key shows the value after them", async () => {
		const key = await place(deck.host, "warnings", { viewer: "night owl" });
		await faceOf(key, "night owl · 0");
		// The service works the answer out on arrival and is slow to send it: what changes meanwhile is not in it.
		deck.emulator.fault({ kind: "delay", ms: 2500, answerOnArrival: true, match: "/warnings/", times: 1 });
		const since = deck.host.messages.length;
		await deck.host.press(key);
		await deck.emulator.waitForRequests(2);
		deck.emulator.state.findViewer("night owl")!.warnings = 4;
		await deck.host.press(key);
		await deck.host.press(key);
		expect(await waitForFace(deck.host, key, "night owl · 4", 10_000)).toBe("night owl · 4");
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.requests).toHaveLength(3);
		const feedback = deck.host.messages.slice(since).filter((m) => m.event === "showOk" || m.event === "showAlert");
		expect(feedback.map((m) => m.event)).toEqual(["showOk"]);
	});

	it("a press that finds the same value answers with OK, once; a new value after it answers without", async () => {
		const key = await place(deck.host, "warnings", { viewer: "night owl" });
		await faceOf(key, "night owl · 0");
		const same = await pressAndSettle(deck.host, key);
		expect(same.feedback).toBe("showOk");
		expect(same.messages.some((m) => m.event === "setImage")).toBe(false);
		expect(deck.emulator.requests).toHaveLength(2);
		deck.emulator.state.findViewer("night owl")!.warnings = 2;
		const since = deck.host.messages.length;
		await deck.host.press(key);
		expect(await faceOf(key, "night owl · 2")).toBe("night owl · 2");
		await settle();
		expect(deck.host.messages.slice(since).some((m) => m.event === "showOk" || m.event === "showAlert")).toBe(false);
	});

	it("a dial pushed to refresh a value that did not change says OK on its strip", async () => {
		const dial = await place(deck.host, "warnings", { viewer: "night owl" }, { controller: "Encoder" });
		await deck.host.waitFor((m) => m.context === dial && m.event === "setFeedback", { timeoutMs: 4000 });
		const since = deck.host.messages.length;
		await deck.host.dialDown(dial);
		await deck.host.dialUp(dial);
		await deck.host.waitFor((m) => m.context === dial && m.event === "setFeedback" && m.payload?.status === "OK", {
			since,
			timeoutMs: 4000,
		});
		expect(deck.emulator.requests).toHaveLength(2);
	});

	it("refreshes after the computer wakes up", async () => {
		const key = await place(deck.host, "warnings", { viewer: "StreamFan42" });
		await faceOf(key, "StreamFan42 · 1");
		deck.emulator.state.findViewer("StreamFan42")!.warnings = 9;
		await deck.host.systemDidWakeUp();
		expect(await faceOf(key, "StreamFan42 · 9")).toBe("StreamFan42 · 9");
	});

	it("refreshes with the new keys when the global settings change, keeping the old value stale until they work", async () => {
		const key = await place(deck.host, "warnings", { viewer: "StreamFan42" });
		await faceOf(key, "StreamFan42 · 1");
		await deck.host.setGlobalSettings({ baseUrl: deck.emulator.url, readKey: "rotated-key", writeKey: WRITE_KEY });
		await deck.emulator.waitForRequests(2, 3000);
		expect(deck.emulator.requests.at(-1)?.segments[2]).toBe("rotated-key");
		expect(await faceOf(key, "StreamFan42 · 1 (stale)")).toBe("StreamFan42 · 1 (stale)");
		await deck.host.setGlobalSettings({ baseUrl: deck.emulator.url, readKey: READ_KEY, writeKey: WRITE_KEY });
		expect(await faceOf(key, "StreamFan42 · 1")).toBe("StreamFan42 · 1");
		// The image and the title come back in two messages: wait for the second.
		await expect.poll(() => deck.host.keys.get(key)?.title, { timeout: 4000 }).toBeUndefined();
	});

	it("polls every refreshSeconds (at least 5) while visible and stops when the key goes", async () => {
		const key = await place(deck.host, "warnings", { viewer: "night owl", refreshSeconds: "1" });
		await settle(6500);
		expect(deck.emulator.requests).toHaveLength(2);
		await deck.host.disappear(key);
		await settle(5500);
		expect(deck.emulator.requests).toHaveLength(2);
	}, 20_000);
});

describe("settings changes", () => {
	it("follow typing once it pauses: one request for the final viewer, none for the letters on the way", async () => {
		const key = await place(deck.host, "warnings", { viewer: "StreamFan42" });
		await faceOf(key, "StreamFan42 · 1");
		for (const viewer of ["n", "ni", "nig", "night", "night ", "night owl"]) {
			await deck.host.setSettings(key, { viewer });
			await settle(30);
		}
		expect(await faceOf(key, "night owl · 0")).toBe("night owl · 0");
		await settle(500);
		expect(deck.emulator.requests.map((r) => r.segments.at(-1))).toEqual(["StreamFan42", "night owl"]);
	});

	it("never show the old viewer's value for the new one, even while the API fails", async () => {
		const key = await place(deck.host, "warnings", { viewer: "StreamFan42" });
		await faceOf(key, "StreamFan42 · 1");
		deck.emulator.fault({ kind: "status", status: 503 });
		const since = deck.host.messages.length;
		await deck.host.setSettings(key, { viewer: "night owl" });
		// No value for the new viewer yet: the reason alone, on the alert face, and no image on the way showed a value.
		expect(await faceOf(key, "⚠ Error")).toBe("⚠ Error");
		const faces = deck.host.messages
			.slice(since)
			.filter((m) => m.context === key && m.event === "setImage")
			.map((m) => readFace(stringField(m.payload, "image")));
		expect(faces.filter((face) => face?.includes(" · "))).toEqual([]);
	});

	it("give a key that comes back the right title, whatever it showed before it left", async () => {
		const key = await place(deck.host, "custom-data", { dataKey: "bad key" });
		await faceOf(key, "⚠ Setup");
		await deck.host.disappear(key);
		const since = deck.host.messages.length;
		await place(deck.host, "custom-data", { dataKey: "motd" }, { context: key });
		await deck.host.waitFor((m) => m.context === key && m.event === "setTitle" && m.payload?.title === undefined, {
			since,
			timeoutMs: 3000,
		});
	});
});

describe("shared polls", () => {
	it("32 identical keys cause one request, and a press on one refreshes all", async () => {
		const keys: string[] = [];
		for (let index = 0; index < 32; index++) {
			keys.push(await place(deck.host, "currency-balance", { viewer: "night owl" }));
		}
		await settle(500);
		expect(deck.emulator.requests).toHaveLength(1);
		expect(keys.every((key) => readFace(deck.host.keys.get(key)?.image) === "night owl · 320")).toBe(true);
		deck.emulator.state.findViewer("night owl")!.currency = 12_345;
		await deck.host.press(keys[7]);
		await faceOf(keys[31], "night owl · 12.3k");
		expect(keys.every((key) => readFace(deck.host.keys.get(key)?.image) === "night owl · 12.3k")).toBe(true);
		expect(deck.emulator.requests).toHaveLength(2);
		for (const key of keys) await deck.host.disappear(key);
	});

	it("distinct keys poll separately, and a key of another channel is a different poll", async () => {
		const second = { id: "second", name: "", baseUrl: deck.emulator.url, writeKey: "second-channel" };
		await deck.host.setGlobalSettings({ ...connectionSettings(deck.emulator), channels: [second] });
		await place(deck.host, "currency-balance", { viewer: "night owl" });
		await place(deck.host, "currency-balance", { viewer: "StreamFan42" });
		await place(deck.host, "currency-balance", { viewer: "night owl", channel: "second" });
		await place(deck.host, "warnings", { viewer: "night owl" });
		await settle(500);
		expect(deck.emulator.requests).toHaveLength(4);
	});
});
