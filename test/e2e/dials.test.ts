import { describe, expect, it } from "vitest";

import { DIAL_READ_GAP_MS } from "../../src/widgets/dial-read-gap";
import { place, settle, useDeck, waitForQuiet } from "./deck";

const deck = useDeck();

describe("goal-add on a dial", () => {
	it("adds value × ticks to the right and removes it to the left", async () => {
		const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 5 }, { controller: "Encoder" });
		await deck.host.dialRotate(dial, 3);
		// On a busy machine the request may take longer than one quiet spell to leave: wait for it first.
		await deck.emulator.waitForRequests(1);
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(40);
		await deck.host.dialRotate(dial, -2);
		await deck.emulator.waitForRequests(2);
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(30);
		expect(deck.emulator.requests.map((r) => r.segments.slice(4))).toEqual([
			["add", "main", "15"],
			["remove", "main", "10"],
		]);
		// The strip shows what this session added (+15 −10), and the last step.
		expect(deck.host.keys.get(dial)?.feedback).toMatchObject({ value: "+5 (−10)", status: "OK" });
	});

	it("a failed turn keeps the session's total on the strip and alerts with the reason", async () => {
		const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 2 }, { controller: "Encoder" });
		// Each turn's answer, however late a loaded machine sends the request: wait for the strip, not for quiet.
		const strip = (): unknown => deck.host.keys.get(dial)?.feedback;
		await deck.host.dialRotate(dial, 2);
		await expect.poll(strip).toMatchObject({ value: "+4 (+4)", status: "OK" });
		deck.emulator.fault({ kind: "status", status: 500 });
		await deck.host.dialRotate(dial, 1);
		await expect.poll(strip).toMatchObject({ value: "+4", status: "Error" });
		deck.emulator.clearFaults();
		await deck.host.dialRotate(dial, -1);
		await expect.poll(strip).toMatchObject({ value: "+2 (−2)", status: "OK" });
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.requests).toHaveLength(3);
	});

	it("coalesces rapid ticks: one request in flight, the rest summed, no tick lost", async () => {
		deck.emulator.fault({ kind: "delay", ms: 400 });
		const dial = await place(deck.host, "goal-add", { widgetId: "main", value: 2 }, { controller: "Encoder" });
		const ticks = [1, 1, 1, 2, -1, 1, 1, 1, 1, 1];
		for (const tick of ticks) {
			await deck.host.dialRotate(dial, tick);
			await settle(20);
		}
		// The next request follows an answer once the strip showed it, which a loaded machine may hold back longer than
		// one quiet spell: wait (10 s at most) until the goal holds every tick, then for quiet.
		const total = 25 + 2 * ticks.reduce((sum, tick) => sum + tick, 0);
		for (let round = 0; round < 100 && deck.emulator.state.goals.get("main")?.current !== total; round++) {
			await settle(100);
		}
		await waitForQuiet(deck.emulator);
		const sent = deck.emulator.requests.map((r) => (r.segments[4] === "add" ? 1 : -1) * Number(r.segments[6]));
		expect(sent.reduce((sum, value) => sum + value, 0)).toBe(2 * ticks.reduce((sum, tick) => sum + tick, 0));
		expect(sent.length).toBeLessThan(ticks.length);
		expect(sent.length).toBeGreaterThanOrEqual(2);
		const overlapping = deck.emulator.requests.some((r, index, all) => index > 0 && r.at - all[index - 1].at < 390);
		expect(overlapping).toBe(false);
		expect(deck.emulator.state.goals.get("main")?.current).toBe(total);
	});

	it("pressing the dial locks, pressing again unlocks; the strip says so, with no `OK` before it", async () => {
		const placed = deck.host.messages.length;
		const dial = await place(deck.host, "goal-add", { widgetId: "subs" }, { controller: "Encoder" });
		// The strip as the dial appears (an empty status), before the pushes.
		await deck.host.waitFor((m) => m.context === dial && m.event === "setFeedback", { since: placed, timeoutMs: 4000 });
		const since = deck.host.messages.length;
		await deck.host.dialDown(dial);
		await expect.poll(() => deck.host.keys.get(dial)?.feedback).toMatchObject({ status: "Locked" });
		expect(deck.emulator.state.goals.get("subs")?.locked).toBe(true);
		await deck.host.dialDown(dial);
		await expect.poll(() => deck.host.keys.get(dial)?.feedback).toMatchObject({ status: "Unlocked" });
		expect(deck.emulator.state.goals.get("subs")?.locked).toBe(false);
		await waitForQuiet(deck.emulator);
		// One success signal per push: the lock state itself (Elgato's guidelines).
		const statuses = deck.host.messages
			.slice(since)
			.filter((m) => m.context === dial && m.event === "setFeedback" && m.payload && "status" in m.payload)
			.map((m) => m.payload?.status);
		expect(statuses).toEqual(["Locked", "Unlocked"]);
		expect(deck.host.messages.slice(since).filter((m) => m.context === dial && m.event === "showOk")).toEqual([]);
	});

	it("alerts on the dial when the API fails and shows the reason on the touch strip", async () => {
		deck.emulator.fault({ kind: "status", status: 500 });
		const dial = await place(deck.host, "goal-add", { widgetId: "main" }, { controller: "Encoder" });
		const since = deck.host.messages.length;
		await deck.host.dialRotate(dial, 1);
		await deck.host.waitForEvent("showAlert", dial);
		await waitForQuiet(deck.emulator);
		// The reason stays for a while, then the strip goes back to its value: read what was shown, not what is now.
		const statuses = deck.host.messages
			.slice(since)
			.filter((m) => m.context === dial && m.event === "setFeedback" && m.payload && "status" in m.payload)
			.map((m) => m.payload?.status);
		expect(statuses).toContain("Error");
		expect(deck.host.keys.get(dial)?.alertCount).toBe(1);
	});
});

