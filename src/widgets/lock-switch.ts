import { writeIdentity } from "../channels/channel-clients";
import { isApiError } from "../contract/errors";
import type { WidgetFamilySpec } from "../contract/widget-verbs";
import type { PressChannel } from "../keys/press-channel";
import { KeyRefusal } from "../render/key-refusal";
import type { WidgetFamily } from "./widget-family";
import { widgetLocks, type WidgetRef } from "./widget-locks";

/** The settings that name a widget: its ID and its channel. */
export type WidgetValues = {
	/** The widget's ID, or `all`. */
	widgetId: string;
	/** The id of its channel; empty or absent picks the default channel. */
	channel?: string;
	/** 0.1's own API key, until the plugin moved it into a channel. */
	apiKey?: string;
};

/** One lock press: the widget, where it is, and who pressed. */
export type LockSwitch = {
	/** The widget family. */
	family: WidgetFamily;
	/** The widget's ID, or `all`. */
	widgetId: string;
	/** The channel the press resolved. */
	channel: PressChannel;
	/** The context of the key or dial pressed: it shows the new state itself. */
	origin: string;
	/**
	 * Decides which way the press goes.
	 * @param known The widget's last known state; `undefined` when no press of this plugin changed it yet.
	 * @returns `true` to lock.
	 */
	decide(known: boolean | undefined): boolean;
};

/**
 * Locks or unlocks a widget for a key or dial: after the earlier lock presses on the same widget, it decides with the
 * widget's known state, sends, and records the new state so that every key and dial of the widget follows.
 * @param press The press.
 * @returns The new state, once the API accepted it.
 */
export function switchLock(press: LockSwitch): Promise<boolean> {
	const { family, widgetId, channel } = press;
	const ref: WidgetRef = { family: family.name, channel: channel.identity, widgetId };
	return widgetLocks.queue(ref, async () => {
		const lock = press.decide(widgetLocks.stateOf(ref));
		await family.setLocked(channel.client, widgetId, lock);
		widgetLocks.record({ ...ref, locked: lock, origin: press.origin });
		return lock;
	});
}

/**
 * The failure a write to a widget (a goal or a timer) shows: `Locked` when the API changed nothing
 * (`change_count: 0`) on a widget this plugin knows is locked, where `No chg` would not say why; any other failure as
 * it is.
 * @param error What the write threw.
 * @param ref The widget.
 * @returns The failure to show.
 */
export function lockedOr(error: unknown, ref: WidgetRef): unknown {
	if (!isApiError(error) || error.kind !== "no-change" || widgetLocks.stateOf(ref) !== true) return error;
	return new KeyRefusal("Goal locked", `The ${ref.family} ${ref.widgetId} is locked: the API changed nothing.`, error);
}

/** One press of a general widget action (Goal Action, Streamathon Action). */
export type WidgetActionPress = {
	/** The widget family's names. */
	family: WidgetFamilySpec;
	/** The action to send. */
	verb: string;
	/** The widget it is sent for, or `all`. */
	widgetId: string;
	/** The channel the press resolved. */
	channel: PressChannel;
	/** The key that sent it. */
	origin: string;
	/**
	 * Sends the request.
	 * @returns Settles once the API accepted it.
	 */
	send(): Promise<unknown>;
};

/**
 * Sends a general widget action: a change the API refused on a widget this plugin knows is locked fails with `Locked`
 * (see {@link lockedOr}), and a lock or unlock the API accepted is recorded, so that every key and dial of the widget
 * follows.
 * @param press The press.
 */
export async function sendWidgetAction(press: WidgetActionPress): Promise<void> {
	const { family, verb, widgetId, channel } = press;
	try {
		await press.send();
	} catch (error) {
		throw lockedOr(error, { family: family.name, channel: channel.identity, widgetId });
	}
	if (verb !== family.lock && verb !== family.unlock) return;
	const locked = verb === family.lock;
	widgetLocks.record({ family: family.name, channel: channel.identity, widgetId, locked, origin: press.origin });
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
