import { action } from "@elgato/streamdeck";

import { streamathonLockSpec } from "../specs/streamathon-lock";
import { LockToggleAction } from "./base/lock-toggle-action";
import { STREAMATHON } from "./base/widget-family";

/**
 * Streamathon Lock: locks or unlocks a streamathon timer (`POST /api/streamathon/{W}/actions/lock|unlock/{widgetId}/0`).
 */
@action({ UUID: streamathonLockSpec.uuid })
export class StreamathonLock extends LockToggleAction {
	/** Streamathon timers. */
	protected override readonly family = STREAMATHON;
	/** The action's settings. */
	protected override readonly spec = streamathonLockSpec;
}
