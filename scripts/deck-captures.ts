/**
 * What the Marketplace pictures show, taken from the real plugin: the built plugin runs under the Stream Deck host of
 * the virtual deck on its own demo channel (what a reviewer trying the plugin sees, DEMO mark included), is used the
 * way a streamer would (keys pressed, dials turned, a press the channel refuses), and what it sent to the host for
 * each key and strip is read back (`device-faces.ts`). The setup picture is the real property inspector after a real
 * Test connection (`setup-capture.ts`).
 */
import type { Browser } from "playwright-core";

import { PENDING_STATUS } from "../src/render/pending-sign";
import { PLUGIN_DIR } from "../tools/host/plugin-paths";
import type { StreamDeckHost } from "../tools/host/stream-deck-host";
import type { PluginMessage } from "../tools/host/wire-message";
import { readActionCatalog } from "../tools/virtual-deck/action-catalog";
import { pageOfKeys, type ProfileEntry } from "../tools/virtual-deck/profile-pages";
import { SAMPLE_PROFILE } from "../tools/virtual-deck/sample-profile";
import { startVirtualDeck, type VirtualDeck } from "../tools/virtual-deck/server";
import { type DeviceFaces, readDeviceFaces } from "./device-faces";
import { captureSetup } from "./setup-capture";

/** Polls in a row (25 ms apart) without a message from the plugin after which it is done drawing. */
const QUIET_STEPS = 16;

/** Longest the plugin may take to draw what a step waits for. */
const STEP_TIMEOUT_MS = 15_000;

/** What the pictures show. */
export type DeckScenes = {
	/** The sample profile's page of changes in use: dials turned, a key's OK, an alert the plugin drew for a refused press. */
	used: DeviceFaces;
	/** The sample profile's first page, the Stream Deck + starter page, as it appears: live values and a locked goal. */
	starterPage: DeviceFaces;
	/** The starter page's dials after turns: values and a top list stepped on. */
	turnedDials: DeviceFaces;
	/** A page of display keys showing live values. */
	live: DeviceFaces;
	/** The Connection section after a real Test connection, as a PNG. */
	setup: Buffer;
	/** Requests the API emulator answered meanwhile: only the setup's Test connection (the decks use the demo). */
	apiRequests: number;
	/** Answers the plugin showed for gestures (check marks, alerts, a strip's status): proof that it was at work. */
	answers: number;
};

/** What one virtual deck gave. */
type DeckRun<T> = {
	/** Its scenes. */
	scenes: T;
	/** Requests the API emulator answered meanwhile. */
	apiRequests: number;
};

/**
 * The sample profile, but the refused press asks for more than any demo viewer holds: the demo channel gives
 * `ZeroBalance` a balance of its own, so only an amount beyond every balance is refused there, as the emulator
 * refuses any.
 */
const CAPTURED_PROFILE: readonly ProfileEntry[] = SAMPLE_PROFILE.map((entry) =>
	entry.slug === "currency-remove" ? { ...entry, settings: { ...entry.settings, amount: "9999" } } : entry,
);

/** Eight display keys over the demo channel's viewers and data, with the sample profile's first dials. */
const LIVE_PROFILE: readonly ProfileEntry[] = [
	liveKey(0, 0, "show-top", { topType: "message", topSubType: "global", rank: "1" }),
	liveKey(1, 0, "show-top", { topType: "message", topSubType: "global", rank: "2" }),
	liveKey(2, 0, "show-top", { topType: "message", topSubType: "global", rank: "3" }),
	liveKey(3, 0, "custom-data", { dataKey: "song" }),
	liveKey(0, 1, "warnings", { viewer: "StreamFan42" }),
	liveKey(1, 1, "currency-balance", { viewer: "night owl" }),
	liveKey(2, 1, "currency-balance", { viewer: "Moderator_Mia" }),
	liveKey(3, 1, "custom-data", { dataKey: "counter" }),
	...SAMPLE_PROFILE.filter((entry) => entry.controller === "Encoder" && (entry.page ?? 0) === 0),
];

/**
 * Takes every scene, one virtual deck after the other.
 * @param browser The browser (for the inspector).
 * @returns The scenes.
 */
