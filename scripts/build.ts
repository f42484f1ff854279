/**
 * `npm run build`: builds each part of the plugin folder whose sources changed since it was last built here, so that
 * `npm start` and `npm test` on a built checkout start at once. A part is rebuilt when its sources, the build's own
 * configuration or the environment it reads (`PLUGIN_COVERAGE`) differ from its last build, or when what it wrote is
 * missing or was changed since. `--all` builds every part whatever the record says; `--check` builds nothing and
 * exits with 1 when some part would be built.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	realpathSync,
	renameSync,
	statSync,
	writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** One part of the build: what it reads, what it writes, and the command that makes it. */
export type BuildPart = {
	/** Its name, for the record and the console. */
	name: string;
	/** Files and folders it reads, from the repository's root. */
	sources: readonly string[];
	/** Environment variables that change what it writes. */
	environment: readonly string[];
	/** Files and folders it writes, from the repository's root. */
	outputs: readonly string[];
	/** The Node script that makes it (a package's command-line entry, resolved from here), and its arguments. */
	command: readonly [script: string, ...args: string[]];
};

/** The plugin folder. */
const SD_PLUGIN = "com.channel.companion.sdPlugin";

/** What every part depends on: the packages, this script, the compiler's and rollup's settings, the manifest. */
const SHARED = [
	"package.json",
	"package-lock.json",
	"scripts/build.ts",
	"tsconfig.json",
	"rollup.config.mjs",
	`${SD_PLUGIN}/manifest.json`,
];

/**
 * The languages' files beside the manifest (`de.json`, `zh_CN.json`, …): each holds all of one language's words, and
 * the inspector script carries the inspectors' part of them.
 */
const LANGUAGE_FILES = readdirSync(fileURLToPath(new URL(`../${SD_PLUGIN}`, import.meta.url)))
	.filter((file) => /^[a-z]{2}(_[A-Z]{2})?\.json$/.test(file))
	.map((file) => `${SD_PLUGIN}/${file}`);

/** Where a package's files are, for its command-line entry. */
const resolve = createRequire(import.meta.url).resolve;

/** The parts, in the order they are built. */
export const BUILD_PARTS: readonly BuildPart[] = [
	{
		name: "plugin",
		sources: [...SHARED, "src"],
		environment: ["PLUGIN_COVERAGE"],
		outputs: [`${SD_PLUGIN}/bin`],
		command: [resolve("rollup/dist/bin/rollup"), "-c", "--environment", "BUILD_PART:plugin"],
	},
	{
		name: "inspectors",
		sources: [...SHARED, ...LANGUAGE_FILES, "ui", "src/contract"],
		environment: [],
		outputs: [`${SD_PLUGIN}/ui`],
		command: [resolve("rollup/dist/bin/rollup"), "-c", "--environment", "BUILD_PART:inspectors"],
	},
	{
		name: "images",
		sources: [...SHARED, "scripts/render-images.ts", `${SD_PLUGIN}/imgs`],
		environment: [],
		outputs: [`${SD_PLUGIN}/imgs/plugin/plugin-icon.png`, `${SD_PLUGIN}/imgs/plugin/plugin-icon@2x.png`],
		command: [resolve("tsx/cli"), "scripts/render-images.ts"],
	},
	{
		name: "profiles",
		sources: [...SHARED, "scripts/write-profiles.ts", "src/contract", "tools/profiles"],
		environment: [],
		outputs: [`${SD_PLUGIN}/profiles`],
		command: [resolve("tsx/cli"), "scripts/write-profiles.ts"],
	},
	{
		// After the plugin: what it draws on a key of each action, on the demo channel, under the test host.
		name: "readme keys",
		sources: [
			...SHARED,
			"scripts/render-readme-keys.ts",
			"scripts/readme-pictures.ts",
			"src",
			`${SD_PLUGIN}/imgs`,
			"tools/deck.ts",
			"tools/host",
		],
		environment: [],
		outputs: ["docs/keys"],
		command: [resolve("tsx/cli"), "scripts/render-readme-keys.ts"],
	},
];

/**
 * Every file below a path, sorted, but the files an editor or the system leaves beside the sources.
 * @param root The repository's root.
 * @param entry A file or folder, from the root.
 * @returns The files, from the root.
 */
