/*
 * Released starter profiles keep their pages: the build against scripts/released-profiles.json, the record
 * `npm run release` keeps (docs/starter-profiles.md, "A changed page ships under a new name").
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { releasedVersions } from "../../scripts/release-checks";
import {
	builtProfileContents,
	changedReleasedProfiles,
	readReleasedProfiles,
	RELEASED_PROFILES_FILE,
} from "../../scripts/released-profiles";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";

/** The repository's root. */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The record of released profiles. */
const RECORD = readReleasedProfiles(path.join(ROOT, RELEASED_PROFILES_FILE));

/** What the build wrote, by profile name. */
const BUILT = builtProfileContents(PLUGIN_DIR);

/** The CHANGELOG. */
const CHANGELOG = readFileSync(path.join(ROOT, "CHANGELOG.md"), "utf8");

/** The manifest's `Profiles`. */
const LISTED = (
	JSON.parse(readFileSync(path.join(PLUGIN_DIR, "manifest.json"), "utf8")) as { Profiles: { Name: string }[] }
).Profiles.map((profile) => profile.Name);

/** Whether the newest version's section is dated: the release is cut, and its profiles must be on record. */
const NEWEST_IS_RELEASED = releasedVersions(CHANGELOG).includes(/^## (\d+\.\d+\.\d+)/m.exec(CHANGELOG)?.[1] ?? "");

describe("released starter profiles", () => {
	it("keep their pages: a page changed after its release ships under the device's next edition", () => {
		expect(changedReleasedProfiles(RECORD, BUILT)).toEqual([]);
	});

	it("are recorded only for versions the CHANGELOG dates", () => {
		const released = releasedVersions(CHANGELOG);
		for (const [name, { version }] of Object.entries(RECORD)) {
			expect(released, `${name} is recorded as released in ${version}`).toContain(version);
		}
	});

	it.runIf(NEWEST_IS_RELEASED)("include every profile of the newest version, which the CHANGELOG dates", () => {
		expect([...BUILT.keys()].filter((name) => !RECORD[name])).toEqual([]);
	});

	it("are listed in the manifest only in their newest edition, the one Open the starter page opens", () => {
		expect(LISTED).toEqual([...BUILT.keys()]);
		const older = Object.keys(RECORD).filter((name) => !BUILT.has(name));
		expect(LISTED.filter((name) => older.includes(name))).toEqual([]);
	});
});