describe("streamathon-add-seconds on a dial", () => {
	it("adds and removes seconds × ticks", async () => {
		const dial = await place(
			deck.host,
			"streamathon-add-seconds",
			{ widgetId: "main", seconds: "30" },
			{ controller: "Encoder" },
		);
		await deck.host.dialRotate(dial, 2);
		await deck.emulator.waitForRequests(1);
		await waitForQuiet(deck.emulator);
		await deck.host.dialRotate(dial, -1);
		await deck.emulator.waitForRequests(2);
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.requests.map((r) => r.segments.slice(4))).toEqual([
			["add_seconds", "main", "60"],
			["remove_seconds", "main", "30"],
		]);
		expect(deck.emulator.state.streamathons.get("main")?.seconds).toBe(3630);
	});

	it("tapping the touch strip toggles the lock", async () => {
		const dial = await place(deck.host, "streamathon-add-seconds", { widgetId: "backup" }, { controller: "Encoder" });
		const before = deck.emulator.requests.length;
		await deck.host.touchTap(dial);
		// The tap's request, however late a loaded machine sends it: a quiet emulator alone could end the wait before it.
		await deck.emulator.waitForRequests(before + 1);
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.state.streamathons.get("backup")?.locked).toBe(true);
	});
});

describe("show-top on a dial", () => {
	it("steps through the ranks and shows the entry at each", async () => {
		const dial = await place(deck.host, "show-top", { topType: "currency" }, { controller: "Encoder" });
		const strip = (): unknown => deck.host.keys.get(dial)?.feedback;
		await expect.poll(strip).toMatchObject({ heading: "Top Currency #1", value: "Moderator… 8k" });
		await deck.host.dialRotate(dial, 1);
		await expect.poll(strip).toMatchObject({ heading: "Top Currency #2", value: "StreamF… 1.5k" });
		expect(deck.host.settingsOf(dial)).toMatchObject({ rank: 2 });
		await deck.host.dialRotate(dial, -5);
		await expect.poll(strip).toMatchObject({ heading: "Top Currency #1", value: "Moderator… 8k" });
		expect(deck.host.settingsOf(dial)).toMatchObject({ rank: 1 });
		await waitForQuiet(deck.emulator);
		// Rank 1 is inside the list read to rank 2: going back costs nothing.
		expect(deck.emulator.requests.map((r) => r.segments.at(-1))).toEqual(["1", "2"]);
	});

	it("sums the ticks that arrive while a place is being fetched, and stops at the ends of the list", async () => {
		const dial = await place(deck.host, "show-top", { topType: "currency" }, { controller: "Encoder" });
		await deck.emulator.waitForRequests(1);
		await waitForQuiet(deck.emulator);
		deck.emulator.fault({ kind: "delay", ms: 300 });
		for (let tick = 0; tick < 6; tick++) {
			await deck.host.dialRotate(dial, 1);
			await settle(20);
		}
		// The reads of a dial are spaced (DIAL_READ_GAP_MS): wait for the last place, not for a quiet moment.
		await deck.host.waitFor((m) => m.context === dial && m.payload?.heading === "Top Currency #7", { timeoutMs: 8000 });
		await waitForQuiet(deck.emulator);
		const places = deck.emulator.requests.slice(1).map((r) => Number(r.segments.at(-1)));
		expect(places.at(-1)).toBe(7);
		expect(places.length).toBeLessThan(6);
		expect(deck.host.settingsOf(dial)).toMatchObject({ rank: 7 });
		const before = deck.emulator.requests.length;
		await deck.host.dialRotate(dial, -50);
		await waitForQuiet(deck.emulator);
		await deck.host.dialRotate(dial, -1);
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.requests.slice(before).map((r) => r.segments.at(-1))).toEqual([]);
		expect(deck.host.settingsOf(dial)).toMatchObject({ rank: 1 });
	});

	it("20 quick ticks up cost a few spaced reads, and 20 back down cost none", async () => {
		const dial = await place(deck.host, "show-top", { topType: "message" }, { controller: "Encoder" });
		await deck.emulator.waitForRequests(1);
		await waitForQuiet(deck.emulator);
		const first = deck.emulator.requests.length;
		const startedAt = Date.now();
		for (let tick = 0; tick < 20; tick++) await deck.host.dialRotate(dial, 1);
		const turnedFor = Date.now() - startedAt;
		await deck.host.waitFor((m) => m.context === dial && m.payload?.heading === "Top Messages #21", {
			timeoutMs: 8000,
		});
		await waitForQuiet(deck.emulator);
		const up = deck.emulator.requests.slice(first);
		expect(up.at(-1)?.segments.at(-1)).toBe("21");
		// One read at once, then at most one per gap of 1.5 s while the ticks kept coming: never near the rate limit.
		expect(up.length).toBeLessThanOrEqual(2 + Math.ceil(turnedFor / DIAL_READ_GAP_MS));
		for (let index = 1; index < up.length; index++) {
			// Measured where the requests arrive: a busy machine may deliver the earlier one late, so allow some jitter.
			expect(up[index].at - up[index - 1].at).toBeGreaterThanOrEqual(DIAL_READ_GAP_MS - 500);
		}
		const down = deck.emulator.requests.length;
		for (let tick = 0; tick < 20; tick++) await deck.host.dialRotate(dial, -1);
		await deck.host.waitFor((m) => m.context === dial && m.payload?.heading === "Top Messages #1", { timeoutMs: 8000 });
		await settle(500);
		expect(deck.emulator.requests.slice(down)).toEqual([]);
		expect(deck.host.settingsOf(dial)).toMatchObject({ rank: 1 });
	});

	it("refreshes at once when the dial is pressed or the strip tapped", async () => {
		const dial = await place(deck.host, "show-top", {}, { controller: "Encoder" });
		// Quiet alone cannot tell a read done from one not sent yet (a loaded machine can take longer than its window).
		await deck.emulator.waitForRequests(1);
		await waitForQuiet(deck.emulator);
		await deck.host.dialDown(dial);
		await deck.emulator.waitForRequests(2);
		await waitForQuiet(deck.emulator);
		await deck.host.touchTap(dial);
		await deck.emulator.waitForRequests(3);
		await waitForQuiet(deck.emulator);
		expect(deck.emulator.requests).toHaveLength(3);
	});
});
