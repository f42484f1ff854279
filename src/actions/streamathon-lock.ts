import { streamathonLockSpec } from "../contract/specs/streamathon-lock";
import { LockToggleAction } from "../widgets/lock-toggle-action";
import { STREAMATHON } from "../widgets/widget-family";

/**
 * Streamathon Lock: locks or unlocks a streamathon timer (`POST /api/streamathon/{W}/actions/lock|unlock/{widgetId}/0`).
 */
export class StreamathonLock extends LockToggleAction {
	/** The action's UUID in the manifest: how the SDK routes its events here. */
	public override readonly manifestId = streamathonLockSpec.uuid;
	/** Streamathon timers. */
	protected override readonly family = STREAMATHON;
	/** The action's settings. */
	protected override readonly spec = streamathonLockSpec;
}
