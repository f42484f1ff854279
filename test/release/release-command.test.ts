import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../../scripts/release.ts", import.meta.url));
const tsx = fileURLToPath(new URL("../../node_modules/tsx/dist/cli.mjs", import.meta.url));

describe("npm run release", () => {
	let dir: string | undefined;

	afterEach(() => {
		if (dir !== undefined) {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it("refuses with every reason and a non-zero exit, before building, when versions and CHANGELOG disagree", () => {
		dir = mkdtempSync(path.join(tmpdir(), "release-"));
		mkdirSync(path.join(dir, "com.channel.companion.sdPlugin"));
		writeFileSync(path.join(dir, "package.json"), JSON.stringify({ version: "0.2.0" }));
		writeFileSync(
			path.join(dir, "com.channel.companion.sdPlugin", "manifest.json"),
			JSON.stringify({
				Name: "Channel Companion",
				Category: "Channel Companion",
				Author: "Jane Maker",
				SupportURL: "https://help.jane-maker.dev/",
				Version: "0.1.0.0",
			}),
		);
		writeFileSync(path.join(dir, "CHANGELOG.md"), "# Changelog\n\n## 0.1.0.0 — unreleased\n\n- Things.\n");

		const run = spawnSync(process.execPath, [tsx, script], { cwd: dir, encoding: "utf8", timeout: 20_000 });

		expect(run.status).toBe(1);
		expect(run.stderr).toContain("release refused:");
		expect(run.stderr).toContain("Versions disagree: package.json says 0.2.0, manifest.json says 0.1.0.0");
		expect(run.stderr).toContain("CHANGELOG.md: section 0.1.0.0 is not dated");
		expect(run.stdout).not.toContain("npm run build");
	});
});
