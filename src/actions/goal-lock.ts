import { action } from "@elgato/streamdeck";

import type { ChannelCompanionClient } from "../api/client";
import { type LockSettings, LockToggleAction } from "./base/lock-toggle-action";

/** Settings of Goal Lock. */
export type GoalLockSettings = LockSettings;

/**
 * Goal Lock: locks or unlocks a goal widget (`POST /api/goals/{W}/actions/lock|unlock/{widgetId}/0`).
 */
@action({ UUID: "com.channel.companion.goal-lock" })
export class GoalLock extends LockToggleAction<GoalLockSettings> {
	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Goal Lock";
	}

	/**
	 * Sends the request.
	 * @param client The API client.
	 * @param widgetId The widget.
	 * @param locked `true` to lock.
	 */
	protected override async setLocked(client: ChannelCompanionClient, widgetId: string, locked: boolean): Promise<void> {
		await client.goalAction(locked ? "lock" : "unlock", widgetId, 0);
	}
}
