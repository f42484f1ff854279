/**
 * What `npm run release` checks before it builds anything: that package.json, the manifest and the CHANGELOG name the
 * same version, that the CHANGELOG dates it, and that the listing's maker details are filled in. Pure functions over
 * the files' text, so the rules are tested without a build.
 */

/** The texts a release is checked against. */
export type ReleaseInputs = {
	/** package.json, as text. */
	packageJson: string;
	/** com.channel.companion.sdPlugin/manifest.json, as text. */
	manifestJson: string;
	/** CHANGELOG.md, as text. */
	changelog: string;
	/** Today, `YYYY-MM-DD` (UTC); a release dated later is refused. */
	today: string;
};

/** A release that passed its checks. */
export type ReleaseVersion = {
	/** package.json's version, e.g. `0.2.0`. */
	version: string;
	/** The manifest's four-part version, e.g. `0.2.0.0`. */
	manifestVersion: string;
	/** The CHANGELOG section's date, `YYYY-MM-DD`. */
	date: string;
};

/** Checks that passed. */
export type ReleaseAccepted = {
	/** Passed. */
	ok: true;
	/** The release. */
	release: ReleaseVersion;
};

/** Checks that failed. */
export type ReleaseRefused = {
	/** Failed. */
	ok: false;
	/** Every reason, one sentence each. */
	problems: string[];
};

/** The outcome of the checks: the release, or every reason to refuse it. */
export type ReleaseCheck = ReleaseAccepted | ReleaseRefused;

/** A version as npm writes it, without pre-release or build parts: `major.minor.patch`. */
const PACKAGE_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/** A manifest version: `major.minor.patch.build`. */
const MANIFEST_VERSION = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/;

/**
 * A CHANGELOG section heading: `## 0.2.0 — 2026-11-24` or `## 0.2.0.0 — 2026-11-24` (or `— unreleased`, or any other
 * text after the dash), and `## Unreleased` for what the next version will bring.
 */
const SECTION_HEADING = /^##\s+(\S+)\s*(?:[—–-]+\s*(.*))?$/;

/** A calendar date. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Hosts a support link must not point at: reserved for examples and placeholders (RFC 2606). */
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|org|net)|example|invalid|localhost|test)$/i;

/**
 * Checks a release. Every problem found is reported at once, so one run says everything to fix.
 * @param inputs The files' texts and today's date.
 * @returns The release, or the problems.
 */
export function checkRelease(inputs: ReleaseInputs): ReleaseCheck {
	const problems: string[] = [];
	const pkg = parseJson(inputs.packageJson, "package.json", problems);
	const manifest = parseJson(inputs.manifestJson, "manifest.json", problems);
	if (pkg === undefined || manifest === undefined) {
		return { ok: false, problems };
	}

	const version = typeof pkg.version === "string" ? pkg.version : "";
	if (!PACKAGE_VERSION.test(version)) {
		problems.push(
			`package.json: "version" must be major.minor.patch (e.g. 0.2.0), not ${JSON.stringify(pkg.version)}.`,
		);
	}
	const manifestVersion = typeof manifest.Version === "string" ? manifest.Version : "";
	if (!MANIFEST_VERSION.test(manifestVersion)) {
		problems.push(
			`manifest.json: "Version" must have four parts, major.minor.patch.build (e.g. 0.2.0.0), not ${JSON.stringify(manifest.Version)}.`,
		);
	} else if (PACKAGE_VERSION.test(version) && !manifestVersion.startsWith(`${version}.`)) {
		problems.push(
			`Versions disagree: package.json says ${version}, manifest.json says ${manifestVersion} (expected ${version}.<build>).`,
		);
	}

	const date = checkChangelog(inputs.changelog, { version, manifestVersion }, inputs.today, problems);
	checkMaker(manifest, problems);

	return problems.length === 0 ? { ok: true, release: { version, manifestVersion, date } } : { ok: false, problems };
}

/** The version of a release, as the package and the manifest write it. */
type Versions = {
	/** The package's version, `0.2.0`. */
	version: string;
	/** The manifest's version, `0.2.0.0`. */
	manifestVersion: string;
};

/** What the heading of the section for changes not yet in a version says. */
const UNRELEASED = /^unreleased$/i;

/** What an empty "Unreleased" section may say. */
const NOTHING_YET = /^nothing yet\.?$/i;

/**
 * Finds the CHANGELOG's newest version section and checks that it is this release, dated, and that no change waits in
 * an "Unreleased" section above it (it would ship without being in the release notes).
 * @param changelog CHANGELOG.md.
 * @param versions The package's version (`0.2.0`) and the manifest's (`0.2.0.0`): the section may name either.
 * @param today Today, `YYYY-MM-DD`.
 * @param problems Where problems go.
 * @returns The section's date, or an empty string.
 */
