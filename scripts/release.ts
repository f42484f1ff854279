/**
 * `npm run release`: refuses (non-zero exit, every reason listed) unless package.json, the manifest and a dated
 * CHANGELOG section agree on the version; then builds, validates, packs
 * `dist/com.channel.companion.streamDeckPlugin` and writes its SHA-256 beside it (`.sha256`, the format
 * `sha256sum -c` reads). Works in the current directory, the repository root under npm.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { checkRelease } from "./release-checks";
import { builtProfileContents, readReleasedProfiles, recordRelease, RELEASED_PROFILES_FILE } from "./released-profiles";

/** The plugin's folder. */
const PLUGIN_FOLDER = "com.channel.companion.sdPlugin";

/** What `streamdeck pack` writes. */
const PACKAGE_FILE = "com.channel.companion.streamDeckPlugin";

/**
 * Runs one npm script, passing its output through.
 * @param root Repository root.
 * @param script Script name.
 * @param args Arguments for the script.
 */
function runScript(root: string, script: string, args: readonly string[] = []): void {
	process.stdout.write(`\nrelease: npm run ${[script, ...args].join(" ")}\n`);
	const result = spawnSync("npm", ["run", script, ...(args.length > 0 ? ["--", ...args] : [])], {
		cwd: root,
		stdio: "inherit",
		shell: process.platform === "win32",
	});
	if (result.status !== 0) {
		throw new Error(`npm run ${script} failed (exit ${result.status ?? result.signal}).`);
	}
}

/**
 * Checks, builds, validates, packs and writes the checksum.
 * @param root Repository root.
 * @returns The exit code.
 */
function release(root: string): number {
	const read = (file: string): string => readFileSync(path.join(root, file), "utf8");
	const check = checkRelease({
		packageJson: read("package.json"),
		manifestJson: read(path.join(PLUGIN_FOLDER, "manifest.json")),
		changelog: read("CHANGELOG.md"),
		today: new Date().toISOString().slice(0, 10),
	});
	if (!check.ok) {
		process.stderr.write(`release refused:\n${check.problems.map((problem) => `  - ${problem}`).join("\n")}\n`);
		return 1;
	}
	const { version, manifestVersion, date } = check.release;
	process.stdout.write(`release: ${version} (manifest ${manifestVersion}, CHANGELOG ${date})\n`);

	// A release is built whole, whatever an earlier build on this checkout recorded.
	runScript(root, "build", ["--all"]);
	recordStarterProfiles(root, version);
	for (const script of ["validate", "pack"]) {
		runScript(root, script);
	}
	const packed = path.join(root, "dist", PACKAGE_FILE);
	if (!existsSync(packed)) {
		throw new Error(`npm run pack succeeded but wrote no ${path.relative(root, packed)}.`);
	}
	const sha256 = createHash("sha256").update(readFileSync(packed)).digest("hex");
	writeFileSync(`${packed}.sha256`, `${sha256}  ${PACKAGE_FILE}\n`);
	process.stdout.write(
		`\nrelease: ${path.relative(root, packed)}\nrelease: SHA-256 ${sha256} (${PACKAGE_FILE}.sha256)\n`,
	);
	return 0;
}

/**
 * Adds the starter profiles this release ships to the record of released profiles, or stops the release when it
 * would change a released profile's page (the app would never install the change).
 * @param root Repository root.
 * @param version The version released.
 * @throws When a released name's page changed.
 */
function recordStarterProfiles(root: string, version: string): void {
	const file = path.join(root, RELEASED_PROFILES_FILE);
	const before = readReleasedProfiles(file);
	const after = recordRelease(before, version, builtProfileContents(path.join(root, PLUGIN_FOLDER)));
	const added = Object.keys(after).filter((name) => !before[name]);
	if (added.length === 0) return;
	writeFileSync(file, `${JSON.stringify(after, null, 4)}\n`);
	process.stdout.write(
		`release: ${RELEASED_PROFILES_FILE} records ${added.join(", ")} as released in ${version}: commit it\n`,
	);
}

try {
	process.exitCode = release(process.cwd());
} catch (error) {
	process.stderr.write(`release failed: ${error instanceof Error ? error.message : String(error)}\n`);
	process.exitCode = 1;
}
