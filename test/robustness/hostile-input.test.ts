import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { actionUuid } from "../../tools/deck";
import type { ReceivedRequest } from "../../tools/emulator/server";
import { DISPLAY_ACTIONS } from "./display-key-catalog";
import { type GeneratedSettings, generateHostileSettings } from "./hostile-settings";
import { expectPluginHealthy, type IsolatedDeck, READ_KEY, startIsolatedDeck, WRITE_KEY } from "./isolated-deck";
import { clearKeys, type KeyOutcome, outcomesSince, pause, waitForFeedback, waitForReasons } from "./key-outcomes";
import { PRESS_ACTIONS } from "./press-key-catalog";
import { describeRequest, isLoose, requestMatches } from "./request-matching";
import { type Expectation, expectationFor } from "./settings-oracle";

/** How many settings objects are tried for each action. */
const CASES_PER_ACTION = 100;
/** Keys placed and pressed at once. */
const BATCH_SIZE = 80;
const SEED = 20_251_122;

const SLUGS: readonly string[] = [...PRESS_ACTIONS, ...DISPLAY_ACTIONS];
const DISPLAY = new Set<string>(DISPLAY_ACTIONS);

/** One generated key and what it must do. */
type Case = GeneratedSettings & { expectation: Expectation };

const cases: Case[] = generateHostileSettings(SLUGS, CASES_PER_ACTION, SEED).map((input) => ({
	...input,
	expectation: expectationFor(input.slug, input.settings, { readKey: READ_KEY, writeKey: WRITE_KEY }),
}));

let deck: IsolatedDeck;
const problems: string[] = [];
const tally = { pressed: 0, requests: 0, refused: 0, undecided: 0, requestsReceived: 0 };

/**
 * Waits until the emulator has answered every request and none arrived for three rounds in a row (bounded): a key
 * moving its 0.1 API key into a channel reads again only after a round trip to the app, which a loaded machine may
 * take longer than one round to make, and that read belongs to this batch.
 */
async function quiet(): Promise<void> {
	let seen = -1;
	let idleRounds = 0;
	for (let round = 0; round < 80; round++) {
		const answered = deck.emulator.requests.every((request) => request.status !== undefined);
		idleRounds = answered && seen === deck.emulator.requests.length ? idleRounds + 1 : 0;
		if (idleRounds === 3) return;
		seen = deck.emulator.requests.length;
		await pause(120);
	}
}

/**
 * Checks one key's outcome against its expectation, taking the requests it explains out of the pool.
 * @param item The key's case.
 * @param outcome What the plugin sent for the key.
 * @param pool Requests of the batch not yet explained.
 * @param batchRequests Every request of the batch.
 * @param sharing How many display keys of the batch show the same thing as this one (itself included).
 * @returns Problems, in words.
 */
function judge(
	item: Case,
	outcome: KeyOutcome,
	pool: Set<ReceivedRequest>,
	batchRequests: readonly ReceivedRequest[],
	sharing: number,
): string[] {
	const label = `${item.slug} ${JSON.stringify(item.settings).slice(0, 160)}`;
	outcome = withoutFollowedState(item, outcome, batchRequests);
	const display = DISPLAY.has(item.slug);
	const { expectation } = item;
	const reasons = expectation.kind === "refuse" ? (expectation.reasons ?? ["Setup"]) : ["Setup"];
	const refusedProperly = outcome.feedback.join() === "showAlert" && reasons.includes(outcome.reasons[0]);
	const got = `${JSON.stringify(outcome.feedback)} ${JSON.stringify(outcome.reasons.slice(0, 1))}`;
	if (expectation.kind === "refuse") {
		return refusedProperly ? [] : [`${label}: expected a ${reasons.join("/")} alert (${expectation.why}), got ${got}`];
	}
	// Display keys that show the same thing share their polls, so they share their requests too.
	const candidates = display ? batchRequests : [...pool];
	const matching = candidates.filter((request) => requestMatches(expectation.request, request));
	const taken = display ? matching : matching.slice(0, 1);
	for (const request of taken) pool.delete(request);
	if (taken.length === 0) {
		if (expectation.kind === "either" && refusedProperly) return [];
		return [`${label}: the expected request never arrived intact; got ${got}`];
	}
	if (display) {
		// At most one fetch when the key appears and one for the press, per key that shows the same thing; a key that
		// still holds a 0.1 key reads once more when it moves into its channel (once in its life), under that channel.
		const moving = typeof item.settings.apiKey === "string" && item.settings.apiKey.trim() !== "" ? sharing : 0;
		if (taken.length > 2 * sharing + moving) return [`${label}: ${taken.length} requests for ${sharing} keys`];
		// A refresh that finds the same value answers with the check mark; a new value is its own answer.
		if (outcome.feedback.some((event) => event !== "showAlert" && event !== "showOk") || outcome.feedback.length > 1) {
			return [`${label}: feedback ${JSON.stringify(outcome.feedback)}`];
		}
		return [];
	}
	return outcome.feedback.length === 1 ? [] : [`${label}: feedback ${JSON.stringify(outcome.feedback)}`];
}

