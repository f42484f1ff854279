/*
 * The devices the plugin ships a starter profile for: what the app calls each one (its device type), what Elgato's
 * profile files call it (its model), its keys and dials, and where its profile lies in the plugin folder. The build
 * writes the profiles from this table and `starter-pages.ts`; the plugin reads it to know which profile a device has.
 * How the model codes and the controllers were learnt is told in docs/starter-profiles.md.
 */

/** The controllers a page of a profile lists, in the order Elgato's files list them. */
export type ProfileController = "Encoder" | "Keypad" | "Neo";

/** One device a starter profile is made for. */
export type StarterDevice = {
	/** Short name: `npm start -- --profile <id>`, and the profile's file name (`profiles/starter-<id>`). */
	readonly id: string;
	/** The device's name, as the app shows it. */
	readonly name: string;
	/** The SDK's `DeviceType` of the device (the manifest's `Profiles[].DeviceType`). */
	readonly deviceType: number;
	/** The model code a profile of this device carries (`Device.Model`). */
	readonly model: string;
	/** Its keys: columns and rows. */
	readonly columns: number;
	/** Rows of keys. */
	readonly rows: number;
	/** Dials, left to right; 0 for none. */
	readonly dials: number;
	/** Whether its dials have a touch strip to draw on (a Stream Deck +, a + XL; not a Studio). */
	readonly touchStrip: boolean;
	/** The controllers every page of its profiles lists, keys first. */
	readonly controllers: readonly ProfileController[];
	/**
	 * The edition of its page the plugin ships: 1 until a released page changes. The app installs a bundled profile
	 * once and never updates it, so a page changed after a release ships under a new name (`scripts/released-profiles.json`
	 * records what was released; docs/starter-profiles.md).
	 */
	readonly edition: number;
};

/** The folder of the plugin folder the starter profiles are written into. */
export const STARTER_PROFILE_FOLDER = "profiles";

/**
 * The page a switch to a starter profile names: its first, the one with the keys. Without a page the app would show
 * the page last seen in the profile, and a profile as bundled names none as current.
 */
export const STARTER_PAGE_INDEX = 0;

/** Every device with a starter profile, in the manifest's order. */
export const STARTER_DEVICES: readonly StarterDevice[] = [
	device("standard", "Stream Deck", 0, "20GAA9901", 5, 3),
	device("mini", "Stream Deck Mini", 1, "20GAI9901", 3, 2),
	device("xl", "Stream Deck XL", 2, "20GAT9901", 8, 4),
	// Stream Deck Mobile's grid is the user's choice: its page keeps to the top left 5 × 3 keys, as a Stream Deck's.
	device("mobile", "Stream Deck Mobile", 3, "VSD2/WiFi", 5, 3),
	// Three pedals, no display: a page of press keys, worked by foot.
	device("pedal", "Stream Deck Pedal", 5, "20GBF9901", 3, 1),
	{ ...device("plus", "Stream Deck +", 7, "20GBD9901", 4, 2), ...dialsOf(4, true) },
	{ ...device("neo", "Stream Deck Neo", 9, "20GBJ9901", 4, 2), controllers: ["Keypad", "Neo"] },
	// A dial on either side of the keys, and no touch strip above them.
	{ ...device("studio", "Stream Deck Studio", 10, "20GBO9901", 16, 2), ...dialsOf(2, false) },
	{ ...device("plus-xl", "Stream Deck + XL", 13, "20GBX9901", 9, 4), ...dialsOf(6, true) },
];

/**
 * The profile's `Name` in the manifest: its path in the plugin folder, without `.streamDeckProfile`, which is also the
 * name `switchToProfile` takes. Each edition of a device's page has its own.
 * @param starter The device.
 * @returns E.g. `profiles/starter-plus`, and `profiles/starter-plus-2` for its second edition.
 */
export function starterProfileName(starter: Pick<StarterDevice, "edition" | "id">): string {
	const edition = starter.edition > 1 ? `-${starter.edition}` : "";
	return `${STARTER_PROFILE_FOLDER}/starter-${starter.id}${edition}`;
}

/**
 * The starter device of a device type.
 * @param deviceType The SDK's `DeviceType`, as the app reports a device.
 * @returns The device; `undefined` when the plugin ships no starter profile for it.
 */
export function starterDeviceOfType(deviceType: number): StarterDevice | undefined {
	return STARTER_DEVICES.find((starter) => starter.deviceType === deviceType);
}

/**
 * The starter device of a short name.
 * @param id E.g. `plus`.
 * @returns The device; `undefined` for a name no device has.
 */
export function starterDeviceOfId(id: string): StarterDevice | undefined {
	return STARTER_DEVICES.find((starter) => starter.id === id);
}

/**
 * A device of keys alone.
 * @param id Short name.
 * @param name The app's name for it.
 * @param deviceType The SDK's device type.
 * @param model Its model code.
 * @param columns Columns of keys.
 * @param rows Rows of keys.
 * @returns The device.
 */
function device(
	id: string,
	name: string,
	deviceType: number,
	model: string,
	columns: number,
	rows: number,
): StarterDevice {
	return {
		id,
		name,
		deviceType,
		model,
		columns,
		rows,
		dials: 0,
		touchStrip: false,
		controllers: ["Keypad"],
		edition: 1,
	};
}

/**
 * What a device with dials adds to a device of keys.
 * @param dials How many.
 * @param touchStrip Whether they have a touch strip.
 * @returns The fields.
 */
function dialsOf(dials: number, touchStrip: boolean): Pick<StarterDevice, "controllers" | "dials" | "touchStrip"> {
	return { dials, touchStrip, controllers: ["Keypad", "Encoder"] };
}
