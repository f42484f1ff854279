import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { actionUuid } from "../../tools/deck";
import { pluginNodeVersion } from "../../tools/host/plugin-node";
import { requestDiagnostics } from "../support/diagnostics-request";
import { type IsolatedDeck, startIsolatedDeck } from "./isolated-deck";
import { waitForFeedback } from "./key-outcomes";
import { findSecrets } from "./secret-scan";

/** Distinctive runs inside each key: finding one anywhere is a leak. */
const TOKENS = { read: "Rd4Diag7731", write: "Wr8Diag5519" };
const READ_KEY = `R-diag/${TOKENS.read}?#`;
const WRITE_KEY = `W-diag%${TOKENS.write}& x`;
/** Balances that must never appear: one the emulator holds, one a press sets. */
const BALANCES = ["7431962", "8642097"];

let deck: IsolatedDeck;

beforeAll(async () => {
	deck = await startIsolatedDeck({ readKey: READ_KEY, writeKey: WRITE_KEY });
});

afterAll(async () => {
	await deck?.close();
});

/**
 * Presses keys one after the other, each once its previous press was answered.
 * @param contexts The keys.
 */
async function press(...contexts: string[]): Promise<void> {
	for (const context of contexts) {
		const since = deck.host.messages.length;
		await deck.host.press(context);
		expect(await waitForFeedback(deck.host, [context], since, 5000)).toEqual([]);
	}
}

describe("Copy diagnostics", () => {
	it("reports versions, the host and the last requests and failures, with keys as {R}/{W}, no key, no balance", async () => {
		const { host, emulator } = deck;
		emulator.state.findViewer("night owl")!.currency = Number(BALANCES[0]);
		const goal = await host.appear({ action: actionUuid("goal-add"), settings: { widgetId: "main", value: 1 } });
		const set = await host.appear({
			action: actionUuid("currency-set"),
			settings: { viewer: "StreamFan42", amount: BALANCES[1] },
		});
		await host.appear({ action: actionUuid("currency-balance"), settings: { viewer: "night owl" } });
		const top = await host.appear({ action: actionUuid("show-top"), settings: {} });
		await emulator.waitForRequests(2);
		await press(goal, set);
		emulator.fault({ kind: "status", status: 500, body: '{"success":false,"error_code":"spam_limit_exceeded"}' });
		await press(goal);
		emulator.clearFaults();
		const sent = emulator.requests.length;

		const diagnostics = await requestDiagnostics(deck.host, top);
		const text = JSON.stringify(diagnostics);
		expect(findSecrets("diagnostics", text, Object.values(TOKENS))).toEqual([]);
		for (const figure of BALANCES) expect(text).not.toContain(figure);

		expect(diagnostics.host).toBe(new URL(emulator.url).host);
		expect(diagnostics.pluginVersion).toMatch(/^\d+\.\d+/);
		expect(diagnostics.appVersion).not.toBe("");
		// The plugin runs on the Node the host was told to use (`npm run test:node24`: the app's Node 24).
		expect(diagnostics.node).toBe(pluginNodeVersion());
		expect(diagnostics.requests).toHaveLength(sent);
		const paths = diagnostics.requests.map((request) => `${request.method} ${request.path}`);
		expect(paths).toContain("GET /api/ranking/{R}/top/message/global/1");
		expect(paths).toContain("GET /api/currency/{W}/get/night%20owl");
		expect(paths).toContain("POST /api/currency/{W}/action/set/StreamFan42/{amount}");
		expect(paths.filter((path) => path === "POST /api/goals/{W}/actions/add/main/1")).toHaveLength(2);
		expect(diagnostics.requests.at(-1)).toMatchObject({ status: 500, kind: "rate-limited" });
		expect(diagnostics.failures).toEqual([
			expect.objectContaining({ key: expect.stringMatching(/^goal-add /), kind: "rate-limited", status: 500 }),
		]);

		// The plugin log has the same report, line by line, and no key either.
		const log = deck.logText();
		expect(log).toContain("Diagnostics: API host:");
		expect(log).toContain("/api/currency/{W}/action/set/StreamFan42/{amount} 200");
		expect(findSecrets("log", log, Object.values(TOKENS))).toEqual([]);
		for (const figure of BALANCES) expect(log).not.toContain(figure);
	});

	it("lists a display key whose background refresh failed among the failures per key", async () => {
		const { host, emulator } = deck;
		emulator.fault({ kind: "status", status: 503 });
		const key = await host.appear({ action: actionUuid("warnings"), settings: { viewer: "StreamFan42" } });
		const failed = (): boolean =>
			emulator.requests.some((request) => request.status === 503 && request.rawPath.includes("StreamFan42"));
		for (let waited = 0; waited < 5000 && !failed(); waited += 50) await new Promise((done) => setTimeout(done, 50));
		expect(failed()).toBe(true);
		emulator.clearFaults();
		// The emulator records its answer before the plugin has read it: ask until the plugin has, bounded.
		const listsWarnings = (failures: { key: string }[]): boolean =>
			failures.some((failure) => failure.key.startsWith("warnings "));
		let diagnostics = await requestDiagnostics(deck.host, key);
		for (let asked = 1; asked < 50 && !listsWarnings(diagnostics.failures); asked++) {
			await new Promise((done) => setTimeout(done, 100));
			diagnostics = await requestDiagnostics(deck.host, key);
		}
		expect(diagnostics.failures).toContainEqual(
			expect.objectContaining({ key: expect.stringMatching(/^warnings /), kind: "http", status: 503 }),
		);
	});

	it("keeps only the last 50 requests", async () => {
		const { host } = deck;
		const key = await host.appear({ action: actionUuid("goal-add"), settings: { widgetId: "main", value: 1 } });
		for (let round = 0; round < 60; round++) await press(key);
		const diagnostics = await requestDiagnostics(deck.host, key);
		expect(deck.emulator.requests.length).toBeGreaterThan(50);
		expect(diagnostics.requests).toHaveLength(50);
	});
});
