import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { starterProfileFiles } from "../../scripts/write-profiles";
import { ACTION_SPECS } from "../../src/actions/action-catalogue";
import { parseSettings } from "../../src/contract/action-spec";
import { STARTER_DEVICES, starterProfileName } from "../../src/contract/starter-devices";
import { STARTER_PAGES } from "../../src/contract/starter-pages";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import type { ManifestAction } from "../../tools/profiles/profile-files";
import { pageFolderName } from "../../tools/profiles/profile-ids";
import { type ProfileAction, readProfileFile } from "../../tools/profiles/starter-profile-reader";
import { starterProfileEntries } from "../../tools/virtual-deck/starter-profile";

/** A page of Elgato's fixture: each controller with the places it fills and one entry per action. */
type FixturePage = {
	Controllers: { Type: string; Places: string[]; Actions: Record<string, Record<string, unknown>> }[];
	Icon: string;
	Name: string;
};

/** `test/fixtures/elgato-lights-out/profiles.json`: what Elgato's own bundled profiles hold (see its README). */
const ELGATO = JSON.parse(
	readFileSync(new URL("../fixtures/elgato-lights-out/profiles.json", import.meta.url), "utf8"),
) as {
	manifestProfiles: Record<string, unknown>[];
	profiles: Record<
		string,
		{
			entries: string[];
			manifest: Record<string, unknown> & { Pages: Record<string, unknown> };
			pages: Record<string, FixturePage>;
		}
	>;
};

/** The plugin's manifest, as built. */
const MANIFEST = JSON.parse(readFileSync(path.join(PLUGIN_DIR, "manifest.json"), "utf8")) as {
	Actions: ManifestAction[];
	Profiles: Record<string, unknown>[];
};

/**
 * Elgato's profile for a device type: its file is the lights-out manifest's entry of that type.
 * @param deviceType The device type.
 * @returns The profile, or `undefined` when Elgato's sample has none.
 */
function elgatoProfileOf(deviceType: number): (typeof ELGATO.profiles)[string] | undefined {
	const listed = ELGATO.manifestProfiles.find((profile) => profile.DeviceType === deviceType);
	return listed ? ELGATO.profiles[String(listed.Name)] : undefined;
}

/**
 * An entry name with its ids replaced by what they are, so that two profiles' layouts compare.
 * @param name The entry's name.
 * @returns E.g. `<profile>.sdProfile/Profiles/<page>/Images/`.
 */
function shapeOf(name: string): string {
	return name
		.replace(/^[0-9A-F-]{36}\.sdProfile/, "<profile>.sdProfile")
		.replace(/Profiles\/[0-9A-Z]{26}Z/, "Profiles/<page>");
}

/**
 * The sorted keys of an object.
 * @param value The object.
 * @returns Its keys.
 */
function keysOf(value: unknown): string[] {
	return Object.keys(value as object).sort();
}

describe("Elgato's page folder names", () => {
	it("are the page UUIDs in Elgato's base32, for all twelve pages of the six sample profiles", () => {
		for (const profile of Object.values(ELGATO.profiles)) {
			const { Current, Default } = profile.manifest.Pages as { Current: string; Default: string };
			expect([pageFolderName(Current), pageFolderName(Default)].sort()).toEqual(Object.keys(profile.pages).sort());
		}
	});
});

describe("the manifest's Profiles", () => {
	it("lists one profile per starter device with Elgato's fields, never switched to on install", () => {
		expect(MANIFEST.Profiles.map((profile) => profile.DeviceType)).toEqual(STARTER_DEVICES.map((d) => d.deviceType));
		for (const profile of MANIFEST.Profiles) {
			expect(keysOf(profile)).toEqual(keysOf(ELGATO.manifestProfiles[0]));
			expect(profile).toMatchObject({ Readonly: false, DontAutoSwitchWhenInstalled: true });
		}
		expect(MANIFEST.Profiles.map((profile) => profile.Name)).toEqual(STARTER_DEVICES.map(starterProfileName));
	});

	it("covers every device type of Elgato's sample", () => {
		const ours = new Set(STARTER_DEVICES.map((starter) => starter.deviceType));
		expect(ELGATO.manifestProfiles.filter((profile) => !ours.has(Number(profile.DeviceType)))).toEqual([]);
	});
});

