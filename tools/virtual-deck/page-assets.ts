import { readdir, readFile } from "node:fs/promises";
import ts from "typescript";

/** The folder of the deck page's files, beside this module. */
const PAGE_FOLDER = new URL("./page/", import.meta.url);

/** Where the page's scripts are served from: `/page/<module>.js`. */
const SCRIPT_PREFIX = "/page/";

/** What the server answers for one of the page's files. */
export type PageAsset = {
	/** Its content type. */
	type: string;
	/** Its text. */
	body: string;
};

/**
 * The deck page's own files by the path the browser asks for: the page at `/`, its style sheet, each module of
 * `page/` compiled from TypeScript at `/page/<module>.js`, and the touch strip drawing (`strip-items.ts`), which the
 * Marketplace pictures share, at `/strip-items.js`. Read and compiled once, when the deck starts.
 * @returns The files.
 */
export async function loadPageAssets(): Promise<Map<string, PageAsset>> {
	const read = (url: URL): Promise<string> => readFile(url, "utf8");
	const script = async (url: URL, fileName: string): Promise<PageAsset> => ({
		type: "text/javascript; charset=utf-8",
		body: compile(await read(url), fileName),
	});
	const modules = (await readdir(PAGE_FOLDER)).filter((name) => name.endsWith(".ts")).sort();
	const assets = new Map<string, PageAsset>([
		["/", { type: "text/html; charset=utf-8", body: await read(new URL("deck-page.html", PAGE_FOLDER)) }],
		["/deck-page.css", { type: "text/css; charset=utf-8", body: await read(new URL("deck-page.css", PAGE_FOLDER)) }],
		["/strip-items.js", await script(new URL("./strip-items.ts", import.meta.url), "strip-items.ts")],
	]);
	for (const name of modules) {
		assets.set(`${SCRIPT_PREFIX}${name.slice(0, -".ts".length)}.js`, await script(new URL(name, PAGE_FOLDER), name));
	}
	return assets;
}

/**
 * Compiles one module for the browser: its types go, its imports stay as written.
 * @param source The TypeScript.
 * @param fileName Its name, for the compiler's messages.
 * @returns The JavaScript.
 */
function compile(source: string, fileName: string): string {
	return ts.transpileModule(source, {
		compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022 },
		fileName,
	}).outputText;
}
