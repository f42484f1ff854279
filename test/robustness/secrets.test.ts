import type { JsonObject } from "@elgato/utils";
import { lookup } from "node:dns/promises";
import { hostname } from "node:os";
import { describe, type ExpectStatic, it } from "vitest";

import { actionUuid } from "../../tools/deck";
import { type FaultBehaviour, startEmulator } from "../../tools/emulator/server";
import { closedLoopbackPort } from "../../tools/host/ports";
import { PropertyInspectorClient } from "../../tools/host/property-inspector-client";
import { DISPLAY_ACTIONS, taggedDisplayKey } from "./display-key-catalog";
import { startEchoServer } from "./echo-server";
import { expectPluginHealthy, type IsolatedDeck, startIsolatedDeck } from "./isolated-deck";
import { clearKeys, pause, pressAll } from "./key-outcomes";
import { PRESS_ACTIONS, taggedPressKey } from "./press-key-catalog";
import { findSecrets, withoutKeyFields } from "./secret-scan";

/** Distinctive runs inside each key: finding one anywhere is a leak. */
const TOKENS = {
	read: "Rk7Secret3141",
	write: "Wk9Secret2718",
	action: "Ak5Secret1618",
	probe: "Pk3Secret5772",
};
const READ_KEY = `R-sec/${TOKENS.read}?#`;
const WRITE_KEY = `W-sec%${TOKENS.write}& x`;
const ACTION_KEY = `  A-sec/${TOKENS.action}  `;
const PROBE_KEY = `P-sec?${TOKENS.probe}`;
const ALL_TOKENS = Object.values(TOKENS);
const GOAL_ADD = actionUuid("goal-add");

/** Every key, raw and percent-encoded. */
const ALL_KEYS_TEXT = [READ_KEY, WRITE_KEY, ACTION_KEY.trim(), PROBE_KEY]
	.flatMap((key) => [key, encodeURIComponent(key)])
	.join(" | ");

/** Error answers that carry every key of the channel, not only the one the request used. */
const OTHER_KEY_FAULTS: readonly FaultBehaviour[] = [
	{
		kind: "status",
		status: 500,
		body: JSON.stringify({ success: false, code: 500, error_code: `boom ${ALL_KEYS_TEXT}` }),
	},
	{
		kind: "status",
		status: 403,
		body: JSON.stringify({ success: false, code: 403, error_code: `bad ${ALL_KEYS_TEXT}` }),
	},
	{
		kind: "status",
		status: 502,
		contentType: "text/html",
		body: `<html><body>upstream: ${ALL_KEYS_TEXT}</body></html>`,
	},
	{ kind: "success-false", errorCode: `nope ${ALL_KEYS_TEXT}` },
	{
		kind: "status",
		status: 200,
		body: JSON.stringify({ success: true, code: 200, list: ALL_KEYS_TEXT, user: ALL_KEYS_TEXT }),
	},
];

/** The keys on the deck and the property inspector used. */
type Stage = {
	deck: IsolatedDeck;
	expect: ExpectStatic;
	pi: PropertyInspectorClient;
	global: JsonObject;
	/** Every key (dials aside). */
	contexts: string[];
	/** The press keys, which always answer a press. */
	pressKeys: string[];
	/** Dials that send requests when turned (goal-add) and that rewrite their settings (show-top). */
	dials: string[];
};

/** Where each output stood at a moment, so that a phase's own output can be scanned. */
type Marks = { log: number; stdout: number; stderr: number; messages: number; pi: number };

/**
 * A name other than the plugin's loopback names that resolves to 127.0.0.1 here (e.g. the machine's own name), so a
 * plain-http base URL with it would reach the emulator if the plugin sent anything.
 * @returns The name, or `undefined` when none resolves to 127.0.0.1.
 */
async function loopbackAlias(): Promise<string | undefined> {
	for (const name of [hostname(), "localhost.localdomain"]) {
		if (["localhost", "127.0.0.1"].includes(name.toLowerCase())) continue;
		try {
			if ((await lookup(name, { family: 4 })).address === "127.0.0.1") return name.toLowerCase();
		} catch {
			// Not resolvable: try the next one.
		}
	}
	return undefined;
}

