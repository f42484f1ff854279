/*
 * The built starter profiles, held to a profile the Stream Deck app 7.4.2 exported (test/fixtures/stream-deck-7-export,
 * kept whole): entry by entry, field by field. Where a bundled profile must differ from a deck's export, the test
 * names the choice (docs/starter-profiles.md says why).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { type PluginManifest, starterProfileFiles } from "../../scripts/write-profiles";
import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import { parseSettings } from "../../src/contract/action-spec";
import { STARTER_DEVICES, starterProfileName } from "../../src/contract/starter-devices";
import { STARTER_PAGES } from "../../src/contract/starter-pages";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import { withSortedKeys } from "../../tools/profiles/profile-files";
import { type ProfileAction, type ProfileFile, readProfile } from "../../tools/profiles/starter-profile-reader";
import { readZip } from "../../tools/profiles/zip-reader";
import { starterProfileEntries } from "../../tools/virtual-deck/starter-profile";

/** The export's bytes. */
const EXPORT_BYTES = readFileSync(new URL("../fixtures/stream-deck-7-export/Codev.streamDeckProfile", import.meta.url));

/** A profile the app exported, read as ours are. */
const EXPORT = readProfile(EXPORT_BYTES, "the app's 7.4.2 export");

/** Elgato's model codes, with the device each names (test/fixtures/elgato-models). */
const MODELS = JSON.parse(
	readFileSync(new URL("../fixtures/elgato-models/models.json", import.meta.url), "utf8"),
) as Record<string, string>;

/** What Elgato's lights-out sample lists in its manifest's `Profiles` (test/fixtures/elgato-lights-out). */
const ELGATO_PROFILES = (
	JSON.parse(readFileSync(new URL("../fixtures/elgato-lights-out/profiles.json", import.meta.url), "utf8")) as {
		manifestProfiles: Record<string, unknown>[];
	}
).manifestProfiles;

/** The plugin's manifest, as built. */
const MANIFEST = JSON.parse(readFileSync(path.join(PLUGIN_DIR, "manifest.json"), "utf8")) as PluginManifest & {
	Profiles: Record<string, unknown>[];
};

/** A page manifest's controller. */
type Controller = { Type: string; Actions: Record<string, Record<string, unknown>> | null };

/**
 * The keys of an object, in its order.
 * @param value The object.
 * @returns Its keys.
 */
function keysOf(value: unknown): string[] {
	return Object.keys(value as object);
}

/**
 * The pages of a profile by role: each of `Pages.Pages` in its order, then the default page.
 * @param file The profile.
 * @returns Their UUIDs, with `default` last.
 */
function pageRoles(file: ProfileFile): [string, string][] {
	const pages = file.manifest.Pages as { Default: string; Pages: string[] };
	return [...pages.Pages.map((uuid, index) => [`page ${index}`, uuid] as [string, string]), ["default", pages.Default]];
}

/**
 * The entries of a profile with their ids replaced by what they are, keeping only the first page of `Pages` besides
 * the default page: the export's layout, as a profile of one page has it.
 * @param file The profile.
 * @returns E.g. `Profiles/<profile>.sdProfile/Profiles/<default>/Images/`.
 */
