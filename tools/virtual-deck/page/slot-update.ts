// Brings one key's or dial's elements in line with its view: data attributes, caption, face or strip, marks.
import type { SlotView } from "../deck-view";
import { deckState, type SlotElements } from "./deck-state.js";
import { drawSegment, gestureHelp } from "./dial-slot.js";
import { drawFace } from "./key-slot.js";
import { flash } from "./slot-caption.js";

/**
 * Updates a slot's elements to a new view of it.
 * @param elements The slot's elements.
 * @param slot The view.
 * @param touchStrip Whether the device's dials have a touch strip.
 */
export function updateSlot(elements: SlotElements, slot: SlotView, touchStrip: boolean): void {
	const root = elements.root;
	const selected = String(slot.context === deckState.inspected);
	root.dataset.slug = slot.slug;
	root.dataset.column = String(slot.column);
	root.dataset.row = String(slot.row);
	root.dataset.state = String(slot.state);
	root.dataset.title = slot.title ?? "";
	root.dataset.okCount = String(slot.okCount);
	root.dataset.alertCount = String(slot.alertCount);
	root.dataset.selected = selected;
	root.title = `${slot.name}${slot.caption ? ` · ${slot.caption}` : ""}`;
	const knob = root.querySelector<HTMLElement>(".knob");
	if (knob) knob.title = gestureHelp(slot.triggerDescription, touchStrip);
	elements.name.textContent = slot.name;
	elements.detail.textContent = slot.caption;
	const drawn = JSON.stringify([slot.imageUrl, slot.title, slot.titleAlignment, slot.feedback, slot.layout]);
	if (drawn !== elements.drawn) {
		elements.drawn = drawn;
		if (elements.face) drawFace(elements.face, slot);
		if (elements.segment) {
			elements.segment.dataset.selected = selected;
			const canvas = elements.segment.querySelector<HTMLElement>(".segment-canvas");
			if (canvas) drawSegment(canvas, slot);
		}
	}
	if (slot.alertCount > elements.alertCount) flash(elements, "alert");
	else if (slot.okCount > elements.okCount) flash(elements, "ok");
	elements.okCount = slot.okCount;
	elements.alertCount = slot.alertCount;
}
