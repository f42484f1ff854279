import type { HoldMode } from "../contract/hold-fields";
import type { SettingsRead } from "../keys/settings-read";
import { setupMarkImage } from "../keys/setup-mark";
import { renderKeyFace } from "../render/key-face";
import { localize } from "../render/localization";
import { svgDataUrl } from "../render/svg";
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
