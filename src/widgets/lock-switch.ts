import { writeIdentity } from "../channels/channel-clients";
import { globalSettings } from "../channels/global-settings";
import type { WidgetFamilySpec } from "../contract/widget-verbs";
import { type PressChannel, resolvePressChannel } from "../keys/press-channel";
import { runPress, SUCCESS_SHOWN } from "../keys/press-feedback";
import type { SettingsRead } from "../keys/settings-read";
import type { AnyAction } from "../render/key-display";
import type { WidgetFamily } from "./widget-family";
import { WidgetLocks, widgetLocks, type WidgetRef } from "./widget-locks";

/** The settings that name a widget: its ID and its channel. */
export type WidgetValues = {
	/** The widget's ID, or `all`. */
	widgetId: string;
	/** The id of its channel; empty or absent picks the default channel. */
	channel?: string;
	/** 0.1's own API key, until the plugin moved it into a channel. */
	apiKey?: string;
};

/** What one lock press is about, read once from the settings of the key or dial pressed. */
export type LockTarget = {
	/** The widget family. */
	family: WidgetFamily;
	/** The widget and its channel, parsed. */
	values: WidgetValues;
	/**
	 * Decides which way the press goes.
	 * @param known The widget's last known state; `undefined` when no press of this plugin changed it yet.
	 * @returns `true` to lock.
	 */
	decide(known: boolean | undefined): boolean;
};

/**
 * Runs one lock press of a key or dial: it resolves the target's channel once, then after the earlier presses on the
 * same widget (bad settings fail the press and send nothing) decides with the widget's known state, sends, and records
 * the new state
 * so that every key and dial of the widget follows; then exactly one success or failure signal: the new state shown
 * on the pressed key or dial itself when that changed what it shows, or else the check mark (`OK` on a dial).
 * @param action The key or dial pressed.
 * @param what The action's name, for the log.
 * @param target The target, read once from the settings, or why they are bad.
 * @param show Shows the new state on the pressed key or dial itself; resolves `true` when that changed what it shows,
 * which is then the press's success signal.
 * @param locks The lock states.
 * @returns The new state when the API accepted the change; `undefined` when the press failed.
 */
export async function pressLock(
	action: AnyAction,
	what: string,
	target: SettingsRead<LockTarget>,
	show?: (locked: boolean) => Promise<boolean>,
	locks: WidgetLocks = widgetLocks,
): Promise<boolean | undefined> {
	let channel: PressChannel | undefined;
	let refusal: unknown;
	// The widget's identity holds its channel's, known once the global settings are: a press right after the plugin
	// started would otherwise record its lock under another identity than the next press reads. Without them the
	// press fails with their reason.
	if (target.ok) {
		try {
			channel = await resolvePressChannel(target.values.values);
		} catch (error) {
			refusal = error;
		}
	} else {
		await globalSettings.ready().catch(() => undefined);
		refusal = target.refusal;
	}
	const ref = target.ok && channel ? lockRefOf(target.values, channel) : undefined;
	let result: boolean | undefined;
	await locks.queue(ref ? WidgetLocks.identity(ref) : action.id, () =>
		runPress(
			action,
			what,
			async () => {
				if (!ref || !channel || !target.ok) throw refusal;
				const lock = target.values.decide(locks.stateOf(ref));
				await target.values.family.setLocked(channel.client, ref.widgetId, lock);
				locks.record({ ...ref, locked: lock, origin: action.id });
				result = lock;
				if (await show?.(lock)) return SUCCESS_SHOWN;
			},
			channel?.identity,
		),
	);
	return result;
}

/**
 * The widget a lock press is about.
 * @param target The press's target.
 * @param channel Its channel, resolved.
 * @returns The widget.
 */
function lockRefOf(target: LockTarget, channel: PressChannel): WidgetRef {
	return { family: target.family.name, channel: channel.identity, widgetId: target.values.widgetId };
}

/**
 * Records the lock or unlock that a general widget action (Goal Action, Streamathon Action) made, so that every key and
 * dial of the widget follows; other actions change no lock.
 * @param family The widget family's names.
 * @param verb The action the API accepted.
 * @param widgetId The widget it was sent for.
 * @param identity The write identity of the channel it went to.
 * @param origin The key that sent it.
 */
export function recordLockAction(
	family: WidgetFamilySpec,
	verb: string,
	widgetId: string,
	identity: string,
	origin: string,
): void {
	if (verb !== family.lock && verb !== family.unlock) return;
	widgetLocks.record({ family: family.name, channel: identity, widgetId, locked: verb === family.lock, origin });
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
