import type { JsonObject } from "@elgato/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STARTER_DEVICES, STARTER_PAGE_INDEX, starterProfileName } from "../../src/contract/starter-devices";
import type { StarterPageResult } from "../../src/contract/starter-page-messages";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import { PropertyInspectorClient } from "../../tools/host/property-inspector-client";
import type { PluginMessage, StreamDeckHost } from "../../tools/host/stream-deck-host";
import { stringField } from "../../tools/host/wire-message";
import { readProfileFile } from "../../tools/profiles/starter-profile-reader";
import { clearDeck, type Deck, readFace, settle, SETUP_MARK, startDeck } from "./deck";
import { expectAnswersShown, nameOf, slugOf, tapAndAnswer, tapsInStreamerOrder } from "./starter-taps";

/** The devices of the app: one per starter device, in their order, then a Virtual Stream Deck, which has none. */
const DEVICE_TYPES = [...STARTER_DEVICES.map((starter) => starter.deviceType), 11];

/** The index of the device without a starter page. */
const WITHOUT = DEVICE_TYPES.length - 1;

/** Longest one key or dial may take to answer. */
const ANSWER_MS = 5000;

/**
 * Clicks "Open the starter page" in the inspector of a key on a device, and returns the plugin's answer.
 * @param host The host.
 * @param device The device's index.
 * @returns The answer.
 */
async function openStarterPage(host: StreamDeckHost, device: number): Promise<StarterPageResult> {
	const context = await host.appear({ action: "com.channel.companion.goal-add", device, settings: {} });
	const pi = await PropertyInspectorClient.connect(host.propertyInspectorArgs(context));
	try {
		const since = pi.messages.length;
		await pi.sendToPlugin("com.channel.companion.goal-add", { event: "openStarterPage", askId: `ask-${device}` });
		const answer = await pi.waitFor((m) => m.event === "sendToPropertyInspector", { since, timeoutMs: ANSWER_MS });
		expect(answer.payload).toMatchObject({ askId: `ask-${device}` });
		return answer.payload as unknown as StarterPageResult;
	} finally {
		await pi.close();
		await host.disappear(context);
	}
}

describe("Open the starter page", () => {
	let deck: Deck;

	beforeAll(async () => {
		deck = await startDeck({ globalSettings: () => ({ baseUrl: "demo" }), deviceTypes: DEVICE_TYPES });
	});

	afterAll(async () => {
		await deck?.close();
	});

	it("switches each device to the starter profile of its kind, which the app accepts", async () => {
		for (const [index, starter] of STARTER_DEVICES.entries()) {
			const since = deck.host.profileSwitches.length;
			const answer = await openStarterPage(deck.host, index);
			expect(answer).toMatchObject({ event: "starterPageResult", outcome: "asked", device: expect.any(String) });
			expect(deck.host.profileSwitches.slice(since)).toEqual([
				{ device: deck.host.info.devices[index].id, profile: starterProfileName(starter), page: STARTER_PAGE_INDEX },
			]);
		}
	});

	it("says that a device without a starter profile has none, and switches nothing", async () => {
		const since = deck.host.profileSwitches.length;
		expect(await openStarterPage(deck.host, WITHOUT)).toMatchObject({
			outcome: "none",
			device: deck.host.info.devices[WITHOUT].name,
		});
		await settle();
		expect(deck.host.profileSwitches.slice(since)).toEqual([]);
	});
});

/**
 * Whether a message shows a key refusing for want of setup: `Setup` as its title or drawn on its face.
 * @param message A message of the plugin.
 * @returns `true` when it does.
 */
function saysSetup(message: PluginMessage): boolean {
	const payload = (message.payload ?? {}) as JsonObject;
	const image = typeof payload.image === "string" ? payload.image : undefined;
	return payload.title === "Setup" || (readFace(image)?.startsWith(SETUP_MARK) ?? false);
}

describe.each(STARTER_DEVICES.map((starter) => [starter.id, starter] as const))(
	"the %s starter page, from the built profile, on the demo channel",
	(_, starter) => {
		let deck: Deck;

		beforeAll(async () => {
			// The demo starts afresh with the plugin: no lock left by another page refuses a change.
			deck = await startDeck({ globalSettings: () => ({ baseUrl: "demo" }), deviceTypes: [starter.deviceType] });
		});

		afterAll(async () => {
			await deck?.close();
		});

		it("answers every key and dial, tapped in a streamer's order, with no Setup, no alert and nothing silent", async () => {
			const file = readProfileFile(PLUGIN_DIR, starterProfileName(starter));
			const { host } = deck;
			const since = host.messages.length;
			const contexts = await host.appearAll(
				file.current.map((action) => ({
					action: action.uuid,
					controller: action.controller === "Encoder" ? "Encoder" : "Keypad",
					coordinates: { column: action.column, row: action.row },
					settings: action.settings as JsonObject,
				})),
			);
			try {
				const taps = tapsInStreamerOrder(file.current, contexts);
				const page = { host, touchStrip: starter.touchStrip, taps };
				expectAnswersShown(page);
				const answers: string[] = [];
				for (const tap of taps) {
					const answer = await tapAndAnswer(page, tap).catch((error: unknown) => {
						throw new Error(`${nameOf(tap)} did not answer (after ${answers.join(", ")}): ${String(error)}`);
					});
					answers.push(`${nameOf(tap)}: ${answer}`);
				}
				const mine = new Set(contexts);
				const ours = host.messages.slice(since).filter((m) => m.context && mine.has(m.context));
				const refusals = ours.filter((m) => m.event === "showAlert" || saysSetup(m));
				const named = (m: PluginMessage): string =>
					`${slugOf(file.current[contexts.indexOf(m.context ?? "")])}: ${m.event} ${readFace(stringField(m.payload, "image")) ?? ""}`;
				expect(refusals.map(named)).toEqual([]);
				expect(answers.filter((answer) => answer.endsWith("showAlert"))).toEqual([]);
				// Undo, after the changes, had something to take back.
				const undo = answers.findIndex((answer) => answer.startsWith("press undo"));
				expect(answers[undo]).toMatch(/: showOk$/);
				expect(host.missingStripCommands).toEqual([]);
			} finally {
				await clearDeck(host);
			}
		});
	},
);
