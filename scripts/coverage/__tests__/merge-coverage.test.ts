import libCoverage, { type FileCoverageData, type Range } from "istanbul-lib-coverage";
import { describe, expect, it } from "vitest";

import { mergeOnto } from "../merge-coverage.mjs";

/**
 * A location on lines of a file.
 * @param line Its first line.
 * @param column Its first column.
 * @param endLine Its last line.
 * @returns The location, open at its end as the converters leave statements.
 */
function at(line: number, column: number, endLine = line): Range {
	return { start: { line, column }, end: { line: endLine, column: null as unknown as number } };
}

/**
 * The coverage of one file.
 * @param path The file.
 * @param statements Each statement's location and count.
 * @param branches Each branch's first location and its paths' counts.
 * @returns The coverage.
 */
function fileCoverage(
	path: string,
	statements: [Range, number][],
	branches: [Range, number[]][] = [],
): FileCoverageData {
	return {
		path,
		statementMap: Object.fromEntries(statements.map(([loc], i) => [i, loc])),
		s: Object.fromEntries(statements.map(([, hits], i) => [i, hits])),
		fnMap: {},
		f: {},
		branchMap: Object.fromEntries(
			branches.map(([loc, hits], i) => [i, { loc, type: "if", locations: hits.map(() => loc), line: loc.start.line }]),
		),
		b: Object.fromEntries(branches.map(([, hits], i) => [i, hits])),
	};
}

describe("mergeOnto", () => {
	it("adds the counts of a statement both sides place alike, and of one a few columns apart on its line", () => {
		const onto = libCoverage.createCoverageMap({
			"/src/a.ts": fileCoverage("/src/a.ts", [
				[at(1, 0), 0],
				[at(2, 4), 0],
				[at(3, 0), 1],
			]),
		});
		const from = libCoverage.createCoverageMap({
			"/src/a.ts": fileCoverage("/src/a.ts", [
				[at(1, 0), 2],
				[at(2, 10), 5],
			]),
		});
		mergeOnto(onto, from);
		const merged = onto.fileCoverageFor("/src/a.ts");
		expect(merged.s).toEqual({ 0: 2, 1: 5, 2: 1 });
		expect(merged.toSummary().lines).toMatchObject({ total: 3, covered: 3 });
	});

	it("keeps the totals of Vitest's side: a statement on a line it has none on is dropped, not added", () => {
		const onto = libCoverage.createCoverageMap({ "/src/a.ts": fileCoverage("/src/a.ts", [[at(1, 0), 0]]) });
		const from = libCoverage.createCoverageMap({ "/src/a.ts": fileCoverage("/src/a.ts", [[at(7, 0), 9]]) });
		mergeOnto(onto, from);
		expect(onto.fileCoverageFor("/src/a.ts").toSummary().lines).toMatchObject({ total: 1, covered: 0 });
	});

	it("adds branch counts path by path", () => {
		const onto = libCoverage.createCoverageMap({
			"/src/a.ts": fileCoverage("/src/a.ts", [[at(1, 0), 1]], [[at(1, 0), [1, 0]]]),
		});
		const from = libCoverage.createCoverageMap({
			"/src/a.ts": fileCoverage("/src/a.ts", [[at(1, 0), 1]], [[at(1, 0), [0, 3]]]),
		});
		mergeOnto(onto, from);
		expect(onto.fileCoverageFor("/src/a.ts").b).toEqual({ 0: [1, 3] });
		expect(onto.fileCoverageFor("/src/a.ts").toSummary().branches).toMatchObject({ total: 2, covered: 2 });
	});

	it("takes a file only the plugin processes ran as it is", () => {
		const onto = libCoverage.createCoverageMap({});
		const from = libCoverage.createCoverageMap({ "/src/b.ts": fileCoverage("/src/b.ts", [[at(4, 2), 1]]) });
		mergeOnto(onto, from);
		expect(onto.files()).toEqual(["/src/b.ts"]);
		expect(onto.fileCoverageFor("/src/b.ts").s).toEqual({ 0: 1 });
	});
});
