import { accessSync, constants, statSync } from "node:fs";
import { posix, win32 } from "node:path";

/**
 * What the browser lookup looks at: the environment, the operating system, and the file system.
 */
export interface BrowserLookup {
	/** Environment variables (`CHROME_PATH`, `PATH`, and on Windows `PROGRAMFILES`, `LOCALAPPDATA` …). */
	env: Readonly<Record<string, string | undefined>>;
	/** Operating system, as `process.platform` names it. */
	platform: NodeJS.Platform;
	/** Whether a browser executable exists at a path. */
	exists: (path: string) => boolean;
}

/** Names of a Chromium-based browser on `PATH`, in order of preference. */
const PATH_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] as const;

/** Where Linux distributions and snap install Chromium or Chrome. */
const LINUX_PATHS = [
	"/usr/bin/chromium",
	"/usr/bin/chromium-browser",
	"/usr/bin/google-chrome",
	"/usr/bin/google-chrome-stable",
	"/snap/bin/chromium",
] as const;

/** Where Chrome, Chromium and Edge install on macOS. */
const MAC_PATHS = [
	"/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
	"/Applications/Chromium.app/Contents/MacOS/Chromium",
	"/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
] as const;

/** Chrome and Edge below a Windows program folder. */
const WINDOWS_BROWSERS = [
	"Google\\Chrome\\Application\\chrome.exe",
	"Microsoft\\Edge\\Application\\msedge.exe",
] as const;

/** Windows folders that hold programs: all users' (64- and 32-bit), then the user's own. */
const WINDOWS_PROGRAM_FOLDERS = ["PROGRAMFILES", "PROGRAMFILES(X86)", "LOCALAPPDATA"] as const;

/** What to do when no browser is found. */
export const BROWSER_HELP =
	"install Chromium or Chrome (e.g. `apt-get install -y chromium`) or set CHROME_PATH to the browser's executable";

/**
 * Finds a Chromium-based browser: `CHROME_PATH` first, then the usual install locations of the platform, then the
 * names `chromium`, `chromium-browser`, `google-chrome` and `google-chrome-stable` on `PATH`.
 * @param lookup The environment, platform and file check to use.
 * @returns The browser's path; `undefined` when none is found.
 */
export function findChromium(lookup: BrowserLookup): string | undefined {
	return browserCandidates(lookup).find((path) => lookup.exists(path));
}

/**
 * Every path {@link findChromium} tries, in order.
 * @param lookup The environment and platform.
 * @returns The paths.
 */
export function browserCandidates(lookup: Omit<BrowserLookup, "exists">): string[] {
	const { env, platform } = lookup;
	const windows = platform === "win32";
	const chromePath = envValue(env, "CHROME_PATH", windows);
	const installed = installLocations(env, platform);
	const path = posixOrWin32(windows);
	const onPath = (envValue(env, "PATH", windows) ?? "")
		.split(path.delimiter)
		.filter((folder) => folder !== "")
		.flatMap((folder) => PATH_NAMES.map((name) => path.join(folder, windows ? `${name}.exe` : name)));
	return [...(chromePath ? [chromePath] : []), ...installed, ...onPath];
}

/**
 * Whether the run is on a continuous-integration server, where a missing browser must fail the browser tests.
 * @param env Environment variables.
 * @returns `true` when `CI` is set to anything but empty, `0` or `false`.
 */
export function isContinuousIntegration(env: Readonly<Record<string, string | undefined>>): boolean {
	const value = env.CI?.trim().toLowerCase();
	return value !== undefined && value !== "" && value !== "0" && value !== "false";
}

/**
 * Whether a path is an executable file (not a folder, not a device).
 * @param path The path.
 * @returns `true` when it is.
 */
export function isExecutableFile(path: string): boolean {
	try {
		if (!statSync(path).isFile()) return false;
		accessSync(path, process.platform === "win32" ? constants.F_OK : constants.X_OK);
		return true;
	} catch {
		return false;
	}
}

/**
 * The usual install locations of a platform.
 * @param env Environment variables (Windows program folders).
 * @param platform Operating system.
 * @returns The paths, most likely first.
 */
function installLocations(env: BrowserLookup["env"], platform: NodeJS.Platform): string[] {
	switch (platform) {
		case "darwin":
			return [...MAC_PATHS];
		case "win32":
			return WINDOWS_BROWSERS.flatMap((browser) =>
				WINDOWS_PROGRAM_FOLDERS.map((name) => envValue(env, name, true))
					.filter((folder): folder is string => folder !== undefined && folder !== "")
					.map((folder) => win32.join(folder, browser)),
			);
		default:
			return [...LINUX_PATHS];
	}
}

/**
 * Reads an environment variable; on Windows, where their names ignore case, in any case.
 * @param env Environment variables.
 * @param name The name.
 * @param ignoreCase Whether the name's case does not matter.
 * @returns The value; `undefined` when unset or empty.
 */
function envValue(env: BrowserLookup["env"], name: string, ignoreCase: boolean): string | undefined {
	const key = ignoreCase ? Object.keys(env).find((k) => k.toUpperCase() === name) : name;
	const value = key === undefined ? undefined : env[key];
	return value === undefined || value === "" ? undefined : value;
}

/**
 * The path functions of a platform.
 * @param windows Whether the platform is Windows.
 * @returns `path.win32` or `path.posix`.
 */
function posixOrWin32(windows: boolean): typeof posix {
	return windows ? win32 : posix;
}
