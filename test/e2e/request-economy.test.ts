import type { JsonObject } from "@elgato/utils";
import { describe, expect, it } from "vitest";

import { compactNumber } from "../../src/render/text-fit";
import { connectionSettings } from "../../tools/deck";
import type { PluginMessage } from "../../tools/host/stream-deck-host";
import { startIsolatedDeck } from "../robustness/isolated-deck";
import { place, placePage, READ_KEY, readFace, settle, useDeck, waitForFace, waitForTitle, WRITE_KEY } from "./deck";

// Sharing reads (docs/behaviour.md#sharing-reads): one request per list, fresh values outlive page switches, quiet logs. The deck
// runs from a private copy of the plugin folder, so that its log file holds this file's lines alone.
const deck = useDeck(startIsolatedDeck);

/**
 * The top-list requests the emulator received, as `type/subType/LIMIT`.
 * @returns E.g. `["message/global/5"]`.
 */
function topReads(): string[] {
	return deck.emulator.requests
		.filter((request) => request.segments[1] === "ranking")
		.map((request) => request.segments.slice(4).join("/"));
}

/**
 * Waits until every key shows an image drawn by the plugin.
 * @param contexts The keys.
 */
async function waitForImages(contexts: string[]): Promise<void> {
	for (const context of contexts) {
		await deck.host.waitFor((m) => m.context === context && m.event === "setImage", { since: 0, timeoutMs: 4000 });
	}
}

/**
 * Log lines the plugin wrote that contain a text.
 * @param text The text.
 * @returns The lines.
 */
function logLines(text: string): string[] {
	return deck
		.logText()
		.split("\n")
		.filter((line) => line.includes(text));
}

/**
 * Whether a message shows a failure's short reason on a key: as its title, or drawn on its image.
 * @param message A message from the plugin.
 * @param reason The reason, e.g. `Key?`.
 * @returns `true` when it shows the reason.
 */
function showsReason(message: PluginMessage, reason: string): boolean {
	if (message.event === "setTitle") return message.payload?.title === reason;
	const image = message.event === "setImage" ? message.payload?.image : undefined;
	return typeof image === "string" && decodeURIComponent(image).includes(`>${reason}<`);
}

/**
 * Asserts that no key of the test setup appears anywhere in what the plugin logged, plain or percent-encoded.
 */
function expectNoKeyInLog(): void {
	const log = deck.logText();
	for (const key of [READ_KEY, WRITE_KEY]) {
		expect(log).not.toContain(key);
		expect(log).not.toContain(encodeURIComponent(key));
	}
}

