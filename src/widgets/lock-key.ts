import type { LockMode } from "../contract/common-fields";
import type { KeyFaceChoice } from "../contract/press-fields";
import { PressKey } from "../press/press-key";
import { namedKeyImage } from "../press/press-naming";
import type { KeyDisplay } from "../render/key-display";
import { ignoreIfKeyGone } from "../render/key-gone";
import { type DeckWord, localize } from "../render/localization";
import { lockGlyph, type LockLook } from "../render/press-face";
import type { WidgetValues } from "./lock-switch";
import type { WidgetFamily } from "./widget-family";
import type { WidgetRef } from "./widget-locks";

/** Key state of an unlocked widget. */
export const UNLOCKED_STATE = 0;
/** Key state of a locked widget. */
export const LOCKED_STATE = 1;

/**
 * The look of a lock state as the plugin knows it.
 * @param locked `true` locked, `false` unlocked, `undefined` not known.
 * @returns The look.
 */
export function lockLookOf(locked: boolean | undefined): LockLook {
	if (locked === undefined) return "unknown";
	return locked ? "locked" : "unlocked";
}

/**
 * A lock key on screen: what every press key keeps, its widget, and the lock state its face shows — only what this
 * plugin knows (what it sent since it started, for the widget's channel as it is now). The state the app kept for the
 * key (off screen, across a restart, from a profile) is not knowledge, and a press's payload may be older still.
 */
export class LockKey extends PressKey {
	/** Its widget; `undefined` while its settings are bad or before it is drawn. */
	public ref: WidgetRef | undefined;

	/** Its settings as last read; `undefined` while they are bad. */
	public values: WidgetValues | undefined;

	/** The look its face shows; `undefined` before the first. */
	#look: LockLook | undefined;

	/**
	 * Shows the widget's lock as the plugin knows it: the key's state (the app's, for a state the plugin knows) and its
	 * face. When that changed what the key shows, it is a lock press's one success signal.
	 * @param locked `true` locked, `false` unlocked, `undefined` not known.
	 * @returns `true` when what the key shows changed.
	 */
	public async show(locked: boolean | undefined): Promise<boolean> {
		const look = lockLookOf(locked);
		if (look === this.#look) return false;
		this.#look = look;
		const { action } = this;
		if (locked !== undefined && action.isKey()) {
			await ignoreIfKeyGone(action.setState(locked ? LOCKED_STATE : UNLOCKED_STATE));
		}
		await this.setup.recheck();
		return true;
	}
}

/**
 * The words under a lock key's widget: what a press does, unless the key toggles a lock the plugin knows (then the
 * state it is in, which the padlock shows too).
 * @param mode Which way the key turns the lock.
 * @param locked The state as the plugin knows it.
 * @returns The word to show.
 */
function lockDeedOf(mode: LockMode, locked: boolean | undefined): DeckWord {
	if (mode === "unlock") return "Push: unlock";
	if (mode === "lock" || locked === undefined) return "Push: lock";
	return locked ? "Locked" : "Unlocked";
}

/** The settings a lock key's face reads. */
export type LockFaceValues = WidgetValues & {
	/** Which way a press turns the lock. */
	mode: LockMode;
	/** Whether the key names its widget or leaves the face to the icon. */
	face?: KeyFaceChoice;
};

/**
 * The face of a lock key: the padlock of the state the plugin knows (grey with a question mark when it knows none),
 * the widget, and under it the state a toggle shows (`Locked`) or, while it is not known, what the next press does
 * (`Push: lock`), as a dial's strip on the same widget says it; a key that only locks or only unlocks says what it does. With `face: icon` a known state shows the manifest's image of that state; a state not known
 * is drawn all the same, since neither image would be true.
 * @param family The widget family.
 * @param values The key's settings.
 * @param locked The state as the plugin knows it.
 * @param display The key's display, which knows where the user's title is.
 * @returns A data URL; `undefined` for the manifest's image.
 */
export function lockKeyImage(
	family: WidgetFamily,
	values: LockFaceValues,
	locked: boolean | undefined,
	display: Pick<KeyDisplay, "userTitle">,
): string | undefined {
	if (locked !== undefined && values.face === "icon") return undefined;
	const look = lockLookOf(locked);
	const deed = localize(lockDeedOf(values.mode, locked));
	const naming = { name: family.nameOf(values.widgetId), deed, glyph: lockGlyph(look) };
	return namedKeyImage({ accent: family.accent, glyph: naming.glyph }, naming, display);
}
