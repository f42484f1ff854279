import streamDeck from "@elgato/streamdeck";

import { listenForOriginChanges } from "./actions/base/channel-memory";
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
import { listenForDiagnostics } from "./diagnostics/diagnostics-listener";
import { listenForLegacyKeys } from "./settings/channel-migration";
import { listenForChannelUsage } from "./settings/channel-usage";
import { listenForConnectionTests } from "./settings/connection-test";
import { globalSettings } from "./settings/global-settings";

globalSettings.listen();
listenForOriginChanges();
listenForConnectionTests();
listenForChannelUsage();
listenForLegacyKeys();
listenForDiagnostics();

streamDeck.actions.registerAction(new GoalAdd());
streamDeck.actions.registerAction(new GoalLock());
streamDeck.actions.registerAction(new GoalAction());
streamDeck.actions.registerAction(new StreamathonAddSeconds());
streamDeck.actions.registerAction(new StreamathonLock());
streamDeck.actions.registerAction(new StreamathonAction());
streamDeck.actions.registerAction(new CustomEvent());
streamDeck.actions.registerAction(new ShowTop());
streamDeck.actions.registerAction(new Warnings());
streamDeck.actions.registerAction(new CurrencyBalance());
streamDeck.actions.registerAction(new CurrencySet());
streamDeck.actions.registerAction(new CurrencyRemove());
streamDeck.actions.registerAction(new CustomData());
streamDeck.actions.registerAction(new Undo());

streamDeck.connect();
