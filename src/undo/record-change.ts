import { type ChannelRef, writeIdentity } from "../channels/channel-clients";
import { undoableChange, type WidgetFamilySpec } from "../contract/widget-verbs";
import { changeHistory, type RecordedChange } from "./change-history";

/** The settings of a change: its widget and the settings that picked its channel. */
export type ChangeSource = ChannelRef & {
	/** The widget's ID, or `all`. */
	widgetId: string;
};

/**
 * Records an add (positive) or remove (negative) that the API accepted, so that an undo key can revert it.
 * @param family The widget family.
 * @param source The settings it was sent with.
 * @param change The signed amount.
 * @param identity The write identity of the channel it went to, when the press resolved it already.
 * @returns The change as the history keeps it, to recognise when an undo takes it back; `undefined` for no change.
 */
export function recordAdjust(
	family: "goal" | "streamathon",
	source: ChangeSource,
	change: number,
	identity?: string,
): RecordedChange | undefined {
	const channelRef: ChannelRef = { channel: source.channel, apiKey: source.apiKey };
	return changeHistory.record({
		family,
		channel: identity ?? writeIdentity(channelRef),
		source: channelRef,
		widgetId: source.widgetId,
		change,
	});
}

/**
 * Records the add or remove that a general widget action (Goal Action, Streamathon Action) made; other verbs (lock,
 * reset, set…) cannot be undone and are not recorded.
 * @param family The family's names on the wire.
 * @param verb The action the API accepted.
 * @param source The settings it was sent with.
 * @param amount Its amount.
 * @param identity The write identity of the channel it went to, when the press resolved it already.
 */
export function recordWidgetAction(
	family: WidgetFamilySpec,
	verb: string,
	source: ChangeSource,
	amount: number,
	identity?: string,
): void {
	const change = undoableChange(family, verb, amount);
	if (change !== undefined) recordAdjust(family.name, source, change, identity);
}
