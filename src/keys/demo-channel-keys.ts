import streamDeck, { type DialAction, type KeyAction } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { resolveChannel } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import { isDemoBaseUrl } from "../contract/base-url";
import { DEMO_WORD } from "../render/demo-mark";
import { KeyDisplay } from "../render/key-display";
import { ignoreIfKeyGone } from "../render/key-gone";
import { StripDisplay } from "../render/strip-display";

/** A key or dial on screen, and its settings. */
type Shown = {
	/** The key or dial. */
	action: DialAction | KeyAction;
	/** Its settings as last received. */
	settings: JsonObject;
};

/** The keys and dials on screen (multi-action steps have no image), by context. */
const shown = new Map<string, Shown>();

/**
 * The contexts last drawn with the demo mark, kept while they are off screen: the app keeps a key's image, so a key
 * whose channel stopped being the demo meanwhile must be drawn again when it comes back.
 */
const marked = new Set<string>();

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
 * Puts the demo mark on a key or dial of a demo channel, or takes it down.
 * @param entry The key or dial and its settings.
 */
async function follow(entry: Shown): Promise<void> {
	const { action } = entry;
	const demo = isDemoChannel(entry.settings);
	const redraw = marked.has(action.id) !== demo;
	if (demo) marked.add(action.id);
	else marked.delete(action.id);
	if (action.isKey()) {
		await KeyDisplay.of(action).setDemo(demo, redraw);
	} else if (redraw || demo) {
		await ignoreIfKeyGone(
			StripDisplay.of(action).setFeedback({ demo: { value: demo ? DEMO_WORD : "", enabled: demo } }),
		);
	}
}

/**
 * Starts marking the keys and strips of demo channels: every key image and touch strip of an action whose channel's
 * base URL is `demo` shows the word `DEMO`, until the channel is switched to a real server. Call before registering the
 * actions, so that a key is marked before it draws.
 */
export function followDemoMarks(): void {
	const update = async (entry: Shown): Promise<void> => {
		shown.set(entry.action.id, entry);
		await globalSettings.ready().catch(() => undefined);
		// Newer settings, or the key left, while the connection settings were awaited.
		if (shown.get(entry.action.id) === entry) await follow(entry);
	};
	streamDeck.actions.onWillAppear((ev) => {
		if (ev.action.isKey() && ev.payload.isInMultiAction) return;
		void update({ action: ev.action, settings: ev.payload.settings });
	});
	streamDeck.settings.onDidReceiveSettings((ev) => {
		if (shown.has(ev.action.id)) void update({ action: ev.action, settings: ev.payload.settings });
	});
	streamDeck.actions.onWillDisappear((ev) => {
		shown.delete(ev.action.id);
	});
	globalSettings.onChange(() => {
		for (const entry of shown.values()) void follow(entry);
	});
}
