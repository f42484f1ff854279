import type { JsonObject } from "@elgato/utils";

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

/** The base URL of the plugin's demo channel (see the contract, "Demo channel"). */
export const DEMO_BASE_URL = "demo";

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
 * The channel the virtual deck's plugin uses now, read from its global settings.
 * @param settings The global settings.
 * @returns `demo` when the default channel's base URL is `demo`; `emulator` otherwise.
 */
export function deckChannelOf(settings: JsonObject): DeckChannel {
	return settings.baseUrl === DEMO_BASE_URL ? "demo" : "emulator";
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
