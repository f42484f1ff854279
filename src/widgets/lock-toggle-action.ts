import {
	type DidReceiveSettingsEvent,
	type KeyAction,
	type KeyDownEvent,
	type KeyUpEvent,
	SingletonAction,
	type WillAppearEvent,
	type WillDisappearEvent,
} from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import { globalSettings } from "../channels/global-settings";
import type { ShownAction } from "../channels/saved-settings";
import type { ActionSpec, FieldSpecs, ValuesOf } from "../contract/action-spec";
import type { LockMode } from "../contract/common-fields";
import type { ChoiceFieldSpec, IntegerFieldSpec, TextFieldSpec } from "../contract/field-spec";
import { type Activation, holdModeOf } from "../contract/hold-fields";
import { mapRead, readSettings } from "../keys/settings-read";
import { SetupMarks } from "../keys/setup-mark";
import { HoldGestures, pressOrHold } from "../press/hold-gesture";
import { accentOf } from "../render/endpoint-accent";
import { KeyDisplay } from "../render/key-display";
import { LockKeyStates } from "./lock-key-states";
import { pressLock, widgetRefOf, type WidgetValues } from "./lock-switch";
import type { WidgetFamily } from "./widget-family";
import { concerns, widgetLocks, type WidgetRef } from "./widget-locks";

/** The settings of a lock key: a widget and a mode. */
type LockFields = FieldSpecs & {
	/** The widget's ID, or `all`. */
	widgetId: TextFieldSpec;
	/** Which way a press turns the lock. */
	mode: ChoiceFieldSpec<LockMode>;
	/** When a press fires. */
	activation: ChoiceFieldSpec<Activation>;
	/** How long a hold is. */
	holdMs: IntegerFieldSpec;
};

/** The spec of a lock key. */
export type LockSpec = ActionSpec<LockFields>;

/** Key state of an unlocked widget. */
export const UNLOCKED_STATE = 0;
/** Key state of a locked widget. */
export const LOCKED_STATE = 1;

/** A lock key on screen. */
type VisibleLockKey = {
	/** The key. */
	action: KeyAction<JsonObject>;
	/** Its widget; `undefined` while its settings are bad. */
	ref?: WidgetRef;
	/** Its settings as last read; `undefined` while they are bad. */
	values?: ValuesOf<LockSpec>;
};

/**
 * A two-state key that locks or unlocks a widget. The app does not flip its state (`DisableAutomaticStates`):
 * the key changes state only once the API accepted the change — its own press, or any other key, dial or action of
 * this plugin that locked or unlocked the same widget of the same channel.
 */
export abstract class LockToggleAction extends SingletonAction<JsonObject> {
	/** The widget family the key locks. */
	protected abstract readonly family: WidgetFamily;
	/** The action's settings spec. */
	protected abstract readonly spec: LockSpec;

	/** The keys whose settings are invalid. */
	readonly #setup = new SetupMarks();

	/** The keys being held. */
	readonly #holds = new HoldGestures();

	/** The keys on screen, by context. */
	readonly #visible = new Map<string, VisibleLockKey>();

	/** The state each key shows. */
	readonly #states = new LockKeyStates();