/**
 * The stage's global settings with every channel at another base URL.
 * @param global The stage's global settings.
 * @param baseUrl The base URL.
 * @returns The new global settings.
 */
function atBaseUrl(global: JsonObject, baseUrl: string): JsonObject {
	const channels = (global.channels as JsonObject[]).map((channel) => ({ ...channel, baseUrl }));
	return { ...global, baseUrl, channels };
}

/**
 * Runs one connection test from the property inspector and waits for its answer.
 * @param stage The stage.
 * @param request What the inspector sends besides the event name.
 */
async function testConnection(stage: Stage, request: JsonObject): Promise<void> {
	const since = stage.pi.messages.length;
	await stage.pi.sendToPlugin(GOAL_ADD, { event: "testConnection", ...request });
	await stage.pi.waitFor((m) => m?.event === "sendToPropertyInspector", { since, timeoutMs: 14_000 });
}

/**
 * Turns the dials and presses every key, waiting for the press keys' answers.
 * @param stage The stage.
 * @param timeoutMs How long the slowest press may take.
 */
async function pressEverything(stage: Stage, timeoutMs = 5000): Promise<void> {
	await stage.deck.host.dialRotate(stage.dials[0], 2);
	await stage.deck.host.dialRotate(stage.dials[1], 1);
	await pressAll(stage.deck.host, stage.contexts, { answering: stage.pressKeys, timeoutMs, settleMs: 150 });
}

/**
 * Places press keys and display keys, with the global keys and with a key of their own, two dials and a property
 * inspector.
 * @param deck The deck.
 * @param expect The test's expect.
 * @returns The stage.
 */
async function setStage(deck: IsolatedDeck, expect: ExpectStatic): Promise<Stage> {
	const { host, emulator } = deck;
	const contexts: string[] = [];
	const pressKeys: string[] = [];
	for (const [index, apiKey] of [undefined, ACTION_KEY].entries()) {
		for (const slug of PRESS_ACTIONS) {
			const key = taggedPressKey(slug, `s${index}`);
			key.prepare(emulator.state);
			const context = await host.appear({
				action: actionUuid(slug),
				settings: { ...key.settings, apiKey },
			});
			contexts.push(context);
			pressKeys.push(context);
		}
		for (const slug of DISPLAY_ACTIONS) {
			const key = taggedDisplayKey(slug, index);
			key.prepare(emulator.state);
			contexts.push(await host.appear({ action: actionUuid(slug), settings: { ...key.settings, apiKey } }));
		}
	}
	const dials = [
		await host.appear({ action: GOAL_ADD, controller: "Encoder", settings: { widgetId: "main", apiKey: ACTION_KEY } }),
		await host.appear({
			action: actionUuid("show-top"),
			controller: "Encoder",
			settings: { apiKey: ACTION_KEY },
		}),
	];
	const pi = await PropertyInspectorClient.connect(host.propertyInspectorArgs(contexts[0]));
	// The plugin moves each key's own key into a channel of the global settings: the stage's connection is theirs.
	const moved = (): boolean =>
		[...contexts, ...dials].every((context) => host.settingsOf(context).apiKey === undefined);
	for (let waited = 0; !moved() && waited < 5000; waited += 50) await pause(50);
	expect(moved()).toBe(true);
	const global = structuredClone(host.globalSettings);
	expect((global.channels as JsonObject[]).length).toBe(2);
	// An inspector reads the global settings as it opens (the app sends it no later change): it holds their keys.
	await pi.getGlobalSettings();
	await pi.waitForEvent("didReceiveGlobalSettings");
	return { deck, expect, pi, global, contexts, pressKeys, dials };
}

/**
 * Ordinary failures: a timeout, a reset, a rate limit, a redirect elsewhere, a refused connection, plain-http base
 * URLs and odd connection tests.
 * @param stage The stage.
 */
