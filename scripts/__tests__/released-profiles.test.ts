import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { STARTER_DEVICES, type StarterDevice, starterProfileName } from "../../src/contract/starter-devices";
import { STARTER_PAGES } from "../../src/contract/starter-pages";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import { type PluginIdentity, starterProfileEntries } from "../../tools/profiles/profile-files";
import { readProfile } from "../../tools/profiles/starter-profile-reader";
import { writeZip } from "../../tools/profiles/zip-writer";
import { releasedVersions } from "../release-checks";
import { changedReleasedProfiles, pageContent, recordRelease, type ReleasedProfiles } from "../released-profiles";
import { pluginIdentity, type PluginManifest } from "../write-profiles";

/** The Stream Deck + device. */
const PLUS = STARTER_DEVICES.find((starter) => starter.id === "plus") as StarterDevice;

/** The plugin's manifest. */
const MANIFEST = JSON.parse(readFileSync(path.join(PLUGIN_DIR, "manifest.json"), "utf8")) as PluginManifest;

/** The plugin, as the manifest names it. */
const PLUGIN: PluginIdentity = pluginIdentity(MANIFEST);

/**
 * The page content of a profile written for a page, as the build writes it.
 * @param page The page.
 * @param plugin The plugin identity the file carries.
 * @returns Its content.
 */
function contentOf(page = STARTER_PAGES.plus ?? [], plugin = PLUGIN): string[] {
	const bytes = writeZip(starterProfileEntries(PLUS, page, MANIFEST.Actions, plugin));
	return pageContent(readProfile(bytes, "plus"));
}

describe("pageContent", () => {
	it("says where each key and dial sits, its action and settings, and nothing of versions", () => {
		const content = contentOf();
		expect(content).toHaveLength((STARTER_PAGES.plus ?? []).length);
		expect(content).toContain('Encoder 0,0 com.channel.companion.goal-add {"value":5,"widgetId":"main"}');
		const newer = { ...PLUGIN, Version: "9.9.9.9", MinimumAppVersion: "7.4" };
		expect(contentOf(undefined, newer)).toEqual(content);
	});
});

describe("changedReleasedProfiles", () => {
	const name = starterProfileName(PLUS);
	const record: ReleasedProfiles = { [name]: { version: "0.2.0", page: contentOf() } };

	it("accepts a released name with its page as released, and names it has not released", () => {
		expect(changedReleasedProfiles(record, new Map([[name, contentOf()]]))).toEqual([]);
		expect(changedReleasedProfiles({}, new Map([[name, contentOf()]]))).toEqual([]);
	});

	it("refuses a released name whose page moved a key or changed a setting, and says what to do", () => {
		const page = STARTER_PAGES.plus ?? [];
		const moved = page.map((slot, index) => (index === 0 ? { ...slot, column: 3, row: 1 } : slot));
		const swapped = moved.map((slot, index) => (index === 7 ? { ...slot, column: 0, row: 0 } : slot));
		const retuned = page.map((slot, index) => (index === 0 ? { ...slot, settings: { ...slot.settings, x: 1 } } : slot));
		for (const changed of [swapped, retuned]) {
			const problems = changedReleasedProfiles(record, new Map([[name, contentOf(changed)]]));
			expect(problems).toHaveLength(1);
			expect(problems[0]).toMatch(/profiles\/starter-plus was released in 0\.2\.0 and its page changed/);
			expect(problems[0]).toMatch(/next edition in src\/contract\/starter-devices\.ts/);
		}
	});

	it("accepts the changed page under the next edition's name", () => {
		const next = starterProfileName({ ...PLUS, edition: 2 });
		expect(next).toBe("profiles/starter-plus-2");
		const changed = (STARTER_PAGES.plus ?? []).slice(1);
		expect(changedReleasedProfiles(record, new Map([[next, contentOf(changed)]]))).toEqual([]);
	});
});

describe("recordRelease", () => {
	it("adds the names a release ships that the record lacks, and keeps the version of those it has", () => {
		const first = recordRelease({}, "0.2.0", new Map([["profiles/starter-plus", ["a"]]]));
		expect(first).toEqual({ "profiles/starter-plus": { version: "0.2.0", page: ["a"] } });
		const second = recordRelease(
			first,
			"0.3.0",
			new Map([
				["profiles/starter-plus", ["a"]],
				["profiles/starter-neo", ["b"]],
			]),
		);
		expect(second["profiles/starter-plus"]?.version).toBe("0.2.0");
		expect(second["profiles/starter-neo"]).toEqual({ version: "0.3.0", page: ["b"] });
	});

	it("refuses a release that changes a released name's page", () => {
		const record = { "profiles/starter-plus": { version: "0.2.0", page: ["a"] } };
		expect(() => recordRelease(record, "0.3.0", new Map([["profiles/starter-plus", ["b"]]]))).toThrow(
			/released in 0\.2\.0 and its page changed \(gone: a; new: b\)/,
		);
	});
});

describe("releasedVersions", () => {
	it("lists the versions whose CHANGELOG section is dated", () => {
		const changelog =
			"# Changelog\n\n## Unreleased\n\n## 0.3.0 — unreleased\n\n## 0.2.0 — 2026-12-01\n\n## 0.1.0 — 2026-11-22 (not published)\n";
		expect(releasedVersions(changelog)).toEqual(["0.2.0"]);
	});
});
