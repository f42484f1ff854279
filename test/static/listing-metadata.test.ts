import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { KEY_REASONS } from "../../src/render/reasons";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";

/** Longest name Elgato's guidelines allow for the plugin, its category and each action, in every language. */
const MAX_NAME = 30;

type Manifest = {
	Name: string;
	Author: string;
	Category: string;
	SupportURL?: string;
	URL?: string;
	Actions: { UUID: string; Name: string; SupportedInKeyLogicActions?: boolean }[];
};

const manifest = JSON.parse(readFileSync(path.join(PLUGIN_DIR, "manifest.json"), "utf8")) as Manifest;
const catalogues = readdirSync(PLUGIN_DIR)
	.filter((file) => /^[a-z]{2}(_[A-Z]{2})?\.json$/.test(file))
	.map((file) => ({
		file,
		names: JSON.parse(readFileSync(path.join(PLUGIN_DIR, file), "utf8")) as Record<string, unknown>,
	}));

/**
 * Every name a catalogue gives: the plugin's, the category's and each action's.
 * @param names A `<lang>.json`.
 * @returns `[where, name]` pairs.
 */
function namesOf(names: Record<string, unknown>): [string, string][] {
	const found: [string, string][] = [];
	for (const [key, value] of Object.entries(names)) {
		if ((key === "Name" || key === "Category") && typeof value === "string") {
			found.push([key, value]);
		} else if (typeof value === "object" && value !== null && "Name" in value && typeof value.Name === "string") {
			found.push([key, value.Name]);
		}
	}
	return found;
}

describe("listing metadata (Elgato's guidelines)", () => {
	it("keeps every name at most 30 characters, in the manifest and in every language", () => {
		const manifestNames: [string, string][] = [
			["Name", manifest.Name],
			["Category", manifest.Category],
			...manifest.Actions.map((action): [string, string] => [action.UUID, action.Name]),
		];
		const tooLong = [
			...manifestNames.map(([where, name]) => ["manifest.json", where, name]),
			...catalogues.flatMap(({ file, names }) => namesOf(names).map(([where, name]) => [file, where, name])),
		].filter(([, , name]) => [...name].length > MAX_NAME);
		expect(tooLong).toEqual([]);
		expect(catalogues.map(({ file }) => file).sort()).toEqual(
			["de", "en", "es", "fr", "ja", "ko", "zh_CN", "zh_TW"].map((lang) => `${lang}.json`),
		);
		// Every action is named in every language, so the check above saw them all.
		for (const { names } of catalogues) {
			expect(namesOf(names).length).toBeGreaterThanOrEqual(manifest.Actions.length + 1);
		}
	});

	it("has an author who is the maker: not the plugin's name, its category or the service", () => {
		expect(manifest.Author.trim()).not.toBe("");
		expect([manifest.Name, manifest.Category, "Channel Companion"]).not.toContain(manifest.Author);
	});

	it("links to support without a URL field, which would break offline validation", () => {
		expect(new URL(manifest.SupportURL ?? "").protocol).toBe("https:");
		expect(manifest.URL).toBeUndefined();
	});
});

describe("Key Logic (Stream Deck 7.0)", () => {
	// Key Logic hands an action a quick press: a key set to fire on hold would never fire, and a display's value has no
	// key of its own there, so no action can be placed in it (the README says so).
	it("is declared by every action, and refused by every one", () => {
		const declared = manifest.Actions.map((action) => [action.UUID, action.SupportedInKeyLogicActions]);
		expect(declared).toEqual(manifest.Actions.map((action) => [action.UUID, false]));
		expect(readFileSync("README.md", "utf8")).toMatch(/Key Logic/);
	});
});

describe("the reasons a key can show", () => {
	const description = readFileSync(path.join("marketplace", "description.md"), "utf8").replace(/\s+/g, " ");
	const readme = readFileSync("README.md", "utf8");

	const english = catalogues.find(({ file }) => file === "en.json")?.names.Localization as Record<string, string>;
	const shown = KEY_REASONS.map((reason) => english[reason]);

	it("are listed in the Marketplace description, every one of them and no other", () => {
		const listed = /a short reason on the key: ([^.]*)\./.exec(description)?.[1] ?? "";
		const words = [...listed.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]);
		expect(words.sort()).toEqual([...shown].sort());
	});

	it.each(shown)("%s is explained in the README's table of reasons", (reason) => {
		expect(readme).toContain(`| \`${reason}\``);
	});
});