function checkChangelog(changelog: string, versions: Versions, today: string, problems: string[]): string {
	const lines = changelog.split(/\r?\n/).map((line) => line.trim());
	const headings = lines
		.map((line, index) => ({ index, match: SECTION_HEADING.exec(line) }))
		.filter((heading) => heading.match !== null);
	const unreleased = headings.findIndex((heading) => UNRELEASED.test(heading.match![1]));
	if (unreleased >= 0) {
		const end = headings[unreleased + 1]?.index ?? lines.length;
		const waiting = lines
			.slice(headings[unreleased].index + 1, end)
			.filter((line) => line !== "" && !line.startsWith("###") && !NOTHING_YET.test(line));
		if (waiting.length > 0) {
			problems.push(
				"CHANGELOG.md: the Unreleased section lists changes: move them into the section of this release (and leave `Nothing yet.`).",
			);
		}
	}
	const newest = headings.find((heading) => !UNRELEASED.test(heading.match![1]))?.match;
	if (newest === undefined || newest === null) {
		problems.push("CHANGELOG.md: no release section (a heading such as `## 0.2.0 — 2026-11-24`).");
		return "";
	}
	const [, sectionVersion, when = ""] = newest;
	const { version, manifestVersion } = versions;
	if (manifestVersion !== "" && sectionVersion !== manifestVersion && sectionVersion !== version) {
		problems.push(
			`CHANGELOG.md: the newest section is ${sectionVersion}, but the manifest says ${manifestVersion}: add a section \`## ${version || manifestVersion} — <date>\` on top.`,
		);
	}
	const date = when.trim();
	if (!isCalendarDate(date)) {
		problems.push(
			`CHANGELOG.md: section ${sectionVersion} is not dated (it says ${JSON.stringify(date || "nothing")}): write the release date as YYYY-MM-DD, e.g. \`## ${sectionVersion} — ${today}\`.`,
		);
		return "";
	}
	if (date > today) {
		problems.push(`CHANGELOG.md: section ${sectionVersion} is dated ${date}, after today (${today}).`);
	}
	return date;
}

/**
 * Checks the maker's details on the listing: an author who is not the product, and a support link that is real.
 * @param manifest The manifest.
 * @param problems Where problems go.
 */
function checkMaker(manifest: Record<string, unknown>, problems: string[]): void {
	const author = typeof manifest.Author === "string" ? manifest.Author.trim() : "";
	if (author === "") {
		problems.push('manifest.json: "Author" is empty.');
	} else if (author === manifest.Name || author === manifest.Category) {
		problems.push(
			`manifest.json: "Author" (${author}) must be the maker, not the plugin's name or category (Elgato's guidelines).`,
		);
	}
	const support = typeof manifest.SupportURL === "string" ? manifest.SupportURL : "";
	let url: URL | undefined;
	try {
		url = new URL(support);
	} catch {
		url = undefined;
	}
	if (url === undefined || url.protocol !== "https:") {
		problems.push(`manifest.json: "SupportURL" must be an https:// address, not ${JSON.stringify(support)}.`);
	} else if (PLACEHOLDER_HOST.test(url.hostname)) {
		problems.push(
			`manifest.json: "SupportURL" still points at a placeholder (${url.hostname}): set it to your support page before a release.`,
		);
	}
}

/**
 * Parses a JSON object, or records why it could not.
 * @param text The text.
 * @param name File name for the message.
 * @param problems Where problems go.
 * @returns The object, or `undefined`.
 */
function parseJson(text: string, name: string, problems: string[]): Record<string, unknown> | undefined {
	try {
		const value: unknown = JSON.parse(text);
		if (typeof value === "object" && value !== null && !Array.isArray(value)) {
			return value as Record<string, unknown>;
		}
		problems.push(`${name}: not a JSON object.`);
	} catch (error) {
		problems.push(`${name}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
	}
	return undefined;
}

/**
 * Whether a text is a real calendar date, `YYYY-MM-DD`.
 * @param text The text.
 * @returns `true` for e.g. `2026-11-24`, `false` for `2026-02-30` or `unreleased`.
 */
export function isCalendarDate(text: string): boolean {
	const match = ISO_DATE.exec(text);
	if (match === null) {
		return false;
	}
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The versions the CHANGELOG calls released: those whose section is dated.
 * @param changelog CHANGELOG.md, as text.
 * @returns Each dated section's version, newest first (`0.2.0`; a four-part heading stays four parts).
 */
export function releasedVersions(changelog: string): string[] {
	return changelog
		.split(/\r?\n/)
		.map((line) => SECTION_HEADING.exec(line.trim()))
		.filter((match): match is RegExpExecArray => match !== null && isCalendarDate((match[2] ?? "").trim()))
		.map((match) => match[1]);
}
