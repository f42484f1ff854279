import type { StarterDevice } from "../../src/contract/starter-devices";
import type { StarterSlot } from "../../src/contract/starter-pages";
import { fixedUuid, pageFolderName } from "./profile-ids";
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

/** The ids of a starter profile. */
export type StarterProfileIds = {
	/** The profile's UUID, upper case: its folder is `<UUID>.sdProfile`. */
	profile: string;
	/** The UUID of its page with the keys (`Pages.Current`). */
	page: string;
	/** The UUID of its empty `Default` page. */
	defaultPage: string;
};

/** The name a starter profile shows in the app's list of profiles. */
export const STARTER_PROFILE_TITLE = "Channel Companion";

/** The version of the profile format Elgato's bundled profiles carry. */
export const PROFILE_FORMAT_VERSION = "2.0";

/**
 * The title settings of a state in a profile: those of the manifest, else those Elgato's own profiles carry
 * (`TitleAlignment` `bottom` when the manifest says nothing is the app's default, not read from Elgato's files).
 */
const STATE_DEFAULTS = {
	FontFamily: "",
	FontSize: 9,
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
 * @returns The profile's UUID (its folder, upper case), its page's and its empty default page's.
 */
export function starterProfileIds(starter: StarterDevice): StarterProfileIds {
	return {
		profile: fixedUuid(`${starter.id}/profile`).toUpperCase(),
		page: fixedUuid(`${starter.id}/page`),
		defaultPage: fixedUuid(`${starter.id}/default-page`),
	};
}

/**
 * The entries of a device's `.streamDeckProfile`: the profile's folder and manifest, then each page's folder, its
 * empty `Images/` and its manifest, pages in their folders' order, as Elgato's files lay them out.
 * @param starter The device.
 * @param slots Its page.
 * @param actions The actions of the plugin's manifest.
 * @returns The entries, for `writeZip`.
 * @throws When a slot names an action the manifest lacks, a controller the action does not take, or a place the
 *   device does not have or another slot holds.
 */
export function starterProfileEntries(
	starter: StarterDevice,
	slots: readonly StarterSlot[],
	actions: readonly ManifestAction[],
): ZipInput[] {
	const ids = starterProfileIds(starter);
	const root = `${ids.profile}.sdProfile/`;
	const manifest = {
		Device: { Model: starter.model, UUID: "" },
		Name: STARTER_PROFILE_TITLE,
		Pages: { Current: ids.page, Default: ids.defaultPage, Pages: [ids.page] },
		Version: PROFILE_FORMAT_VERSION,
	};
	const pages = [
		{ folder: pageFolderName(ids.page), manifest: pageManifest(starter, slots, actions) },
		{ folder: pageFolderName(ids.defaultPage), manifest: pageManifest(starter, [], actions) },
	].sort((a, b) => (a.folder < b.folder ? -1 : 1));
	return [
		{ name: root },
		{ name: `${root}manifest.json`, data: json(manifest) },
		{ name: `${root}Profiles/` },
		...pages.flatMap(({ folder, manifest: page }) => [
			{ name: `${root}Profiles/${folder}/` },
			{ name: `${root}Profiles/${folder}/Images/` },
			{ name: `${root}Profiles/${folder}/manifest.json`, data: json(page) },
		]),
	];
}

/**
 * A page's manifest: every controller of the device, each with the actions placed on it by `"column,row"`.
 * @param starter The device.
 * @param slots The page's keys and dials.
 * @param actions The actions of the plugin's manifest.
 * @returns The manifest.
 */
function pageManifest(
	starter: StarterDevice,
	slots: readonly StarterSlot[],
	actions: readonly ManifestAction[],
): object {
	const controllers = starter.controllers.map((type) => ({ Actions: {} as Record<string, object>, Type: type }));
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
		const controller = controllers.find((candidate) => candidate.Type === slot.controller);
		const place = `${slot.column},${slot.row}`;
		if (!controller || controller.Actions[place]) throw new Error(`${where}: taken, or no such controller`);
		controller.Actions[place] = {
			ActionID: fixedUuid(`${starter.id}/${slot.controller}/${place}`),
			LinkedTitle: true,
			Name: action.Name,
			Settings: slot.settings,
			State: 0,
			States: action.States.map((state) => ({ ...STATE_DEFAULTS, ...titleSettings(state) })),
			UUID: action.UUID,
		};
	}
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
 * JSON as Elgato's files have it: on one line, the keys of every object in order.
 * @param value The value.
 * @returns Its bytes.
 */
function json(value: unknown): Buffer {
	return Buffer.from(JSON.stringify(sortKeys(value)), "utf8");
}

/**
 * A copy of a value with the keys of every object sorted.
 * @param value The value.
 * @returns The copy.
 */
function sortKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(sortKeys);
	if (value === null || typeof value !== "object") return value;
	const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return Object.fromEntries(entries.map(([name, item]) => [name, sortKeys(item)]));
}
