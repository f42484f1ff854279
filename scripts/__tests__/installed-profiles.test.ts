import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { useAppFolder, writeProfile } from "../../tools/app-profiles/__tests__/app-folder";

/**
 * Runs `npm run installed-profiles` as a maintainer does (tsx on the script), bounded.
 * @param args Its arguments.
 * @returns Its exit code and output.
 */
function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
	const result = spawnSync(path.join("node_modules", ".bin", "tsx"), ["scripts/installed-profiles.ts", ...args], {
		encoding: "utf8",
		timeout: 60_000,
	});
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run installed-profiles", () => {
	const app = useAppFolder();

	it("reports on the folder it is given, against the built plugin folder's manifest", () => {
		writeProfile(app.folder, {
			name: "Channel Companion",
			model: "20GAI9901",
			installedBy: "com.channel.companion",
			preconfiguredName: "profiles/starter-mini",
			pages: [{ Keypad: ["0,0", "1,0", "2,0", "0,1", "1,1", "2,1"] }],
		});
		const { status, stdout } = run(app.folder);
		expect(status).toBe(0);
		expect(stdout).toMatch(/^Starter profiles the Stream Deck app installed, read from .* \(1 profile\):\n/);
		expect(stdout).toMatch(
			/\n {2}Stream Deck Mini +profiles\/starter-mini +installed: "Channel Companion" \(2 pages: 6 keys\) in /,
		);
	});

	it("fails, saying why, when the folder cannot be read", () => {
		rmSync(app.folder, { recursive: true });
		const { status, stdout } = run(app.folder);
		expect(status).toBe(1);
		expect(stdout).toContain(
			`The Stream Deck app's profile folder ${app.folder} could not be read: it does not exist.`,
		);
	});

	it.runIf(process.platform === "linux")("on Linux, where the app does not run, asks for a folder and fails", () => {
		const { status, stdout, stderr } = run();
		expect(status).toBe(1);
		expect(stdout).toBe("");
		expect(stderr).toContain("The Stream Deck app runs on macOS and Windows, not on linux: name its profile folder");
	});
});
