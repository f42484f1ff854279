import type { KeyFaceChoice } from "../contract/press-fields";
import type { KeyDisplay } from "../render/key-display";
import { type PressFace, renderPressFace } from "../render/press-face";
import { svgDataUrl } from "../render/svg";

/** What a press key's face says: what it acts on, and what a press does to it (see `renderPressFace`). */
export type PressNaming = Pick<PressFace, "deed" | "name"> & {
	/** The glyph, when not the action's own (a lock's state). */
	glyph?: string;
};

/** The colour and glyph of an action, for its named face. */
export type ActionLook = {
	/** The family's colour. */
	accent: string;
	/** The action's glyph, unless the naming brings its own. */
	glyph: string;
};

/**
 * Whether a key's face names what it acts on (`face: named`, the default) rather than leaving it to the icon and title.
 * @param values The key's parsed settings; every press action's spec has `face` (`PRESS_FIELDS`).
 * @returns `true` for `named`.
 */
export function showsNames(values: object): boolean {
	return (
		(
			values as {
				/**
				 *
				 */
				face?: KeyFaceChoice;
			}
		).face !== "icon"
	);
}

/**
 * Draws a named press key: its glyph with what it acts on, clear of the title the user typed, if any.
 * @param look The family's colour and the action's own glyph.
 * @param naming What the key acts on.
 * @param display The key's display, which knows where the user's title is.
 * @returns A data URL.
 */
export function namedKeyImage(look: ActionLook, naming: PressNaming, display: Pick<KeyDisplay, "userTitle">): string {
	return svgDataUrl(
		renderPressFace({ ...look, ...naming, glyph: naming.glyph ?? look.glyph, userTitle: display.userTitle() }),
	);
}
