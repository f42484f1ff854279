import { type KeyDownEvent, SingletonAction, type WillDisappearEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ChannelCompanionClient } from "../../api/client";
import { parseChoice, parseSegment } from "../../api/validation";
import { KeyDisplay } from "../../feedback/key-display";
import { runPress } from "../../feedback/press-feedback";
import { clientFor, type KeyOverride } from "../../settings/api-client";
import { PressQueue } from "./press-queue";

/** Which way a lock key turns. */
export const LOCK_MODES = ["toggle", "lock", "unlock"] as const;

/** Settings of the two lock toggles. */
export type LockSettings = KeyOverride & {
	/** The widget's ID, or `all`. */
	widgetId?: string;
	/** `toggle` (default) flips the key's state; `lock` and `unlock` always go one way. */
	mode?: (typeof LOCK_MODES)[number];
};

/** Key state of an unlocked widget. */
export const UNLOCKED_STATE = 0;
/** Key state of a locked widget. */
export const LOCKED_STATE = 1;

/**
 * A two-state key that locks or unlocks a widget. The app does not flip its state (`DisableAutomaticStates`):
 * the key changes state only once the API accepted the change.
 */
export abstract class LockToggleAction<T extends JsonObject & LockSettings> extends SingletonAction<T> {
	/** Presses of each key, one at a time: a toggle pressed twice quickly locks, then unlocks. */
	readonly #presses = new PressQueue();
	/** The state each key was last set to by this plugin; the state in a press event may be older. */
	readonly #states = new Map<string, number>();

	/**
	 * What the action is, for log lines.
	 * @returns E.g. `Goal Lock`.
	 */
	protected abstract get label(): string;

	/**
	 * Locks or unlocks, then shows the new state.
	 * @param ev The event.
	 */
	public override async onKeyDown(ev: KeyDownEvent<T>): Promise<void> {
		if (!ev.action.isKey()) return;
		const action = ev.action;
		const settings = ev.payload.settings;
		await this.#presses.run(action.id, () =>
			runPress(action, this.label, async () => {
				const widgetId = parseSegment(settings.widgetId, "widgetId");
				const mode = parseChoice(settings.mode, "mode", LOCK_MODES, "toggle");
				const state = this.#states.get(action.id) ?? ev.payload.state;
				const lock = wantsLock(mode, { ...ev.payload, state });
				await this.setLocked(await clientFor(settings), widgetId, lock);
				const next = lock ? LOCKED_STATE : UNLOCKED_STATE;
				this.#states.set(action.id, next);
				await action.setState(next);
			}),
		);
	}

	/**
	 * Forgets a key that left.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<T>): void {
		this.#states.delete(ev.action.id);
		KeyDisplay.release(ev.action.id);
	}

	/**
	 * Sends the lock or unlock request.
	 * @param client The API client for this key.
	 * @param widgetId The widget's ID, or `all`.
	 * @param locked `true` to lock.
	 */
	protected abstract setLocked(client: ChannelCompanionClient, widgetId: string, locked: boolean): Promise<void>;
}

/** The parts of a press's payload that decide which way it goes. */
export type LockPress = {
	/** The key's state. */
	state?: number;
	/** Whether the key is a step of a multi-action. */
	isInMultiAction: boolean;
	/** The state chosen for the step. */
	userDesiredState?: number;
};

/**
 * Decides which way a press goes: inside a multi-action the state the user chose for the step; otherwise the mode,
 * and for `toggle` the opposite of the key's state.
 * @param mode The key's mode.
 * @param payload The press's payload.
 * @returns `true` to lock.
 */
export function wantsLock(mode: LockSettings["mode"], payload: LockPress): boolean {
	if (payload.isInMultiAction && payload.userDesiredState !== undefined) {
		return payload.userDesiredState === LOCKED_STATE;
	}
	if (mode === "lock") return true;
	if (mode === "unlock") return false;
	return payload.state !== LOCKED_STATE;
}