async function ordinaryFailures(stage: Stage): Promise<void> {
	const { deck, expect } = stage;
	const { host, emulator } = deck;
	await pressEverything(stage);
	await testConnection(stage, {});
	for (const fault of [{ kind: "hang" }, { kind: "reset" }, { kind: "status", status: 429 }] as FaultBehaviour[]) {
		emulator.fault(fault);
		await pressEverything(stage, 12_000);
		if (fault.kind !== "hang") await testConnection(stage, { readKey: PROBE_KEY });
		emulator.clearFaults();
	}
	expect(emulator.requests.some((request) => request.segments[2] === WRITE_KEY)).toBe(true);
	expect(emulator.requests.some((request) => request.segments[2] === ACTION_KEY.trim())).toBe(true);

	// A redirect must not carry the key elsewhere.
	const elsewhere = await startEmulator({ readKey: READ_KEY, writeKey: WRITE_KEY });
	try {
		const target = `http://${(await loopbackAlias()) ?? "127.0.0.1"}:${elsewhere.port}/stolen`;
		emulator.fault({ kind: "status", status: 307, headers: { Location: target }, body: "" });
		await pressEverything(stage);
		await testConnection(stage, {});
		emulator.clearFaults();
		await pause(300);
		expect(elsewhere.requests).toEqual([]);
	} finally {
		await elsewhere.close();
	}

	const closed = await closedLoopbackPort();
	for (const request of [
		{ baseUrl: `http://127.0.0.1:${closed}` },
		{ baseUrl: "http://example.com", readKey: PROBE_KEY, writeKey: PROBE_KEY },
		{ baseUrl: `https://user:${encodeURIComponent(PROBE_KEY)}@example.com` },
		{ baseUrl: `${emulator.url}/?key=${encodeURIComponent(PROBE_KEY)}` },
		{ baseUrl: PROBE_KEY },
		{ writeKey: PROBE_KEY, readKey: "" },
	]) {
		await testConnection(stage, request);
	}
	await host.setGlobalSettings(atBaseUrl(stage.global, `http://127.0.0.1:${closed}`));
	await pressEverything(stage);

	// Plain http to anything but a loopback literal gets no key: the press is refused before any request.
	const alias = (await loopbackAlias()) ?? "example.com";
	for (const baseUrl of [
		`http://${alias}:${emulator.port}`,
		`HTTP://${alias.toUpperCase()}:${emulator.port}/`,
		`ftp://127.0.0.1:${emulator.port}`,
		`ws://127.0.0.1:${emulator.port}`,
	]) {
		const before = emulator.requests.length;
		await host.setGlobalSettings(atBaseUrl(stage.global, baseUrl));
		const outcomes = await pressAll(host, stage.pressKeys);
		expect(outcomes.map((outcome) => outcome.reasons[0])).toEqual(outcomes.map(() => "Setup"));
		await pause(300);
		expect(emulator.requests.slice(before).map((request) => request.rawPath)).toEqual([]);
	}
	await host.setGlobalSettings(stage.global);
	await pressEverything(stage);
}

/**
 * A server that quotes each request's own path back in its errors, in the spellings servers use.
 * @param stage The stage.
 */
async function serverQuotesThePath(stage: Stage): Promise<void> {
	const echo = await startEchoServer();
	try {
		await stage.deck.host.setGlobalSettings(atBaseUrl(stage.global, echo.url));
		for (let round = 0; round < 4; round++) {
			await pressEverything(stage);
			await testConnection(stage, { readKey: PROBE_KEY });
		}
		stage.expect(echo.requests.length).toBeGreaterThan(4 * stage.pressKeys.length);
	} finally {
		await stage.deck.host.setGlobalSettings(stage.global);
		await echo.close();
	}
}

/**
 * Errors that carry the channel's other keys (a proxy's cached page, a server that dumps its request context).
 * @param stage The stage.
 */
async function errorsCarryOtherKeys(stage: Stage): Promise<void> {
	for (const fault of OTHER_KEY_FAULTS) {
		stage.deck.emulator.fault(fault);
		await pressEverything(stage);
		await testConnection(stage, { readKey: PROBE_KEY });
		stage.deck.emulator.clearFaults();
	}
}

/**
 * Where each output stands now.
 * @param stage The stage.
 * @returns The marks.
 */
