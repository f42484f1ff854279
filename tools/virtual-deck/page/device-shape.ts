// The device's shape on the page: its columns of keys, and its touch strip and dials only if it has them.
import type { DeckDevice } from "../deck-view";
import { byId } from "./dom.js";

/** Width of a key and of the gap between keys on a deck of more than five columns: an XL fits beside the inspector. */
const NARROW_KEY = { key: "84px", gap: "14px" };

/** Width of one touch strip segment, in the layout's pixels. */
export const SEGMENT_WIDTH = 200;

/**
 * Shapes the deck as the device: its columns of keys, and its touch strip and dials only if it has them.
 * @param device The device.
 */
export function renderDevice(device: DeckDevice): void {
	const root = document.documentElement.style;
	root.setProperty("--columns", String(device.columns));
	if (device.columns > 5) {
		root.setProperty("--key", NARROW_KEY.key);
		root.setProperty("--key-gap", NARROW_KEY.gap);
	}
	byId("strip").style.display = device.dials > 0 && device.touchStrip ? "" : "none";
	byId("dials").style.display = device.dials > 0 ? "" : "none";
	byId("deck-column").setAttribute("aria-label", device.name);
	const brand = document.querySelector(".brand-sub");
	if (brand) brand.textContent = `Virtual ${device.name}`;
}

/**
 * Scales the touch strip's segments so that each draws its 200 × 100 layout across its share of the strip.
 * @param strip The touch strip.
 * @param dials How many dials share it.
 */
export function scaleStrip(strip: HTMLElement, dials: number): void {
	strip.style.setProperty("--strip-scale", String(strip.clientWidth / (Math.max(1, dials) * SEGMENT_WIDTH)));
}
