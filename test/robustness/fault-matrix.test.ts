import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { actionUuid } from "../../tools/deck";
import { closedLoopbackPort } from "../../tools/host/ports";
import { stringField } from "../../tools/host/wire-message";
import { readFace, reasonOf } from "../e2e/deck";
import { specOf } from "../support/action-specs";
import {
	appliesTo,
	EXTRA_FAULTS,
	type FaultCase,
	REQUIRED_FAULTS,
	SERVICE_REFUSALS,
	settingsUnder,
	withRefusingChannels,
} from "./fault-catalog";
import { expectPluginHealthy, type IsolatedDeck, READ_KEY, startIsolatedDeck, WRITE_KEY } from "./isolated-deck";
import { clearKeys, type KeyOutcome, pause, pressAll, successSignalOf } from "./key-outcomes";
import { PRESS_ACTIONS, taggedPressKey, type TaggedPressKey } from "./press-key-catalog";

/** One key of the matrix: an action under a fault. */
type Cell = { fault: FaultCase; key: TaggedPressKey; context: string };

/**
 * The press actions a case is about.
 * @param fault The case.
 * @returns The actions, in the plugin's order.
 */
function actionsUnder(fault: FaultCase): string[] {
	return PRESS_ACTIONS.filter((slug) => appliesTo(fault, specOf(slug).endpoint));
}

/** What the server does wrong: injected faults, and refusals the emulator makes by its own rules about a press action. */
const SERVER_FAULTS = [
	...[...REQUIRED_FAULTS, ...EXTRA_FAULTS].filter((fault) => fault.fault !== undefined),
	...SERVICE_REFUSALS,
].filter((fault) => actionsUnder(fault).length > 0);
const REFUSED = REQUIRED_FAULTS.find((fault) => fault.name === "connection refused") as FaultCase;

let deck: IsolatedDeck;
const cells: Cell[] = [];
let faulted: Map<string, KeyOutcome>;
/** What each key showed before its press, by context. */
const imagesBefore = new Map<string, string | undefined>();

/**
 * Requests the emulator received for a key.
 * @param cell The key.
 * @param from Index into the emulator's requests to start at.
 * @returns The requests.
 */
function requestsOf(cell: Cell, from = 0): { method: string; rawPath: string }[] {
	return deck.emulator.requests.slice(from).filter((request) => request.rawPath.includes(cell.key.match));
}

/**
 * What an alert face shows besides the reason, in words: the alert face is the reason alone, under the sign's `!`,
 * with no picture of the action behind it.
 * @param outcome What the plugin sent for a key that alerted.
 * @returns Problems; empty for a clean face.
 */
function clutterOf(outcome: KeyOutcome): string[] {
	const image = outcome.messages
		.map((m) => stringField(m.payload, "image"))
		.find((face) => reasonOf(face) !== undefined);
	const svg = decodeURIComponent((image ?? "").replace(/^data:image\/svg\+xml;charset=utf8,/, ""));
	const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
	const problems =
		texts.join() === ["!", outcome.reasons[0]].join() ? [] : [`alert face texts ${JSON.stringify(texts)}`];
	return /<image|href=/.test(svg) ? [...problems, "a picture on the alert face"] : problems;
}

/**
 * What is wrong with one key's press under a fault, in words.
 * @param cell The key.
 * @param outcome What the plugin sent for it.
 * @returns Problems; empty when the press behaved.
 */
function problemsOf(cell: Cell, outcome: KeyOutcome): string[] {
	const problems: string[] = [];
	const expected = cell.fault.reason === undefined ? [successSignalOf(cell.key.slug)] : ["showAlert"];
	if (outcome.feedback.join() !== expected.join()) problems.push(`feedback ${JSON.stringify(outcome.feedback)}`);
	if (cell.fault.reason !== undefined && outcome.reasons[0] !== cell.fault.reason) {
		problems.push(`reason ${JSON.stringify(outcome.reasons[0])} instead of ${cell.fault.reason}`);
	}
	// The alert face alone: the reason drawn large in the image, no title over it.
	if (cell.fault.reason !== undefined && outcome.titles[0] !== "") {
		problems.push(`title ${JSON.stringify(outcome.titles[0])} over the alert`);
	}
	if (cell.fault.reason !== undefined) problems.push(...clutterOf(outcome));
	const sent = requestsOf(cell);
	if (sent.length !== 1 || sent[0].method !== "POST") problems.push(`${sent.length} requests`);
	const state = deck.host.keys.get(cell.context)?.state;
	if (cell.fault.reason !== undefined && state !== 0) problems.push(`key state ${state} after a failed press`);
	return problems.map((problem) => `${cell.key.slug}: ${problem}`);
}

