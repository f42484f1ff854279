import type { JsonObject } from "@elgato/utils";

import { checkApiKey } from "../../src/api/connection-check";
import { DEMO_BASE_URL, originOf, parseBaseUrl } from "../../src/contract/base-url";
import { readChannels } from "../../src/contract/channels";
import { connectionSettings } from "../deck";
import type { ApiEmulator } from "../emulator/server";

/**
 * Where the virtual deck's plugin gets its answers: `emulator`, the API emulator on loopback with its demo keys (its
 * requests fill the page's request list), or `demo`, the plugin's own demo channel (base URL `demo`, answered inside
 * the plugin; no request leaves it, and the request list stays empty).
 */
export type DeckChannel = "demo" | "emulator";

/**
 * The channel of `npm start` (unless `--demo`) and `npm run screenshot`, whose page lists the emulator's requests.
 * `npm run marketplace` always uses the demo channel: what a reviewer trying the plugin sees.
 */
export const DECK_CHANNEL: DeckChannel = "emulator";

/**
 * The global settings the plugin starts with on the virtual deck.
 * @param channel Which channel.
 * @param emulator The API emulator (started in both cases, so its state page and keys stay at hand).
 * @returns The default channel: `baseUrl`, and `readKey` and `writeKey` for the emulator (the demo needs none).
 */
export function deckGlobalSettings(channel: DeckChannel, emulator: ApiEmulator): JsonObject {
	return channel === "demo" ? { baseUrl: DEMO_BASE_URL } : connectionSettings(emulator);
}

/**
 * Where the keys of the virtual deck (all on the default channel) send their requests, as the plugin sees it.
 */
export type ChannelView = {
	/** The demo, the API emulator, another server, or no server the plugin can use. */
	kind: "demo" | "emulator" | "other" | "unset";
	/** What the page calls it: `demo`, `API emulator`, the other server's origin (never its path), or `not set up`. */
	name: string;
	/** What keeps keys from sending, in the plugin's words (e.g. `No read key (R) is set.`); empty when nothing does. */
	problem: string;
};

/**
 * The channel the virtual deck's plugin uses now, read from its global settings with the plugin's own rules: its
 * default channel (`readChannels`), its base URL as the plugin parses it (`demo` in any case and with spaces, a URL
 * the plugin accepts, or a refusal), and the API keys each kind of request checks.
 * @param settings The global settings.
 * @param emulatorUrl Origin of the API emulator.
 * @returns The channel.
 */
export function deckChannelOf(settings: JsonObject, emulatorUrl: string): ChannelView {
	const [channel] = readChannels(settings);
	let baseUrl: string;
	try {
		baseUrl = parseBaseUrl(channel.baseUrl);
	} catch (error) {
		return { kind: "unset", name: "not set up", problem: messageOf(error) };
	}
	if (baseUrl === DEMO_BASE_URL) return { kind: "demo", name: "demo", problem: "" };
	const problems = (["read", "write"] as const).flatMap((kind) => {
		try {
			checkApiKey(channel, kind);
			return [];
		} catch (error) {
			return [messageOf(error)];
		}
	});
	const origin = originOf(baseUrl);
	return origin === originOf(emulatorUrl)
		? { kind: "emulator", name: "API emulator", problem: problems.join(" ") }
		: { kind: "other", name: origin, problem: problems.join(" ") };
}

/**
 * The message of a refusal.
 * @param error What the plugin's rule threw.
 * @returns Its message; the plugin's messages never hold an API key.
 */
function messageOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/**
 * The global settings after a switch of the default channel, as the inspector's "Try the demo" does: only the base
 * URL and keys change; everything else (other channels) stays.
 * @param channel The channel to switch to.
 * @param current The global settings now.
 * @param emulator The API emulator.
 * @returns The new global settings.
 */
export function switchedGlobalSettings(channel: DeckChannel, current: JsonObject, emulator: ApiEmulator): JsonObject {
	// The demo needs no keys; the ones typed stay, as "Try the demo" keeps them.
	return channel === "demo" ? { ...current, baseUrl: DEMO_BASE_URL } : { ...current, ...connectionSettings(emulator) };
}
