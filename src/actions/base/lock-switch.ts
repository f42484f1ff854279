import type { AnyAction } from "../../feedback/key-display";
import { runPress } from "../../feedback/press-feedback";
import { channelIdentity } from "../../settings/api-client";
import type { WidgetFamilySpec } from "../../specs/widget-families";
import { WidgetLocks, widgetLocks, type WidgetRef } from "./widget-locks";

/** The settings that name a widget: its ID and the key override that picks its channel. */
export type WidgetValues = {
	/** The widget's ID, or `all`. */
	widgetId: string;
	/** The key override, if any. */
	apiKey?: string;
};

/** What one lock press is about, read from the settings of the key or dial pressed. */
export type LockTarget = {
	/** The widget. */
	ref: WidgetRef;
	/**
	 * Decides which way the press goes.
	 * @param known The widget's last known state; `undefined` when no press of this plugin changed it yet.
	 * @returns `true` to lock.
	 */
	decide(known: boolean | undefined): boolean;
	/**
	 * Sends the lock or unlock request.
	 * @param lock `true` to lock.
	 */
	send(lock: boolean): Promise<void>;
};

/**
 * Runs one lock press of a key or dial: after the earlier presses on the same widget, it reads the target (bad
 * settings fail the press and send nothing), decides with the widget's known state, sends, and records the new state
 * so that every key and dial of the widget follows; then exactly one success or failure signal.
 * @param action The key or dial pressed.
 * @param what The action's name, for the log.
 * @param read Reads the target from the settings; throws for bad settings.
 * @param show Shows the new state on the pressed key itself, before the success signal.
 * @param locks The lock states.
 * @returns The new state when the API accepted the change; `undefined` when the press failed.
 */
export async function pressLock(
	action: AnyAction,
	what: string,
	read: () => LockTarget,
	show?: (locked: boolean) => Promise<void>,
	locks: WidgetLocks = widgetLocks,
): Promise<boolean | undefined> {
	let target: LockTarget | undefined;
	let refusal: unknown;
	try {
		target = read();
	} catch (error) {
		refusal = error;
	}
	let result: boolean | undefined;
	const queue = target ? WidgetLocks.identity(target.ref) : action.id;
	await locks.queue(queue, () =>
		runPress(action, what, async () => {
			if (!target) throw refusal;
			const lock = target.decide(locks.stateOf(target.ref));
			await target.send(lock);
			locks.record({ ...target.ref, locked: lock, origin: action.id });
			result = lock;
			await show?.(lock);
		}),
	);
	return result;
}

/**
 * Records the lock or unlock that a general widget action (Goal Action, Streamathon Action) made, so that every key and
 * dial of the widget follows; other actions change no lock.
 * @param family The widget family's names.
 * @param verb The action the API accepted.
 * @param values The settings it was sent with.
 * @param origin The key that sent it.
 */
export function recordLockAction(family: WidgetFamilySpec, verb: string, values: WidgetValues, origin: string): void {
	if (verb !== family.lock && verb !== family.unlock) return;
	const ref = { family: family.name, channel: channelIdentity(values), widgetId: values.widgetId };
	widgetLocks.record({ ...ref, locked: verb === family.lock, origin });
}
