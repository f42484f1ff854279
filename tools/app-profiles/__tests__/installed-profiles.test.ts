import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { readProfileFolder } from "../installed-profiles";
import { useAppFolder, writeProfile, writeRawProfile } from "./app-folder";

describe("reading the app's profile folder", () => {
	const app = useAppFolder();

	it("reads each profile's name, plugin, preconfigured name, deck and what its pages hold", async () => {
		const plus = writeProfile(app.folder, {
			name: "Channel Companion",
			model: "20GBD9901",
			deviceUUID: "@(1)[4057/132/A00WA1234]",
			installedBy: "com.channel.companion",
			preconfiguredName: "profiles/starter-plus",
			pages: [{ Keypad: ["0,0", "1,0", "2,0"], Encoder: ["0,0", "1,0"] }],
		});
		const own = writeProfile(app.folder, { name: "Default Profile", model: "20GAA9902" });
		const contents = await readProfileFolder(app.folder);
		expect(contents).toEqual({
			read: true,
			unreadable: [],
			profiles: expect.arrayContaining([
				{
					folder: plus,
					name: "Channel Companion",
					installedBy: "com.channel.companion",
					preconfiguredName: "profiles/starter-plus",
					model: "20GBD9901",
					deviceUUID: "@(1)[4057/132/A00WA1234]",
					// The app's empty default page and the page of keys and dials.
					contents: { pages: 2, actions: { Keypad: 3, Encoder: 2 }, unreadable: [] },
				},
				{
					folder: own,
					name: "Default Profile",
					installedBy: undefined,
					preconfiguredName: undefined,
					model: "20GAA9902",
					deviceUUID: "",
					contents: { pages: 1, actions: { Keypad: 0 }, unreadable: [] },
				},
			]),
		});
		expect(contents.read && contents.profiles).toHaveLength(2);
	});

	it("says which profiles it could not read and why, and reads the others", async () => {
		const corrupt = writeRawProfile(app.folder, '{"Name": "half a man');
		const none = writeRawProfile(app.folder, undefined);
		const list = writeRawProfile(app.folder, "[1, 2]");
		const directory = writeRawProfile(app.folder, undefined);
		mkdirSync(path.join(app.folder, directory, "manifest.json"));
		const good = writeProfile(app.folder, { name: "Mine", model: "20GAT9901" });
		const contents = await readProfileFolder(app.folder);
		if (!contents.read) throw new Error(contents.problem);
		expect(contents.profiles.map((profile) => profile.folder)).toEqual([good]);
		expect(Object.fromEntries(contents.unreadable.map((entry) => [entry.folder, entry.problem]))).toEqual({
			[corrupt]: expect.stringMatching(/^manifest\.json is not JSON \(.+\)$/),
			[none]: "no manifest.json",
			[list]: "manifest.json is not a JSON object",
			[directory]: "manifest.json unreadable (EISDIR)",
		});
	});

	it("takes fields of the wrong kind as absent, a byte order mark as nothing, and tells a page it could not read", async () => {
		const odd = writeRawProfile(
			app.folder,
			`\uFEFF${JSON.stringify({ Name: 7, InstalledByPluginUUID: ["com.channel.companion"], Device: "20GBD9901" })}`,
		);
		mkdirSync(path.join(app.folder, odd, "Profiles", "BROKEN"), { recursive: true });
		writeFileSync(path.join(app.folder, odd, "Profiles", "BROKEN", "manifest.json"), "not json");
		const contents = await readProfileFolder(app.folder);
		if (!contents.read) throw new Error(contents.problem);
		expect(contents.profiles).toEqual([
			{
				folder: odd,
				name: undefined,
				installedBy: undefined,
				preconfiguredName: undefined,
				model: undefined,
				deviceUUID: undefined,
				contents: {
					pages: 0,
					actions: {},
					unreadable: [expect.stringMatching(/^page BROKEN: manifest\.json is not JSON/)],
				},
			},
		]);
	});

	it("passes over what is not a profile folder, and takes the ending in any case", async () => {
		writeFileSync(path.join(app.folder, ".DS_Store"), "");
		writeFileSync(path.join(app.folder, "notes.sdProfile"), "a file, not a folder");
		mkdirSync(path.join(app.folder, "Backup"));
		mkdirSync(path.join(app.folder, "0B8C7A52-1D4E-4F6A-9C3B-2E5D7F9A1B3C.SDPROFILE"));
		writeFileSync(
			path.join(app.folder, "0B8C7A52-1D4E-4F6A-9C3B-2E5D7F9A1B3C.SDPROFILE", "manifest.json"),
			JSON.stringify({ Name: "upper case ending" }),
		);
		const contents = await readProfileFolder(app.folder);
		if (!contents.read) throw new Error(contents.problem);
		expect(contents.profiles.map((profile) => profile.name)).toEqual(["upper case ending"]);
		expect(contents.unreadable).toEqual([]);
	});

	it("says when the folder is not there, or is no folder", async () => {
		expect(await readProfileFolder(path.join(app.folder, "absent"))).toEqual({
			read: false,
			problem: "it does not exist",
		});
		writeFileSync(path.join(app.folder, "file"), "");
		expect(await readProfileFolder(path.join(app.folder, "file"))).toEqual({
			read: false,
			problem: "it is not a folder",
		});
	});
});
