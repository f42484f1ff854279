import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";

import { starterDeviceOfType } from "../../../src/contract/starter-devices";
import { readPluginManifest } from "../../host/plugin-process";
import { starterReport } from "../starter-report";
import { useAppFolder, writeProfile, writeRawProfile } from "./app-folder";

/** The plugin folder the build writes; its manifest says which profiles to look for. */
const PLUGIN_DIR = path.resolve("com.channel.companion.sdPlugin");

describe("the report of the starter profiles the app installed", () => {
	const app = useAppFolder();
	let plugin: Awaited<ReturnType<typeof readPluginManifest>>;

	beforeEach(async () => {
		plugin = await readPluginManifest(PLUGIN_DIR);
	});

	it("has a line for every profile of the manifest: the Stream Deck +'s installed with its keys and dials, the others missing", async () => {
		const plus = plugin.Profiles.find((profile) => profile.DeviceType === 7);
		if (plus === undefined) throw new Error("the manifest has no Stream Deck + profile");
		const installed = writeProfile(app.folder, {
			name: "Channel Companion",
			model: "20GBD9901",
			installedBy: plugin.UUID,
			preconfiguredName: plus.Name,
			pages: [
				{ Keypad: ["0,0", "1,0", "2,0", "3,0", "0,1", "1,1", "2,1", "3,1"], Encoder: ["0,0", "1,0", "2,0", "3,0"] },
			],
		});
		writeProfile(app.folder, { name: "Default Profile", model: "20GAA9902", deviceUUID: "deck-1" });
		const { text, checked } = await starterReport(PLUGIN_DIR, app.folder);
		expect(checked).toBe(true);
		const report = text.split("\n");
		expect(report[0]).toBe(`Starter profiles the Stream Deck app installed, read from ${app.folder} (2 profiles):`);
		for (const bundled of plugin.Profiles) {
			const line = report.find((text) => text.includes(` ${bundled.Name} `));
			const device = starterDeviceOfType(bundled.DeviceType)?.name ?? "";
			expect(line, bundled.Name).toMatch(new RegExp(`^  ${device.replace("+", "\\+")}\\s+${bundled.Name}\\s+`));
			if (bundled === plus) {
				expect(line).toMatch(
					new RegExp(`installed: "Channel Companion" \\(2 pages: 8 keys, 4 dials\\) in ${installed}, model 20GBD9901$`),
				);
			} else {
				expect(line).toMatch(/ missing$/);
			}
		}
		expect(report).toContain("  Decks this app has profiles for (models): 20GAA9902, 20GBD9901");
		expect(report.at(-1)).toMatch(
			new RegExp(`^1 of ${plugin.Profiles.length} installed; .*docs/installed-profiles\\.md`),
		);
	});

	it("names what it could not read and this plugin's profiles under another name, and says what none installed may mean", async () => {
		const corrupt = writeRawProfile(app.folder, "{");
		const older = writeProfile(app.folder, {
			name: "Channel Companion",
			model: "20GAA9901",
			installedBy: plugin.UUID,
			preconfiguredName: "profiles/starter-standard-0",
		});
		const report = (await starterReport(PLUGIN_DIR, app.folder)).text.split("\n");
		expect(report).toContainEqual(
			expect.stringMatching(new RegExp(`^  Not read: ${corrupt}: manifest\\.json is not JSON`)),
		);
		expect(report).toContainEqual(
			expect.stringMatching(
				new RegExp(
					`^  Also installed by this plugin, .*\\("profiles/starter-standard-0"\\): "Channel Companion" \\(1 page: 0 keys\\) in ${older}, model 20GAA9901$`,
				),
			),
		);
		expect(report.at(-1)).toMatch(/^None of the \d+ is installed\. A plugin linked by npm run dev may not be offered/);
	});

	it("says when the profile folder is not there, and points to the folder of an app older than 7.1", async () => {
		const data = path.dirname(app.folder);
		rmSync(app.folder, { recursive: true });
		expect(await starterReport(PLUGIN_DIR, app.folder)).toEqual({
			text:
				`The Stream Deck app's profile folder ${app.folder} could not be read: it does not exist.\n` +
				"Is the app installed and has it run once? See docs/installed-profiles.md.",
			checked: false,
		});
		mkdirSync(path.join(data, "ProfilesV2"));
		expect((await starterReport(PLUGIN_DIR, app.folder)).text.split("\n")[1]).toBe(
			`${path.join(data, "ProfilesV2")} is there: an app older than 7.1 keeps its profiles in it, and this plugin needs 7.1 or later.`,
		);
	});

	it("says when the plugin's manifest cannot be read, and reads no further", async () => {
		const pluginDir = path.join(path.dirname(app.folder), "broken.sdPlugin");
		mkdirSync(pluginDir);
		writeFileSync(path.join(pluginDir, "manifest.json"), '{"UUID": 1}');
		const report = await starterReport(pluginDir, app.folder);
		expect(report.checked).toBe(false);
		expect(report.text).toMatch(
			new RegExp(
				`^The plugin's manifest in ${pluginDir} could not be read \\(.*has no UUID or Version\\): nothing to look for\\.$`,
			),
		);
	});
});