function filesOf(root: string, entry: string): string[] {
	const full = path.join(root, entry);
	if (!existsSync(full)) return [];
	if (!statSync(full).isDirectory()) return [entry];
	return readdirSync(full, { recursive: true, encoding: "utf8" })
		.map((file) => path.join(entry, file))
		.filter((file) => statSync(path.join(root, file)).isFile() && !/(^|[/\\])\.|~$|\.swp$/.test(file))
		.sort();
}

/**
 * A fingerprint of a part's sources and of the environment that shapes its output.
 * @param root The repository's root.
 * @param part The part.
 * @returns The fingerprint.
 */
export function sourcesFingerprint(root: string, part: BuildPart): string {
	const hash = createHash("sha256");
	for (const name of part.environment) hash.update(`${name}=${process.env[name] ?? ""}\n`);
	for (const source of part.sources) {
		// An output inside a source folder (the PNGs `images` draws into the plugin folder) is no source.
		const files = filesOf(root, source).filter((file) => !part.outputs.includes(file));
		for (const file of files) hash.update(`${file}\n`).update(readFileSync(path.join(root, file)));
	}
	return hash.digest("hex");
}

/**
 * A fingerprint of what a part wrote, or `undefined` when some of it is missing.
 * @param root The repository's root.
 * @param part The part.
 * @returns The fingerprint.
 */
export function outputsFingerprint(root: string, part: BuildPart): string | undefined {
	const hash = createHash("sha256");
	for (const output of part.outputs) {
		const files = filesOf(root, output);
		if (files.length === 0) return undefined;
		for (const file of files) hash.update(`${file}\n`).update(readFileSync(path.join(root, file)));
	}
	return hash.digest("hex");
}

/** Where the records of the parts' last builds are kept: outside the plugin folder, so that they never ship. */
const RECORD_DIR = path.join("node_modules", ".cache", "channel-companion-build");

/**
 * The record of a part's last build in a checkout: one folder per checkout, so that checkouts sharing `node_modules`
 * (a link to another's, or a copy made of hard links, as `git worktree` users do) never read each other's.
 * @param root The repository's root.
 * @param part The part.
 * @returns The record's path.
 */
export function buildRecordFile(root: string, part: BuildPart): string {
	const checkout = createHash("sha256").update(realpathSync(root)).digest("hex").slice(0, 16);
	return path.join(root, RECORD_DIR, checkout, `${part.name}.json`);
}

/** What `npm run build` was asked for. */
type BuildMode = "all" | "changed" | "check";

/**
 * Builds a part when it changed, and records what it was built from.
 * @param root The repository's root.
 * @param part The part.
 * @param mode Build it whatever the record says, only when it changed, or only say whether it changed.
 * @returns Whether its command succeeded or it needed none (with `check`: whether it is up to date).
 */
function buildPart(root: string, part: BuildPart, mode: BuildMode): boolean {
	const recordFile = buildRecordFile(root, part);
	const sources = sourcesFingerprint(root, part);
	const record = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, "utf8")) as Record<string, string>) : {};
	if (mode !== "all" && record.sources === sources && record.outputs === outputsFingerprint(root, part)) {
		console.log(`build: ${part.name} is up to date`);
		return true;
	}
	if (mode === "check") {
		console.log(`build: ${part.name} needs building`);
		return false;
	}
	const [script, ...args] = part.command;
	const run = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: "inherit" });
	if (run.error) console.error(`build: ${part.name}: ${run.error.message}`);
	if (run.status !== 0) return false;
	mkdirSync(path.dirname(recordFile), { recursive: true });
	// Written beside it, then moved into place: a build stopped midway never leaves half a record.
	const written = `${recordFile}.${process.pid}`;
	writeFileSync(written, JSON.stringify({ sources, outputs: outputsFingerprint(root, part) ?? "" }));
	renameSync(written, recordFile);
	return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
	const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
	const mode: BuildMode = process.argv.includes("--all")
		? "all"
		: process.argv.includes("--check")
			? "check"
			: "changed";
	const failed = BUILD_PARTS.filter((part) => !buildPart(root, part, mode));
	if (failed.length > 0) process.exit(1);
}
