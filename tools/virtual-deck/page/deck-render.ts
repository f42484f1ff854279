// Brings the whole page in line with a view of the deck: device, keys and dials, pages, requests and channel.
import type { DeckView } from "../deck-view";
import { renderActivity } from "./activity-list.js";
import { renderChannel } from "./channel-button.js";
import { deckState } from "./deck-state.js";
import { dialPlace, renderDevice, scaleStrip } from "./device-shape.js";
import { createDial } from "./dial-slot.js";
import { byId } from "./dom.js";
import { closeInspector } from "./inspector-panel.js";
import { createKey } from "./key-slot.js";
import { renderPages, renderProfiles } from "./page-bar.js";
import { updateSlot } from "./slot-update.js";

/**
 * Brings the page in line with a view.
 * @param next The view.
 */
export function render(next: DeckView): void {
	deckState.view = next;
	const { device } = next;
	const keys = byId("keys");
	const strip = byId("strip");
	const dials = byId("dials");
	renderDevice(device);
	const seen = new Set<string>();
	for (const slot of [...next.keys, ...next.dials]) {
		seen.add(slot.context);
		let elements = deckState.slots.get(slot.context);
		if (!elements) {
			elements = slot.controller === "Keypad" ? createKey(slot) : createDial(slot, device.touchStrip);
			deckState.slots.set(slot.context, elements);
		}
		updateSlot(elements, slot, device.touchStrip);
		const parent = slot.controller === "Keypad" ? keys : dials;
		const place =
			slot.controller === "Keypad"
				? { gridColumn: slot.column + 1, gridRow: slot.row + 1 }
				: dialPlace(device, slot.column);
		elements.root.style.gridColumn = String(place.gridColumn);
		elements.root.style.gridRow = String(place.gridRow);
		if (elements.root.parentElement !== parent) parent.append(elements.root);
		if (elements.segment) {
			elements.segment.style.gridColumn = String(slot.column + 1);
			if (elements.segment.parentElement !== strip) strip.append(elements.segment);
		}
	}
	for (const [context, elements] of deckState.slots) {
		if (!seen.has(context)) {
			elements.root.remove();
			elements.segment?.remove();
			deckState.slots.delete(context);
		}
	}
	// The app closes the inspector of an action that left the device (another page).
	if (deckState.inspected !== undefined && !seen.has(deckState.inspected)) closeInspector();
	scaleStrip(strip, device.dials);
	renderProfiles(next.profiles, next.profile);
	renderPages(next.page, next.pageCount);
	renderActivity(next.activity, next.channel.kind === "demo", next.emulatorUrl);
	const link = byId<HTMLAnchorElement>("emulator-link");
	link.href = `${next.emulatorUrl}/`;
	link.title = `State page of the API emulator at ${next.emulatorUrl}`;
	renderChannel(next.channel);
}
