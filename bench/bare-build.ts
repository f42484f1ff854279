import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { rollup, type RollupOptions } from "rollup";

import { BARE_PLUGIN_DIR } from "../test/host/plugin-paths";

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

/** A bare plugin built for one bench run. */
export type BareBuild = {
	/** Its `.sdPlugin` folder. */
	dir: string;
	/** Removes it. */
	remove(): Promise<void>;
};

/**
 * Builds the bare plugin (`bench/bare-plugin.ts`) with the very rollup options that build ours (`nodePluginBuild`
 * in `rollup.config.mjs`: bundled, minified), into a copy of the bare fixture's folder (manifest, images) in a
 * temporary directory.
 * @returns The built plugin.
 */
export async function buildBarePlugin(): Promise<BareBuild> {
	const work = await mkdtemp(path.join(tmpdir(), "bench-bare-"));
	const dir = path.join(work, "bare.sdPlugin");
	try {
		await cp(BARE_PLUGIN_DIR, dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}logs`) });
		const config = (await import(pathToFileURL(path.join(ROOT, "rollup.config.mjs")).href)) as RollupConfigModule;
		const options = config.nodePluginBuild({ input: SOURCE, folder: dir, include: SOURCES });
		const cwd = process.cwd();
		process.chdir(ROOT);
		try {
			const bundle = await rollup({ ...options, onwarn: () => undefined });
			const outputs = Array.isArray(options.output) ? options.output : [options.output ?? {}];
			for (const output of outputs) {
				await bundle.write(output);
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
