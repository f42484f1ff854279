import path from "node:path";
import { rollup } from "rollup";

/**
 * Turns every entry of a code-split ES build into one self-contained classic script (an IIFE holding the entry and
 * every chunk it imports) and drops the shared chunks. The Stream Deck app loads property inspectors by `file://`,
 * where Chromium refuses module scripts and their imports; compiling and minifying once and then joining the output
 * costs a fraction of one full build per page.
 * @returns {import("rollup").Plugin} The rollup plugin.
 */
export function classicScripts() {
	return {
		name: "classic-scripts",
		async generateBundle(options, bundle) {
			const dir = path.resolve(options.dir ?? path.dirname(options.file ?? "."));
			const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
			const byId = new Map(chunks.map((chunk) => [path.join(dir, chunk.fileName), chunk]));
			const joins = { byId, sourcemap: !!options.sourcemap, context: this };
			for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
				const { code, map } = await joinChunks(path.join(dir, entry.fileName), joins);
				entry.code = code;
				entry.imports = [];
				const mapFile = bundle[`${entry.fileName}.map`];
				if (map && mapFile?.type === "asset") {
					mapFile.source = map.toString();
					entry.code += `\n//# sourceMappingURL=${path.basename(mapFile.fileName)}\n`;
				}
			}
			for (const chunk of chunks.filter((candidate) => !candidate.isEntry)) {
				delete bundle[chunk.fileName];
				delete bundle[`${chunk.fileName}.map`];
			}
		},
	};
}

/**
 * What each join of a build needs.
 * @typedef {object} Joins
 * @property {Map<string, import("rollup").OutputChunk>} byId Every built chunk by its absolute output path.
 * @property {boolean} sourcemap Whether to chain the chunks' source maps.
 * @property {import("rollup").PluginContext} context The outer build, for warnings and errors.
 */

/**
 * Bundles one built entry with the built chunks it imports into an IIFE. The chunks are already minified: the join
 * only drops their `import`/`export` lines and renames clashing top-level names, so the result stays minified.
 * @param {string} entryId The entry's absolute output path.
 * @param {Joins} joins The built chunks and the outer build.
 * @returns {Promise<{ code: string, map: import("rollup").SourceMap | null }>} The script.
 */
async function joinChunks(entryId, joins) {
	const { byId, sourcemap, context } = joins;
	const build = await rollup({
		input: entryId,
		onwarn: (warning) => context.warn(warning),
		plugins: [
			{
				name: "built-chunks",
				resolveId(source, importer) {
					const id = importer ? path.resolve(path.dirname(importer), source) : source;
					if (!byId.has(id)) {
						context.error(`${path.basename(entryId)} imports ${source}, which is not part of the build.`);
					}
					return id;
				},
				load(id) {
					const chunk = byId.get(id);
					return chunk && { code: chunk.code, map: chunk.map ?? null };
				},
			},
		],
	});
	try {
		// "hidden": the outer build names the map file and writes the comment pointing at it.
		const { output } = await build.generate({
			format: "iife",
			compact: true,
			file: entryId,
			sourcemap: sourcemap && "hidden",
		});
		const [script] = output;
		return { code: script.code, map: script.map ?? null };
	} finally {
		await build.close();
	}
}
