import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import nodeResolve from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import url from "node:url";
import license from "rollup-plugin-license";

const isWatching = !!process.env.ROLLUP_WATCH;

/**
 * Set by `npm run test:coverage`: the plugin bundle gets a source map beside it, so that the coverage of the plugin
 * processes the tests launch maps back to `src/` (`scripts/coverage/`).
 */
const isForCoverage = process.env.PLUGIN_COVERAGE === "1";

const sdPlugin = "com.channel.companion.sdPlugin";

/** TypeScript options shared by the plugin and the property-inspector bundles (type checking is `npm run typecheck`'s job). */
const typescriptOptions = {
	tsconfig: "./tsconfig.json",
	include: ["src/**/*.ts", "ui/**/*.ts"],
	noEmitOnError: !isWatching,
	compilerOptions: { noEmit: false, declaration: false, sourceMap: isWatching },
};

/**
 * Copies the property inspectors' static files (the stylesheet and the page: `ui/*.css`, `ui/*.html`) into the plugin
 * folder, and removes what an earlier build left there that this one did not write (such as the shared chunks of
 * the module build before 0.3), so that nothing stale ships.
 * @returns {import("rollup").Plugin} The rollup plugin.
 */
function copyUiAssets() {
	const isStatic = (file) => /\.(html|css)$/.test(file);
	return {
		name: "copy-ui-assets",
		buildStart() {
			for (const file of readdirSync("ui").filter(isStatic)) {
				this.addWatchFile(path.join("ui", file));
			}
		},
		writeBundle(options, bundle) {
			mkdirSync(options.dir, { recursive: true });
			const copied = readdirSync("ui").filter(isStatic);
			for (const file of copied) {
				if (bundle[file]) this.error(`ui/${file} would replace the ${file} the build writes: remove it.`);
				cpSync(path.join("ui", file), path.join(options.dir, file));
			}
			const kept = new Set([...Object.keys(bundle), ...copied, NOTICES_FILE]);
			for (const file of readdirSync(options.dir).filter((name) => !kept.has(name))) {
				rmSync(path.join(options.dir, file), { recursive: true, force: true });
			}
		},
	};
}

/** Name of the notices file the build writes beside each bundle (`bin/`, `ui/`); `streamdeck pack` ships both. */
export const NOTICES_FILE = "THIRD-PARTY-NOTICES.txt";

/**
 * Writes the licence of every package a bundle contains into `file`, read from the packages themselves by
 * rollup-plugin-license (the minifier strips the notices from the code, and MIT asks that they travel with it).
 * @param {string} file Where the notices go.
 * @param {string} bundle What the bundle is, for the file's first line.
 * @returns {import("rollup").Plugin} The rollup plugin.
 */
export function thirdPartyNotices(file, bundle) {
	return license({
		thirdParty: {
			includePrivate: false,
			allow: {
				test: "(MIT OR ISC OR BSD-2-Clause OR BSD-3-Clause OR Apache-2.0 OR 0BSD)",
				failOnUnlicensed: true,
				failOnViolation: true,
			},
			output: { file, template: (dependencies) => noticesText(dependencies, bundle) },
		},
	});
}

/**
 * The notices file: one section per package, with its licence text.
 * @param {import("rollup-plugin-license").Dependency[]} dependencies Packages in the bundle.
 * @param {string} bundle What the bundle is.
 * @returns {string} The text.
 */
function noticesText(dependencies, bundle) {
	const header = `Third-party software in ${bundle}, with the licence each is distributed under.`;
	if (dependencies.length === 0) {
		return `${header}\n\nNone: this bundle contains only this plugin's own code.\n`;
	}
	const sections = [...dependencies]
		.sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""))
		.map((dependency) => {
			const repository = typeof dependency.repository === "string" ? dependency.repository : dependency.repository?.url;
			const lines = [`${dependency.name} ${dependency.version} (${dependency.license})`];
			if (dependency.homepage ?? repository) {
				lines.push(dependency.homepage ?? repository);
			}
			lines.push("", (dependency.licenseText ?? `Licensed under ${dependency.license}.`).trim());
			if (dependency.noticeText) {
				lines.push("", dependency.noticeText.trim());
			}
			return lines.join("\n");
		});
	return [header, ...sections].join(`\n\n${"-".repeat(78)}\n\n`) + "\n";
}

