import type { Coordinates } from "./key-view";

/** Columns and rows of keys. */
export type KeyGrid = {
	/** Columns. */
	columns: number;
	/** Rows. */
	rows: number;
};

/** A kind of device the emulated app may have, by the SDK's `DeviceType`: what the app knows of its controls. */
export type DeviceKind = {
	/** The name the app gives it. */
	name: string;
	/** Its key grid, as the app reports it (`size`). */
	size: KeyGrid;
	/** Its dials, left to right; 0 for none. */
	dials: number;
	/** Whether its dials have a touch strip above them to draw on. */
	touchStrip: boolean;
	/** Whether its keys have displays (a Pedal's pedals have none). */
	keyDisplays: boolean;
	/** Where its dials are: in a row under the keys, or one on either side of them (a Studio's). */
	dialPlace: "below" | "sides";
};

/**
 * A device of keys alone.
 * @param name The app's name for it.
 * @param columns Columns of keys.
 * @param rows Rows of keys.
 * @returns The kind.
 */
function keys(name: string, columns: number, rows: number): DeviceKind {
	return { name, size: { columns, rows }, dials: 0, touchStrip: false, keyDisplays: true, dialPlace: "below" };
}

/**
 * The kinds of device a test may ask for (`HostOptions.deviceTypes`), by the SDK's `DeviceType`, from Elgato's own
 * description of each type (`DeviceType` in `@elgato/schemas`, `streamdeck/plugins`): keys, dials, and whether the
 * dials have a touch strip.
 */
export const DEVICE_KINDS: Readonly<Record<number, DeviceKind>> = {
	0: keys("Stream Deck", 5, 3),
	1: keys("Stream Deck Mini", 3, 2),
	2: keys("Stream Deck XL", 8, 4),
	// The phone app's grid is the user's choice; 5 × 3 is its first.
	3: keys("Stream Deck Mobile", 5, 3),
	// Three pedals, as three keys in a row.
	5: { ...keys("Stream Deck Pedal", 3, 1), keyDisplays: false },
	7: { ...keys("Stream Deck +", 4, 2), dials: 4, touchStrip: true },
	// Its two touch points are for turning pages, and its info bar is not a key.
	9: keys("Stream Deck Neo", 4, 2),
	// One dial on either side of the keys, and no touch strip.
	10: { ...keys("Stream Deck Studio", 16, 2), dials: 2, touchStrip: false, dialPlace: "sides" },
	// Up to 64 keys on screen, at most 8 × 8: the largest grid the user may choose.
	11: keys("Virtual Stream Deck", 8, 8),
	13: { ...keys("Stream Deck + XL", 9, 4), dials: 6, touchStrip: true },
};

/**
 * The kind of a device type.
 * @param type The SDK's device type.
 * @returns The kind.
 */
export function deviceKindOf(type: number): DeviceKind {
	const kind = DEVICE_KINDS[type];
	if (!kind) {
		const known = Object.keys(DEVICE_KINDS).join(", ");
		throw new Error(`the host has no device of type ${type} (it knows ${known})`);
	}
	return kind;
}

/**
 * The commands that draw on a dial's touch strip: its layout and the layout's items, among them the `title` and `icon`
 * of Elgato's built-in layouts, which a dial's title and image fill (the SDK's `DialAction.setTitle` sends
 * `setFeedback` with `title`; OpenDeck draws a dial's image and title on its strip segment). `setTriggerDescription`
 * is not one: the app shows it in its own window, beside the dial's settings; nor is `showAlert`, the app's own sign.
 */
export const STRIP_COMMANDS: ReadonlySet<string> = new Set([
	"setFeedback",
	"setFeedbackLayout",
	"setImage",
	"setTitle",
]);

/**
 * Why the app could not put an instance where a test asks: a key outside the device's grid, a dial on a device without
 * dials or beyond its last. A key inside a multi-action has no place of its own.
 * @param kind The device's kind.
 * @param controller Key or dial.
 * @param coordinates Where.
 * @returns The reason; `undefined` when the place exists.
 */
export function placementRefusal(
	kind: DeviceKind,
	controller: "Encoder" | "Keypad",
	coordinates: Coordinates | undefined,
): string | undefined {
	if (coordinates === undefined) return undefined;
	const { column, row } = coordinates;
	const whole = (n: number): boolean => Number.isInteger(n) && n >= 0;
	if (controller === "Encoder") {
		if (kind.dials === 0) return `a ${kind.name} has no dials`;
		if (!whole(column) || column >= kind.dials || row !== 0) {
			return `a ${kind.name} has ${kind.dials} dials, at columns 0 to ${kind.dials - 1} of row 0: no dial at ${column},${row}`;
		}
		return undefined;
	}
	const { columns, rows } = kind.size;
	if (!whole(column) || !whole(row) || column >= columns || row >= rows) {
		return `a ${kind.name} has ${columns} × ${rows} keys: no key at ${column},${row}`;
	}
	return undefined;
}
