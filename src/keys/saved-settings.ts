import streamDeck, { type DialAction, type KeyAction } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { ignoreIfKeyGone } from "../render/key-gone";

/** An action on screen, as the SDK gives it to event handlers. */
export type ShownAction = DialAction<JsonObject> | KeyAction<JsonObject>;

/** An action class that follows settings the plugin saved itself the way it follows the inspector's. */
export type SettingsFollower = {
	/** The UUID of the actions it handles. */
	readonly manifestId?: string;
	/**
	 * Takes new settings of one of its actions.
	 * @param action The action, on screen.
	 * @param settings Its new settings.
	 */
	followSavedSettings(action: ShownAction, settings: JsonObject): Promise<void>;
};

/** An action whose settings the plugin saves. */
export type SavableAction = {
	/** The action's context. */
	readonly id: string;
	/** The action's UUID. */
	readonly manifestId: string;
	/**
	 * Saves the action's settings.
	 * @param settings The new settings.
	 */
	setSettings(settings: JsonObject): Promise<void>;
};

/** The action classes, by UUID. */
const followers = new Map<string, SettingsFollower>();

/**
 * Lets an action class follow the settings the plugin saves for its actions; call once per registered class.
 * @param follower The action class.
 */
export function followSavedSettings(follower: SettingsFollower): void {
	if (follower.manifestId !== undefined) followers.set(follower.manifestId, follower);
}

/**
 * Saves an action's settings and hands them at once to its action class, when the action is on screen. Neither the
 * app nor SDK 3 tells the plugin about its own writes (and from SDK 3 a `getSettings` answer no longer reaches
 * `onDidReceiveSettings`), so the plugin follows what it wrote itself instead of asking for an echo.
 * @param action The action.
 * @param settings The settings to save.
 * @returns A promise settled once saved and followed; it never fails.
 */
export async function saveActionSettings(action: SavableAction, settings: JsonObject): Promise<void> {
	await ignoreIfKeyGone(action.setSettings(settings));
	// The SDK keeps only the actions on screen; one that left follows its settings when it appears again.
	const shown = streamDeck.actions.getActionById(action.id);
	if (shown === undefined) return;
	await followers.get(action.manifestId)?.followSavedSettings(shown, settings);
}