export async function captureDeck(browser: Browser): Promise<DeckScenes> {
	const sample = await withDeck(CAPTURED_PROFILE, stageSample);
	const live = await withDeck(LIVE_PROFILE, async (deck, faces) => {
		await until(deck.host, "every key shows its value", () => valuesDrawn(deck.host));
		await settled(deck.host);
		return faces();
	});
	const setup = await captureSetup(browser);
	return {
		...sample.scenes,
		live: live.scenes,
		setup: setup.png,
		apiRequests: sample.apiRequests + live.apiRequests + setup.apiRequests,
		answers: sample.scenes.answers,
	};
}

/**
 * The page of the sample profile with a key of an action, wherever the layout put it.
 * @param slug The action's slug.
 * @returns Its index, from 0.
 */
function pageWithKey(slug: string): number {
	const index = pageOfKeys(CAPTURED_PROFILE, [slug]);
	if (index === undefined) throw new Error(`no page of the sample profile has a ${slug} key`);
	return index;
}

/**
 * The sample profile used: the page with Goal Add and Currency Remove pressed and turned, then the starter page, then
 * its dials turned.
 * @param deck The virtual deck.
 * @param faces Reads what the device shows.
 * @returns The three scenes of the sample profile.
 */
async function stageSample(
	deck: VirtualDeck,
	faces: () => Promise<DeviceFaces>,
): Promise<Pick<DeckScenes, "answers" | "starterPage" | "turnedDials" | "used">> {
	const { host } = deck;
	let answers = 0;
	const context = (slug: string, controller: "Encoder" | "Keypad", column?: number): string => {
		for (const [id, view] of host.keys) {
			if (view.visible && view.controller === controller && view.action.endsWith(`.${slug}`)) {
				if (column === undefined || (view.coordinates?.column ?? 0) === column) return id;
			}
		}
		throw new Error(`no ${slug} ${controller} on the device`);
	};
	// A gesture is answered when the plugin shows its outcome (see `isAnswer`), not when the demo channel answers.
	const answered = async (target: string, gesture: () => Promise<void>, what: string): Promise<void> => {
		const since = host.messages.length;
		await gesture();
		await host
			.waitFor((message) => message.context === target && isAnswer(message), { since, timeoutMs: STEP_TIMEOUT_MS })
			.catch((error: unknown) => {
				throw new Error(`waited in vain for ${what}`, { cause: error });
			});
		answers++;
	};
	const press = (slug: string): Promise<void> =>
		answered(context(slug, "Keypad"), () => host.press(context(slug, "Keypad")), `a ${slug} press`);

	await deck.profiles.show(pageWithKey("goal-add"));
	for (let turn = 0; turn < 3; turn++) {
		const goal = context("goal-add", "Encoder");
		await answered(goal, () => host.dialRotate(goal, 1), "a goal dial turn");
	}
	const timer = context("streamathon-add-seconds", "Encoder");
	await answered(timer, () => host.dialRotate(timer, 1), "a timer dial turn");
	await press("goal-add");
	await settled(host);
	// The same page unless the catalogue has grown past it: then the page that has it.
	await deck.profiles.show(pageWithKey("currency-remove"));
	const refused = context("currency-remove", "Keypad");
	const before = host.keys.get(refused)?.image;
	await host.press(refused);
	// The plugin's own alert face (its reason on the key) is up for a moment: read the device while it is.
	await until(host, "the refused press shows its reason", () => {
		const image = host.keys.get(refused)?.image;
		return image !== before && decodeURIComponent(image ?? "").includes("Funds");
	});
	const used = await faces();

	await deck.profiles.show(0);
	await until(host, "the starter page is drawn", () => valuesDrawn(host));
	await press("goal-lock");
	await until(host, "the goal lock key shows locked", () => host.keys.get(context("goal-lock", "Keypad"))?.state === 1);
	await settled(host);
	const starterPage = await faces();

	const top = context("show-top", "Encoder");
	await host.dialRotate(top, 1);
	await until(host, "the top list dial steps to rank 2", () =>
		JSON.stringify(host.keys.get(top)?.feedback).includes("#2"),
	);
	const starterTimer = context("streamathon-add-seconds", "Encoder");
	for (let turn = 0; turn < 2; turn++) {
		await answered(starterTimer, () => host.dialRotate(starterTimer, 1), "a timer dial turn");
	}
	const starterGoal = context("goal-add", "Encoder");
	// The goal was locked by the goal lock key: a push unlocks it, so that the turn shows a change, not a refusal.
	await answered(starterGoal, () => host.dialDown(starterGoal), "a goal dial push that unlocks the goal");
	await answered(starterGoal, () => host.dialRotate(starterGoal, 4), "a goal dial turn");
	await settled(host);
	return { used, starterPage, turnedDials: await faces(), answers };
}

