/*
 * The entries of a starter profile, in the layout the Stream Deck app writes when it exports a profile today (7.x,
 * which Elgato's own code calls "Current"; docs/starter-profiles.md says what was read from a real export and what was
 * chosen). The build zips them (`scripts/write-profiles.ts`).
 */
import type { StarterDevice } from "../../src/contract/starter-devices";
import type { StarterSlot } from "../../src/contract/starter-pages";
import { fixedUuid } from "./profile-ids";
import type { ZipInput } from "./zip-writer";

/** A state of an action, as the plugin's manifest declares it: the title settings are what a profile copies. */
export type ManifestState = {
	/** The title's font. */
	readonly FontFamily?: string;
	/** The title's size. */
	readonly FontSize?: number;
	/** The title's style (bold, italic). */
	readonly FontStyle?: string;
	/** Whether the title is underlined. */
	readonly FontUnderline?: boolean;
	/** Whether the title shows. */
	readonly ShowTitle?: boolean;
	/** `top`, `middle` or `bottom`. */
	readonly TitleAlignment?: string;
	/** The title's colour. */
	readonly TitleColor?: string;
};

/** An action of the plugin's manifest, as much of it as a profile needs. */
export type ManifestAction = {
	/** The action's UUID. */
	readonly UUID: string;
	/** Its English name. */
	readonly Name: string;
	/** `Keypad`, `Encoder`; `Keypad` alone when absent. */
	readonly Controllers?: readonly string[];
	/** Its states. */
	readonly States: readonly ManifestState[];
};

/** What of the plugin's manifest a profile names besides its actions. */
export type PluginIdentity = {
	/** The plugin's UUID (`com.channel.companion`). */
	readonly UUID: string;
	/** Its name. */
	readonly Name: string;
	/** Its version, four parts (`0.2.0.0`). */
	readonly Version: string;
	/** The oldest Stream Deck app it runs in (`Software.MinimumVersion`, `7.1`). */
	readonly MinimumAppVersion: string;
	/** The oldest macOS it runs on (the manifest's `OS` entry for `mac`, `12`). */
	readonly MinimumMacVersion: string;
};

/** The ids of a starter profile. */
export type StarterProfileIds = {
	/** The profile's UUID, upper case: its folder is `Profiles/<UUID>.sdProfile`. */
	profile: string;
	/** The UUID of its page with the keys, the first of `Pages.Pages`. */
	page: string;
	/** The UUID of its empty `Default` page. */
	defaultPage: string;
};

/** The name a starter profile shows in the app's list of profiles. */
export const STARTER_PROFILE_TITLE = "Channel Companion";

/** The version of the profile format the app's 7.x export writes. */
export const PROFILE_FORMAT_VERSION = "3.0";

/** The version of the export's wrapper (`package.json`'s `FormatVersion`). */
export const PACKAGE_FORMAT_VERSION = 1;

/**
 * `Pages.Current` as the export writes it: no page. A switch to the profile names its page (page 0), and the app
 * opens a new profile on its first page.
 */
export const NO_CURRENT_PAGE = "00000000-0000-0000-0000-000000000000";

/**
 * The system the wrapper says the profile was made on. One file ships to macOS and Windows alike, and the app
 * imports profiles exported on either; macOS is the system of the one real export read. Its version is the oldest
 * macOS the plugin runs on, as `AppVersion` is the oldest app.
 */
export const PROFILE_OS = "macOS";

/**
 * The title settings of a key's state in a profile: those of the manifest, else those of the keys of the app's 7.4.2
 * export (`TitleAlignment` `bottom`, as there).
 */
const KEY_STATE_DEFAULTS = {
	FontFamily: "",
	FontSize: 12,
	FontStyle: "",
	FontUnderline: false,
	OutlineThickness: 2,
	ShowTitle: true,
	TitleAlignment: "bottom",
	TitleColor: "#ffffff",
} as const;

/**
 * The ids of a device's starter profile, fixed so that every build writes the same bytes.
 * @param starter The device.
 * @returns The profile's UUID (upper case, as its folder), its page's and its empty default page's (lower case).
 */
export function starterProfileIds(starter: StarterDevice): StarterProfileIds {
	return {
		profile: fixedUuid(`${starter.id}/profile`).toUpperCase(),
		page: fixedUuid(`${starter.id}/page`),
		defaultPage: fixedUuid(`${starter.id}/default-page`),
	};
}

/**
 * The `AppVersion` a profile claims: the oldest app the plugin runs in, so that no app it supports reads a profile
 * from its future.
 * @param minimumVersion The manifest's `Software.MinimumVersion`, e.g. `7.1`.
 * @returns Four parts, as the app writes its version: `7.1.0.0`.
 */
export function profileAppVersion(minimumVersion: string): string {
	const parts = minimumVersion.split(".");
	if (parts.length > 4 || parts.some((part) => !/^\d+$/.test(part))) {
		throw new Error(`Software.MinimumVersion is not a version: ${minimumVersion}`);
	}
	return [...parts, "0", "0", "0"].slice(0, 4).join(".");
}

/**
 * The entries of a device's `.streamDeckProfile`, in the export's order: the wrapper's `package.json`, the profile's
 * folder with its own empty `Images/` and manifest, the folders of its pages (the page with the keys, then the
 * default page), then each page's empty `Images/` and manifest, the default page's first.
 * @param starter The device.
 * @param slots Its page.
 * @param actions The actions of the plugin's manifest.
 * @param plugin The plugin's identity.
 * @returns The entries, for `writeZip`.
 * @throws When a slot names an action the manifest lacks, a controller the action does not take, or a place the
 *   device does not have or another slot holds.
 */
