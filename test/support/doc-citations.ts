import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Files that are not text a maintainer reads: pictures, archives, fonts, the lock file. */
const NOT_PROSE =
	/\.(png|jpe?g|gif|ico|webp|svg|woff2?|ttf|zip|gz|streamDeckPlugin|streamDeckProfile)$|package-lock\.json$/;

/** Files whose every line is prose; in any other file only comments are. */
const PROSE_FILES = /\.(md|txt)$/;

/** A comment line of TypeScript, JavaScript, shell or YAML. */
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*|#)/;

/**
 * A document named in a file: a name ending in `.md`, with a folder or not, and an anchor or not. It starts where no
 * path character precedes it, so that a path is taken whole.
 */
const DOC_REFERENCE = /(?<![\w./~-])(\/?(?:[\w.~-]+\/)*[\w.-]*\w\.md)(#[\w-]+)?/g;

/** A link inside a Markdown file to one of its own sections. */
const OWN_ANCHOR = /\]\(#([\w-]+)\)/g;

/** This machine's working root, in any file: never a path the project may name. */
const WORK_ROOT = new RegExp(String.raw`(?<![\w.~-])/` + "work" + String.raw`/`);

/** A person's home or a temporary folder, named in prose or a comment as if a reader had it. */
const PERSONAL_PATH = new RegExp(
	[
		String.raw`(?<![\w.~-])/home/\w`,
		String.raw`(?<![\w.~-])/Users/\w`,
		String.raw`(?<![\w.~-])/tmp/\w`,
		String.raw`\b[A-Z]:\\Users\\`,
	].join("|"),
);

/** One thing wrong with a file: what it cites or names, and where. */
export type CitationProblem = {
	/** The file, relative to the repository's root. */
	file: string;
	/** Its line, from 1. */
	line: number;
	/** What is wrong, in words. */
	problem: string;
};

/**
 * The files of the repository a maintainer reads: tracked ones and new ones not ignored, with pictures and the lock
 * file left out, and anything that is not a file (a deleted one, a link to a folder such as a linked `node_modules`).
 * @param root The repository's root.
 * @returns Paths relative to the root, with `/`.
 */
export function repoFiles(root: string): string[] {
	const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
		cwd: root,
		encoding: "utf8",
	});
	return [...new Set(listed.split("\0"))].filter(
		(file) =>
			file !== "" &&
			!NOT_PROSE.test(file) &&
			statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile() === true,
	);
}

/**
 * The anchors of a Markdown document's headings, as GitHub makes them: lower case, punctuation dropped, spaces as
 * hyphens, a repeated heading numbered (`-1`, `-2`). Headings inside fenced code are not headings.
 * @param markdown The document.
 * @returns Its anchors.
 */
export function headingAnchors(markdown: string): Set<string> {
	const anchors = new Set<string>();
	const seen = new Map<string, number>();
	let fenced = false;
	for (const line of markdown.split("\n")) {
		if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
		const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
		if (!heading) continue;
		const base = heading[1]
			.toLowerCase()
			.replace(/[^\p{L}\p{N}\s_-]/gu, "")
			.replace(/\s/g, "-");
		const count = seen.get(base) ?? 0;
		seen.set(base, count + 1);
		anchors.add(count === 0 ? base : `${base}-${count}`);
	}
	return anchors;
}

/**
 * Where a document named in a file lives in the repository: beside the file, from the root, or (for a bare name)
 * the one file of that name.
 * @param from The citing file, relative to the root.
 * @param reference The name as written.
 * @param files Every file of the repository.
 * @returns The document's path relative to the root, or `undefined` when the repository has none.
 */
function resolveDocument(from: string, reference: string, files: ReadonlySet<string>): string | undefined {
	const candidates = [path.posix.join(path.posix.dirname(from), reference), path.posix.normalize(reference)];
	const found = candidates.find((candidate) => files.has(candidate));
	if (found !== undefined || reference.includes("/")) return found;
	const named = [...files].filter((file) => path.posix.basename(file) === reference);
	return named.length === 1 ? named[0] : undefined;
}

/**
 * What is wrong with one file's citations and paths: a document that is not in the repository, an anchor its
 * document does not have, or a path of a machine.
 * @param file The file, relative to the root.
 * @param text Its text.
 * @param files Every file of the repository, with its text where it is Markdown.
 * @returns The problems, in the order of the file's lines.
 */
export function citationProblems(file: string, text: string, files: ReadonlyMap<string, string>): CitationProblem[] {
	const problems: CitationProblem[] = [];
	const names = new Set(files.keys());
	const prose = PROSE_FILES.test(file);
	const anchorsOf = (document: string): Set<string> =>
		headingAnchors(document === file ? text : (files.get(document) ?? ""));
	text.split("\n").forEach((line, index) => {
		const at = { file, line: index + 1 };
		if (WORK_ROOT.test(line)) problems.push({ ...at, problem: "names a path of this machine" });
		if ((prose || COMMENT_LINE.test(line)) && PERSONAL_PATH.test(line)) {
			problems.push({ ...at, problem: "names a home or temporary folder of a machine" });
		}
		for (const [, reference, anchor] of line.matchAll(DOC_REFERENCE)) {
			const document = resolveDocument(file, reference, names);
			if (document === undefined) {
				problems.push({ ...at, problem: `cites ${reference}, which is not in the repository` });
			} else if (anchor !== undefined && !anchorsOf(document).has(anchor.slice(1))) {
				problems.push({ ...at, problem: `cites ${document}${anchor}, a section ${document} does not have` });
			}
		}
		if (!file.endsWith(".md")) return;
		for (const [, anchor] of line.matchAll(OWN_ANCHOR)) {
			if (!anchorsOf(file).has(anchor)) problems.push({ ...at, problem: `links to #${anchor}, not a section here` });
		}
	});
	return problems;
}

/**
 * Reads the repository's files for {@link citationProblems}: every file's name, and the text of its Markdown ones.
 * @param root The repository's root.
 * @returns The files, by path relative to the root.
 */
export function readRepo(root: string): Map<string, string> {
	return new Map(
		repoFiles(root).map((file) => [file, file.endsWith(".md") ? readFileSync(path.join(root, file), "utf8") : ""]),
	);
}
