import streamDeck from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { resolveChannel } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import { isDemoBaseUrl } from "../contract/base-url";
import { DEMO_WORD } from "../render/demo-mark";
import { ignoreIfKeyGone } from "../render/key-gone";
import { type DeckKey, deckKeyOf, seenKeys } from "./deck-keys";

/**
 * Tells whether an action's channel is the demo channel.
 * @param settings The action's settings.
 * @returns `true` when its channel's base URL is `demo`; `false` also for a channel that does not exist.
 */
function isDemoChannel(settings: JsonObject): boolean {
	try {
		return isDemoBaseUrl(resolveChannel(settings).baseUrl);
	} catch {
		// No such channel: the key shows the setup mark, not the demo's.
		return false;
	}
}

/**
 * Puts the demo mark on a key or dial on screen of a demo channel, or takes it down. A multi-action step has no image.
 * @param key The key's record.
 */
async function follow(key: DeckKey): Promise<void> {
	const { state } = key;
	if (!key.onScreen || state === undefined) return;
	const { action } = state;
	if (action.isKey() && action.isInMultiAction()) return;
	const demo = isDemoChannel(key.settings);
	// The app keeps a key's image while it is off screen: a key whose channel stopped being the demo meanwhile is drawn
	// again when it comes back.
	const redraw = key.demoShown !== demo;
	key.demoShown = demo;
	if (action.isKey()) {
		await state.display.setDemo(demo, redraw);
	} else if (redraw || demo) {
		await ignoreIfKeyGone(state.strip.setFeedback({ demo: { value: demo ? DEMO_WORD : "", enabled: demo } }));
	}
}

/**
 * Puts the demo mark on a key that appeared or got new settings, once the global settings are known. An action calls
 * it when it takes in a key that appeared, before it draws, so that the key is marked before it draws.
 * @param key The key's record.
 */
export async function followDemoMark(key: DeckKey): Promise<void> {
	const { settings } = key;
	await globalSettings.ready().catch(() => undefined);
	// Newer settings came while the connection settings were awaited: they follow in their own turn.
	if (key.settings === settings) await follow(key);
}

/**
 * Starts marking the keys and strips of demo channels: every key image and touch strip of an action whose channel's
 * base URL is `demo` shows the word `DEMO`, until the channel is switched to a real server.
 */
export function followDemoMarks(): void {
	streamDeck.settings.onDidReceiveSettings((ev) => void followDemoMark(deckKeyOf(ev.action)));
	globalSettings.onChange(() => {
		for (const key of seenKeys()) void follow(key);
	});
}
