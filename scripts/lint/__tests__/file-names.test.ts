import { readdirSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * Every module of a folder and its subfolders, tests aside.
 * @param folder The folder, from the repository's root.
 * @returns Their paths, from the repository's root.
 */
function modulesOf(folder: string): string[] {
	return readdirSync(`${repoRoot}${folder}`, { recursive: true, encoding: "utf8" })
		.filter((path) => path.endsWith(".ts") && !path.includes("__tests__") && !path.endsWith(".d.ts"))
		.map((path) => `${folder}/${path}`);
}

/**
 * A file's name with what makes two names near-same taken away: the extension and a plural's `s`.
 * @param path The file.
 * @returns E.g. `widget-family` for `widget-families.ts`.
 */
function stem(path: string): string {
	return basename(path, ".ts").replace(/ies$/, "y").replace(/s$/, "");
}

describe("file names", () => {
	it("name one thing each: no two modules of src/ and ui/ share a name, but an action's spec, class and page", () => {
		const actions = new Set(modulesOf("src/actions").map(stem));
		const byStem = new Map<string, string[]>();
		for (const path of [...modulesOf("src"), ...modulesOf("ui")]) {
			byStem.set(stem(path), [...(byStem.get(stem(path)) ?? []), path]);
		}
		const shared = [...byStem.entries()].filter(([name, paths]) => {
			if (paths.length < 2) return false;
			const actionTriple =
				actions.has(name) && paths.every((path) => /^(src\/actions|src\/contract\/specs|ui\/pages)\//.test(path));
			return !actionTriple;
		});
		expect(shared).toEqual([]);
	});
});
