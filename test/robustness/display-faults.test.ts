import { describe, it } from "vitest";

import { startEmulator } from "../../tools/emulator/server";
import { ALERT_MARK, PENDING_MARK } from "../e2e/deck";
import { specOf } from "../support/action-specs";
import { DISPLAY_ACTIONS, taggedDisplayKey, type TaggedDisplayKey, TOP_LISTS } from "./display-key-catalog";
import {
	appliesTo,
	EXTRA_FAULTS,
	type FaultCase,
	REQUIRED_FAULTS,
	retryAfterMs,
	SERVICE_REFUSALS,
	settingsUnder,
	withRefusingChannels,
} from "./fault-catalog";
import { expectPluginHealthy, READ_KEY, startIsolatedDeck, WRITE_KEY } from "./isolated-deck";
import { faceOf, facesOnceShown, outcomesSince, pause, waitForFeedback } from "./key-outcomes";

/** How `readFace` marks a key image whose value could not be refreshed. */
const STALE = " (stale)";
/** The display keys' refresh interval. */
const INTERVAL_MS = 5000;
/** How long the keys are watched after the press that meets the fault. */
const WINDOW_MS = 23_000;
/** Slack for two timestamps of the same clock around a timer. */
const SLACK_MS = 150;

const FAULTS: readonly FaultCase[] = [
	...[...REQUIRED_FAULTS, ...EXTRA_FAULTS].filter((fault) => fault.fault !== undefined),
	{
		name: "HTTP 429 with a Retry-After longer than the back-off",
		fault: { kind: "status", status: 429, headers: { "Retry-After": "15" } },
		reason: "Busy",
	},
];
const LASTING: FaultCase = { name: "HTTP 500 that lasts", fault: { kind: "status", status: 500 }, reason: "Error" };

/**
 * A display key under one fault; `refused` when the emulator refuses it by its own rules from its first read on
 * ({@link SERVICE_REFUSALS}), so that it never had a value.
 */
type Row = { fault: FaultCase; key: TaggedDisplayKey; context: string; lasting: boolean; refused: boolean };

/**
 * When a key that failed once should show a fresh value again, counted from the press, if the server is back at once:
 * the failure (10 s for "no answer"), then one back-off step (twice the interval) or the server's `Retry-After` when
 * longer.
 * @param fault The fault the press met.
 * @returns Milliseconds after the press.
 */
function recoveryExpectedWithin(fault: FaultCase): number {
	return (fault.slow ? 10_000 : 0) + Math.max(2 * INTERVAL_MS, retryAfterMs(fault));
}

