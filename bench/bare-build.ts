import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type OutputOptions, rollup, type RollupOptions } from "rollup";

import { BARE_PLUGIN_DIR, PLUGIN_DIR } from "../tools/host/plugin-paths";

/** The bare plugin's source. */
const SOURCE = "bench/bare-plugin.ts";

/** The TypeScript it compiles: its source and our HTTP client. */
const SOURCES = [SOURCE, "src/api/http-transport.ts"];

/** The repository root, where rollup's relative paths (tsconfig, include patterns) start. */
const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** What `nodePluginBuild` in `rollup.config.mjs` takes. */
type NodePluginBuildOptions = {
	/** Entry file. */
	input: string;
	/** The `.sdPlugin` folder the bundle goes into (`bin/plugin.js`). */
	folder: string;
	/** The TypeScript files it compiles. */
	include?: string[];
};

/** What `rollup.config.mjs` exports for Node plugins. */
type RollupConfigModule = {
	/** Rollup options for a Node plugin, as the build bundles ours. */
	nodePluginBuild(options: NodePluginBuildOptions): RollupOptions;
};

/** A plugin built for one bench run, in a temporary folder. */
export type BenchBuild = {
	/** Its `.sdPlugin` folder. */
	dir: string;
	/** Removes it. */
	remove(): Promise<void>;
};

/** How a plugin is built for the bench. */
type BenchBuildOptions = {
	/** The `.sdPlugin` folder to copy (manifest, images); its `bin/` is rebuilt. */
	from: string;
	/** Entry file. */
	input: string;
	/** The TypeScript files it compiles; all of `src/` and `ui/` when absent. */
	include?: string[];
	/** For the profiler: not minified (function names kept) and with a source map (modules told apart). */
	readable?: boolean;
};

/**
 * Builds the bare plugin (`bench/bare-plugin.ts`) with the very rollup options that build ours (`nodePluginBuild`
 * in `rollup.config.mjs`: bundled, minified), into a copy of the bare fixture's folder (manifest, images) in a
 * temporary directory.
 * @param readable For the profiler: unminified, with a source map.
 * @returns The built plugin.
 */
export function buildBarePlugin(readable = false): Promise<BenchBuild> {
	return buildPluginCopy({ from: BARE_PLUGIN_DIR, input: SOURCE, include: SOURCES, readable });
}

/**
 * Builds our plugin unminified and with a source map, for the profiler, into a temporary copy of its folder.
 * @returns The built plugin.
 */
export function buildReadablePlugin(): Promise<BenchBuild> {
	return buildPluginCopy({ from: PLUGIN_DIR, input: "src/plugin.ts", readable: true });
}

/**
 * Builds a plugin with `nodePluginBuild` of `rollup.config.mjs` into a copy of its folder in a temporary directory.
 * @param options What to build, and how.
 * @returns The built plugin.
 */
async function buildPluginCopy(options: BenchBuildOptions): Promise<BenchBuild> {
	const work = await mkdtemp(path.join(tmpdir(), "bench-build-"));
	const dir = path.join(work, path.basename(options.from));
	try {
		const skipped = ["logs", "ui"].map((name) => path.join(options.from, name));
		await cp(options.from, dir, { recursive: true, filter: (source) => !skipped.some((s) => source.startsWith(s)) });
		const config = (await import(pathToFileURL(path.join(ROOT, "rollup.config.mjs")).href)) as RollupConfigModule;
		const rollupOptions = config.nodePluginBuild({ input: options.input, folder: dir, include: options.include });
		const plugins = [rollupOptions.plugins ?? []].flat();
		const cwd = process.cwd();
		process.chdir(ROOT);
		try {
			const bundle = await rollup({
				...rollupOptions,
				plugins: options.readable ? plugins.filter((p) => !(p && "name" in p && p.name === "terser")) : plugins,
				onwarn: () => undefined,
			});
			const outputs = [rollupOptions.output ?? {}].flat() as OutputOptions[];
			for (const output of outputs) {
				await bundle.write(options.readable ? { ...output, sourcemap: true } : output);
			}
			await bundle.close();
		} finally {
			process.chdir(cwd);
		}
	} catch (error) {
		await rm(work, { recursive: true, force: true });
		throw error;
	}
	return { dir, remove: () => rm(work, { recursive: true, force: true }) };
}
