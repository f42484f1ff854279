import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { readZip } from "../zip-reader";
import { crc32, writeZip } from "../zip-writer";

const ENTRIES = [
	{ name: "A.sdProfile/" },
	{ name: "A.sdProfile/manifest.json", data: Buffer.from('{"Name":"Ünïcode ✓"}') },
	{ name: "A.sdProfile/Images/" },
	{ name: "A.sdProfile/big.txt", data: Buffer.from("goal ".repeat(2000)) },
];

describe("writeZip", () => {
	it("writes what the reader reads back, folders and files in order", () => {
		const entries = readZip(writeZip(ENTRIES));
		expect(entries.map((entry) => entry.name)).toEqual(ENTRIES.map((entry) => entry.name));
		expect(entries.map((entry) => entry.read().toString("utf8"))).toEqual(
			ENTRIES.map((entry) => entry.data?.toString("utf8") ?? ""),
		);
	});

	it("writes the same bytes for the same entries, and compresses", () => {
		const zip = writeZip(ENTRIES);
		expect(writeZip(ENTRIES).equals(zip)).toBe(true);
		expect(zip.length).toBeLessThan(2000);
	});

	it("computes the CRC-32 ZIP uses", () => {
		expect(crc32(Buffer.from("123456789"))).toBe(0xcbf43926);
		expect(crc32(Buffer.alloc(0))).toBe(0);
	});

	it("refuses a folder with bytes and a file without", () => {
		expect(() => writeZip([{ name: "a/", data: Buffer.from("x") }])).toThrow(/folder/);
		expect(() => writeZip([{ name: "a" }])).toThrow(/folder/);
	});

	it("passes Info-ZIP's own test of every entry's checksum", (context) => {
		const work = mkdtempSync(path.join(tmpdir(), "zip-writer-"));
		try {
			const file = path.join(work, "test.zip");
			writeFileSync(file, writeZip(ENTRIES));
			let output: string;
			try {
				output = execFileSync("unzip", ["-t", file], { encoding: "utf8" });
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === "ENOENT") return context.skip("no unzip on this machine");
				throw error;
			}
			expect(output).toContain("No errors detected");
		} finally {
			rmSync(work, { recursive: true, force: true });
		}
	});
});
