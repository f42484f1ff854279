/**
 * `npm run build`: builds each part of the plugin folder whose sources changed since it was last built here, so that
 * `npm start` and `npm test` on a built checkout start at once. A part is rebuilt when its sources, the build's own
 * configuration or the build's environment (`PLUGIN_COVERAGE`) differ from its last build, or when what it wrote is
 * missing or was changed since. `--all` builds every part whatever the record says; `--check` builds nothing and
 * exits with 1 when some part would be built.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One part of the build: what it reads, what it writes, and the command that makes it. */
type BuildPart = {
	/** Its name, for the record and the console. */
	name: string;
	/** Files and folders it reads, from the repository's root. */
	sources: readonly string[];
	/** Files it writes, from the repository's root. */
	outputs: readonly string[];
	/** The command and its arguments. */
	command: readonly string[];
};

/** The plugin folder. */
const SD_PLUGIN = "com.channel.companion.sdPlugin";

/** What every part depends on: the packages, the compiler's and rollup's settings, the manifest. */
const SHARED = ["package-lock.json", "tsconfig.json", "rollup.config.mjs", `${SD_PLUGIN}/manifest.json`];

/** The parts, in the order they are built. */
const PARTS: readonly BuildPart[] = [
	{
		name: "plugin",
		sources: [...SHARED, "src"],
		outputs: [`${SD_PLUGIN}/bin/plugin.js`],
		command: ["rollup", "-c", "--environment", "BUILD_PART:plugin"],
	},
	{
		name: "inspectors",
		sources: [...SHARED, "ui", "src/contract"],
		outputs: [`${SD_PLUGIN}/ui/inspector.js`, `${SD_PLUGIN}/ui/inspector.html`],
		command: ["rollup", "-c", "--environment", "BUILD_PART:inspectors"],
	},
	{
		name: "images",
		sources: [...SHARED, "scripts/render-images.ts", "scripts/readme-pictures.ts", "src/render", `${SD_PLUGIN}/imgs`],
		outputs: [`${SD_PLUGIN}/imgs/plugin/plugin-icon.png`],
		command: ["tsx", "scripts/render-images.ts"],
	},
];

/** Where the record of each part's last build is kept: outside the plugin folder, so that it never ships. */
const RECORD_DIR = path.join("node_modules", ".cache", "channel-companion-build");

/**
 * Every file below a path, sorted, skipping what the build itself writes into a source folder (PNGs of `imgs/`).
 * @param entry A file or folder.
 * @returns The files.
 */
function filesOf(entry: string): string[] {
	if (!existsSync(entry)) return [];
	if (!statSync(entry).isDirectory()) return [entry];
	return readdirSync(entry, { recursive: true, encoding: "utf8" })
		.map((file) => path.join(entry, file))
		.filter((file) => statSync(file).isFile() && !file.endsWith(".png"))
		.sort();
}

/**
 * A fingerprint of a part's sources and of the environment that shapes its output.
 * @param part The part.
 * @returns The fingerprint.
 */
function sourcesFingerprint(part: BuildPart): string {
	const hash = createHash("sha256").update(`PLUGIN_COVERAGE=${process.env.PLUGIN_COVERAGE ?? ""}\n`);
	for (const file of part.sources.flatMap(filesOf)) hash.update(`${file}\n`).update(readFileSync(file));
	return hash.digest("hex");
}

/**
 * A fingerprint of what a part wrote, or `undefined` when some of it is missing.
 * @param part The part.
 * @returns The fingerprint.
 */
function outputsFingerprint(part: BuildPart): string | undefined {
	if (!part.outputs.every((file) => existsSync(file))) return undefined;
	const hash = createHash("sha256");
	for (const file of part.outputs) hash.update(readFileSync(file));
	return hash.digest("hex");
}

/** What `npm run build` was asked for. */
type BuildMode = "all" | "changed" | "check";

/**
 * Builds a part when it changed, and records what it was built from.
 * @param part The part.
 * @param mode Build it whatever the record says, only when it changed, or only say whether it changed.
 * @returns Whether its command succeeded or it needed none (with `check`: whether it is up to date).
 */
function buildPart(part: BuildPart, mode: BuildMode): boolean {
	const recordFile = path.join(RECORD_DIR, `${part.name}.json`);
	const sources = sourcesFingerprint(part);
	const record = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, "utf8")) as Record<string, string>) : {};
	if (mode !== "all" && record.sources === sources && record.outputs === outputsFingerprint(part)) {
		console.log(`build: ${part.name} is up to date`);
		return true;
	}
	if (mode === "check") {
		console.log(`build: ${part.name} needs building`);
		return false;
	}
	const [command, ...args] = part.command;
	const run = spawnSync(path.join("node_modules", ".bin", command), args, { stdio: "inherit" });
	if (run.status !== 0) return false;
	mkdirSync(RECORD_DIR, { recursive: true });
	writeFileSync(recordFile, JSON.stringify({ sources, outputs: outputsFingerprint(part) ?? "" }));
	return true;
}

const mode: BuildMode = process.argv.includes("--all") ? "all" : process.argv.includes("--check") ? "check" : "changed";
const failed = PARTS.filter((part) => !buildPart(part, mode));
if (failed.length > 0) process.exit(1);