describe.each(STARTER_DEVICES.map((starter) => [starter.id, starter] as const))(
	"the %s starter profile",
	(_, starter) => {
		const file = readProfileFile(PLUGIN_DIR, starterProfileName(starter));
		const elgato = elgatoProfileOf(starter.deviceType);

		it("is laid out as Elgato's: the same entries, the profile's manifest with the same fields and model", () => {
			if (!elgato) throw new Error(`Elgato's sample has no profile of device type ${starter.deviceType}`);
			expect(file.names.map(shapeOf)).toEqual(elgato.entries.map(shapeOf));
			expect(keysOf(file.manifest)).toEqual(keysOf(elgato.manifest));
			expect(file.manifest.Device).toEqual(elgato.manifest.Device);
			expect(file.manifest.Version).toBe(elgato.manifest.Version);
			const pages = file.manifest.Pages as { Current: string; Default: string; Pages: string[] };
			expect(keysOf(pages)).toEqual(keysOf(elgato.manifest.Pages));
			expect(pages.Pages).toEqual([pages.Current]);
			expect(pages.Default).not.toBe(pages.Current);
		});

		it("has page folders named from the pages' UUIDs, each with every controller of the device, Default empty", () => {
			if (!elgato) throw new Error(`Elgato's sample has no profile of device type ${starter.deviceType}`);
			const pages = file.manifest.Pages as { Current: string; Default: string };
			expect([...file.pages.keys()].sort()).toEqual(
				[pageFolderName(pages.Current), pageFolderName(pages.Default)].sort(),
			);
			const elgatoTypes = Object.values(elgato.pages).map((page) => page.Controllers.map((c) => c.Type));
			for (const [folder, page] of file.pages) {
				expect(keysOf(page)).toEqual(["Controllers", "Icon", "Name"]);
				expect(page).toMatchObject({ Icon: "", Name: "" });
				const controllers = page.Controllers as { Type: string; Actions: object }[];
				expect(controllers.map((c) => keysOf(c))).toEqual(controllers.map(() => ["Actions", "Type"]));
				expect(controllers.map((c) => c.Type)).toEqual(elgatoTypes[0]);
				if (folder !== file.currentFolder) expect(controllers.every((c) => keysOf(c.Actions).length === 0)).toBe(true);
			}
		});

		it("holds each action as Elgato's files do, with its manifest's states and no title of its own", () => {
			if (!elgato) throw new Error(`Elgato's sample has no profile of device type ${starter.deviceType}`);
			const sample = Object.values(elgato.pages)
				.flatMap((page) => page.Controllers.flatMap((c) => Object.values(c.Actions)))
				.at(0) as Record<string, unknown> & { States: Record<string, unknown>[] };
			expect(file.current.length).toBeGreaterThanOrEqual(Math.min(6, starter.columns * starter.rows));
			for (const action of file.current) {
				const manifest = MANIFEST.Actions.find((entry) => entry.UUID === action.uuid);
				expect(manifest, `${action.uuid} is in the manifest`).toBeDefined();
				expect(keysOf(action.entry)).toEqual(keysOf(sample));
				expect(action.entry).toMatchObject({ LinkedTitle: true, Name: manifest?.Name, State: 0 });
				const states = action.entry.States as Record<string, unknown>[];
				expect(states).toHaveLength(manifest?.States.length ?? -1);
				for (const [index, state] of states.entries()) {
					expect(keysOf(state)).toEqual(keysOf(sample.States[0]));
					const { FontFamily, FontSize, FontStyle, FontUnderline, OutlineThickness, ShowTitle, TitleColor } =
						sample.States[0];
					expect(state).toEqual({
						...{ FontFamily, FontSize, FontStyle, FontUnderline, OutlineThickness, ShowTitle, TitleColor },
						TitleAlignment: manifest?.States[index].TitleAlignment ?? "bottom",
					});
				}
			}
		});

		it("reads only settings its actions read, on the default channel, and each one ready to send", () => {
			for (const action of file.current) {
				const spec = ACTION_SPECS.find((candidate) => candidate.uuid === action.uuid);
				if (!spec) throw new Error(`${action.uuid}: no action of the catalogue`);
				const read = Object.keys(spec.fields).filter((name) => name !== "channel" && name !== "apiKey");
				expect(
					keysOf(action.settings).filter((name) => !read.includes(name)),
					where(action),
				).toEqual([]);
				expect(() => parseSettings(spec, action.settings), where(action)).not.toThrow();
			}
		});

		it("places keys on the device's keys and dials on its dials", () => {
			for (const action of file.current) {
				const inside =
					action.controller === "Keypad"
						? action.column < starter.columns && action.row < starter.rows
						: action.controller === "Encoder" && action.column < starter.dials && action.row === 0;
				expect(inside, where(action)).toBe(true);
			}
			const dials = file.current.filter((action) => action.controller === "Encoder");
			expect(dials).toHaveLength(starter.dials);
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
		const files = starterProfileFiles(MANIFEST.Actions);
		expect([...files.keys()]).toEqual(
			STARTER_DEVICES.map((starter) => `${starterProfileName(starter)}.streamDeckProfile`),
		);
		for (const [name, bytes] of files) {
			expect(readFileSync(path.join(PLUGIN_DIR, name)).equals(bytes), name).toBe(true);
			expect(starterProfileFiles(MANIFEST.Actions).get(name)?.equals(bytes)).toBe(true);
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
