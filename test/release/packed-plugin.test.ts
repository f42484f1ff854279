import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PLUGIN_DIR } from "../../tools/host/plugin-paths";
import { readZip, type ZipEntry } from "../../tools/profiles/zip-reader";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("../../node_modules/@elgato/cli/bin/streamdeck.mjs", import.meta.url));
const folder = "com.channel.companion.sdPlugin";

/** Packs a private copy of the built plugin, as `npm run pack` does, with a log and a source map left in it. */
describe("the packed plugin", { timeout: 60_000 }, () => {
	let work: string;
	let entries: ZipEntry[];
	let packedBytes: number;
	const entry = (name: string): ZipEntry | undefined => entries.find((e) => e.name === `${folder}/${name}`);

	beforeAll(async () => {
		work = await mkdtemp(path.join(tmpdir(), "packed-plugin-"));
		const copy = path.join(work, folder);
		await cp(PLUGIN_DIR, copy, { recursive: true });
		// What a developer's folder holds after `npm run dev` and a run: logs and source maps. None may ship.
		await mkdir(path.join(copy, "logs"), { recursive: true });
		await writeFile(path.join(copy, "logs", "com.channel.companion.0.log"), "a log line\n");
		await writeFile(path.join(copy, "bin", "plugin.js.map"), "{}");
		await run(process.execPath, [cli, "pack", copy, "-o", path.join(work, "dist"), "-f", "--no-update-check"], {
			timeout: 50_000,
		});
		const packed = await readFile(path.join(work, "dist", "com.channel.companion.streamDeckPlugin"));
		packedBytes = packed.length;
		entries = readZip(packed);
	});

	afterAll(async () => {
		await rm(work, { recursive: true, force: true });
	});

	it("ships the plugin and the third-party notices of both bundles", () => {
		expect(entry("bin/plugin.js")).toBeDefined();
		expect(entry("manifest.json")).toBeDefined();
		expect(entry("bin/THIRD-PARTY-NOTICES.txt")).toBeDefined();
		expect(entry("ui/THIRD-PARTY-NOTICES.txt")).toBeDefined();
	});

	it("names every package bundled into bin/plugin.js with its licence text", () => {
		const notices = entry("bin/THIRD-PARTY-NOTICES.txt")?.read().toString("utf8") ?? "";
		for (const name of ["@elgato/streamdeck", "@elgato/utils", "ws"]) {
			const manifest = new URL(`../../node_modules/${name}/package.json`, import.meta.url);
			const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
			expect(notices).toContain(`\n${name} ${version} (MIT)\n`);
		}
		expect(notices.split("Permission is hereby granted, free of charge").length - 1).toBeGreaterThanOrEqual(3);
		expect(notices).toContain("Einar Otto Stangvik");
	});

	it("stays light: the inspectors at most 250 KB, the whole package at most 300 KB", () => {
		const inspectors = entries.filter((e) => e.name.startsWith(`${folder}/ui/`));
		expect(inspectors.map((e) => e.name.slice(folder.length + 1)).sort()).toEqual([
			"ui/THIRD-PARTY-NOTICES.txt",
			"ui/inspector.html",
			"ui/inspector.js",
			"ui/property-inspector.css",
		]);
		expect(inspectors.reduce((bytes, e) => bytes + e.read().length, 0)).toBeLessThanOrEqual(250_000);
		expect(packedBytes).toBeLessThanOrEqual(300_000);
	});

	it("leaves out logs and source maps", () => {
		const names = entries.map((e) => e.name);
		expect(names.filter((name) => /\.(log|map)$/.test(name) || name.includes("/logs/"))).toEqual([]);
		expect(names.length).toBeGreaterThan(20);
	});
});

/** What tree-shaking leaves in the built bundle (`moduleHasSideEffects` in `rollup.config.mjs`). */
describe("the plugin bundle", () => {
	const bundle = readFileSync(path.join(PLUGIN_DIR, "bin", "plugin.js"), "utf8");

	it("carries the WebSocket client without ws's server, stream helper or zod's schemas", () => {
		expect(bundle).toContain("Sec-WebSocket-Key");
		expect(bundle).not.toContain("createWebSocketStream");
		expect(bundle).not.toContain("handleUpgrade");
		expect(bundle).not.toMatch(/\$ZodType|zod/i);
	});

	it("keeps the Symbol.dispose polyfill the SDK's utilities install", () => {
		expect(bundle).toContain('Symbol.dispose??=Symbol("Symbol.dispose")');
	});
});
