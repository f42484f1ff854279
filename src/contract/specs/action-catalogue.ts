import type { ActionSpec } from "../action-spec";
import { currencyBalanceSpec } from "./currency-balance";
import { currencyRemoveSpec } from "./currency-remove";
import { currencySetSpec } from "./currency-set";
import { customDataSpec } from "./custom-data";
import { customEventSpec } from "./custom-event";
import { goalActionSpec } from "./goal-action";
import { goalAddSpec } from "./goal-add";
import { goalLockSpec } from "./goal-lock";
import { showTopSpec } from "./show-top";
import { streamathonActionSpec } from "./streamathon-action";
import { streamathonAddSecondsSpec } from "./streamathon-add-seconds";
import { streamathonLockSpec } from "./streamathon-lock";
import { undoSpec } from "./undo";
import { warningsSpec } from "./warnings";

/** Every action's spec, in the manifest's order: for documentation and for tests that go through all of them. */
export const ACTION_SPECS: readonly ActionSpec[] = [
	goalAddSpec,
	goalLockSpec,
	goalActionSpec,
	streamathonAddSecondsSpec,
	streamathonLockSpec,
	streamathonActionSpec,
	customEventSpec,
	showTopSpec,
	warningsSpec,
	currencyBalanceSpec,
	currencySetSpec,
	currencyRemoveSpec,
	customDataSpec,
	undoSpec,
];
