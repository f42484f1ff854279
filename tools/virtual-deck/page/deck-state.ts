// What the deck page keeps between two views: the latest view, the elements of each key and dial, and the inspected one.
import type { DeckView } from "../deck-view";

/**
 * The elements of one key or dial, kept across renders so animations and focus survive updates.
 */
export interface SlotElements {
	/** The slot's outer element. */
	root: HTMLElement;
	/** Where the OK / alert mark appears: beside the caption, never on the plugin's picture. */
	flash: HTMLElement;
	/** Caption: action name. */
	name: HTMLElement;
	/** Caption: settings summary. */
	detail: HTMLElement;
	/** Key face (keys). */
	face?: SVGSVGElement;
	/** Touch strip segment (dials of a device with a strip). */
	segment?: HTMLElement;
	/** The knob's rotating part (dials). */
	notch?: HTMLElement;
	/** Current knob angle (dials). */
	angle: number;
	/** Counts last seen, to notice new OKs and alerts. */
	okCount: number;
	/** Counts last seen. */
	alertCount: number;
	/** Pending end of the mark. */
	flashTimer?: number;
	/** What the face was drawn from, to skip redraws. */
	drawn: string;
}

/** The page's state: one object, so that every module sees the same. */
export const deckState = {
	/** The latest view; absent until the first answer. */
	view: undefined as DeckView | undefined,
	/** Context whose inspector is open. */
	inspected: undefined as string | undefined,
	/** Elements by context. */
	slots: new Map<string, SlotElements>(),
};

/**
 * Marks which key or dial is selected (its inspector open), or none.
 * @param context The selected one; `undefined` for none.
 */
export function markSelected(context: string | undefined): void {
	for (const [other, elements] of deckState.slots) {
		elements.root.dataset.selected = String(other === context);
		if (elements.segment) elements.segment.dataset.selected = String(other === context);
	}
}
