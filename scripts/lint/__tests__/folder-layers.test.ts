import { ESLint } from "eslint";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { FOLDER_LAYERS, folderLayers } from "../folder-layers.mjs";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const fixtureRoot = fileURLToPath(new URL("../../../test/fixtures/folder-cycle/", import.meta.url));

/**
 * Lints the fixture project with the folder rule alone.
 * @param file A file of the fixture, from its root.
 * @returns The messages of the folder rule.
 */
async function folderMessages(file: string): Promise<string[]> {
	const eslint = new ESLint({ cwd: fixtureRoot, overrideConfigFile: true, overrideConfig: folderLayers(fixtureRoot) });
	const [result] = await eslint.lintFiles([file]);
	return result.messages.map((message) => `${message.ruleId ?? "parse"}: ${message.message}`);
}

describe("folder layers", () => {
	it("lets each folder import only folders listed before it, so no two folders can import each other", () => {
		const order = Object.keys(FOLDER_LAYERS);
		for (const [index, folder] of order.entries()) {
			for (const below of FOLDER_LAYERS[folder]) {
				expect(order.indexOf(below), `${folder} → ${below}`).toBeGreaterThanOrEqual(0);
				expect(order.indexOf(below), `${folder} → ${below}`).toBeLessThan(index);
			}
		}
	});

	it("names every folder of src/ but its unit tests' fakes, so that none escapes the rule", () => {
		const folders = readdirSync(new URL("src", `file://${repoRoot}`), { withFileTypes: true })
			.filter((entry) => entry.isDirectory() && entry.name !== "__mocks__")
			.map((entry) => entry.name);
		expect(folders.sort()).toEqual(Object.keys(FOLDER_LAYERS).sort());
	});

	it("rejects the import that closes a folder cycle, and lets the other way through", async () => {
		expect(await folderMessages("src/api/client.ts")).toEqual([
			expect.stringMatching(/^boundaries\/dependencies: .*"api".*"channels"/),
		]);
		expect(await folderMessages("src/channels/clients.ts")).toEqual([]);
	});

	it("rejects an inspector page importing anything but src/contract", async () => {
		expect(await folderMessages("ui/page.ts")).toEqual([
			expect.stringMatching(/^boundaries\/dependencies: .*"ui".*"api"/),
		]);
	});
});
