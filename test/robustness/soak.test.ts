import { afterAll, expect, it } from "vitest";

import { actionUuid } from "../../tools/deck";
import type { EmulatorState } from "../../tools/emulator/server";
import type { PluginMessage } from "../../tools/host/stream-deck-host";
import { stringField } from "../../tools/host/wire-message";
import { reasonOf } from "../e2e/deck";
import { type FaultCase, QUICK_FAULTS } from "./fault-catalog";
import { expectPluginHealthy, type IsolatedDeck, startIsolatedDeck } from "./isolated-deck";
import {
	type KeyOutcome,
	outcomesSince,
	pause,
	successSignalOf,
	waitForFeedback,
	waitForMessages,
} from "./key-outcomes";
import { median, residentKilobytes } from "./memory-sampler";
import { PRESS_ACTIONS, taggedPressKey, type TaggedPressKey } from "./press-key-catalog";
import { SeededRandom } from "./seeded-random";
import { PRESS_ORACLES } from "./settings-oracle";

/** Presses and dial turns in all; `npm run soak` asks for 10 000. */
const TOTAL = Number(process.env.SOAK_PRESSES ?? 1000);
const KEY_COUNT = 24;
const DIAL_COUNT = 6;
const FAULT_RATE = 0.1;
const SEED = 4242;

const SOAK_FAULTS: readonly FaultCase[] = [
	...QUICK_FAULTS,
	{ name: "slow answer (200 ms)", fault: { kind: "delay", ms: 200 }, reason: undefined },
];

/** One key or dial of the soak and what it went through. */
type SoakKey = {
	key: TaggedPressKey;
	context: string;
	dial: boolean;
	/** Gestures that ended in OK. */
	ok: number;
	/** Sum of the ticks of the dial turns that ended in OK. */
	ticksOk: number;
};

/** How a gesture ended. */
type Verdict = "alert" | "duplicated" | "lost" | "ok" | "wrong";

/** One gesture of a round. */
type Gesture = { soak: SoakKey; fault?: FaultCase; ticks: number };

let deck: IsolatedDeck | undefined;
afterAll(async () => {
	await deck?.close();
});

/**
 * What the server must hold for a key after its successful gestures, by its action's oracle: every success applied
 * once, nothing else.
 * @param soak The key.
 * @param state The emulator's state.
 * @returns `[expected, actual]`.
 */
function serverView(soak: SoakKey, state: EmulatorState): [unknown, unknown] {
	const oracle = PRESS_ORACLES[soak.key.slug];
	if (oracle === undefined) throw new Error(`settings-oracle.ts has no PRESS_ORACLES entry for ${soak.key.slug}`);
	return oracle.serverAfter(soak.dial ? soak.ticksOk : soak.ok, soak.key.settings, state);
}

/**
 * The median of each quarter of a series of memory samples, for the report.
 * @param samples Kilobytes, in order.
 * @returns E.g. `70/80/82/83`, in megabytes.
 */
function quarters(samples: readonly number[]): string {
	const size = Math.max(1, Math.floor(samples.length / 4));
	return [0, 1, 2, 3]
		.map((quarter) => samples.slice(quarter * size, quarter === 3 ? undefined : (quarter + 1) * size))
		.map((part) => (part.length > 0 ? Math.round(median(part) / 1024) : "-"))
		.join("/");
}

/**
 * Whether a message shows a failure's reason on a key (its alert face) or a dial (its touch strip status).
 * @param message A message from the plugin.
 * @param context The key or dial.
 * @param reason The reason.
 * @returns `true` when it does.
 */
function isReason(message: PluginMessage, context: string, reason: string): boolean {
	if (message.context !== context) return false;
	return (
		(message.event === "setImage" && reasonOf(stringField(message.payload, "image")) === reason) ||
		(message.event === "setFeedback" && message.payload?.status === reason)
	);
}

/**
 * Judges one gesture.
 * @param gesture The gesture.
 * @param outcome What the plugin sent for its key during the round.
 * @param requests How many requests of its key reached the server during the round.
 * @returns `ok`, `alert`, or what went wrong.
 */
function judge(gesture: Gesture, outcome: KeyOutcome, requests: number): Verdict {
	if (outcome.feedback.length === 0) return "lost";
	if (outcome.feedback.length > 1 || requests > 1) return "duplicated";
	if (requests === 0) return "lost";
	const reason = gesture.fault?.reason;
	if (reason === undefined)
		return outcome.feedback[0] === (gesture.soak.dial ? "feedbackOk" : successSignalOf(gesture.soak.key.slug))
			? "ok"
			: "wrong";
	const shown = gesture.soak.dial ? outcome.statuses.includes(reason) : outcome.reasons.includes(reason);
	return outcome.feedback[0] === "showAlert" && shown ? "alert" : "wrong";
}