function mark(stage: Stage): Marks {
	const { host } = stage.deck;
	return {
		log: stage.deck.logText().length,
		stdout: host.stdout.length,
		stderr: host.stderr.length,
		messages: host.messages.length,
		pi: stage.pi.messages.length,
	};
}

/**
 * Every secret in what the plugin put out between two marks: log, stdout, stderr, messages to the app (titles and
 * error texts included) and messages to the property inspector, key fields aside.
 * @param stage The stage.
 * @param from The earlier marks.
 * @param to The later marks.
 * @returns One line per occurrence.
 */
function leaksBetween(stage: Stage, from: Marks, to: Marks): string[] {
	const { host } = stage.deck;
	const toApp = host.messages.slice(from.messages, to.messages).map((message) => message.raw);
	return [
		...findSecrets("log", stage.deck.logText().slice(from.log, to.log), ALL_TOKENS),
		...findSecrets("stdout", host.stdout.slice(from.stdout, to.stdout), ALL_TOKENS),
		...findSecrets("stderr", host.stderr.slice(from.stderr, to.stderr), ALL_TOKENS),
		...findSecrets("plugin → app", JSON.stringify(withoutKeyFields(toApp)), ALL_TOKENS),
		...findSecrets(
			"app → inspector",
			JSON.stringify(withoutKeyFields(stage.pi.messages.slice(from.pi, to.pi))),
			ALL_TOKENS,
		),
	];
}

describe("keys never leak into logs, stdout, stderr, error messages, titles or what inspectors get", () => {
	for (const mode of ["normal", "debug (console logging on)"] as const) {
		it.concurrent(
			`${mode} mode`,
			async ({ expect }) => {
				const consoleLogging = mode !== "normal";
				const deck = await startIsolatedDeck({
					readKey: READ_KEY,
					writeKey: WRITE_KEY,
					nodeArgs: consoleLogging ? ["--inspect-port=0"] : [],
				});
				try {
					const stage = await setStage(deck, expect);
					const leaks: Record<string, string[]> = {};
					const phases = [
						["ordinary failures, redirect, refused, plain http", ordinaryFailures],
						["a server quoting each request's own path back", serverQuotesThePath],
						["error bodies carrying the channel's other keys", errorsCarryOtherKeys],
					] as const;
					for (const [name, run] of phases) {
						const from = mark(stage);
						await run(stage);
						// Let reasons time out so that restored titles land in this phase.
						await pause(2200);
						leaks[name] = leaksBetween(stage, from, mark(stage));
					}
					// 0.1's per-action keys were moved into channels: no action setting holds a key any more.
					const stored = [...deck.host.keys.keys()].map((context) => deck.host.settingsOf(context));
					leaks["action settings after the move into channels"] = findSecrets(
						"settings",
						JSON.stringify(stored),
						ALL_TOKENS,
					);
					await clearKeys(deck.host);
					await stage.pi.close();

					// The scan can see a leak: the plugin did log, and the inspector did get its key fields.
					expect(deck.logText()).toMatch(/WARN/);
					if (consoleLogging) expect(deck.host.stderr).toMatch(/failed:/);
					// The requests the plugin sent are in the scan too, one line each, in debug mode only.
					const sentLines = (deck.logText().match(/Request sent: /g) ?? []).length;
					if (consoleLogging) {
						expect(deck.host.stdout).toMatch(/^Request sent: \{"at":/m);
						expect(sentLines).toBeGreaterThan(0);
					} else {
						expect(sentLines).toBe(0);
					}
					expect(findSecrets("inspector", JSON.stringify(stage.pi.messages), ALL_TOKENS)).not.toEqual([]);

					console.info(
						`secrets (${mode}): ${Object.entries(leaks)
							.map(([name, found]) => `${found.length} leaks in "${name}"`)
							.join(", ")}`,
					);
					expect(leaks).toEqual({
						...Object.fromEntries(phases.map(([name]) => [name, []])),
						"action settings after the move into channels": [],
					});
					expectPluginHealthy(deck, { consoleLogging });
				} finally {
					await deck.close();
				}
			},
			90_000,
		);
	}
});
