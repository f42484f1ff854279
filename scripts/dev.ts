/*
 * `npm run dev`: the SDK's developer loop. Rebuilds on every change; where the Stream Deck app runs (macOS, Windows),
 * links the plugin folder into it once, restarts the plugin after each build, and says which starter profiles the app
 * installed (docs/installed-profiles.md); elsewhere (Linux, or no app), runs the virtual Stream Deck against the API
 * emulator and starts it again after each build.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { join } from "node:path";

import { appProfileFolder, thisHost } from "../tools/app-profiles/app-profile-folder";
import { followReport } from "../tools/app-profiles/follow-report";
import { starterReport } from "../tools/app-profiles/starter-report";

const PLUGIN_UUID = "com.channel.companion";
const PLUGIN_DIR = `${PLUGIN_UUID}.sdPlugin`;
const BIN = join("node_modules", ".bin");
const WINDOWS = process.platform === "win32";

/** How long after the first build the app's profile folder is read again for a change: every 15 s for 3 minutes. */
const PROFILE_REPORT = { intervalMs: 15_000, rounds: 12 } as const;

/**
 * The path of a command installed in `node_modules/.bin`.
 * @param name The command.
 * @returns Its path, with `.cmd` on Windows.
 */
function local(name: string): string {
	return join(BIN, WINDOWS ? `${name}.cmd` : name);
}

/**
 * Runs the Stream Deck CLI and waits for it.
 * @param args Its arguments.
 * @returns Whether it succeeded.
 */
function streamdeck(...args: string[]): boolean {
	const result = spawnSync(local("streamdeck"), [...args, "--no-update-check"], {
		stdio: "inherit",
		shell: WINDOWS,
		timeout: 30_000,
	});
	return result.status === 0;
}

/**
 * Tells whether the Stream Deck app is here to load the plugin: only on macOS and Windows, and only when the CLI can
 * list its plugins.
 * @returns `true` when it is.
 */
function hasStreamDeckApp(): boolean {
	if (process.platform !== "darwin" && !WINDOWS) return false;
	const result = spawnSync(local("streamdeck"), ["list", "--no-update-check"], {
		stdio: "ignore",
		shell: WINDOWS,
		timeout: 15_000,
	});
	return result.status === 0;
}

/**
 * Starts `rollup -w` and calls back after every finished build.
 * @param onBuilt Called after each build.
 * @returns The watcher's process.
 */
function watchBuild(onBuilt: () => void): ChildProcess {
	const rollup = spawn(local("rollup"), ["-c", "-w"], { stdio: ["ignore", "inherit", "pipe"], shell: WINDOWS });
	rollup.stderr?.setEncoding("utf8");
	rollup.stderr?.on("data", (chunk: string) => {
		process.stderr.write(chunk);
		// Rollup says this once every bundle of a round is written.
		if (chunk.includes("waiting for changes")) onBuilt();
	});
	return rollup;
}

/**
 * The loop with the Stream Deck app: link once, then restart the plugin after each build.
 * @returns The watcher's process.
 */
function withApp(): ChildProcess {
	console.log(`Stream Deck app found: linking ${PLUGIN_DIR} and restarting the plugin after each build.`);
	if (!streamdeck("link", PLUGIN_DIR)) console.warn("streamdeck link failed (is the plugin linked already?)");
	let stopReport: (() => void) | undefined;
	const rollup = watchBuild(() => {
		streamdeck("restart", PLUGIN_UUID);
		stopReport ??= reportStarterProfiles();
	});
	rollup.once("exit", () => stopReport?.());
	return rollup;
}

/**
 * Says which starter profiles the app installed, read from its profile folder, at once and again whenever that changes
 * within the next minutes (the app may ask the user first); then says how to read it again.
 * @returns Stops the readings.
 */
function reportStarterProfiles(): () => void {
	const folder = appProfileFolder(thisHost());
	if (folder === undefined) return () => undefined;
	return followReport(
		async () => (await starterReport(PLUGIN_DIR, folder)).text,
		(text) => console.log(text),
		{
			...PROFILE_REPORT,
			closing: "No longer watching the app's profile folder: npm run installed-profiles reads it again.",
		},
	);
}

/**
 * The loop without the app: the virtual Stream Deck, started again after each build.
 * @param args Options for the virtual deck (`--latency`, `--rate-limit`).
 * @returns The watcher's process.
 */
function withVirtualDeck(args: readonly string[]): ChildProcess {
	console.log("No Stream Deck app here: running the virtual Stream Deck, restarted after each build.");
	let deck: ChildProcess | undefined;
	let restarting = false;
	const start = (): void => {
		deck = spawn(local("tsx"), [join("tools", "virtual-deck", "main.ts"), ...args], {
			stdio: "inherit",
			shell: WINDOWS,
		});
	};
	const restart = (): void => {
		if (restarting) return;
		const running = deck;
		if (running === undefined || running.exitCode !== null) {
			start();
			return;
		}
		restarting = true;
		running.once("exit", () => {
			restarting = false;
			start();
		});
		running.kill("SIGTERM");
	};
	const rollup = watchBuild(restart);
	rollup.once("exit", () => deck?.kill("SIGTERM"));
	return rollup;
}

const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: WINDOWS });
if (build.status !== 0) process.exit(build.status ?? 1);
const watcher = hasStreamDeckApp() ? withApp() : withVirtualDeck(process.argv.slice(2));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
	process.once(signal, () => watcher.kill(signal));
}
watcher.once("exit", (code) => process.exit(code ?? 0));
