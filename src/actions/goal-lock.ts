import { action } from "@elgato/streamdeck";

import { goalLockSpec } from "../specs/goal-lock";
import { LockToggleAction } from "./base/lock-toggle-action";
import { GOALS } from "./base/widget-family";

/**
 * Goal Lock: locks or unlocks a goals widget (`POST /api/goals/{W}/actions/lock|unlock/{widgetId}/0`).
 */
@action({ UUID: goalLockSpec.uuid })
export class GoalLock extends LockToggleAction {
	/** Goals. */
	protected override readonly family = GOALS;
	/** The action's settings. */
	protected override readonly spec = goalLockSpec;
}
