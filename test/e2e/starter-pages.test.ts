import type { JsonObject } from "@elgato/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STARTER_DEVICES, STARTER_PAGE_INDEX, starterProfileName } from "../../src/contract/starter-devices";
import type { StarterPageResult } from "../../src/contract/starter-page-messages";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import { PropertyInspectorClient } from "../../tools/host/property-inspector-client";
import type { PluginMessage, StreamDeckHost } from "../../tools/host/stream-deck-host";
import { stringField } from "../../tools/host/wire-message";
import { type ProfileAction, readProfileFile } from "../../tools/profiles/starter-profile-reader";
import { specOf } from "../support/action-specs";
import { clearDeck, type Deck, pressAndSettle, readFace, settle, SETUP_MARK, startDeck } from "./deck";

/** The devices of the app: one per starter device, in their order, then a Stream Deck Pedal, which has none. */
const DEVICE_TYPES = [...STARTER_DEVICES.map((starter) => starter.deviceType), 5];

/** The Pedal's index among the devices. */
const PEDAL = DEVICE_TYPES.length - 1;

/** Longest one key or dial may take to answer. */
const ANSWER_MS = 5000;

/**
 * Starts the built plugin on the demo channel, with one device of each kind: the demo starts afresh with the plugin,
 * so that no lock left by another page refuses a change.
 * @returns The deck.
 */
function startDemoDeck(): Promise<Deck> {
	return startDeck({ globalSettings: () => ({ baseUrl: "demo" }), deviceTypes: DEVICE_TYPES });
}

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
		deck = await startDemoDeck();
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
		expect(await openStarterPage(deck.host, PEDAL)).toMatchObject({
			outcome: "none",
			device: deck.host.info.devices[PEDAL].name,
		});
		await settle();
		expect(deck.host.profileSwitches.slice(since)).toEqual([]);
	});
});

/**
 * The order a streamer uses a page in: changes first (keys, then dial turns), then the displays, then locks (keys,
 * then dial pushes), Undo last.
 * @param action A key or dial of the page.
 * @returns Its rank; lower goes first.
 */
function streamerOrder(action: ProfileAction): number {
	const slug = action.uuid.split(".").at(-1) ?? "";
	const display = action.controller === "Keypad" && "refreshSeconds" in specOf(slug).fields;
	if (slug === "undo") return 5;
	if (slug.endsWith("-lock")) return 3;
	if (action.controller === "Encoder") return slug === "show-top" ? 2 : 1;
	return display ? 2 : 0;
}

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

/**
 * Uses one key or dial of a starter page and waits for its answer.
 * @param host The host.
 * @param action The key or dial.
 * @param context Its context.
 * @returns What it answered, for the failure message.
 */
async function use(host: StreamDeckHost, action: ProfileAction, context: string): Promise<string> {
	const slug = action.uuid.split(".").at(-1) ?? "";
	const since = host.messages.length;
	if (action.controller === "Keypad" && streamerOrder(action) !== 2) {
		const { feedback } = await pressAndSettle(host, context, { timeoutMs: ANSWER_MS });
		return feedback;
	}
	const strip = (): unknown => host.keys.get(context)?.feedback;
	if (action.controller === "Keypad") {
		await host.press(context);
	} else if (slug === "show-top") {
		await host.dialRotate(context, 1);
	} else if (streamerOrder(action) === 3) {
		await host.dialDown(context);
		await host.dialUp(context);
		await expect.poll(strip, { timeout: ANSWER_MS }).toMatchObject({ status: "Locked" });
		return "Locked";
	} else {
		await host.dialRotate(context, 2);
		await expect.poll(strip, { timeout: ANSWER_MS }).toMatchObject({ status: "OK" });
		return "OK";
	}
	const drawn = await host.waitFor(
		(m) => m.context === context && ["setImage", "setFeedback", "showOk", "showAlert"].includes(m.event),
		{ since, timeoutMs: ANSWER_MS },
	);
	return drawn.event;
}

describe.each(STARTER_DEVICES.map((starter, index) => [starter.id, index] as const))(
	"the %s starter page, from the built profile, on the demo channel",
	(_, device) => {
		let deck: Deck;

		beforeAll(async () => {
			deck = await startDemoDeck();
		});

		afterAll(async () => {
			await deck?.close();
		});

		it("answers every key and dial, used in a streamer's order, with no Setup and no alert", async () => {
			const file = readProfileFile(PLUGIN_DIR, starterProfileName(STARTER_DEVICES[device]));
			const since = deck.host.messages.length;
			const contexts = await deck.host.appearAll(
				file.current.map((action) => ({
					action: action.uuid,
					controller: action.controller === "Encoder" ? "Encoder" : "Keypad",
					coordinates: { column: action.column, row: action.row },
					settings: action.settings as JsonObject,
					device,
				})),
			);
			try {
				const order = file.current.map((action, index) => ({ action, context: contexts[index] }));
				// In a rank, keys before dials, in reading order: a page's goal row comes before its timer row.
				const place = ({ action }: { action: ProfileAction }): number =>
					(action.controller === "Keypad" ? 0 : 1000) + action.row * 100 + action.column;
				order.sort((a, b) => streamerOrder(a.action) - streamerOrder(b.action) || place(a) - place(b));
				expect(order.at(-1)?.action.uuid).toBe("com.channel.companion.undo");
				const answers: string[] = [];
				for (const { action, context } of order) {
					const name = `${action.uuid.split(".").at(-1)} at ${action.controller} ${action.column},${action.row}`;
					const answer = await use(deck.host, action, context).catch((error: unknown) => {
						throw new Error(`${name} did not answer (${answers.join(", ")}): ${String(error)}`);
					});
					answers.push(`${name}: ${answer}`);
				}
				const mine = new Set(contexts);
				const ours = deck.host.messages.slice(since).filter((m) => m.context && mine.has(m.context));
				const nameOf = (context: string | undefined): string => {
					const action = file.current[contexts.indexOf(context ?? "")];
					return `${action.uuid.split(".").at(-1)} at ${action.controller} ${action.column},${action.row}`;
				};
				const refusals = ours.filter((m) => m.event === "showAlert" || saysSetup(m));
				expect(
					refusals.map((m) => `${nameOf(m.context)}: ${m.event} ${readFace(stringField(m.payload, "image")) ?? ""}`),
				).toEqual([]);
				expect(answers.filter((answer) => answer.endsWith("showAlert"))).toEqual([]);
				expect(answers.at(-1)).toMatch(/^undo .*: showOk$/);
			} finally {
				await clearDeck(deck.host);
			}
		});
	},
);
