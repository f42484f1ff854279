import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { citationProblems, headingAnchors, readRepo } from "../support/doc-citations";

/** A document the project once cited that lives outside the repository (spelt in parts so this file does not cite it). */
const OUTSIDE = ["CONTRACT", "md"].join(".");

/** A path on the machine the project was built on (spelt in parts for the same reason). */
const MACHINE_PATH = ["", "work", "shared", OUTSIDE].join("/");

/** The behaviour document, spelt in parts where an example cites a section it must not have. */
const BEHAVIOUR = ["docs/behaviour", "md"].join(".");

const REPO = readRepo(".");

describe("every document a file cites is in the repository", () => {
	it("no tracked file cites a document outside it, a section its document lacks, or a path of a machine", () => {
		const problems = [...REPO.keys()].flatMap((file) => citationProblems(file, readFileSync(file, "utf8"), REPO));
		expect(problems).toEqual([]);
	});

	it("docs/behaviour.md is cited by section from code, tests and docs", () => {
		const anchors = headingAnchors(REPO.get("docs/behaviour.md") ?? "");
		for (const anchor of ["hold-long-press-and-undo", "channel-identity", "a-lock-nobody-knows", "short-reasons"]) {
			expect(anchors, anchor).toContain(anchor);
		}
		const citing = [...REPO.keys()].filter(
			(file) => !file.endsWith(".md") && readFileSync(file, "utf8").includes("docs/behaviour.md#"),
		);
		expect(citing.length).toBeGreaterThan(10);
	});

	it("the README's and the architecture's lists of documents link to it", () => {
		expect(REPO.get("README.md")).toContain("(docs/behaviour.md)");
		expect(REPO.get("docs/architecture.md")).toContain("(behaviour.md)");
	});
});

describe("the rules catch what they are for", () => {
	const files = new Map([
		["docs/behaviour.md", "# Behaviour\n\n## Channel identity\n\n```\n## Not a heading\n```\n"],
		["src/a.ts", ""],
	]);

	it("a document outside the repository", () => {
		const problems = citationProblems("src/a.ts", `// the rules (${OUTSIDE}, "Channels")`, files);
		expect(problems).toEqual([
			{ file: "src/a.ts", line: 1, problem: `cites ${OUTSIDE}, which is not in the repository` },
		]);
	});

	it("a section that does not exist, and one that does", () => {
		const text = `// ${BEHAVIOUR}#channel-identity\n// ${BEHAVIOUR}#not-a-heading`;
		expect(citationProblems("src/a.ts", text, files).map((problem) => problem.line)).toEqual([2]);
	});

	it("a path of this machine anywhere, a home folder in a comment but not in a test's data", () => {
		const text = `const where = "${MACHINE_PATH}";\n// built in /home/someone/checkout\nconst PATH = "/home/me/bin";`;
		const problems = citationProblems("src/a.ts", text, files);
		expect(problems.map((problem) => problem.line)).toEqual([1, 1, 2]);
	});

	it("a Markdown link to a section of its own file", () => {
		const text = "# Behaviour\n\n## Channel identity\n\nSee [it](#channel-identity) and [that](#channels).";
		expect(citationProblems("docs/behaviour.md", text, files).map((problem) => problem.problem)).toEqual([
			"links to #channels, not a section here",
		]);
	});

	it("anchors follow GitHub's headings: punctuation dropped, repeats numbered", () => {
		const anchors = headingAnchors("## The app's rules\n## Hold, long press and undo\n## Notes\n## Notes");
		expect([...anchors]).toEqual(["the-apps-rules", "hold-long-press-and-undo", "notes", "notes-1"]);
	});
});