function layoutOf(file: ProfileFile): string[] {
	const profileFolder = file.names.map((name) => /^Profiles\/([^/]+)\.sdProfile\//.exec(name)?.[1]).find(Boolean);
	const roles = new Map(pageRoles(file).map(([role, uuid]) => [uuid.toUpperCase(), role]));
	return file.names
		.map((name) =>
			name
				.replace(`Profiles/${profileFolder}.sdProfile`, "Profiles/<profile>.sdProfile")
				.replace(/Profiles\/([0-9A-F-]{36})\//, (_, folder: string) => `Profiles/<${roles.get(folder) ?? folder}>/`),
		)
		.filter((name) => !/<page [1-9]\d*>/.test(name));
}

/**
 * Every action of a page manifest, by controller.
 * @param page The page manifest.
 * @returns Each action with its controller's type.
 */
function actionsIn(page: Record<string, unknown>): { type: string; entry: Record<string, unknown> }[] {
	return (page.Controllers as Controller[]).flatMap((controller) =>
		Object.values(controller.Actions ?? {}).map((entry) => ({ type: controller.Type, entry })),
	);
}

/** The export's actions: every key and dial of its pages. */
const EXPORT_ACTIONS = [...EXPORT.pages.values()].flatMap(actionsIn);

/** A key of the export with title settings of its own, and a dial of it. */
const EXPORT_KEY = EXPORT_ACTIONS.find(
	({ type, entry }) => type === "Keypad" && keysOf((entry.States as object[])[0]).length > 0,
)?.entry;
const EXPORT_DIAL = EXPORT_ACTIONS.find(({ type }) => type === "Encoder")?.entry;

describe("the app's 7.4.2 export, which the profiles are held to", () => {
	it("is the layout Elgato's code calls Current, a Stream Deck + profile with keys and dials", () => {
		expect(EXPORT.wrapper).toMatchObject({ FormatVersion: 1, DeviceModel: "20GBD9901" });
		expect(EXPORT.manifest.Version).toBe("3.0");
		expect(EXPORT_KEY).toBeDefined();
		expect(EXPORT_DIAL).toBeDefined();
	});
});

describe("the manifest's Profiles", () => {
	it("lists the newest profile of each starter device with Elgato's fields, never switched to on install", () => {
		expect(MANIFEST.Profiles.map((profile) => profile.DeviceType)).toEqual(STARTER_DEVICES.map((d) => d.deviceType));
		for (const profile of MANIFEST.Profiles) {
			expect(keysOf(profile).sort()).toEqual(keysOf(ELGATO_PROFILES[0]).sort());
			expect(profile).toMatchObject({ Readonly: false, DontAutoSwitchWhenInstalled: true });
		}
		expect(MANIFEST.Profiles.map((profile) => profile.Name)).toEqual(STARTER_DEVICES.map(starterProfileName));
	});

	it("covers every Stream Deck: the six of Elgato's sample, the Pedal, the Studio and the + XL", () => {
		const ours = MANIFEST.Profiles.map((profile) => Number(profile.DeviceType)).sort((a, b) => a - b);
		expect(ours).toEqual([0, 1, 2, 3, 5, 7, 9, 10, 13]);
		expect(ELGATO_PROFILES.filter((profile) => !ours.includes(Number(profile.DeviceType)))).toEqual([]);
	});
});

describe.each(STARTER_DEVICES.map((starter) => [starter.id, starter] as const))(
	"the %s starter profile",
	(_, starter) => {
		const name = starterProfileName(starter);
		const bytes = readFileSync(path.join(PLUGIN_DIR, `${name}.streamDeckProfile`));
		const file = readProfile(bytes, name);

		it("is laid out as the export: package.json, the profile with its Images/, its pages, each with Images/", () => {
			expect(layoutOf(file)).toEqual(layoutOf(EXPORT));
			for (const [, uuid] of [...pageRoles(file), ...pageRoles(EXPORT)]) {
				expect(file.pages.has(uuid.toUpperCase()) || EXPORT.pages.has(uuid.toUpperCase())).toBe(true);
			}
			expect([...file.pages.keys()].sort()).toEqual(
				pageRoles(file)
					.map(([, uuid]) => uuid.toUpperCase())
					.sort(),
			);
		});

		it("writes every JSON file as the app does: one line, keys in order", () => {
			for (const entries of [readZip(bytes), readZip(EXPORT_BYTES)]) {
				for (const entry of entries.filter((candidate) => candidate.name.endsWith(".json"))) {
					const text = entry.read().toString("utf8");
					expect(text, entry.name).toBe(JSON.stringify(withSortedKeys(JSON.parse(text))));
				}
			}
		});

		it("has the export's package.json: this plugin required, and no app or system newer than the plugin needs", () => {
			expect(keysOf(file.wrapper)).toEqual(keysOf(EXPORT.wrapper));
			const { FormatVersion, DeviceSettings, OSType } = EXPORT.wrapper;
			expect(file.wrapper).toMatchObject({ FormatVersion, DeviceSettings, OSType });
			expect(file.wrapper.RequiredPlugins).toEqual([MANIFEST.UUID]);
			expect(file.wrapper.DeviceModel).toBe(starter.model);
			// Chosen: the oldest app the plugin runs in, written as the app writes its version.
			expect(String(EXPORT.wrapper.AppVersion)).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
			expect(file.wrapper.AppVersion).toBe(`${MANIFEST.Software.MinimumVersion}.0.0`);
			// Chosen: the oldest macOS the plugin runs on.
			const mac = MANIFEST.OS.find((system) => system.Platform === "mac");
			expect(file.wrapper.OSVersion).toBe(mac?.MinimumVersion);
		});

		it("has the export's profile manifest: a separate empty default page, no current page, Version 3.0", () => {
			expect(keysOf(file.manifest)).toEqual(keysOf(EXPORT.manifest));
			const { AppIdentifier, Version } = EXPORT.manifest;
			expect(file.manifest).toMatchObject({ AppIdentifier, Version, Name: "Channel Companion" });
			const device = file.manifest.Device as Record<string, unknown>;
			expect(keysOf(device)).toEqual(keysOf(EXPORT.manifest.Device));
			// Chosen: a bundled profile belongs to no one deck (the export names the deck it was made on).
			expect(device).toEqual({ Model: starter.model, UUID: "" });
			expect(MODELS[starter.model]).toBe(starter.name);
			const pages = file.manifest.Pages as { Current: string; Default: string; Pages: string[] };
			const exported = EXPORT.manifest.Pages as typeof pages;
			expect(keysOf(pages)).toEqual(keysOf(exported));
			expect(pages.Current).toBe(exported.Current);
			expect(pages.Pages).toHaveLength(1);
			expect(pages.Pages).not.toContain(pages.Default);
			expect(exported.Pages).not.toContain(exported.Default);
		});

		it("lists every controller of the device on each page in the export's order, the default page's empty", () => {
			const exportPage = [...EXPORT.pages.values()][0];
			const exportTypes = (exportPage.Controllers as Controller[]).map((controller) => controller.Type);
			expect(exportTypes).toEqual([...exportTypes].sort());
			const defaultFolder = String((file.manifest.Pages as { Default: string }).Default).toUpperCase();
			const exportDefault = EXPORT.pages.get(
				String((EXPORT.manifest.Pages as { Default: string }).Default).toUpperCase(),
			);
			for (const [folder, page] of file.pages) {
				expect(keysOf(page)).toEqual(keysOf(exportPage));
				expect(page).toMatchObject({ Icon: exportPage.Icon, Name: exportPage.Name });
				const controllers = page.Controllers as Controller[];
				expect(controllers.map(keysOf)).toEqual(controllers.map(() => keysOf((exportPage.Controllers as object[])[0])));
				expect(controllers.map((controller) => controller.Type)).toEqual([...starter.controllers].sort());
				if (folder === defaultFolder) {
					expect(controllers.map((controller) => controller.Actions)).toEqual(controllers.map(() => null));
				}
			}
			expect((exportDefault?.Controllers as Controller[]).every((controller) => controller.Actions === null)).toBe(
				true,
			);
		});

		it("holds each action as the export does: this plugin named, no resources, a dial's one empty state", () => {
			expect(file.current.length).toBeGreaterThanOrEqual(Math.min(6, starter.columns * starter.rows));
			for (const action of file.current) {
				const manifest = MANIFEST.Actions.find((entry) => entry.UUID === action.uuid);
				expect(manifest, `${where(action)} is in the manifest`).toBeDefined();
				const sample = action.controller === "Encoder" ? EXPORT_DIAL : EXPORT_KEY;
				expect(keysOf(action.entry), where(action)).toEqual(keysOf(sample));
				const { LinkedTitle, Resources, State } = sample ?? {};
				expect(action.entry).toMatchObject({ LinkedTitle, Resources, State, Name: manifest?.Name });
				expect(keysOf(action.entry.Plugin)).toEqual(keysOf(sample?.Plugin));
				expect(action.entry.Plugin).toEqual({ Name: MANIFEST.Name, UUID: MANIFEST.UUID, Version: MANIFEST.Version });
				const states = action.entry.States as Record<string, unknown>[];
				if (action.controller === "Encoder") {
					expect(states).toEqual(EXPORT_DIAL?.States);
					continue;
				}
				expect(states).toHaveLength(manifest?.States.length ?? -1);
				const exportState = (EXPORT_KEY?.States as Record<string, unknown>[])[0];
				for (const [index, state] of states.entries()) {
					expect(keysOf(state)).toEqual(keysOf(exportState));
					expect(state).toEqual({
						...exportState,
						TitleAlignment: manifest?.States[index].TitleAlignment ?? exportState.TitleAlignment,
					});
				}
			}
		});

		it("reads only settings its actions read, on the default channel, and each one ready to send", () => {
			for (const action of file.current) {
				const spec = ACTION_SPECS.find((candidate) => candidate.uuid === action.uuid);
				if (!spec) throw new Error(`${action.uuid}: no action of the catalogue`);
				const read = Object.keys(spec.fields).filter((field) => field !== "channel" && field !== "apiKey");
				expect(
					keysOf(action.settings).filter((field) => !read.includes(field)),
					where(action),
				).toEqual([]);
				expect(() => parseSettings(spec, action.settings), where(action)).not.toThrow();
			}
		});

		it("places keys on the device's keys and an action on every dial", () => {
			for (const action of file.current) {
				const inside =
					action.controller === "Keypad"
						? action.column < starter.columns && action.row < starter.rows
						: action.controller === "Encoder" && action.column < starter.dials && action.row === 0;
				expect(inside, where(action)).toBe(true);
			}
			const dials = file.current.filter((action) => action.controller === "Encoder");
			expect(dials.map((dial) => dial.column).sort()).toEqual(Array.from({ length: starter.dials }, (__, i) => i));
		});
	},
);

describe("the virtual deck's starter pages", () => {
	it("are the pages the built files hold, which are the pages the catalogue describes", () => {
		for (const starter of STARTER_DEVICES) {
			const entries = starterProfileEntries(PLUGIN_DIR, starter);
			const described = (STARTER_PAGES[starter.id] ?? []).map((slot) => ({
				slug: slot.spec.uuid.slice("com.channel.companion.".length),
				controller: slot.controller,
				column: slot.column,
				row: slot.row,
				settings: slot.settings,
			}));
			const byPlace = (a: { controller: string; column: number; row: number }, b: typeof a): number =>
				a.controller.localeCompare(b.controller) || a.row - b.row || a.column - b.column;
			expect(entries.sort(byPlace)).toEqual(described.sort(byPlace));
		}
	});
});

describe("the build's profiles", () => {
	it("are the bytes the catalogue and the pages make, the same on every build", () => {
		const files = starterProfileFiles(MANIFEST);
		expect([...files.keys()]).toEqual(
			STARTER_DEVICES.map((starter) => `${starterProfileName(starter)}.streamDeckProfile`),
		);
		for (const [name, bytes] of files) {
			expect(readFileSync(path.join(PLUGIN_DIR, name)).equals(bytes), name).toBe(true);
			expect(starterProfileFiles(MANIFEST).get(name)?.equals(bytes)).toBe(true);
		}
	});
});

/**
 * Where an action sits, for a failure's message.
 * @param action The action.
 * @returns E.g. `com.channel.companion.undo at Keypad 4,2`.
 */
function where(action: ProfileAction): string {
	return `${action.uuid} at ${action.controller} ${action.column},${action.row}`;
}