it(
	`${TOTAL} presses and dial turns over ${KEY_COUNT + DIAL_COUNT} keys with ${FAULT_RATE * 100}% random faults: each accounted for by one OK or one alert, no crash, memory flat`,
	async () => {
		deck = await startIsolatedDeck();
		const { host, emulator } = deck;
		const keys: SoakKey[] = [];
		for (let index = 0; index < KEY_COUNT + DIAL_COUNT; index++) {
			const dial = index >= KEY_COUNT;
			const slug = dial
				? index % 2 === 0
					? "goal-add"
					: "streamathon-add-seconds"
				: PRESS_ACTIONS[index % PRESS_ACTIONS.length];
			const key = taggedPressKey(slug, `k${String(index).padStart(2, "0")}`);
			key.prepare(emulator.state);
			const context = await host.appear({
				action: actionUuid(slug),
				settings: key.settings,
				controller: dial ? "Encoder" : "Keypad",
			});
			keys.push({ key, context, dial, ok: 0, ticksOk: 0 });
		}
		const random = new SeededRandom(SEED);
		const tally = { presses: 0, turns: 0, faults: 0, ok: 0, alert: 0, lost: 0, duplicated: 0, wrong: 0 };
		const problems: string[] = [];
		const rss: number[] = [];

		for (let done = 0; done < TOTAL; ) {
			const gestures: Gesture[] = keys.slice(0, Math.min(keys.length, TOTAL - done)).map((soak) => ({
				soak,
				fault: random.chance(FAULT_RATE) ? random.pick(SOAK_FAULTS) : undefined,
				ticks: soak.dial ? random.pick([-3, -2, -1, 1, 2, 3]) : 0,
			}));
			for (const gesture of gestures) {
				if (gesture.fault) emulator.fault({ ...gesture.fault.fault!, match: gesture.soak.key.match, times: 1 });
			}
			const since = host.messages.length;
			const firstRequest = emulator.requests.length;
			await Promise.all(
				gestures.map((gesture) =>
					gesture.soak.dial ? host.dialRotate(gesture.soak.context, gesture.ticks) : host.press(gesture.soak.context),
				),
			);
			const active = gestures.map((gesture) => gesture.soak.context);
			await waitForFeedback(host, active, since, 8000);
			// The reason follows the alert: wait for it too before judging.
			await waitForMessages(
				host,
				gestures
					.filter((gesture) => gesture.fault?.reason !== undefined)
					.map((gesture) => (message) => isReason(message, gesture.soak.context, gesture.fault?.reason as string)),
				since,
				3000,
			);
			if (done + gestures.length >= TOTAL) await pause(500);
			const outcomes = outcomesSince(host, active, since);
			const roundRequests = emulator.requests.slice(firstRequest);
			for (const [index, gesture] of gestures.entries()) {
				const requests = roundRequests.filter((request) => request.rawPath.includes(gesture.soak.key.match)).length;
				const verdict = judge(gesture, outcomes[index], requests);
				tally[verdict]++;
				tally[gesture.soak.dial ? "turns" : "presses"]++;
				if (gesture.fault) tally.faults++;
				if (verdict === "ok") {
					gesture.soak.ok++;
					gesture.soak.ticksOk += gesture.ticks;
				}
				if (verdict !== "ok" && verdict !== "alert" && problems.length < 20) {
					problems.push(
						`${done + index}: ${gesture.soak.key.slug}${gesture.soak.dial ? " dial" : ""} under ${gesture.fault?.name ?? "no fault"}: ${verdict} (${JSON.stringify(outcomes[index].feedback)}, ${requests} requests)`,
					);
				}
			}
			emulator.clearFaults();
			const sample = residentKilobytes(host.pid);
			if (sample !== undefined) rss.push(sample);
			done += gestures.length;
		}

		// The first quarter is the plugin warming up (code compiled, pools and caches filled); the rest must be flat.
		const settled = rss.slice(Math.floor(rss.length / 4));
		const half = Math.floor(settled.length / 2);
		const firstHalf = median(settled.slice(0, half));
		const secondHalf = median(settled.slice(half));
		console.info(
			`soak: ${tally.presses} presses + ${tally.turns} dial turns, ${tally.faults} faults; ${tally.ok} OK, ${tally.alert} alerts, ${tally.lost} lost, ${tally.duplicated} duplicated, ${tally.wrong} wrong; plugin RSS median after warm-up ${Math.round(firstHalf / 1024)} MB (first half) → ${Math.round(secondHalf / 1024)} MB (second half), peak ${Math.round(Math.max(...rss) / 1024)} MB, by quarter ${quarters(rss)} MB`,
		);

		expect(problems).toEqual([]);
		expect(tally.ok + tally.alert).toBe(TOTAL);
		expect(tally.faults).toBeGreaterThan(0);
		const drift = keys
			.map((soak) => ({
				name: `${soak.key.slug}${soak.dial ? " dial" : ""} ${soak.key.match}`,
				view: serverView(soak, emulator.state),
			}))
			.filter(({ view }) => view[0] !== view[1]);
		expect(drift).toEqual([]);
		const lockStates = keys
			.filter((soak) => soak.key.slug.endsWith("-lock"))
			.filter((soak) => host.keys.get(soak.context)?.state !== soak.ok % 2);
		expect(lockStates.map((soak) => soak.key.match)).toEqual([]);
		expect(settled.length).toBeGreaterThan(1);
		expect(secondHalf).toBeLessThanOrEqual(firstHalf * 1.25 + 5 * 1024);
		expectPluginHealthy(deck);
	},
	60_000 + TOTAL * 40,
);
