import type { DidReceiveSettingsEvent, WillAppearEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { ActionSpec, FieldSpecs, ValuesOf } from "../contract/action-spec";
import type { LockMode } from "../contract/common-fields";
import type { ChoiceFieldSpec, IntegerFieldSpec, TextFieldSpec } from "../contract/field-spec";
import type { Activation } from "../contract/hold-fields";
import type { OnScreen } from "../keys/key-state";
import { type Press, PressAction } from "../press/press-action";
import { LOCKED_STATE, LockKey, lockKeyImage, UNLOCKED_STATE } from "./lock-key";
import { switchLock, widgetRefOf, type WidgetValues } from "./lock-switch";
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

/**
 * A two-state key that locks or unlocks a widget: the lock kind of the press contract. The app does not flip its state
 * (`DisableAutomaticStates`): the key changes state only once the API accepted the change — its own press, or any other
 * key, dial or action of this plugin that locked or unlocked the same widget of the same channel.
 */
export abstract class LockToggleAction extends PressAction<LockSpec, LockKey, boolean> {
	/** The widget family the key locks. */
	protected abstract readonly family: WidgetFamily;

	/**
	 * Starts following the lock states of widgets.
	 */
	constructor() {
		super();
		widgetLocks.onChange((change) => {
			for (const key of this.keys()) {
				if (key.action.id !== change.origin && key.ref && concerns(key.ref, change)) {
					void key.show(change.locked);
				}
			}
		});
	}

	/**
	 * Follows new settings: the key shows its new widget's state, when known.
	 * @param ev The event.
	 */
	public override async onDidReceiveSettings(ev: DidReceiveSettingsEvent<JsonObject>): Promise<void> {
		if (ev.action.isKey() && !ev.payload.isInMultiAction) {
			await this.#show(this.stateOf(ev.action), ev.payload.settings);
		}
	}

	/**
	 * Shows the state of the key's widget, when known.
	 * @param ev The event.
	 */
	public override async onWillAppear(ev: WillAppearEvent<JsonObject>): Promise<void> {
		const key = this.adopt(this.createKey(ev.action));
		// A step of a multi-action shows nothing of its own: the step's desired state decides each press.
		if (ev.action.isKey() && !ev.payload.isInMultiAction) {
			await this.#show(key, ev.payload.settings);
		}
	}

	/**
	 * Follows a key's channel after the global settings changed: when the channel now points at another server (or the
	 * key names another channel), the key shows that widget's state there, unlocked while none is known.
	 * @param key The key.
	 */
	protected override async channelsChanged(key: LockKey): Promise<void> {
		await Promise.all([key.setup.recheck(), this.#followChannel(key)]);
	}

	/**
	 * Makes the state of a lock key.
	 * @param action The key.
	 * @returns The state.
	 */
	protected override createKey(action: OnScreen): LockKey {
		return new LockKey(action);
	}

	/**
	 * Locks or unlocks the widget, the way the key's mode and state (or a multi-action step's desired state) say.
	 * @param press The press.
	 * @returns The new state.
	 */
	protected override send(press: Press<ValuesOf<LockSpec>, LockKey>): Promise<boolean> {
		const { key, values, channel, gesture } = press;
		// Only a key-down locks a lock key.
		const payload: LockPress = gesture.kind === "key" ? gesture.payload : { isInMultiAction: false };
		return switchLock({
			family: this.family,
			widgetId: values.widgetId,
			channel,
			origin: key.action.id,
			// The state the key showed in the app is not knowledge: a toggle on a state not known locks.
			decide: (known) =>
				wantsLock(values.mode, { ...payload, state: known === undefined ? undefined : toState(known) }),
		});
	}

	/**
	 * Follows settings the plugin saved itself (keys moved to another channel); the key's state stays the one last
	 * known.
	 * @param action The key.
	 * @param settings Its new settings.
	 */
	protected override async settingsChanged(action: OnScreen, settings: JsonObject): Promise<void> {
		if (action.isKey() && !action.isInMultiAction()) await this.#show(this.stateOf(action), settings);
	}
	/**
	 * Shows the new state: when that changed what the key shows it is the press's one success signal, otherwise the
	 * check mark is.
	 * @param press The press.
	 * @param locked The new state.
	 * @returns `true` when the key's state changed.
	 */
	protected override showAnswer(press: Press<ValuesOf<LockSpec>, LockKey>, locked: boolean): Promise<boolean> {
		return press.key.show(locked);
	}

	/**
	 * Shows the state of the widget a key's channel now points at, when that changed: not known, when it points at
	 * another server.
	 * @param key The key.
	 */
	async #followChannel(key: LockKey): Promise<void> {
		if (!key.ref || !key.values) return;
		const ref = this.#refOf(key.values);
		if (ref.channel === key.ref.channel) return;
		key.ref = ref;
		await key.show(widgetLocks.stateOf(ref));
	}

	/**
	 * How a ready lock key draws itself: the lock of its widget as the plugin knows it when it is drawn.
	 * @param key The key.
	 * @param values Its settings.
	 * @returns Draws the image (`undefined` for the manifest's).
	 */
	#faceOf(key: LockKey, values: ValuesOf<LockSpec>): () => string | undefined {
		return () => lockKeyImage(this.family, values, widgetLocks.stateOf(this.#refOf(values)), key.display);
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
	 * Shows the state of a key's widget as the plugin knows it, and the setup mark while the key is not ready. What the
	 * app reported for the key is not knowledge: the key shows what the plugin knows.
	 * @param key The key.
	 * @param settings Its settings.
	 */
	async #show(key: LockKey, settings: JsonObject): Promise<void> {
		const read = this.read(settings);
		const face = read.ok ? this.#faceOf(key, read.values) : undefined;
		const valid = await key.setup.follow({ read, kind: this.spec.apiKeyKind, face });
		// The widget's identity holds its channel's, known once the check above awaited the global settings.
		key.values = valid && read.ok ? read.values : undefined;
		key.ref = key.values && this.#refOf(key.values);
		if (key.ref) await key.show(widgetLocks.stateOf(key.ref));
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
