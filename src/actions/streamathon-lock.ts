import { action } from "@elgato/streamdeck";

import type { ChannelCompanionClient } from "../api/client";
import { type LockSettings, LockToggleAction } from "./base/lock-toggle-action";

/** Settings of Streamathon Lock. */
export type StreamathonLockSettings = LockSettings;

/**
 * Streamathon Lock: locks or unlocks a streamathon widget (`POST /api/streamathon/{W}/actions/lock|unlock/{widgetId}/0`).
 */
@action({ UUID: "com.channel.companion.streamathon-lock" })
export class StreamathonLock extends LockToggleAction<StreamathonLockSettings> {
	/**
	 * Names the action in log lines.
	 * @returns The action's name.
	 */
	protected override get label(): string {
		return "Streamathon Lock";
	}

	/**
	 * Sends the request.
	 * @param client The API client.
	 * @param widgetId The widget.
	 * @param locked `true` to lock.
	 */
	protected override async setLocked(client: ChannelCompanionClient, widgetId: string, locked: boolean): Promise<void> {
		await client.streamathonAction(locked ? "lock" : "unlock", widgetId, 0);
	}
}
