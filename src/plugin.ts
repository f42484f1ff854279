import streamDeck from "@elgato/streamdeck";

import { ACTION_CATALOGUE, ACTION_SPECS } from "./actions/action-catalogue";
import { listenForConnectionTests } from "./channels/connection-test";
import { globalSettings } from "./channels/global-settings";
import { listenForDiagnostics } from "./diagnostics/diagnostics-listener";
import { traceSentRequests } from "./diagnostics/request-trace";
import { routeActionEvents } from "./keys/action-router";
import { listenForLegacyApiKeys } from "./keys/channel-migration";
import { listenForChannelRemovals } from "./keys/channel-removal";
import { listenForChannelUsage } from "./keys/channel-usage";
import { listenForDeckKeys } from "./keys/deck-keys";
import { followDemoMarks } from "./keys/demo-channel-keys";
import { followSavedSettings } from "./keys/saved-settings";
import { listenForStarterPageRequests } from "./keys/starter-page-switch";
import { listenForOriginChanges } from "./widgets/forget-on-origin-change";

// Settings as SDK 3 treats them: an answer to getSettings / getGlobalSettings (which carries the request's id from
// Stream Deck 7.1 on) no longer fires onDidReceiveSettings, which then means "changed in the inspector" only. The plugin
// relies on no echo; an app older than 7.1 (the manifest asks for 7.1) keeps the old behaviour, which works as well.
try {
	streamDeck.settings.useExperimentalMessageIdentifiers = true;
} catch {
	// Older app: see above.
}
globalSettings.listen();
// First: every other listener and action finds a key's record as the event left it.
listenForDeckKeys();
listenForOriginChanges();
listenForConnectionTests();
listenForChannelUsage();
listenForChannelRemovals();
listenForLegacyApiKeys(ACTION_SPECS);
listenForDiagnostics();
listenForStarterPageRequests();
traceSentRequests();

const actions = ACTION_CATALOGUE.map(({ Action }) => new Action());
// After the actions: when the global settings change, a key lets go of its old channel's value before the demo mark
// is drawn again, so that no value is ever shown under the mark of a channel it does not belong to.
followDemoMarks();
routeActionEvents(actions);
// What the plugin saves for an action (a channel move) reaches its class directly: no echo comes back.
for (const action of actions) followSavedSettings(action);

streamDeck.connect();
// Keys on screen at start-up wait for the global settings: ask for them now rather than once the first key appears.
// Keys report a failure themselves, and ask again.
globalSettings.ready().catch(() => undefined);
