import { writeIdentity } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import type { WidgetFamilySpec } from "../contract/widget-verbs";
import { runPress, SUCCESS_SHOWN } from "../keys/press-feedback";
import type { AnyAction } from "../render/key-display";
import { WidgetLocks, widgetLocks, type WidgetRef } from "./widget-locks";

/** The settings that name a widget: its ID and its channel. */
export type WidgetValues = {
	/** The widget's ID, or `all`. */
	widgetId: string;
	/** The id of its channel; empty or absent picks the default channel. */
	channel?: string;
	/** 0.1's own key, until the plugin moved it into a channel. */
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
 * so that every key and dial of the widget follows; then exactly one success or failure signal: the new state shown
 * on the pressed key or dial itself when that changed what it shows, or else the check mark (`OK` on a dial).
 * @param action The key or dial pressed.
 * @param what The action's name, for the log.
 * @param read Reads the target from the settings; throws for bad settings.
 * @param show Shows the new state on the pressed key or dial itself; resolves `true` when that changed what it shows,
 * which is then the press's success signal.
 * @param locks The lock states.
 * @returns The new state when the API accepted the change; `undefined` when the press failed.
 */
export async function pressLock(
	action: AnyAction,
	what: string,
	read: () => LockTarget,
	show?: (locked: boolean) => Promise<boolean>,
	locks: WidgetLocks = widgetLocks,
): Promise<boolean | undefined> {
	let target: LockTarget | undefined;
	let refusal: unknown;
	// The widget's identity holds its channel's, known once the global settings are: a press right after the plugin
	// started would otherwise record its lock under another identity than the next press reads. Without them the
	// request fails with its own reason.
	await globalSettings.ready().catch(() => undefined);
	try {
		target = read();
	} catch (error) {
		refusal = error;
	}
	let result: boolean | undefined;
	const queue = target ? WidgetLocks.identity(target.ref) : action.id;
	await locks.queue(queue, () =>
		runPress(
			action,
			what,
			async () => {
				if (!target) throw refusal;
				const lock = target.decide(locks.stateOf(target.ref));
				await target.send(lock);
				locks.record({ ...target.ref, locked: lock, origin: action.id });
				result = lock;
				if (await show?.(lock)) return SUCCESS_SHOWN;
			},
			target?.ref.channel,
		),
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
	const ref = widgetRefOf(family.name, values);
	widgetLocks.record({ ...ref, locked: verb === family.lock, origin });
}

/**
 * The widget a key's settings name, for its lock state and undo: the family's widget of the settings' channel.
 * @param family The widget family's name.
 * @param values The settings: the widget and its channel.
 * @returns The widget.
 */
export function widgetRefOf(family: WidgetRef["family"], values: WidgetValues): WidgetRef {
	return { family, channel: writeIdentity(values), widgetId: values.widgetId };
}