export function starterProfileEntries(
	starter: StarterDevice,
	slots: readonly StarterSlot[],
	actions: readonly ManifestAction[],
	plugin: PluginIdentity,
): ZipInput[] {
	const ids = starterProfileIds(starter);
	const root = `Profiles/${ids.profile}.sdProfile/`;
	const wrapper = {
		AppVersion: profileAppVersion(plugin.MinimumAppVersion),
		DeviceModel: starter.model,
		DeviceSettings: null,
		FormatVersion: PACKAGE_FORMAT_VERSION,
		OSType: PROFILE_OS,
		OSVersion: plugin.MinimumMacVersion,
		RequiredPlugins: [plugin.UUID],
	};
	const manifest = {
		AppIdentifier: "*",
		// A bundled profile belongs to no one deck: the app gives it the deck it installs it for.
		Device: { Model: starter.model, UUID: "" },
		Name: STARTER_PROFILE_TITLE,
		Pages: { Current: NO_CURRENT_PAGE, Default: ids.defaultPage, Pages: [ids.page] },
		Version: PROFILE_FORMAT_VERSION,
	};
	const pages = [
		{ folder: ids.page.toUpperCase(), manifest: pageManifest(starter, slots, actions, plugin) },
		{ folder: ids.defaultPage.toUpperCase(), manifest: pageManifest(starter, [], actions, plugin) },
	];
	return [
		{ name: "package.json", data: json(wrapper) },
		{ name: "Profiles/" },
		{ name: root },
		{ name: `${root}Images/` },
		{ name: `${root}manifest.json`, data: json(manifest) },
		{ name: `${root}Profiles/` },
		...pages.map(({ folder }) => ({ name: `${root}Profiles/${folder}/` })),
		...[...pages].reverse().flatMap(({ folder, manifest: page }) => [
			{ name: `${root}Profiles/${folder}/Images/` },
			{ name: `${root}Profiles/${folder}/manifest.json`, data: json(page) },
		]),
	];
}

/**
 * A page's manifest: every controller of the device in the export's order (by name), each with the actions placed on
 * it by `"column,row"`, or `null` when it has none.
 * @param starter The device.
 * @param slots The page's keys and dials.
 * @param actions The actions of the plugin's manifest.
 * @param plugin The plugin's identity.
 * @returns The manifest.
 */
function pageManifest(
	starter: StarterDevice,
	slots: readonly StarterSlot[],
	actions: readonly ManifestAction[],
	plugin: PluginIdentity,
): object {
	const placed = new Map<string, Record<string, object>>(starter.controllers.map((type) => [type, {}]));
	for (const slot of slots) {
		const where = `${slot.controller} ${slot.column},${slot.row} of ${starter.id}`;
		const action = actions.find((candidate) => candidate.UUID === slot.spec.uuid);
		if (!action) throw new Error(`${where}: the manifest has no action ${slot.spec.uuid}`);
		if (!(action.Controllers ?? ["Keypad"]).includes(slot.controller)) {
			throw new Error(`${where}: ${action.Name} does not take a ${slot.controller}`);
		}
		const inside =
			slot.controller === "Keypad"
				? slot.column < starter.columns && slot.row < starter.rows
				: slot.column < starter.dials && slot.row === 0;
		if (!inside || slot.column < 0 || slot.row < 0) throw new Error(`${where}: no such place on the device`);
		const controller = placed.get(slot.controller);
		const place = `${slot.column},${slot.row}`;
		if (!controller || controller[place]) throw new Error(`${where}: taken, or no such controller`);
		controller[place] = {
			ActionID: fixedUuid(`${starter.id}/${slot.controller}/${place}`),
			LinkedTitle: true,
			Name: action.Name,
			Plugin: { Name: plugin.Name, UUID: plugin.UUID, Version: plugin.Version },
			Resources: null,
			Settings: slot.settings,
			State: 0,
			// A dial has no title of its own to set: the export writes one empty state for it.
			States:
				slot.controller === "Encoder"
					? [{}]
					: action.States.map((state) => ({ ...KEY_STATE_DEFAULTS, ...titleSettings(state) })),
			UUID: action.UUID,
		};
	}
	const controllers = [...placed]
		.sort(([a], [b]) => (a < b ? -1 : 1))
		.map(([type, actionsAt]) => ({ Actions: Object.keys(actionsAt).length > 0 ? actionsAt : null, Type: type }));
	return { Controllers: controllers, Icon: "", Name: "" };
}

/**
 * The title settings of a manifest state (its image, name and title are not a profile's).
 * @param state The state.
 * @returns The settings it declares.
 */
function titleSettings(state: ManifestState): ManifestState {
	const { FontFamily, FontSize, FontStyle, FontUnderline, ShowTitle, TitleAlignment, TitleColor } = state;
	const settings = { FontFamily, FontSize, FontStyle, FontUnderline, ShowTitle, TitleAlignment, TitleColor };
	return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

/**
 * JSON as the app writes it: on one line, the keys of every object in order.
 * @param value The value.
 * @returns Its bytes.
 */
function json(value: unknown): Buffer {
	return Buffer.from(JSON.stringify(withSortedKeys(value)), "utf8");
}

/**
 * A copy of a value with the keys of every object sorted, as the app writes a profile's JSON.
 * @param value The value.
 * @returns The copy.
 */
export function withSortedKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withSortedKeys);
	if (value === null || typeof value !== "object") return value;
	const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return Object.fromEntries(entries.map(([name, item]) => [name, withSortedKeys(item)]));
}