beforeAll(async () => {
	deck = await startIsolatedDeck({ globalSettings: (emulator) => withRefusingChannels(emulator) });
	for (const [index, fault] of SERVER_FAULTS.entries()) {
		for (const slug of actionsUnder(fault)) {
			const key = taggedPressKey(slug, `f${String(index).padStart(2, "0")}`);
			const settings = settingsUnder(fault, key, deck.emulator.state);
			if (fault.fault) deck.emulator.fault({ ...fault.fault, match: key.match });
			const context = await deck.host.appear({ action: actionUuid(slug), settings });
			cells.push({ fault, key, context });
		}
	}
	// The faces the keys drew on appearing: every key has drawn one (a busy machine may take a while to start), then
	// no message for a moment, so that the last of each has come (bounded).
	await vi.waitFor(
		() => {
			const bare = cells.filter((cell) => deck.host.keys.get(cell.context)?.image === undefined);
			if (bare.length > 0) throw new Error(`${bare.length} keys have drawn no face yet`);
		},
		{ timeout: 30_000, interval: 100 },
	);
	for (let waited = 0, seen = -1; waited < 5000 && seen !== deck.host.messages.length; waited += 300) {
		seen = deck.host.messages.length;
		await pause(300);
	}
	for (const cell of cells) imagesBefore.set(cell.context, deck.host.keys.get(cell.context)?.image);
	// Every key under its own fault, all pressed at once: the "no answer" ones take the 10 s timeout together.
	const outcomes = await pressAll(
		deck.host,
		cells.map((cell) => cell.context),
		{ timeoutMs: 13_000, settleMs: 600 },
	);
	faulted = new Map(outcomes.map((outcome) => [outcome.context, outcome]));
}, 60_000);

afterAll(async () => {
	await deck?.close();
});

