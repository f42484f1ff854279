import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { PLUGIN_DIR } from "../../../test/host/plugin-paths";
import { readManifest } from "../../../test/support/deck";

/** A page of the build, as `inspectorPages` in `scripts/rollup/inspector-pages.mjs` lists it. */
type InspectorPage = { html: string; name: string; entry: string; title: string };

/** What `scripts/rollup/inspector-pages.mjs` exports for the tests (a build script, not compiled by tsc). */
type InspectorPagesModule = {
	/** The pages the manifest names. */
	inspectorPages(options: { manifest: string; pagesDir: string }): InspectorPage[];
};

/** The build script, imported by its address: tsc neither compiles nor types an `.mjs` file. */
const MODULE = new URL("../inspector-pages.mjs", import.meta.url).href;
const { inspectorPages } = (await import(MODULE)) as InspectorPagesModule;

describe("inspector pages of the build", () => {
	let dir: string;

	beforeEach(async () => {
		dir = await mkdtemp(join(tmpdir(), "inspector-pages-"));
		await mkdir(join(dir, "pages"));
	});
	afterEach(async () => {
		await rm(dir, { recursive: true, force: true });
	});

	/**
	 * Writes a manifest with these actions and these page scripts, then lists the pages.
	 * @param actions The manifest's actions.
	 * @param scripts The file names in the pages folder.
	 * @returns The pages.
	 */
	async function pagesOf(actions: object[], scripts: string[]): Promise<InspectorPage[]> {
		await writeFile(join(dir, "manifest.json"), JSON.stringify({ Actions: actions }));
		await Promise.all(scripts.map((file) => writeFile(join(dir, "pages", file), "")));
		return inspectorPages({ manifest: join(dir, "manifest.json"), pagesDir: join(dir, "pages") });
	}

	it("lists one page per action of the real manifest, titled with its name, each with its script", () => {
		const pages = inspectorPages({ manifest: join(PLUGIN_DIR, "manifest.json"), pagesDir: "ui/pages" });
		const actions = readManifest(PLUGIN_DIR).Actions;
		expect(pages.map((page) => page.html)).toEqual(actions.map((action) => action.PropertyInspectorPath));
		expect(pages.map((page) => page.title)).toEqual(actions.map((action) => action.Name));
		expect(pages.map((page) => page.entry)).toEqual(pages.map((page) => join("ui/pages", `${page.name}.ts`)));
	});

	it("gives actions that share a page one page, and leaves out actions without one", async () => {
		const pages = await pagesOf(
			[
				{ UUID: "a.one", Name: "One", PropertyInspectorPath: "ui/shared.html" },
				{ UUID: "a.two", Name: "Two", PropertyInspectorPath: "ui/shared.html" },
				{ UUID: "a.three", Name: "Three" },
			],
			["shared.ts"],
		);
		expect(pages).toEqual([
			{ html: "ui/shared.html", name: "shared", entry: join(dir, "pages", "shared.ts"), title: "One" },
		]);
	});

	it("refuses a page whose script is missing", async () => {
		await expect(pagesOf([{ UUID: "a.one", PropertyInspectorPath: "ui/one.html" }], [])).rejects.toThrow(
			/names ui\/one\.html, but its script .*one\.ts does not exist/,
		);
	});

	it("refuses a script that no action names", async () => {
		await expect(
			pagesOf([{ UUID: "a.one", PropertyInspectorPath: "ui/one.html" }], ["one.ts", "orphan.ts"]),
		).rejects.toThrow(/orphan\.ts is no action's PropertyInspectorPath/);
	});

	it.each(["one.html", "ui/sub/one.html", "ui/One.html", "ui/one.htm", "../ui/one.html"])(
		"refuses the page path %s, which the build cannot write beside the others",
		async (html) => {
			await expect(pagesOf([{ UUID: "a.one", PropertyInspectorPath: html }], ["one.ts"])).rejects.toThrow(
				/a\.one's PropertyInspectorPath .* must be ui\/<name>\.html/,
			);
		},
	);
});
