import { type KeyDownEvent, SingletonAction, type WillDisappearEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { KeyDisplay } from "../../feedback/key-display";
import { clientFor } from "../../settings/api-client";
import { type ActionSpec, parseSettings } from "../../specs/action-spec";
import type { FieldSpecs } from "../../specs/action-spec";
import type { LockMode } from "../../specs/common-fields";
import type { ChoiceFieldSpec, TextFieldSpec } from "../../specs/field-spec";
import { type LockRequest, LockSwitch } from "./lock-switch";
import type { WidgetFamily } from "./widget-family";

/** The settings of a lock key: a widget and a mode. */
type LockFields = FieldSpecs & {
	/** The widget's ID, or `all`. */
	widgetId: TextFieldSpec;
	/** Which way a press turns the lock. */
	mode: ChoiceFieldSpec<LockMode>;
};

/** The spec of a lock key. */
export type LockSpec = ActionSpec<LockFields>;

/** Key state of an unlocked widget. */
export const UNLOCKED_STATE = 0;
/** Key state of a locked widget. */
export const LOCKED_STATE = 1;

/**
 * A two-state key that locks or unlocks a widget. The app does not flip its state (`DisableAutomaticStates`):
 * the key changes state only once the API accepted the change.
 */
export abstract class LockToggleAction extends SingletonAction<JsonObject> {
	/** The widget family the key locks. */
	protected abstract readonly family: WidgetFamily;

	/** The action's settings spec. */
	protected abstract readonly spec: LockSpec;

	/** Lock presses, one at a time per key, and the state each key was last set to. */
	readonly #switch = new LockSwitch();

	/**
	 * Locks or unlocks, then shows the new state.
	 * @param ev The event.
	 */
	public override async onKeyDown(ev: KeyDownEvent<JsonObject>): Promise<void> {
		if (!ev.action.isKey()) return;
		const action = ev.action;
		const request: LockRequest = async (lockedBefore) => {
			const values = parseSettings(this.spec, ev.payload.settings);
			const state = lockedBefore === undefined ? ev.payload.state : toState(lockedBefore);
			const lock = wantsLock(values.mode, { ...ev.payload, state });
			await this.family.setLocked(await clientFor(values), values.widgetId, lock);
			return lock;
		};
		await this.#switch.press(action, this.spec.name, request, (locked) => action.setState(toState(locked)));
	}

	/**
	 * Forgets a key that left.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<JsonObject>): void {
		this.#switch.forget(ev.action.id);
		KeyDisplay.release(ev.action.id);
	}
}

/**
 * The key state of a lock.
 * @param locked Whether the widget is locked.
 * @returns or {@link UNLOCKED_STATE}.
 */
function toState(locked: boolean): number {
	return locked ? LOCKED_STATE : UNLOCKED_STATE;
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
export function wantsLock(mode: LockMode, payload: LockPress): boolean {
	if (payload.isInMultiAction && payload.userDesiredState !== undefined) {
		return payload.userDesiredState === LOCKED_STATE;
	}
	if (mode === "lock") return true;
	if (mode === "unlock") return false;
	return payload.state !== LOCKED_STATE;
}
