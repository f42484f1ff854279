import { mergeProcessCovs } from "@bcoe/v8-coverage";
import convert from "ast-v8-to-istanbul";
import libCoverage from "istanbul-lib-coverage";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseAstAsync } from "rollup/parseAst";

/**
 * The coverage of `src/` in the plugin processes the tests launched: the raw V8 coverage each process wrote into
 * `rawDir` (`NODE_V8_COVERAGE`), merged over all processes, then mapped through the bundle's source map back to the
 * TypeScript it was built from. Only the bundle counts, not Node's own scripts, and of the bundle only `src/`, not
 * the SDK or other packages bundled with it.
 * @param {string} rawDir The folder the processes wrote into.
 * @param {string} bundle The bundle they ran (`bin/plugin.js`), with its source map beside it.
 * @param {string} sourceRoot The folder whose files count (the repository's `src/`).
 * @returns {Promise<{ map: libCoverage.CoverageMap, processes: number }>} The coverage, and how many processes wrote some.
 */
export async function pluginCoverage(rawDir, bundle, sourceRoot) {
	const url = pathToFileURL(bundle).href;
	// Most tests run a private copy of the built plugin folder (tools/deck.ts): the same bundle, elsewhere.
	const tail = `/${path.basename(path.dirname(path.dirname(bundle)))}/bin/${path.basename(bundle)}`;
	const isBundle = (scriptUrl) => scriptUrl.startsWith("file://") && scriptUrl.endsWith(tail);
	const runs = [];
	for (const file of readdirSync(rawDir).filter((name) => name.endsWith(".json"))) {
		const script = JSON.parse(readFileSync(path.join(rawDir, file), "utf8")).result.find((s) => isBundle(s.url));
		if (script) runs.push({ result: [{ ...script, url }] });
	}
	const map = libCoverage.createCoverageMap({});
	if (runs.length === 0) return { map, processes: 0 };

	const [merged] = mergeProcessCovs(runs).result;
	const code = readFileSync(bundle, "utf8");
	const data = await convert({
		code,
		sourceMap: JSON.parse(readFileSync(`${bundle}.map`, "utf8")),
		ast: parseAstAsync(code),
		coverage: { url, functions: merged.functions },
	});
	const prefix = sourceRoot.endsWith(path.sep) ? sourceRoot : `${sourceRoot}${path.sep}`;
	// Through JSON, as Vitest's part was written: an open end (`Infinity`) becomes `null` on both sides, and the same
	// statement has the same key in both.
	for (const [file, fileCoverage] of Object.entries(JSON.parse(JSON.stringify(data)))) {
		if (file.startsWith(prefix)) map.addFileCoverage(fileCoverage);
	}
	return { map, processes: runs.length };
}
