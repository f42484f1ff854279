import type { KeyAction, KeyDownEvent } from "@elgato/streamdeck";
import type { JsonObject } from "@elgato/utils";

import type { HoldMode } from "../contract/hold-fields";
import { withPressChannel } from "../keys/press-channel";
import { afterFeedback, runPress } from "../keys/press-feedback";
import { type SettingsRead, valuesOf } from "../keys/settings-read";
import { setupMarkImage } from "../keys/setup-mark";
import { type HoldLook, type KeyHold, pressOrHold } from "../press/hold-gesture";
import { renderKeyFace } from "../render/key-face";
import { localize } from "../render/localization";
import { svgDataUrl } from "../render/svg";
import { recordAdjust } from "../undo/record-change";
import type { WidgetFamily } from "./widget-family";

/** The settings of an adjusting key or dial, parsed: a widget, the amount of one press or tick, and how a key fires. */
export type AdjustValues = {
	/** The widget's ID, or `all`. */
	widgetId: string;
	/** The amount of one press, at least 1. */
	amount: number;
	/** The id of its channel. */
	channel?: string;
	/** 0.1's own API key, until the plugin moved it into a channel. */
	apiKey?: string;
	/** How the key fires; a press adds at once when absent. */
	mode?: HoldMode;
};

/**
 * The image of an adjusting key: the widget and the amount of one press, and `hold −5` when a hold removes; the setup
 * mark for bad settings.
 * @param family The widget family.
 * @param read The key's settings, read once.
 * @returns A data URL.
 */
export function adjustKeyImage(family: WidgetFamily, read: SettingsRead<AdjustValues>): string {
	// Bad settings: the key shows the setup mark until they are fixed; a press says what is wrong.
	if (!read.ok) return setupMarkImage();
	const { values } = read;
	const removes = values.mode?.kind === "tap-or-remove";
	return svgDataUrl(
		renderKeyFace({
			accent: family.accent,
			label: `${family.widgetWord()} ${values.widgetId}`,
			value: family.formatChange(values.amount),
			hint: removes ? `${localize("Hold")} ${family.formatChange(-values.amount)}` : undefined,
		}),
	);
}

/**
 * Runs a key-down of an adjusting key: adds at once (`press`, a multi-action step), once held (`hold`), or adds on a
 * tap and removes on a hold (`holdAction: remove`). Every change the API accepted is recorded for undo.
 * @param hold The key's hold.
 * @param family The widget family.
 * @param what The action's name, for the log.
 * @param ev The key-down.
 * @param read The key's settings, read once by the key-down (bad ones fail the press with `Setup`).
 * @returns Settles once the press ran, or its hold started.
 */
export function pressAdjustKey(
	hold: KeyHold,
	family: WidgetFamily,
	what: string,
	ev: KeyDownEvent<JsonObject>,
	read: SettingsRead<AdjustValues>,
): Promise<void> {
	// Bad settings: the press fails at once with `Setup`.
	const values = read.ok ? read.values : undefined;
	const action = ev.action as KeyAction<JsonObject>;
	const adjust = (sign: -1 | 1) => () =>
		runPress(action, what, () => {
			const checked = valuesOf(read);
			const change = sign * checked.amount;
			return withPressChannel(checked, async (channel) => {
				await family.adjust(channel.client, checked.widgetId, change);
				afterFeedback(() => recordAdjust(family.name, checked, change, channel.identity));
			});
		});
	const look = (amount: number | undefined) => (): HoldLook => ({
		accent: family.accent,
		label: values && `${family.widgetWord()} ${values.widgetId}`,
		value: amount === undefined ? undefined : family.formatChange(amount),
	});
	const press = { action: ev.action, isInMultiAction: ev.payload.isInMultiAction, mode: values?.mode };
	return pressOrHold(hold, press, look(values?.amount), adjust(1), adjust(-1), look(values && -values.amount));
}
