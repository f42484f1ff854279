import { goalLockSpec } from "../contract/specs/goal-lock";
import { LockToggleAction } from "../widgets/lock-toggle-action";
import { GOALS } from "../widgets/widget-family";

/**
 * Goal Lock: locks or unlocks a goals widget (`POST /api/goals/{W}/actions/lock|unlock/{widgetId}/0`).
 */
export class GoalLock extends LockToggleAction {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = goalLockSpec.uuid;
	/** Goals. */
	protected override readonly family = GOALS;
	/** The action's settings. */
	protected override readonly spec = goalLockSpec;
}