describe("one request per list", () => {
	it("a leaderboard of ranks 1–5 costs one request with LIMIT 5, and each key shows its own place", async () => {
		const top = deck.emulator.state.top("message", "global", 5);
		const keys = await placePage(
			deck.host,
			[1, 2, 3, 4, 5].map((rank) => ({ slug: "show-top", settings: { rank, titleTemplate: "{rank}\\n{value}" } })),
		);
		for (const [index, key] of keys.entries()) {
			const expected = `${index + 1}\n${compactNumber(top[index].value)}`;
			expect(await waitForTitle(deck.host, key, expected)).toBe(expected);
		}
		await settle(300);
		expect(topReads()).toEqual(["message/global/5"]);
	});

	it("a key that raises the highest rank costs one request; lowering it and other lists' keys do not mix", async () => {
		const keys = await placePage(
			deck.host,
			[1, 2].map((rank) => ({ slug: "show-top", settings: { rank } })),
		);
		await waitForImages(keys);
		await settle(200);
		expect(topReads()).toEqual(["message/global/2"]);
		const seventh = await place(deck.host, "show-top", { rank: 7 });
		const uptime = await place(deck.host, "show-top", { topType: "uptime", rank: 3 });
		await waitForImages([seventh, uptime]);
		await settle(200);
		expect(topReads()).toEqual(["message/global/2", "message/global/7", "uptime/global/3"]);
		await deck.host.disappear(seventh);
		await deck.host.setSettings(keys[1], { rank: 1 });
		await settle(800);
		expect(topReads()).toHaveLength(3);
		expect(readFace(deck.host.keys.get(keys[1])?.image)).not.toMatch(/#2/);
	});

	it("polls the shared list once per interval, for the highest rank on screen", async () => {
		await placePage(
			deck.host,
			[1, 2, 3].map((rank) => ({ slug: "show-top", settings: { rank, refreshSeconds: 5 } })),
		);
		await settle(7000);
		expect(topReads()).toEqual(["message/global/3", "message/global/3"]);
	}, 20_000);
});

describe("fresh values outlive page switches", () => {
	/** 32 display keys showing 8 distinct reads: a leaderboard of ranks 1–4, two places of another list, and six reads shown on four keys each. */
	const page: JsonObject[] = [
		...[1, 2, 3, 4].map((rank) => ({ action: "show-top", settings: { rank } })),
		...[1, 2, 1, 2].map((rank) => ({ action: "show-top", settings: { topType: "uptime", topSubType: "week", rank } })),
		...[
			...["StreamFan42", "night owl"].map((viewer) => ({ action: "warnings", settings: { viewer } })),
			...["StreamFan42", "10006"].map((viewer) => ({ action: "currency-balance", settings: { viewer } })),
			...["song", "motd"].map((dataKey) => ({ action: "custom-data", settings: { dataKey } })),
		].flatMap((key) => [key, key, key, key]),
	];

	/**
	 * Shows the page's keys, with the contexts they had before when given.
	 * @param contexts The contexts of a page shown before.
	 * @returns The contexts.
	 */
	async function showPage(contexts: string[] = []): Promise<string[]> {
		return placePage(
			deck.host,
			page.map((key, index) => ({
				slug: key.action as string,
				settings: key.settings as JsonObject,
				options: { context: contexts[index] },
			})),
		);
	}

	/** The display keys' default refresh interval (`refreshSeconds` 60): how long a value read stays fresh. */
	const DEFAULT_INTERVAL_MS = 60_000;

	it("32 keys of 8 reads flipped 20 times within their interval cost only the first requests, and every key shows its value at once", async () => {
		deck.emulator.state.customData.set("song", "Never Gonna Give You Up");
		const keys = await showPage();
		await waitForImages(keys);
		await settle(300);
		const first = deck.emulator.requests.length;
		const tops = topReads();
		expect(first - tops.length).toBe(6);
		// Each list is read to its highest rank. One whose keys appeared further apart than its read waits for them
		// (GATHER_MAX_MS: a loaded machine can spread a page that far) is read again for the ranks that came late, each
		// read longer than the one before; one such read at most on this page, or the keys no longer share their lists.
		for (const [list, highest] of [
			["message/global/", 4],
			["uptime/week/", 2],
		] as const) {
			const ranks = tops.filter((read) => read.startsWith(list)).map((read) => Number(read.slice(list.length)));
			expect(ranks.at(-1)).toBe(highest);
			expect(ranks).toEqual([...new Set(ranks)].sort((a, b) => a - b));
		}
		expect(tops.length).toBeLessThanOrEqual(3);
		const faces = keys.map((key) => readFace(deck.host.keys.get(key)?.image));
		const started = Date.now();
		for (let flip = 0; flip < 20; flip++) {
			for (const key of keys) await deck.host.disappear(key);
			const since = deck.host.messages.length;
			await showPage(keys);
			// Each key draws its value again on its own, without waiting for a request.
			for (const key of keys) {
				await deck.host.waitFor((m) => m.context === key && m.event === "setImage", { since, timeoutMs: 2000 });
			}
		}
		// The premise, not a speed goal: every flip came while the values read first were still fresh (the default
		// interval of 60 s), so none may cost a request. A machine slow enough to break it says so here.
		expect(Date.now() - started).toBeLessThan(DEFAULT_INTERVAL_MS);
		await settle(300);
		expect(deck.emulator.requests).toHaveLength(first);
		expect(keys.map((key) => readFace(deck.host.keys.get(key)?.image))).toEqual(faces);
	}, 30_000);

	it("a value is read again once its interval passed while no key showed it, and never polled while hidden", async () => {
		const key = await place(deck.host, "warnings", { viewer: "night owl", refreshSeconds: 5 });
		await waitForFace(deck.host, key, "night owl · 0");
		await deck.host.disappear(key);
		await settle(6000);
		expect(deck.emulator.requests).toHaveLength(1);
		deck.emulator.state.findViewer("night owl")!.warnings = 2;
		await place(deck.host, "warnings", { viewer: "night owl", refreshSeconds: 5 }, { context: key });
		expect(await waitForFace(deck.host, key, "night owl · 2")).toBe("night owl · 2");
		expect(deck.emulator.requests).toHaveLength(2);
	}, 20_000);

	it("a change of the connection settings drops the values of keys off screen", async () => {
		const key = await place(deck.host, "warnings", { viewer: "night owl" });
		await waitForFace(deck.host, key, "night owl · 0");
		await deck.host.disappear(key);
		await place(deck.host, "warnings", { viewer: "night owl" }, { context: key });
		await settle(300);
		expect(deck.emulator.requests).toHaveLength(1);
		await deck.host.disappear(key);
		const configured = connectionSettings(deck.emulator);
		await deck.host.setGlobalSettings({ ...configured, readKey: "another-key" });
		await deck.host.setGlobalSettings(configured);
		await place(deck.host, "warnings", { viewer: "night owl" }, { context: key });
		await deck.emulator.waitForRequests(2, 3000);
		expect(deck.emulator.requests).toHaveLength(2);
	});

	it("a key on screen keeps its value, stale, through a connection change until the new connection answers", async () => {
		const key = await place(deck.host, "warnings", { viewer: "StreamFan42" });
		await waitForFace(deck.host, key, "StreamFan42 · 1");
		const configured = connectionSettings(deck.emulator);
		const since = deck.host.messages.length;
		await deck.host.setGlobalSettings({ ...configured, readKey: "rotated-key" });
		const reason = await deck.host.waitFor((m) => m.context === key && showsReason(m, "Key?"), {
			since,
			timeoutMs: 4000,
		});
		expect(deck.emulator.requests.at(-1)?.segments[2]).toBe("rotated-key");
		// The reason shows for a moment, then the stale value again.
		expect(await waitForFace(deck.host, key, "StreamFan42 · 1 (stale)", 5000)).toBe("StreamFan42 · 1 (stale)");
		const faces = deck.host.messages
			.slice(since)
			.filter((m) => m.context === key && m.event === "setImage" && m !== reason && !showsReason(m, "Key?"))
			.map((m) => readFace(m.payload?.image as string | undefined));
		expect(faces.length).toBeGreaterThan(0);
		expect(faces.every((face) => face === "StreamFan42 · 1 (stale)")).toBe(true);
		expect(deck.host.keys.get(key)?.title ?? "").not.toBe("Key?");
		deck.emulator.state.findViewer("StreamFan42")!.warnings = 6;
		await deck.host.setGlobalSettings(configured);
		expect(await waitForFace(deck.host, key, "StreamFan42 · 6")).toBe("StreamFan42 · 6");
	});
});

describe("quiet, useful logs", () => {
	it("a failing display read logs one warning and one line when it recovers, whatever the attempts, with no key", async () => {
		const failing = "Display refresh failing";
		const recovered = "Display refresh recovered";
		const before = { failing: logLines(failing).length, recovered: logLines(recovered).length };
		const keys = [
			await place(deck.host, "currency-balance", { viewer: "night owl" }),
			await place(deck.host, "currency-balance", { viewer: "night owl" }),
		];
		await waitForFace(deck.host, keys[1], "night owl · 320");
		deck.emulator.fault({ kind: "status", status: 503 });
		const failed = (): number => deck.emulator.requests.filter((request) => request.status === 503).length;
		for (let attempt = 1; attempt <= 4; attempt++) {
			await deck.host.systemDidWakeUp();
			// Each attempt is answered; the key keeps the value marked stale (drawn once: the same image is not resent).
			for (let waited = 0; failed() < attempt && waited < 4000; waited += 50) await settle(50);
			expect(failed()).toBe(attempt);
			await waitForFace(deck.host, keys[0], "night owl · 320 (stale)");
		}
		await settle(300);
		expect(failed()).toBe(4);
		expect(logLines(failing)).toHaveLength(before.failing + 1);
		expect(logLines(recovered)).toHaveLength(before.recovered);
		const warning = logLines(failing).at(-1) ?? "";
		expect(warning).toMatch(/WARN/);
		expect(warning).toContain("HTTP 503");
		expect(warning).toContain("GET /api/currency/***/get/night%20owl");

		deck.emulator.clearFaults();
		await deck.host.systemDidWakeUp();
		await waitForFace(deck.host, keys[0], "night owl · 320");
		await settle(300);
		expect(logLines(failing)).toHaveLength(before.failing + 1);
		expect(logLines(recovered)).toHaveLength(before.recovered + 1);
		expect(logLines(recovered).at(-1)).toContain("after 4 failed attempts: GET /api/currency/***/get/night%20owl");
		expectNoKeyInLog();
	});
});
