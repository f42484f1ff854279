import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	rmSync,
	symlinkSync,
	unlinkSync,
	writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { BUILD_PARTS, type BuildPart, buildRecordFile, outputsFingerprint, sourcesFingerprint } from "../build";

/** A part of a made-up project: a source folder with an output inside it, and an output folder. */
const PART: BuildPart = {
	name: "test",
	sources: ["src", "config.json"],
	environment: ["BUILD_TEST_FLAG"],
	outputs: ["out", "src/drawn.png"],
	command: ["unused.js"],
};

describe("what the build fingerprints", () => {
	let root: string;
	const write = (file: string, text: string): void => {
		mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
		writeFileSync(path.join(root, file), text);
	};

	beforeEach(() => {
		root = mkdtempSync(path.join(tmpdir(), "build-fingerprint-"));
		write("src/a.ts", "a");
		write("src/deep/b.ts", "b");
		write("src/drawn.png", "png");
		write("config.json", "{}");
		write("out/bundle.js", "bundle");
		delete process.env.BUILD_TEST_FLAG;
	});

	afterEach(() => {
		rmSync(root, { recursive: true, force: true });
		delete process.env.BUILD_TEST_FLAG;
	});

	it("changes with every source's content, a new source, and the environment the part reads", () => {
		const first = sourcesFingerprint(root, PART);
		expect(sourcesFingerprint(root, PART)).toBe(first);
		write("src/deep/b.ts", "b2");
		const second = sourcesFingerprint(root, PART);
		expect(second).not.toBe(first);
		write("src/c.ts", "c");
		const third = sourcesFingerprint(root, PART);
		expect(third).not.toBe(second);
		process.env.BUILD_TEST_FLAG = "1";
		expect(sourcesFingerprint(root, PART)).not.toBe(third);
	});

	it("leaves out what the part itself writes into a source folder, and an editor's leftovers", () => {
		const first = sourcesFingerprint(root, PART);
		write("src/drawn.png", "drawn again");
		write("src/.a.ts.swp", "swap");
		write("src/a.ts~", "backup");
		expect(sourcesFingerprint(root, PART)).toBe(first);
	});

	it("takes every file the part wrote, and has none when one of its outputs is gone", () => {
		const first = outputsFingerprint(root, PART);
		expect(first).toBeDefined();
		write("out/notices.txt", "notices");
		expect(outputsFingerprint(root, PART)).not.toBe(first);
		unlinkSync(path.join(root, "src/drawn.png"));
		expect(outputsFingerprint(root, PART)).toBeUndefined();
	});

	it("names as sources paths that exist", () => {
		const root = path.resolve(import.meta.dirname, "..", "..");
		for (const part of BUILD_PARTS) {
			for (const file of part.sources) expect(existsSync(path.join(root, file)), file).toBe(true);
		}
	});

	it("rebuilds the inspectors when the words of any language change", () => {
		const root = path.resolve(import.meta.dirname, "..", "..");
		const sdPlugin = "com.channel.companion.sdPlugin";
		const languages = readdirSync(path.join(root, sdPlugin)).filter((file) =>
			/^[a-z]{2}(_[A-Z]{2})?\.json$/.test(file),
		);
		expect(languages).toHaveLength(8);
		const inspectors = BUILD_PARTS.find((part) => part.name === "inspectors");
		for (const file of languages) expect(inspectors?.sources, file).toContain(`${sdPlugin}/${file}`);
	});
});

describe("the record of a part's last build", () => {
	it("is the checkout's own, even where checkouts share node_modules by a link", () => {
		const parent = mkdtempSync(path.join(tmpdir(), "build-record-"));
		try {
			const [one, two] = ["one", "two"].map((name) => path.join(parent, name));
			mkdirSync(path.join(one, "node_modules"), { recursive: true });
			mkdirSync(two);
			symlinkSync(path.join(one, "node_modules"), path.join(two, "node_modules"));
			const [first, second] = [one, two].map((root) => buildRecordFile(root, PART));
			expect(first).toMatch(/node_modules[\\/]\.cache[\\/]channel-companion-build[\\/]\w{16}[\\/]test\.json$/);
			expect(path.basename(path.dirname(first))).not.toBe(path.basename(path.dirname(second)));
			expect(buildRecordFile(one, PART)).toBe(first);
		} finally {
			rmSync(parent, { recursive: true, force: true });
		}
	});
});
