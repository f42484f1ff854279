import type { HoldMode } from "../contract/hold-fields";
import type { KeyFaceChoice } from "../contract/press-fields";
import type { SettingsRead } from "../keys/settings-read";
import { namedKeyImage } from "../press/press-naming";
import type { KeyDisplay } from "../render/key-display";
import { renderKeyFace } from "../render/key-face";
import { localize } from "../render/localization";
import { actionGlyph } from "../render/manifest-images";
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
	/** What the key shows while ready: its name and amount (`named`, by default) or the icon alone. */
	face?: KeyFaceChoice;
};

/**
 * How an adjusting key draws itself while ready: its name and amount, unless it leaves the face to the icon.
 * @param family The widget family.
 * @param read The key's settings, read once.
 * @param uuid The action's UUID, for its glyph.
 * @param display The key's display, which knows where the user's title is.
 * @returns Draws the image; `undefined` for bad settings (the setup mark shows) or the icon alone.
 */
export function adjustKeyFace(
	family: WidgetFamily,
	read: SettingsRead<AdjustValues>,
	uuid: string,
	display: Pick<KeyDisplay, "userTitle">,
): (() => string) | undefined {
	if (!read.ok || read.values.face === "icon") return undefined;
	const { values } = read;
	const glyph = actionGlyph(uuid);
	return () => adjustKeyImage(family, values, glyph, display);
}

/**
 * The image of a ready adjusting key: its glyph with the widget and the amount of one press; when a hold removes, the
 * widget and amount over `Hold −5` instead of the glyph (all three words do not fit with it at 72 px).
 * @param family The widget family.
 * @param values The key's settings, read once.
 * @param glyph The action's glyph.
 * @param display The key's display, which knows where the user's title is.
 * @returns A data URL.
 */
export function adjustKeyImage(
	family: WidgetFamily,
	values: AdjustValues,
	glyph: string,
	display: Pick<KeyDisplay, "userTitle">,
): string {
	const naming = { name: family.nameOf(values.widgetId), deed: family.formatChange(values.amount) };
	if (values.mode?.kind !== "tap-or-remove" || display.userTitle() !== undefined) {
		return namedKeyImage({ accent: family.accent, glyph }, naming, display);
	}
	const hint = `${localize("Hold")} ${family.formatChange(-values.amount)}`;
	return svgDataUrl(renderKeyFace({ accent: family.accent, label: naming.name, value: naming.deed, hint }));
}
