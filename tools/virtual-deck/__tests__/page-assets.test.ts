import { describe, expect, it } from "vitest";

import { loadPageAssets } from "../page-assets";

/**
 * The modules a script imports at run time, as the browser reads them.
 * @param script The compiled script.
 * @returns The specifiers of its `import … from`, `export … from` and bare `import` statements.
 */
function runtimeImports(script: string): string[] {
	return [...script.matchAll(/^\s*(?:(?:import|export)\b[^;"]*?\bfrom\s*|import\s*)"([^"]+)"/gm)].map(
		(match) => match[1],
	);
}

describe("the deck page's files", () => {
	it("serve the page, its style sheet and each module, and every import a module makes at run time is served", async () => {
		const assets = await loadPageAssets();
		expect(assets.get("/")?.body).toContain('<script type="module" src="/page/deck-client.js">');
		expect(assets.get("/deck-page.css")?.type).toBe("text/css; charset=utf-8");
		const scripts = [...assets].filter(([, asset]) => asset.type.startsWith("text/javascript"));
		expect(scripts.map(([path]) => path)).toContain("/page/deck-client.js");
		for (const [path, asset] of scripts) {
			// Types of the Node side are gone: what is left runs in the browser, from the same server.
			expect(asset.body, path).not.toMatch(/\bimport\s+type\b/);
			for (const specifier of runtimeImports(asset.body)) {
				const target = new URL(specifier, `http://deck${path}`).pathname;
				expect(assets.has(target), `${path} imports ${specifier}`).toBe(true);
			}
		}
	});

	it("reads every kind of import a module makes: the check above sees them all", () => {
		expect(runtimeImports('import { a } from "./a.js";\nexport { b } from "../b.js";\nimport "./c.js";')).toEqual([
			"./a.js",
			"../b.js",
			"./c.js",
		]);
	});
});
