import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

/**
 * The start of a run's own temporary folder's name; the process id of the Vitest that made it follows, then a random
 * end: `cc-test-run-4242-AbC123`.
 */
export const RUN_FOLDER_PREFIX = "cc-test-run-";

/** A run folder's name, with the process id of its run. */
const RUN_FOLDER = new RegExp(`^${RUN_FOLDER_PREFIX}(\\d+)-`);

/** What a tool keeps in the temporary folder for itself, and may: tsx's compile cache. */
const TOOL_CACHES = [/^tsx-\d+$/];

/** The variables that name the temporary folder (`os.tmpdir()` reads `TMPDIR` on Linux and macOS, the others on Windows). */
const TEMP_VARIABLES = ["TMPDIR", "TMP", "TEMP"] as const;

/**
 * Makes a run's own folder in the system temporary folder.
 * @param parent The system temporary folder.
 * @param pid The process id of the run's Vitest.
 * @returns The folder's path.
 */
export function openRunFolder(parent: string, pid: number): string {
	return mkdtempSync(join(parent, `${RUN_FOLDER_PREFIX}${pid}-`));
}

/**
 * The run folders a run that no longer runs left behind (stopped by SIGKILL, or by a machine that went down): those of
 * a running Vitest, this machine's other runs included, are theirs.
 * @param parent The system temporary folder.
 * @param isRunning Tells whether a process runs.
 * @returns Their names.
 */
export function staleRunFolders(parent: string, isRunning: (pid: number) => boolean): string[] {
	return readdirSync(parent).filter((name) => {
		const pid = RUN_FOLDER.exec(name)?.[1];
		return pid !== undefined && !isRunning(Number(pid));
	});
}

/**
 * What a run left in its folder: everything but a tool's own cache.
 * @param folder The run folder.
 * @returns The names of the entries.
 */
export function leftoversIn(folder: string): string[] {
	return readdirSync(folder).filter((name) => !TOOL_CACHES.some((cache) => cache.test(name)));
}

/**
 * Deletes a folder and all it holds, retrying while a process that is ending still writes into it.
 * @param folder The folder; nothing happens when it is gone.
 */
export function removeFolder(folder: string): void {
	rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

/**
 * Tells whether a process runs.
 * @param pid Its id.
 * @returns `false` once it ended.
 */
function isRunning(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		// EPERM: it runs, as another user.
		return (error as NodeJS.ErrnoException).code === "EPERM";
	}
}

/** The run folder this Vitest process opened, shared by the projects that each call the global setup. */
type OpenRun = {
	/** The folder. */
	folder: string;
	/** The projects whose teardown has not run yet. */
	users: number;
	/** The temporary folder variables as they were before. */
	saved: Partial<Record<(typeof TEMP_VARIABLES)[number], string>>;
	/** Deletes the folder when the process ends without a teardown (Ctrl+C). */
	onExit: () => void;
};

/** Where the open run is kept: the setup file is loaded once per project, the process is one. */
const OPEN_RUN = Symbol.for("cc.test.run-temp-folder");

/** The process's global object, where the open run is kept. */
type RunGlobal = {
	/** The open run, from the first setup to the last teardown. */
	[OPEN_RUN]?: OpenRun;
};

/**
 * Vitest's global setup: gives the run a temporary folder of its own, inside the system's, and points the temporary
 * folder variables at it before any test worker starts, so that everything a test, a plugin process or Chromium puts
 * in "the temporary folder" lands there. Run folders of runs that no longer run are deleted first. At the end the
 * folder is deleted, and the run fails when a test left anything in it; a run stopped by Ctrl+C (Vitest exits at once,
 * without teardown) deletes it, and Vitest's own folders, as the process exits.
 * @param project The project being set up (Vitest calls this once per project, and once more for the root).
 * @returns The teardown.
 */
export default function setup(project: TestProject): () => void {
	const global = globalThis as RunGlobal;
	const open = global[OPEN_RUN] ?? (global[OPEN_RUN] = startRun(project));
	open.users++;
	return () => {
		open.users--;
		if (open.users > 0) return;
		delete global[OPEN_RUN];
		process.off("exit", open.onExit);
		const left = leftoversIn(open.folder);
		removeFolder(open.folder);
		for (const name of TEMP_VARIABLES) {
			if (open.saved[name] === undefined) delete process.env[name];
			else process.env[name] = open.saved[name];
		}
		if (left.length > 0) {
			// A throw here would stop Vitest before it closes its workers: say it, and fail the run.
			process.exitCode = 1;
			console.error(
				`\nFAIL: the tests left ${left.length} entries in the temporary folder (deleted now): ` +
					`${left.sort().join(", ")}. A test that makes a temporary file or folder deletes it, pass or fail.\n`,
			);
		}
	};
}

/**
 * Opens the run's folder and points the temporary folder variables at it.
 * @param project A project of the run: its Vitest holds the folders Vitest itself writes in.
 * @returns The open run.
 */
function startRun(project: TestProject): OpenRun {
	const parent = tmpdir();
	for (const stale of staleRunFolders(parent, isRunning)) removeFolder(join(parent, stale));
	const folder = openRunFolder(parent, process.pid);
	const saved = Object.fromEntries(TEMP_VARIABLES.map((name) => [name, process.env[name]]));
	for (const name of TEMP_VARIABLES) process.env[name] = folder;
	const onExit = (): void => {
		removeFolder(folder);
		for (const each of project.vitest.projects) removeFolder(each.tmpDir);
	};
	// First: Vitest's own exit listener, which runs on Ctrl+C, ends the process where it stands.
	process.prependOnceListener("exit", onExit);
	return { folder, users: 0, saved, onExit };
}
