import type { SingletonAction } from "@elgato/streamdeck";

import type { ActionSpec } from "../contract/action-spec";
import { currencyBalanceSpec } from "../contract/specs/currency-balance";
import { currencyRemoveSpec } from "../contract/specs/currency-remove";
import { currencySetSpec } from "../contract/specs/currency-set";
import { customDataSpec } from "../contract/specs/custom-data";
import { customEventSpec } from "../contract/specs/custom-event";
import { goalActionSpec } from "../contract/specs/goal-action";
import { goalAddSpec } from "../contract/specs/goal-add";
import { goalLockSpec } from "../contract/specs/goal-lock";
import { showTopSpec } from "../contract/specs/show-top";
import { streamathonActionSpec } from "../contract/specs/streamathon-action";
import { streamathonAddSecondsSpec } from "../contract/specs/streamathon-add-seconds";
import { streamathonLockSpec } from "../contract/specs/streamathon-lock";
import { undoSpec } from "../contract/specs/undo";
import { warningsSpec } from "../contract/specs/warnings";
import type { SettingsFollower } from "../keys/saved-settings";
import { CurrencyBalance } from "./currency-balance";
import { CurrencyRemove } from "./currency-remove";
import { CurrencySet } from "./currency-set";
import { CustomData } from "./custom-data";
import { CustomEvent } from "./custom-event";
import { GoalAction } from "./goal-action";
import { GoalAdd } from "./goal-add";
import { GoalLock } from "./goal-lock";
import { ShowTop } from "./show-top";
import { StreamathonAction } from "./streamathon-action";
import { StreamathonAddSeconds } from "./streamathon-add-seconds";
import { StreamathonLock } from "./streamathon-lock";
import { Undo } from "./undo";
import { Warnings } from "./warnings";

/** One action of the plugin: the spec of its settings and the class that handles its events. */
export type CatalogueEntry = {
	/** Its settings, as the contract spells them; its UUID is the manifest's. */
	readonly spec: ActionSpec;
	/**
	 * Its class, whose `manifestId` is the spec's UUID: the plugin registers one instance, which also follows the
	 * settings the plugin saves for its actions.
	 */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each class narrows its own settings type.
	readonly Action: new () => SettingsFollower & SingletonAction<any>;
};

/**
 * Every action of the plugin, in the manifest's order: the one list the rest follows from. The plugin registers each
 * class; the robustness catalogues and the tests that go through every action read it; the build makes each page
 * and README picture from the manifest, which a test holds to this list.
 */
export const ACTION_CATALOGUE: readonly CatalogueEntry[] = [
	{ spec: goalAddSpec, Action: GoalAdd },
	{ spec: goalLockSpec, Action: GoalLock },
	{ spec: goalActionSpec, Action: GoalAction },
	{ spec: streamathonAddSecondsSpec, Action: StreamathonAddSeconds },
	{ spec: streamathonLockSpec, Action: StreamathonLock },
	{ spec: streamathonActionSpec, Action: StreamathonAction },
	{ spec: customEventSpec, Action: CustomEvent },
	{ spec: showTopSpec, Action: ShowTop },
	{ spec: warningsSpec, Action: Warnings },
	{ spec: currencyBalanceSpec, Action: CurrencyBalance },
	{ spec: currencySetSpec, Action: CurrencySet },
	{ spec: currencyRemoveSpec, Action: CurrencyRemove },
	{ spec: customDataSpec, Action: CustomData },
	{ spec: undoSpec, Action: Undo },
];

/** Every action's spec, in the manifest's order. */
export const ACTION_SPECS: readonly ActionSpec[] = ACTION_CATALOGUE.map((entry) => entry.spec);
