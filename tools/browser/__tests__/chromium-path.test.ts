import { describe, expect, it } from "vitest";

import { browserCandidates, findChromium, isContinuousIntegration } from "../chromium-path";

/**
 * A file check that knows only the given paths.
 * @param paths The paths that exist.
 * @returns The check.
 */
function only(...paths: string[]): (path: string) => boolean {
	return (path) => paths.includes(path);
}

describe("findChromium", () => {
	it("takes CHROME_PATH first when it exists", () => {
		const env = { CHROME_PATH: "/opt/chrome/chrome", PATH: "/usr/bin" };
		expect(findChromium({ env, platform: "linux", exists: only("/opt/chrome/chrome", "/usr/bin/chromium") })).toBe(
			"/opt/chrome/chrome",
		);
	});

	it("falls back to the install locations when CHROME_PATH points at nothing", () => {
		const env = { CHROME_PATH: "/nonexistent", PATH: "" };
		expect(findChromium({ env, platform: "linux", exists: only("/usr/bin/google-chrome-stable") })).toBe(
			"/usr/bin/google-chrome-stable",
		);
	});

	it("tries the Linux locations in order, snap last", () => {
		const candidates = browserCandidates({ env: {}, platform: "linux" });
		expect(candidates).toEqual([
			"/usr/bin/chromium",
			"/usr/bin/chromium-browser",
			"/usr/bin/google-chrome",
			"/usr/bin/google-chrome-stable",
			"/snap/bin/chromium",
		]);
		expect(findChromium({ env: {}, platform: "linux", exists: only("/snap/bin/chromium") })).toBe("/snap/bin/chromium");
	});

	it("finds Chrome, Chromium or Edge on macOS", () => {
		const edge = "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge";
		const chrome = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
		expect(findChromium({ env: {}, platform: "darwin", exists: only(edge) })).toBe(edge);
		expect(findChromium({ env: {}, platform: "darwin", exists: only(edge, chrome) })).toBe(chrome);
		expect(browserCandidates({ env: {}, platform: "darwin" })).toContain(
			"/Applications/Chromium.app/Contents/MacOS/Chromium",
		);
	});

	it("finds Chrome before Edge in the Windows program folders, whatever the variables' case", () => {
		const env = {
			ProgramFiles: "C:\\Program Files",
			"ProgramFiles(x86)": "C:\\Program Files (x86)",
			LocalAppData: "C:\\Users\\me\\AppData\\Local",
		};
		expect(browserCandidates({ env, platform: "win32" })).toEqual([
			"C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
			"C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe",
			"C:\\Users\\me\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe",
			"C:\\Program Files\\Microsoft\\Edge\\Application\\msedge.exe",
			"C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe",
			"C:\\Users\\me\\AppData\\Local\\Microsoft\\Edge\\Application\\msedge.exe",
		]);
		const edge = "C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe";
		expect(findChromium({ env, platform: "win32", exists: only(edge) })).toBe(edge);
	});

	it("looks on PATH last, for each of the usual names", () => {
		const env = { PATH: "/home/me/bin::/opt/browsers" };
		const exists = only("/opt/browsers/google-chrome", "/home/me/bin/chromium-browser");
		expect(findChromium({ env, platform: "linux", exists })).toBe("/home/me/bin/chromium-browser");
		expect(browserCandidates({ env, platform: "linux" }).slice(-4)).toEqual([
			"/opt/browsers/chromium",
			"/opt/browsers/chromium-browser",
			"/opt/browsers/google-chrome",
			"/opt/browsers/google-chrome-stable",
		]);
	});

	it("splits PATH with semicolons and adds .exe on Windows", () => {
		const env = { Path: "C:\\tools;D:\\chromium" };
		expect(findChromium({ env, platform: "win32", exists: only("D:\\chromium\\chromium.exe") })).toBe(
			"D:\\chromium\\chromium.exe",
		);
	});

	it("finds nothing when no candidate exists", () => {
		const env = { CHROME_PATH: "/nonexistent", PATH: "/usr/bin:/bin" };
		expect(findChromium({ env, platform: "linux", exists: () => false })).toBeUndefined();
	});
});

describe("isContinuousIntegration", () => {
	it("is on when CI is set to anything but empty, 0 or false", () => {
		expect(isContinuousIntegration({ CI: "true" })).toBe(true);
		expect(isContinuousIntegration({ CI: "1" })).toBe(true);
		expect(isContinuousIntegration({})).toBe(false);
		expect(isContinuousIntegration({ CI: "" })).toBe(false);
		expect(isContinuousIntegration({ CI: "0" })).toBe(false);
		expect(isContinuousIntegration({ CI: "false" })).toBe(false);
	});
});
