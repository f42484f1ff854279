import streamDeck from "@elgato/streamdeck";

import { CurrencyBalance } from "./actions/currency-balance";
import { CurrencyRemove } from "./actions/currency-remove";
import { CurrencySet } from "./actions/currency-set";
import { CustomData } from "./actions/custom-data";
import { CustomEvent } from "./actions/custom-event";
import { GoalAction } from "./actions/goal-action";
import { GoalAdd } from "./actions/goal-add";
import { GoalLock } from "./actions/goal-lock";
import { ShowTop } from "./actions/show-top";
import { StreamathonAction } from "./actions/streamathon-action";
import { StreamathonAddSeconds } from "./actions/streamathon-add-seconds";
import { StreamathonLock } from "./actions/streamathon-lock";
import { Undo } from "./actions/undo";
import { Warnings } from "./actions/warnings";
import { listenForLegacyApiKeys } from "./channels/channel-migration";
import { listenForChannelRemovals } from "./channels/channel-removal";
import { listenForChannelUsage } from "./channels/channel-usage";
import { listenForConnectionTests } from "./channels/connection-test";
import { globalSettings } from "./channels/global-settings";
import { followSavedSettings } from "./channels/saved-settings";
import { listenForDiagnostics } from "./diagnostics/diagnostics-listener";
import { followDemoMarks } from "./keys/demo-channel-keys";
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
listenForOriginChanges();
listenForConnectionTests();
listenForChannelUsage();
listenForChannelRemovals();
listenForLegacyApiKeys();
listenForDiagnostics();
followDemoMarks();

const actions = [
	new GoalAdd(),
	new GoalLock(),
	new GoalAction(),
	new StreamathonAddSeconds(),
	new StreamathonLock(),
	new StreamathonAction(),
	new CustomEvent(),
	new ShowTop(),
	new Warnings(),
	new CurrencyBalance(),
	new CurrencySet(),
	new CurrencyRemove(),
	new CustomData(),
	new Undo(),
];
for (const action of actions) {
	streamDeck.actions.registerAction(action);
	// What the plugin saves for an action (a channel move) reaches its class directly: no echo comes back.
	followSavedSettings(action);
}

streamDeck.connect();
