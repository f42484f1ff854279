import { describe, expect, it } from "vitest";

import { checkRelease, isCalendarDate, type ReleaseInputs } from "../release-checks";

const manifest = (fields: Record<string, unknown> = {}): string =>
	JSON.stringify({
		Name: "Channel Companion",
		Category: "Channel Companion",
		Author: "Jane Maker",
		SupportURL: "https://help.jane-maker.dev/channel-companion",
		Version: "0.2.0.0",
		...fields,
	});

const changelog = (heading: string): string =>
	`# Changelog\n\nIntro.\n\n${heading}\n\n### Added\n\n- Things.\n\n## 0.1.0.0 — 2026-10-01\n\n- Older.\n`;

const inputs = (overrides: Partial<ReleaseInputs> = {}): ReleaseInputs => ({
	packageJson: JSON.stringify({ name: "x", version: "0.2.0" }),
	manifestJson: manifest(),
	changelog: changelog("## 0.2.0.0 — 2026-11-24"),
	today: "2026-11-24",
	...overrides,
});

const problemsOf = (overrides: Partial<ReleaseInputs>): string[] => {
	const check = checkRelease(inputs(overrides));
	return check.ok ? [] : check.problems;
};

describe("release checks", () => {
	it("accept a release whose three versions agree and whose section is dated", () => {
		expect(checkRelease(inputs())).toEqual({
			ok: true,
			release: { version: "0.2.0", manifestVersion: "0.2.0.0", date: "2026-11-24" },
		});
		expect(
			checkRelease(
				inputs({ manifestJson: manifest({ Version: "0.2.0.3" }), changelog: changelog("## 0.2.0.3 - 2026-11-20") }),
			).ok,
		).toBe(true);
	});

	it("refuse when package.json and the manifest disagree", () => {
		const problems = problemsOf({ packageJson: JSON.stringify({ version: "0.1.0" }) });
		expect(problems).toEqual([
			"Versions disagree: package.json says 0.1.0, manifest.json says 0.2.0.0 (expected 0.1.0.<build>).",
		]);
	});

	it("refuse a manifest version that is not four parts, and a package version that is not three", () => {
		expect(problemsOf({ manifestJson: manifest({ Version: "0.2.0" }) })[0]).toMatch(/"Version" must have four parts/);
		expect(problemsOf({ packageJson: JSON.stringify({ version: "0.2.0-beta.1" }) })[0]).toMatch(
			/"version" must be major\.minor\.patch/,
		);
	});

	it("refuse an undated, unreleased or impossible CHANGELOG date, and one in the future", () => {
		expect(problemsOf({ changelog: changelog("## 0.2.0.0 — unreleased") })).toEqual([
			'CHANGELOG.md: section 0.2.0.0 is not dated (it says "unreleased"): write the release date as YYYY-MM-DD, e.g. `## 0.2.0.0 — 2026-11-24`.',
		]);
		expect(problemsOf({ changelog: changelog("## 0.2.0.0") })[0]).toMatch(/is not dated \(it says "nothing"\)/);
		expect(problemsOf({ changelog: changelog("## 0.2.0.0 — 2026-02-30") })[0]).toMatch(/is not dated/);
		expect(problemsOf({ changelog: changelog("## 0.2.0.0 — 2026-11-25") })).toEqual([
			"CHANGELOG.md: section 0.2.0.0 is dated 2026-11-25, after today (2026-11-24).",
		]);
	});

	it("refuse when the newest CHANGELOG section is another version, or there is none", () => {
		expect(problemsOf({ changelog: changelog("## 0.1.1.0 — 2026-11-24") })[0]).toMatch(
			/the newest section is 0\.1\.1\.0, but the manifest says 0\.2\.0\.0/,
		);
		expect(problemsOf({ changelog: "# Changelog\n\nNothing yet.\n" })).toEqual([
			"CHANGELOG.md: no release section (a heading such as `## 0.2.0 — 2026-11-24`).",
		]);
	});

	it("refuse an author that is the plugin's name or category, and a missing or placeholder support link", () => {
		expect(problemsOf({ manifestJson: manifest({ Author: "Channel Companion" }) })[0]).toMatch(
			/"Author" \(Channel Companion\) must be the maker/,
		);
		expect(problemsOf({ manifestJson: manifest({ Author: " " }) })).toEqual(['manifest.json: "Author" is empty.']);
		expect(problemsOf({ manifestJson: manifest({ SupportURL: undefined }) })[0]).toMatch(
			/must be an https:\/\/ address/,
		);
		expect(problemsOf({ manifestJson: manifest({ SupportURL: "http://help.jane-maker.dev" }) })[0]).toMatch(
			/must be an https:\/\/ address/,
		);
		for (const placeholder of ["https://support.invalid/x", "https://example.com/help", "https://www.example.org"]) {
			expect(problemsOf({ manifestJson: manifest({ SupportURL: placeholder }) })[0]).toMatch(/placeholder/);
		}
	});

	it("report every problem at once", () => {
		const problems = problemsOf({
			packageJson: JSON.stringify({ version: "0.3.0" }),
			changelog: changelog("## 0.2.0.0 — unreleased"),
			manifestJson: manifest({ Author: "Channel Companion", SupportURL: "" }),
		});
		expect(problems).toHaveLength(4);
	});

	it("refuse files that are not JSON objects", () => {
		expect(problemsOf({ packageJson: "{" })[0]).toMatch(/^package\.json: not valid JSON/);
		expect(problemsOf({ manifestJson: "[]" })).toEqual(["manifest.json: not a JSON object."]);
	});

	it("know a calendar date", () => {
		expect(["2026-11-24", "2024-02-29"].map(isCalendarDate)).toEqual([true, true]);
		expect(["2026-02-29", "2026-13-01", "26-11-24", "unreleased", ""].map(isCalendarDate)).toEqual([
			false,
			false,
			false,
			false,
			false,
		]);
	});

	it("take the package's version as a section name, and pass over an empty Unreleased section on top", () => {
		const notes = `# Changelog\n\n## Unreleased\n\nNothing yet.\n\n## 0.2.0 — 2026-11-24\n\n### Added\n\n- Things.\n`;
		expect(checkRelease(inputs({ changelog: notes })).ok).toBe(true);
	});

	it("refuse while the Unreleased section lists changes: they would ship without being in the release notes", () => {
		const notes = `# Changelog\n\n## Unreleased\n\n### Fixed\n\n- A thing.\n\n## 0.2.0 — 2026-11-24\n\n- Things.\n`;
		expect(problemsOf({ changelog: notes })).toEqual([
			"CHANGELOG.md: the Unreleased section lists changes: move them into the section of this release (and leave `Nothing yet.`).",
		]);
	});
});
