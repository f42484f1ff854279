import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { leftoversIn, openRunFolder, removeFolder, RUN_FOLDER_PREFIX, staleRunFolders } from "../run-temp-folder";

let parent: string;

beforeEach(() => {
	parent = mkdtempSync(join(tmpdir(), "run-temp-folder-"));
});

afterEach(() => {
	rmSync(parent, { recursive: true, force: true });
});

describe("a test run's temporary folder", () => {
	it("is named after the run's process, and holds what the run left but a tool's own cache", () => {
		const folder = openRunFolder(parent, 4242);
		expect(basename(folder)).toMatch(new RegExp(`^${RUN_FOLDER_PREFIX}4242-\\w{6}$`));
		expect(leftoversIn(folder)).toEqual([]);
		mkdirSync(join(folder, "tsx-0"));
		mkdirSync(join(folder, "cc-deck-AbCdEf"));
		writeFileSync(join(folder, "playwright_chromiumdev_profile-x"), "");
		expect(leftoversIn(folder).sort()).toEqual(["cc-deck-AbCdEf", "playwright_chromiumdev_profile-x"]);
		removeFolder(folder);
		removeFolder(folder);
		expect(staleRunFolders(parent, () => false)).toEqual([]);
	});

	it("of a run that ended is stale; one of a run still running, or anything else, is not", () => {
		for (const name of [`${RUN_FOLDER_PREFIX}1-aaaaaa`, `${RUN_FOLDER_PREFIX}2-bbbbbb`, "cc-test-run-x", "other"]) {
			mkdirSync(join(parent, name));
		}
		expect(staleRunFolders(parent, (pid) => pid === 2)).toEqual([`${RUN_FOLDER_PREFIX}1-aaaaaa`]);
	});
});