/** The API's name of the family each lock action locks, as its requests' second path segment. */
const LOCK_FAMILIES: Readonly<Record<string, string>> = { "goal-lock": "goals", "streamathon-lock": "streamathon" };

/**
 * Leaves out of a lock key's feedback the one new state that another key of its batch caused: every lock key of a
 * widget's family follows an accepted lock or unlock of `all` (the contract's one lock state per widget), which is no
 * answer to its own press.
 * @param item The key's case.
 * @param outcome What the plugin sent for it.
 * @param batchRequests Every request of the batch.
 * @returns The outcome, with a followed state left out when there is one beside its own answer.
 */
function withoutFollowedState(item: Case, outcome: KeyOutcome, batchRequests: readonly ReceivedRequest[]): KeyOutcome {
	const family = LOCK_FAMILIES[item.slug];
	const followsAll = batchRequests.some(
		(request) =>
			request.segments[1] === family &&
			(request.segments[4] === "lock" || request.segments[4] === "unlock") &&
			request.segments[5] === "all",
	);
	const followed = outcome.feedback.indexOf("setState");
	if (family === undefined || !followsAll || followed < 0 || outcome.feedback.length < 2) return outcome;
	return { ...outcome, feedback: outcome.feedback.filter((_, index) => index !== followed) };
}

/**
 * Places a batch of keys, presses them all at once and judges every key.
 * @param batch The keys' cases.
 */
async function runBatch(batch: Case[]): Promise<void> {
	const firstRequest = deck.emulator.requests.length;
	const contexts: string[] = [];
	for (const item of batch) {
		contexts.push(await deck.host.appear({ action: actionUuid(item.slug), settings: item.settings }));
	}
	await quiet();
	const since = deck.host.messages.length;
	await Promise.all(contexts.map((context) => deck.host.press(context)));
	// Press keys always answer; display keys answer only when they fail.
	const answering = contexts.filter(
		(_, index) => !DISPLAY.has(batch[index].slug) || batch[index].expectation.kind === "refuse",
	);
	await waitForFeedback(deck.host, answering, since, 8000);
	await waitForReasons(deck.host, answering, since, 4000);
	await quiet();
	await pause(100);
	const outcomes = outcomesSince(deck.host, contexts, since);
	const batchRequests = deck.emulator.requests.slice(firstRequest);
	const pool = new Set(batchRequests);
	tally.requestsReceived += pool.size;
	// What a display key shows, as the poll it shares: a top list without its LIMIT (its keys share one read).
	const shown = batch.map((item) => {
		if (!DISPLAY.has(item.slug) || item.expectation.kind === "refuse") return "";
		const { request } = item.expectation;
		const segments = request.atLeast === undefined ? request.segments : request.segments.slice(0, request.atLeast);
		return JSON.stringify({ ...request, segments });
	});
	// Exact expectations first, then loose ones, then those the contract leaves open.
	const order = batch
		.map((item, index) => ({ item, index }))
		.sort((a, b) => rank(a.item.expectation) - rank(b.item.expectation));
	for (const { item, index } of order) {
		const sharing = shown.filter((request) => request !== "" && request === shown[index]).length;
		problems.push(...judge(item, outcomes[index], pool, batchRequests, sharing));
		tally.pressed++;
		if (item.expectation.kind === "request") tally.requests++;
		else if (item.expectation.kind === "refuse") tally.refused++;
		else tally.undecided++;
	}
	for (const request of pool) problems.push(`unexpected request ${describeRequest(request)}`);
	await clearKeys(deck.host);
}

/**
 * Orders expectations for matching.
 * @param expectation An expectation.
 * @returns 0 for exact requests, 1 for loose ones, 2 for undecided ones, 3 for refusals.
 */
function rank(expectation: Expectation): number {
	if (expectation.kind === "refuse") return 3;
	if (expectation.kind === "either") return 2;
	return isLoose(expectation.request) ? 1 : 0;
}

beforeAll(async () => {
	deck = await startIsolatedDeck();
	for (let start = 0; start < cases.length; start += BATCH_SIZE) {
		await runBatch(cases.slice(start, start + BATCH_SIZE));
	}
	console.info(
		`hostile input: ${tally.pressed} settings pressed (${tally.requests} must send a request, ${tally.refused} must be refused, ${tally.undecided} either), ${tally.requestsReceived} requests received, ${problems.length} problems`,
	);
}, 110_000);

afterAll(async () => {
	await deck?.close();
});

describe(`hostile settings (${CASES_PER_ACTION} generated per action, each action seeded by its slug from ${SEED})`, () => {
	it("cover every action, with both valid and invalid settings", () => {
		for (const slug of SLUGS) {
			const kinds = new Set(cases.filter((item) => item.slug === slug).map((item) => item.expectation.kind));
			expect([slug, kinds.has("request"), kinds.has("refuse")]).toEqual([slug, true, true]);
		}
		expect(tally.pressed).toBe(CASES_PER_ACTION * SLUGS.length);
	});

	it("each press sends exactly the intended request, every segment intact, or nothing and a Setup (or Hold) alert", () => {
		expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
	});

	it("the plugin never crashed, never hit an unhandled rejection and logged no unexpected error", () => {
		expectPluginHealthy(deck);
	});
});