	/**
	 * Starts following the lock states of widgets.
	 */
	constructor() {
		super();
		widgetLocks.onChange((change) => {
			for (const [id, key] of this.#visible) {
				if (id !== change.origin && key.ref && concerns(key.ref, change)) {
					void this.#states.set(key.action, toState(change.locked));
				}
			}
		});
		globalSettings.onChange(() => {
			for (const key of this.#visible.values()) void this.#followChannel(key);
		});
	}

	/**
	 * Follows settings the plugin saved itself (keys moved to another channel), as those from the inspector; the key's
	 * state stays the one last known.
	 * @param action The key.
	 * @param settings Its new settings.
	 */
	public async followSavedSettings(action: ShownAction, settings: JsonObject): Promise<void> {
		if (action.isKey() && !action.isInMultiAction()) await this.#show(action, settings, undefined);
	}

	/**
	 * Follows new settings: the key shows its new widget's state, when known.
	 * @param ev The event.
	 */
	public override async onDidReceiveSettings(ev: DidReceiveSettingsEvent<JsonObject>): Promise<void> {
		if (ev.action.isKey() && !ev.payload.isInMultiAction) {
			await this.#show(ev.action, ev.payload.settings, ev.payload.state);
		}
	}

	/**
	 * Locks or unlocks, then shows the new state.
	 * @param ev The event.
	 */
	public override async onKeyDown(ev: KeyDownEvent<JsonObject>): Promise<void> {
		if (!ev.action.isKey()) return;
		const action = ev.action;
		this.#states.note(action.id, ev.payload.state, false);
		const read = readSettings(this.spec, ev.payload.settings);
		const target = mapRead(read, (values) => ({
			family: this.family,
			values,
			decide: (known: boolean | undefined) => {
				const state = known === undefined ? ev.payload.state : toState(known);
				return wantsLock(values.mode, { ...ev.payload, state });
			},
		}));
		// Invalid settings fire at once, and fail with `Setup`.
		const mode = read.ok ? holdModeOf(read.values) : undefined;
		const press = { action, isInMultiAction: ev.payload.isInMultiAction, mode };
		await pressOrHold(this.#holds, press, { accent: accentOf(this.spec.endpoint) }, async () => {
			// A state that changed is the press's one success signal; no check mark follows it.
			await pressLock(action, this.spec.name, target, (locked) => this.#states.change(action, toState(locked)));
		});
	}

	/**
	 * Ends a hold: released too early, the key says `Hold` and sends nothing.
	 * @param ev The event.
	 */
	public override async onKeyUp(ev: KeyUpEvent<JsonObject>): Promise<void> {
		if (ev.action.isKey()) await this.#holds.release(ev.action);
	}

	/**
	 * Shows the state of the key's widget, when known.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<JsonObject>): Promise<void> {
		// A step of a multi-action shows nothing of its own: the step's desired state decides each press.
		if (ev.action.isKey() && !ev.payload.isInMultiAction) {
			await this.#show(ev.action, ev.payload.settings, ev.payload.state);
		}
	}

	/**
	 * Forgets a key that left.
	 * @param ev The event.
	 */
	public override onWillDisappear(ev: WillDisappearEvent<JsonObject>): void {
		this.#holds.cancel(ev.action.id);
		this.#visible.delete(ev.action.id);
		this.#states.forget(ev.action.id);
		this.#setup.forget(ev.action.id);
		KeyDisplay.release(ev.action.id);
	}

	/**
	 * The widget of parsed settings.
	 * @param values The settings.
	 * @returns The widget of its family and channel.
	 */
	#refOf(values: WidgetValues): WidgetRef {
		return widgetRefOf(this.family.name, values);
	}

	/**
	 * Follows a key's channel after the global settings changed: when the channel now points at another server (or the
	 * key names another channel), the key shows that widget's state there, unlocked while none is known.
	 * @param key The key.
	 */
	async #followChannel(key: VisibleLockKey): Promise<void> {
		if (!key.ref || !key.values) return;
		const ref = this.#refOf(key.values);
		if (ref.channel === key.ref.channel) return;
		key.ref = ref;
		await this.#states.change(key.action, toState(widgetLocks.stateOf(ref) ?? false));
	}

	/**
	 * Remembers a key on screen and shows its widget's known state when the key shows another.
	 * @param action The key.
	 * @param settings Its settings.
	 * @param state The state the key shows now.
	 */
	async #show(action: KeyAction<JsonObject>, settings: JsonObject, state: number | undefined): Promise<void> {
		this.#states.note(action.id, state, true);
		const read = readSettings(this.spec, settings);
		const valid = await this.#setup.follow(action, { read, kind: this.spec.key });
		// The widget's identity holds its channel's, known once the check above awaited the global settings.
		const values = valid && read.ok ? read.values : undefined;
		const ref = values && this.#refOf(values);
		this.#visible.set(action.id, { action, ref, values });
		const known = ref && widgetLocks.stateOf(ref);
		if (known !== undefined) await this.#states.change(action, toState(known));
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
