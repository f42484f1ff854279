import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

import { BUILD_PARTS } from "../../scripts/build";
import { PLUGIN_DIR } from "../../tools/host/plugin-paths";

const run = promisify(execFile);

/**
 * What the build writes, read as bytes.
 * @returns The plugin bundle, the inspector script and its page.
 */
function built(): Buffer[] {
	return ["bin/plugin.js", "ui/inspector.js", "ui/inspector.html"].map((file) =>
		readFileSync(path.join(PLUGIN_DIR, file)),
	);
}

describe("npm run build on a built checkout", { timeout: 60_000 }, () => {
	it("finds nothing to rebuild when nothing changed", async () => {
		const before = built();
		const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/build.ts", "--check"], {
			timeout: 50_000,
		});
		expect(stdout.trim().split("\n")).toEqual(BUILD_PARTS.map((part) => `build: ${part.name} is up to date`));
		expect(built()).toEqual(before);
	});

	it("finds the part whose sources changed, and builds nothing while it checks", async () => {
		const before = built();
		const failure = await run(process.execPath, ["--import", "tsx", "scripts/build.ts", "--check"], {
			timeout: 50_000,
			env: { ...process.env, PLUGIN_COVERAGE: process.env.PLUGIN_COVERAGE === "1" ? "" : "1" },
		}).catch((error: unknown) => error as { code: number; stdout: string });
		expect(failure).toMatchObject({ code: 1 });
		expect((failure as { stdout: string }).stdout).toContain("build: plugin needs building");
		expect(built()).toEqual(before);
	});
});
