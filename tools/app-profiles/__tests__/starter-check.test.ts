import { describe, expect, it } from "vitest";

import { readProfileFolder } from "../installed-profiles";
import { type BundlingPlugin, checkStarterProfiles } from "../starter-check";
import { useAppFolder, writeProfile } from "./app-folder";

const PLUGIN: BundlingPlugin = {
	UUID: "com.channel.companion",
	Profiles: [
		{ Name: "profiles/starter-standard", DeviceType: 0 },
		{ Name: "profiles/starter-plus", DeviceType: 7 },
	],
};

describe("which bundled profiles the app installed", () => {
	const app = useAppFolder();

	/**
	 * Reads the folder and checks it against {@link PLUGIN}.
	 * @returns The check.
	 */
	async function check(): Promise<ReturnType<typeof checkStarterProfiles>> {
		const contents = await readProfileFolder(app.folder);
		if (!contents.read) throw new Error(contents.problem);
		return checkStarterProfiles(PLUGIN, contents);
	}

	it("finds a profile installed from this plugin under the manifest's name, once for each deck, and misses the rest", async () => {
		const first = writeProfile(app.folder, {
			name: "Channel Companion",
			model: "20GBD9901",
			deviceUUID: "deck-1",
			installedBy: "com.channel.companion",
			preconfiguredName: "profiles/starter-plus",
		});
		const second = writeProfile(app.folder, {
			name: "Channel Companion",
			model: "20GBD9901",
			deviceUUID: "deck-2",
			installedBy: "com.channel.companion",
			preconfiguredName: "profiles/starter-plus",
		});
		const result = await check();
		expect(
			result.bundled.map(({ bundled, installed }) => [bundled.Name, installed.map((p) => p.folder).sort()]),
		).toEqual([
			["profiles/starter-standard", []],
			["profiles/starter-plus", [first, second].sort()],
		]);
		expect(result.otherNames).toEqual([]);
	});

	it("never takes another plugin's profile or the user's own for this plugin's, whatever its name", async () => {
		writeProfile(app.folder, {
			name: "Numpad",
			model: "20GBD9901",
			installedBy: "tech.flighttracker.streamdeck",
			preconfiguredName: "profiles/starter-plus",
		});
		writeProfile(app.folder, { name: "profiles/starter-standard", model: "20GAA9902" });
		const result = await check();
		expect(result.bundled.every(({ installed }) => installed.length === 0)).toBe(true);
		expect(result.otherNames).toEqual([]);
	});

	it("tells apart this plugin's profiles under a name the manifest does not list: an older release's, another case, none", async () => {
		for (const preconfiguredName of ["profiles/starter-plus-1", "Profiles/starter-plus", undefined]) {
			writeProfile(app.folder, {
				name: "Channel Companion",
				model: "20GBD9901",
				installedBy: "com.channel.companion",
				...(preconfiguredName === undefined ? {} : { preconfiguredName }),
			});
		}
		const result = await check();
		expect(result.bundled.every(({ installed }) => installed.length === 0)).toBe(true);
		expect(result.otherNames.map((profile) => profile.preconfiguredName).sort()).toEqual([
			"Profiles/starter-plus",
			"profiles/starter-plus-1",
			undefined,
		]);
	});

	it("lists the deck models the folder has profiles for, each once", async () => {
		writeProfile(app.folder, { name: "Default Profile", model: "20GAA9902" });
		writeProfile(app.folder, { name: "Games", model: "20GAA9902" });
		writeProfile(app.folder, { name: "Default Profile", model: "20GBD9901" });
		expect((await check()).models).toEqual(["20GAA9902", "20GBD9901"]);
	});
});