describe("every press action against every fault: one request, one alert with the right reason", () => {
	for (const fault of SERVER_FAULTS) {
		const expectation = fault.reason === undefined ? "OK" : fault.reason;
		it(`${fault.name} → ${expectation}`, () => {
			const problems = cells
				.filter((cell) => cell.fault === fault)
				.flatMap((cell) => problemsOf(cell, faulted.get(cell.context) as KeyOutcome));
			expect(problems).toEqual([]);
			expect(cells.filter((cell) => cell.fault === fault)).toHaveLength(actionsUnder(fault).length);
		});
	}

	it("every request belongs to exactly one key", () => {
		const owners = deck.emulator.requests.map(
			(request) => cells.filter((cell) => request.rawPath.includes(cell.key.match)).length,
		);
		expect(owners.filter((count) => count !== 1)).toEqual([]);
		expect(deck.emulator.requests).toHaveLength(cells.length);
	});

	it("each key shows what it showed before once the reason has been up for a moment", async () => {
		await pause(2300);
		const stuck = cells.filter((cell) => deck.host.keys.get(cell.context)?.title !== undefined);
		expect(stuck.map((cell) => `${cell.fault.name}/${cell.key.slug}`)).toEqual([]);
		// A lock key whose press went through shows the new state it now knows; every other key what it showed before.
		const changed = cells.filter(
			(cell) =>
				!(cell.fault.reason === undefined && cell.key.slug.endsWith("-lock")) &&
				deck.host.keys.get(cell.context)?.image !== imagesBefore.get(cell.context),
		);
		const faceOf = (image: string | undefined): string => readFace(image) ?? "the manifest's image";
		expect(
			changed.map(
				(cell) =>
					`${cell.fault.name}/${cell.key.slug}: ${faceOf(imagesBefore.get(cell.context))} → ${faceOf(deck.host.keys.get(cell.context)?.image)}`,
			),
		).toEqual([]);
	});

	it("every failed press is logged under its action's name with the request it sent, the API key masked", () => {
		const lines = deck.logText().split("\n");
		// The API's refusal for want of funds is about the viewer's balance: its line names no request.
		const unlogged = cells
			.filter((cell) => cell.fault.reason !== undefined && cell.fault.reason !== "Funds")
			.filter((cell) => {
				const failed = `${specOf(cell.key.slug).name} failed: `;
				return !lines.some((line) => line.includes(failed) && line.includes("/***/") && line.includes(cell.key.match));
			});
		expect(unlogged.map((cell) => `${cell.fault.name}/${cell.key.slug}`)).toEqual([]);
	});

	it("once the server is back and the user has fixed what was missing, the next press of every key works, again with one request each", async () => {
		deck.emulator.clearFaults();
		for (const cell of cells) if (cell.fault.missing) cell.key.prepare(deck.emulator.state);
		await deck.host.setGlobalSettings(withRefusingChannels(deck.emulator, true));
		const before = deck.emulator.requests.length;
		const outcomes = await pressAll(
			deck.host,
			cells.map((cell) => cell.context),
			{ timeoutMs: 8000, settleMs: 400 },
		);
		const failed = outcomes
			.map((outcome, index) => ({ outcome, cell: cells[index] }))
			.filter(
				({ outcome, cell }) =>
					outcome.feedback.join() !== successSignalOf(cell.key.slug) || requestsOf(cell, before).length !== 1,
			)
			.map(({ outcome, cell }) => `${cell.fault.name}/${cell.key.slug}: ${JSON.stringify(outcome.feedback)}`);
		expect(failed).toEqual([]);
		const locks = cells.filter((cell) => cell.key.slug.endsWith("-lock"));
		// A lock that failed stayed unlocked, so this press locked it; the one that succeeded before now unlocked it.
		const wrongState = locks.filter(
			(cell) => deck.host.keys.get(cell.context)?.state !== (cell.fault.reason === undefined ? 0 : 1),
		);
		expect(wrongState.map((cell) => `${cell.fault.name}/${cell.key.slug}`)).toEqual([]);
		await clearKeys(deck.host);
	});

	it(`${REFUSED.name} → ${REFUSED.reason}, nothing reaches the server, and the next press works once it is back`, async () => {
		deck.emulator.reset();
		const keys = PRESS_ACTIONS.map((slug) => taggedPressKey(slug, "ref"));
		const contexts: string[] = [];
		for (const key of keys) {
			key.prepare(deck.emulator.state);
			contexts.push(await deck.host.appear({ action: actionUuid(key.slug), settings: key.settings }));
		}
		const port = await closedLoopbackPort();
		await deck.host.setGlobalSettings({ baseUrl: `http://127.0.0.1:${port}`, readKey: READ_KEY, writeKey: WRITE_KEY });
		const refused = await pressAll(deck.host, contexts);
		expect(refused.map((outcome) => outcome.feedback.join())).toEqual(contexts.map(() => "showAlert"));
		expect(refused.map((outcome) => outcome.reasons[0])).toEqual(contexts.map(() => REFUSED.reason));
		expect(deck.emulator.requests).toHaveLength(0);

		await deck.host.setGlobalSettings({ baseUrl: deck.emulator.url, readKey: READ_KEY, writeKey: WRITE_KEY });
		const back = await pressAll(deck.host, contexts);
		expect(back.map((outcome) => outcome.feedback.join())).toEqual(keys.map((key) => successSignalOf(key.slug)));
		expect(deck.emulator.requests).toHaveLength(contexts.length);
		await clearKeys(deck.host);
	});

	it("the plugin never crashed, never hit an unhandled rejection and logged no unexpected error", () => {
		expectPluginHealthy(deck);
	});
});