/**
 * Tells rollup which bundled modules run no code that matters when nothing imports from them, so tree-shaking can
 * drop them whole. Their packages do not say so (no `sideEffects` field), so rollup would keep them: `ws`'s entry
 * re-exports its server and stream helpers (a plugin is only a client), and `@elgato/utils`'s entry imports option
 * lists that build zod schemas the SDK never uses on the Node side — about 21 KiB of the bundle. The rest of
 * `@elgato/utils` stays as it is: its entry also installs a `Symbol.dispose` polyfill.
 * @param {string} id The module's resolved path.
 * @returns {boolean} Whether the module must stay even when none of its exports is used.
 */
export function moduleHasSideEffects(id) {
	return !/\/node_modules\/(ws\/lib|@elgato\/utils\/dist\/lists)\//.test(id.split(path.sep).join("/"));
}

/**
 * How a Node plugin is bundled: TypeScript, resolved from node_modules, CommonJS converted, minified (outside watch
 * mode), its third-party notices beside it, and `{ "type": "module" }` in its folder. The bench builds its bare
 * baseline plugin with this too, so both are built the same way.
 * @param {{ input: string, folder: string, include?: string[] }} options Entry file, the `.sdPlugin` folder, and
 * the TypeScript files the bundle compiles (default: all of `src/` and `ui/`).
 * @returns {import("rollup").RollupOptions} The rollup options.
 */
export function nodePluginBuild({ input, folder, include = typescriptOptions.include }) {
	return {
		input,
		treeshake: { moduleSideEffects: moduleHasSideEffects },
		output: {
			file: `${folder}/bin/plugin.js`,
			format: "es",
			sourcemap: isWatching || isForCoverage,
			sourcemapPathTransform: (relativeSourcePath, sourcemapPath) =>
				url.pathToFileURL(path.resolve(path.dirname(sourcemapPath), relativeSourcePath)).href,
		},
		plugins: [
			{
				name: "watch-externals",
				buildStart() {
					this.addWatchFile(`${folder}/manifest.json`);
				},
			},
			typescript({
				...typescriptOptions,
				include,
				compilerOptions: { ...typescriptOptions.compilerOptions, sourceMap: isWatching || isForCoverage },
			}),
			nodeResolve({ browser: false, exportConditions: ["node"], preferBuiltins: true }),
			commonjs(),
			// For coverage, only whitespace and comments go: statements stay whole, so that each maps back to its own.
			// Otherwise the bundle is an ES module run by Node 20 or later: its top-level names may be shortened too.
			!isWatching &&
				terser(
					isForCoverage ? { compress: false, mangle: false } : { module: true, ecma: 2020, compress: { passes: 2 } },
				),
			thirdPartyNotices(`${folder}/bin/${NOTICES_FILE}`, "bin/plugin.js"),
			{
				name: "emit-module-package-file",
				generateBundle() {
					this.emitFile({ fileName: "package.json", source: `{ "type": "module" }`, type: "asset" });
				},
			},
		],
	};
}

/** The plugin: `src/plugin.ts` becomes `<sdPlugin>/bin/plugin.js`. */
const plugin = nodePluginBuild({ input: "src/plugin.ts", folder: sdPlugin });

/**
 * The property inspectors: `ui/inspector.ts` becomes `<sdPlugin>/ui/inspector.js`, one classic script (an IIFE) that
 * `ui/inspector.html`, the manifest's plugin-level `PropertyInspectorPath`, loads for every action. The app loads
 * inspectors by `file://`, where Chromium refuses module scripts and their imports. Each language's words come from
 * the `<lang>.json` files beside the manifest, put into the script as constants (only the `Localization` block each
 * import names).
 * @type {import('rollup').RollupOptions}
 */
const propertyInspectors = {
	input: "ui/inspector.ts",
	output: { dir: `${sdPlugin}/ui`, format: "iife", entryFileNames: "inspector.js", sourcemap: isWatching },
	plugins: [
		typescript(typescriptOptions),
		json({ preferConst: true }),
		nodeResolve({ browser: true }),
		!isWatching && terser(),
		thirdPartyNotices(`${sdPlugin}/ui/${NOTICES_FILE}`, "the property inspectors (ui/inspector.js)"),
		copyUiAssets(),
	],
};

/**
 * Both bundles, or the one `BUILD_PART` names (`plugin` or `inspectors`): `npm run build` (`scripts/build.ts`) builds
 * only the parts whose sources changed.
 */
const parts = { plugin, inspectors: propertyInspectors };

export default process.env.BUILD_PART ? [parts[process.env.BUILD_PART]] : Object.values(parts);
