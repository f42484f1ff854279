// The device's shape on the page: its grid of keys sized to fit the deck's column, its touch strip and dials only if
// it has them (under the keys, or a Studio's beside them), and a Pedal's pedals, which have no display.
import type { DeckDevice } from "../deck-device";
import { byId } from "./dom.js";

/** Width of one touch strip segment, in the layout's pixels. */
export const SEGMENT_WIDTH = 200;

/** A key at its largest, and the gap beside it: a Stream Deck's keys at roughly their real proportions. */
const LARGEST = { key: 124, gap: 28 };

/** The smallest key drawn: a Studio's sixteen columns still fit a laptop's window. */
const SMALLEST_KEY = 36;

/** The device's frame: its padding left and right, in pixels (see `.device` in the style sheet). */
const FRAME = 68;

/** Room a dial takes beside the keys (a Studio's): its knob and its turn buttons. */
const SIDE_DIAL = 150;

/** Columns beyond which the side panels go under the deck, so that the keys keep a size one can click. */
const WIDE_COLUMNS = 9;

/** A key's side and the gap between two keys, in pixels. */
type KeySize = {
	/** The key's side. */
	key: number;
	/** The gap. */
	gap: number;
};

/** Where a slot sits in its grid (1-based). */
type GridPlace = {
	/** Its column. */
	gridColumn: number;
	/** Its row. */
	gridRow: number;
};

/**
 * Shapes the deck as the device: its columns of keys at a size that fits the page, and its touch strip and dials only
 * if it has them.
 * @param device The device.
 */
export function renderDevice(device: DeckDevice): void {
	document.body.dataset.wide = String(device.columns > WIDE_COLUMNS);
	const frame = byId("device");
	frame.dataset.dials = device.dials > 0 ? device.dialPlace : "none";
	frame.dataset.keys = device.keyDisplays ? "display" : "pedal";
	const root = document.documentElement.style;
	root.setProperty("--columns", String(device.columns));
	root.setProperty("--dials", String(Math.max(1, device.dials)));
	const room = byId("deck-column").clientWidth - FRAME - (device.dialPlace === "sides" ? 2 * SIDE_DIAL : 0);
	const { key, gap } = keySize(room, device.columns);
	root.setProperty("--key", `${key}px`);
	root.setProperty("--key-gap", `${gap}px`);
	// Beside the keys, the dials take as many rows as the taller side needs.
	byId("keys").style.gridRow = device.dialPlace === "sides" ? `1 / span ${Math.ceil(device.dials / 2)}` : "";
	byId("strip").style.display = device.dials > 0 && device.touchStrip ? "" : "none";
	byId("dials").style.display = device.dials > 0 ? "" : "none";
	byId("deck-column").setAttribute("aria-label", device.name);
	const brand = document.querySelector(".brand-sub");
	if (brand) brand.textContent = `Virtual ${device.name}`;
	document.title = `Virtual ${device.name} · Channel Companion`;
}

/**
 * The size of a key and of the gap between two, so that a row of keys fits the room: as large as a Stream Deck's
 * when there is room, never smaller than {@link SMALLEST_KEY}.
 * @param room Width the row may take, in pixels.
 * @param columns Keys in a row.
 * @returns Key and gap, in whole pixels.
 */
function keySize(room: number, columns: number): KeySize {
	const ratio = LARGEST.gap / LARGEST.key;
	const fitting = Math.floor(room / (columns + (columns - 1) * ratio));
	if (fitting >= LARGEST.key) return LARGEST;
	const key = Math.max(SMALLEST_KEY, fitting);
	return { key, gap: Math.round(key * ratio) };
}

/**
 * Where a dial goes: its column of the row under the keys, or, beside the keys, its side and its place on that side.
 * @param device The device.
 * @param column The dial's place from the left.
 * @returns The grid column and row of its slot (1-based).
 */
export function dialPlace(device: DeckDevice, column: number): GridPlace {
	if (device.dialPlace === "below") return { gridColumn: column + 1, gridRow: 1 };
	// Beside the keys: the first half of the dials on the left, the rest on the right, top down.
	const left = Math.ceil(device.dials / 2);
	return column < left ? { gridColumn: 1, gridRow: column + 1 } : { gridColumn: 3, gridRow: column - left + 1 };
}

/**
 * Scales the touch strip's segments so that each draws its 200 × 100 layout across its share of the strip.
 * @param strip The touch strip.
 * @param dials How many dials share it.
 */
export function scaleStrip(strip: HTMLElement, dials: number): void {
	strip.style.setProperty("--strip-scale", String(strip.clientWidth / (Math.max(1, dials) * SEGMENT_WIDTH)));
}