describe("display actions under faults", () => {
	it.concurrent(
		"keep the last value marked stale (a key refused from its first read, the reason alone), alert with the reason on a press, back off without a storm, and recover by themselves",
		async ({ expect }) => {
			const deck = await startIsolatedDeck({ globalSettings: (emulator) => withRefusingChannels(emulator) });
			try {
				const rows: Row[] = [];
				for (const [index, fault] of [...FAULTS, LASTING, ...SERVICE_REFUSALS].entries()) {
					for (const slug of DISPLAY_ACTIONS.filter((action) => appliesTo(fault, specOf(action).endpoint))) {
						// There are fewer top lists than faults: Show Top shares the code path, so it takes the first ones.
						if (slug === "show-top" && index >= TOP_LISTS.length) continue;
						const key = taggedDisplayKey(slug, index);
						const settings = settingsUnder(fault, key, deck.emulator.state);
						const context = await deck.host.appear({ action: `com.channel.companion.${slug}`, settings });
						const refused = fault.fault === undefined;
						rows.push({ fault, key, context, lasting: fault === LASTING, refused });
					}
				}
				const contexts = rows.map((row) => row.context);
				const good = await facesOnceShown(deck.host, contexts);
				expect(good.filter((face) => face === undefined || face.endsWith(STALE))).toEqual([]);

				for (const row of rows) if (row.fault.fault) deck.emulator.fault({ ...row.fault.fault, match: row.key.match });
				const since = deck.host.messages.length;
				const pressedAt = Date.now();
				await Promise.all(contexts.map((context) => deck.host.press(context)));
				const quick = rows.filter((row) => !row.fault.slow && row.fault.reason !== undefined);
				// Every quick fault must have met its press before the server comes back: wait for their alerts, bounded
				// generously for a loaded machine (the wait ends as soon as the last alert arrives).
				await waitForFeedback(
					deck.host,
					quick.map((row) => row.context),
					since,
					15_000,
				);
				// The server is back, except for the fault that lasts.
				deck.emulator.clearFaults();
				for (const row of rows.filter((candidate) => candidate.lasting)) {
					deck.emulator.fault({ ...row.fault.fault!, match: row.key.match });
				}
				await pause(pressedAt + WINDOW_MS - Date.now());
				const windowEnd = Date.now();

				const outcomes = outcomesSince(deck.host, contexts, since);
				const whole = outcomesSince(deck.host, contexts, 0);
				const problems: string[] = [];
				for (const [index, row] of rows.entries()) {
					const name = `${row.fault.name}/${row.key.slug}`;
					const value = good[index] as string;
					const outcome = outcomes[index];
					const final = faceOf(deck.host, row.context);
					const after = deck.emulator.requests
						.filter((request) => request.rawPath.includes(row.key.match) && request.at >= pressedAt)
						.map((request) => request.at);
					const fails = row.fault.reason !== undefined;
					if (after.length === 0) {
						problems.push(`${name}: the press sent no request`);
						continue;
					}
					// No storm: never more requests than a plain 5 s poll would make.
					if (after.length > 1 + Math.ceil(WINDOW_MS / INTERVAL_MS)) problems.push(`${name}: ${after.length} requests`);
					if (!fails) {
						// A refresh that finds the same value answers with the check mark; a new value is its own answer.
						const feedback = outcome.feedback.join();
						if (feedback !== "" && feedback !== "showOk") problems.push(`${name}: feedback ${feedback}`);
						if (outcome.faces.some((face) => face?.endsWith(STALE))) problems.push(`${name}: marked stale`);
						if (final !== value) problems.push(`${name}: shows ${JSON.stringify(final)}`);
						continue;
					}
					if (outcome.feedback.join() !== "showAlert") problems.push(`${name}: feedback ${outcome.feedback.join()}`);
					if (outcome.reasons[0] !== row.fault.reason)
						problems.push(`${name}: reasons ${JSON.stringify(outcome.reasons)}`);
					// The first read after a failure waits one back-off step, or as long as the server asked when longer.
					const waitMs = Math.max(2 * INTERVAL_MS, retryAfterMs(row.fault));
					const firstGap = (after[1] ?? windowEnd) - after[0];
					if (after.length > 1 && firstGap < waitMs - SLACK_MS)
						problems.push(`${name}: polled again after ${firstGap} ms`);
					if (row.refused) {
						// It never had a value: the reason alone, on the alert face, all along, and no title carries it.
						const reasonFace = `${ALERT_MARK} ${row.fault.reason}`;
						if (value !== reasonFace || final !== reasonFace) problems.push(`${name}: ${value}, then ${final}`);
						const titles = whole[index].titles;
						if (titles.includes(row.fault.reason) || deck.host.keys.get(row.context)?.title !== undefined)
							problems.push(`${name}: titles ${JSON.stringify(titles)}`);
						continue;
					}
					// The stale value is what the key shows under the alert face; drawn within a tenth of a second of the alert
					// face, it is merged into it (at most 10 images a second) and shows once the reason goes.
					// A slow answer's pending sign comes before the alert: it is not what the key shows beneath it.
					// When the pending sign goes, the key shows its own face again until the failure marks it stale: on a busy
					// machine that face is not merged into the next one, so a leading unchanged value is not what lies beneath.
					const beneath = outcome.faces
						.filter((face) => !face?.startsWith(ALERT_MARK) && !face?.startsWith(PENDING_MARK))
						.filter((face, at, all) => !(face === value && all.slice(0, at).every((before) => before === value)));
					if (beneath[0] !== `${value}${STALE}`) problems.push(`${name}: faces ${JSON.stringify(outcome.faces)}`);
					if (row.lasting) {
						// A second gap still open when the window ends is only known to be at least that long: not a shrink.
						const secondGap = (after[2] ?? windowEnd) - after[1];
						if (after.length < 2 || (after.length > 2 && secondGap <= firstGap)) {
							problems.push(`${name}: gaps ${firstGap} ms then ${secondGap} ms do not grow`);
						}
						if (final !== `${value}${STALE}`) problems.push(`${name}: shows ${JSON.stringify(final)}`);
					} else if (recoveryExpectedWithin(row.fault) <= WINDOW_MS - 1500) {
						if (final !== value) problems.push(`${name}: did not recover by itself, shows ${JSON.stringify(final)}`);
					} else if (final !== `${value}${STALE}`) {
						problems.push(`${name}: shows ${JSON.stringify(final)} though the server asked to wait`);
					}
				}
				expect(problems).toEqual([]);
				expectPluginHealthy(deck);
			} finally {
				await deck.close();
			}
		},
		60_000,
	);

	it.concurrent(
		"when the connection is refused the values go stale and come back by themselves once the server listens again",
		async ({ expect }) => {
			const deck = await startIsolatedDeck();
			try {
				const keys = DISPLAY_ACTIONS.map((slug) => taggedDisplayKey(slug, 0));
				const contexts: string[] = [];
				for (const key of keys) {
					key.prepare(deck.emulator.state);
					contexts.push(
						await deck.host.appear({ action: `com.channel.companion.${key.slug}`, settings: key.settings }),
					);
				}
				const good = await facesOnceShown(deck.host, contexts);
				expect(good.every((face) => face !== undefined && !face.endsWith(STALE))).toBe(true);

				// The server goes away: its port now refuses connections.
				const port = deck.emulator.port;
				await deck.emulator.close();
				const since = deck.host.messages.length;
				await deck.host.press(contexts[1]);
				await waitForFeedback(deck.host, [contexts[1]], since, 4000);
				// The reason's face follows the alert within a tenth of a second (at most 10 images a second): wait for it,
				// bounded, as a busy machine may take longer.
				let [pressed] = outcomesSince(deck.host, [contexts[1]], since);
				for (let waited = 0; pressed.reasons.length === 0 && waited < 4000; waited += 100) {
					await pause(100);
					[pressed] = outcomesSince(deck.host, [contexts[1]], since);
				}
				expect(pressed.feedback).toEqual(["showAlert"]);
				expect(pressed.reasons[0]).toBe("Offline");
				let stale: (string | undefined)[] = [];
				for (let waited = 0; waited < INTERVAL_MS + 3000; waited += 250) {
					stale = contexts.map((context) => faceOf(deck.host, context));
					if (stale.every((face, index) => face === `${good[index]}${STALE}`)) break;
					await pause(250);
				}
				expect(stale).toEqual(good.map((face) => `${face}${STALE}`));

				const server = await startEmulator({ port, readKey: READ_KEY, writeKey: WRITE_KEY });
				try {
					for (const key of keys) key.prepare(server.state);
					const back = Date.now();
					let faces: (string | undefined)[] = [];
					for (let waited = 0; waited < 25_000; waited += 250) {
						faces = contexts.map((context) => faceOf(deck.host, context));
						if (faces.every((face, index) => face === good[index])) break;
						await pause(250);
					}
					expect(faces).toEqual(good);
					// No storm: at most what a plain 5 s poll of each key would have sent meanwhile.
					const polls = 1 + Math.ceil((Date.now() - back) / INTERVAL_MS);
					expect(server.requests.length).toBeLessThanOrEqual(contexts.length * polls);
				} finally {
					await server.close();
				}
				expectPluginHealthy(deck);
			} finally {
				await deck.close();
			}
		},
		60_000,
	);

	it.concurrent(
		"waits that overflow a timer do not turn into a request storm",
		async ({ expect }) => {
			const deck = await startIsolatedDeck();
			try {
				const keys = [0, 1].map((index) => taggedDisplayKey("warnings", index));
				for (const key of keys) key.prepare(deck.emulator.state);
				// About 35 days between refreshes, more than a 32-bit millisecond timer holds.
				const slow = await deck.host.appear({
					action: "com.channel.companion.warnings",
					settings: { ...keys[0].settings, refreshSeconds: 3_000_000 },
				});
				// A server that asks for the same wait.
				const limited = await deck.host.appear({
					action: "com.channel.companion.warnings",
					settings: keys[1].settings,
				});
				await facesOnceShown(deck.host, [slow, limited]);
				deck.emulator.fault({
					kind: "status",
					status: 429,
					headers: { "Retry-After": "3000000" },
					match: keys[1].match,
					times: 1,
				});
				await deck.host.press(limited);
				await pause(3000);
				const count = (match: string): number =>
					deck.emulator.requests.filter((request) => request.rawPath.includes(match)).length;
				expect({ refreshSeconds: count(keys[0].match), retryAfter: count(keys[1].match) }).toEqual({
					refreshSeconds: 1,
					retryAfter: 2,
				});
				expectPluginHealthy(deck);
			} finally {
				await deck.close();
			}
		},
		30_000,
	);
});