/**
 * Runs a virtual deck with a profile and stages it.
 * @param profile What is on the deck.
 * @param stage What to do, given the deck and a reader of what its device shows.
 * @returns The scenes, and how many requests the emulator answered.
 */
async function withDeck<T>(
	profile: readonly ProfileEntry[],
	stage: (deck: VirtualDeck, faces: () => Promise<DeviceFaces>) => Promise<T>,
): Promise<DeckRun<T>> {
	const deck = await startVirtualDeck({ port: 0, profile, channel: "demo" });
	try {
		const catalog = await readActionCatalog(PLUGIN_DIR);
		const scenes = await stage(deck, () => readDeviceFaces(deck.host, PLUGIN_DIR, catalog));
		return { scenes, apiRequests: deck.emulator.requests.length };
	} finally {
		await deck.close();
	}
}

/**
 * Whether a message of the plugin shows the outcome of a gesture: a key's check mark, alert or new state (a lock), or
 * a touch strip's status (not the pending sign, not a cleared status).
 * @param message The message.
 * @returns `true` for an outcome.
 */
function isAnswer(message: PluginMessage): boolean {
	if (["setState", "showAlert", "showOk"].includes(message.event)) return true;
	const status = message.event === "setFeedback" ? message.payload?.status : "";
	return typeof status === "string" && status !== "" && status !== PENDING_STATUS;
}

/** Actions whose keys show a value read from the API. */
const DISPLAY_ACTIONS = ["show-top", "warnings", "currency-balance", "custom-data"];

/**
 * Whether every display key on screen shows an image the plugin drew (its value).
 * @param host The host.
 * @returns `true` once they all do.
 */
function valuesDrawn(host: StreamDeckHost): boolean {
	return [...host.keys.values()].every(
		(view) =>
			!view.visible ||
			view.controller !== "Keypad" ||
			!DISPLAY_ACTIONS.some((slug) => view.action.endsWith(`.${slug}`)) ||
			view.image?.startsWith("data:") === true,
	);
}

/**
 * Waits, bounded, until a condition holds.
 * @param host The host (its plugin must still run).
 * @param what What is awaited, for the error.
 * @param check The condition.
 */
async function until(host: StreamDeckHost, what: string, check: () => boolean): Promise<void> {
	for (let waited = 0; !check(); waited += 25) {
		if (waited >= STEP_TIMEOUT_MS || host.pluginExit !== undefined) {
			throw new Error(`the marketplace staging waited ${waited} ms in vain for ${what}`);
		}
		await new Promise((resolve) => setTimeout(resolve, 25));
	}
}

/**
 * Waits, bounded, until the plugin has drawn what it was drawing: it sent nothing to the host for a while. (It sends
 * at most ten updates a second per key, so a strip may still be catching up when the API has answered.)
 * @param host The host.
 */
async function settled(host: StreamDeckHost): Promise<void> {
	let seen = host.messages.length;
	let quiet = 0;
	await until(host, "the plugin to finish drawing", () => {
		const now = host.messages.length;
		quiet = now === seen ? quiet + 1 : 0;
		seen = now;
		return quiet >= QUIET_STEPS;
	});
}

/**
 * A display key of the live profile, refreshing every minute.
 * @param column Column.
 * @param row Row.
 * @param slug Action slug.
 * @param settings Settings.
 * @returns The entry.
 */
function liveKey(column: number, row: number, slug: string, settings: Record<string, string>): ProfileEntry {
	return { slug, controller: "Keypad", column, row, settings: { ...settings, refreshSeconds: "60" } };
}
