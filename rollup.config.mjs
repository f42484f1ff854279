import commonjs from "@rollup/plugin-commonjs";
import nodeResolve from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { cpSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import url from "node:url";

const isWatching = !!process.env.ROLLUP_WATCH;
const sdPlugin = "com.channel.companion.sdPlugin";

/** TypeScript options shared by the plugin and the property-inspector bundles (type checking is `npm run typecheck`'s job). */
const typescriptOptions = {
	tsconfig: "./tsconfig.json",
	include: ["src/**/*.ts", "ui/**/*.ts"],
	noEmitOnError: !isWatching,
	compilerOptions: { noEmit: false, declaration: false, sourceMap: isWatching },
};

/**
 * Copies the property inspectors' static files (HTML, CSS) into the plugin folder.
 * @returns {import("rollup").Plugin} The rollup plugin.
 */
function copyUiAssets() {
	return {
		name: "copy-ui-assets",
		buildStart() {
			for (const file of readdirSync("ui")) {
				if (/\.(html|css)$/.test(file)) {
					this.addWatchFile(path.join("ui", file));
				}
			}
		},
		writeBundle() {
			mkdirSync(`${sdPlugin}/ui`, { recursive: true });
			for (const file of readdirSync("ui")) {
				if (/\.(html|css)$/.test(file)) {
					cpSync(path.join("ui", file), path.join(`${sdPlugin}/ui`, file));
				}
			}
		},
	};
}

/** @type {import('rollup').RollupOptions} */
const plugin = {
	input: "src/plugin.ts",
	output: {
		file: `${sdPlugin}/bin/plugin.js`,
		format: "es",
		sourcemap: isWatching,
		sourcemapPathTransform: (relativeSourcePath, sourcemapPath) =>
			url.pathToFileURL(path.resolve(path.dirname(sourcemapPath), relativeSourcePath)).href,
	},
	plugins: [
		{
			name: "watch-externals",
			buildStart() {
				this.addWatchFile(`${sdPlugin}/manifest.json`);
			},
		},
		typescript(typescriptOptions),
		nodeResolve({ browser: false, exportConditions: ["node"], preferBuiltins: true }),
		commonjs(),
		!isWatching && terser(),
		{
			name: "emit-module-package-file",
			generateBundle() {
				this.emitFile({ fileName: "package.json", source: `{ "type": "module" }`, type: "asset" });
			},
		},
	],
};

/** One bundle per property inspector page: `ui/pages/<action>.ts` becomes `<sdPlugin>/ui/<action>.js`. */
const pagesDir = "ui/pages";
const pages = existsSync(pagesDir) ? readdirSync(pagesDir).filter((file) => file.endsWith(".ts")) : [];

/** @type {import('rollup').RollupOptions} */
const propertyInspectors = {
	input: Object.fromEntries(pages.map((file) => [path.basename(file, ".ts"), path.join(pagesDir, file)])),
	output: {
		dir: `${sdPlugin}/ui`,
		format: "es",
		entryFileNames: "[name].js",
		chunkFileNames: "[name].js",
		sourcemap: isWatching,
	},
	plugins: [
		typescript(typescriptOptions),
		nodeResolve({ browser: true }),
		!isWatching && terser(),
		copyUiAssets(),
	],
};

export default pages.length > 0 ? [plugin, propertyInspectors] : [plugin];
