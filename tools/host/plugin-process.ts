import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { COVERAGE_KILL_GRACE_MS, withCoverage } from "./plugin-coverage";
import { pluginNode } from "./plugin-node";
import type { BundledProfile } from "./profile-switches";
import { isWireObject } from "./wire-message";

/** Longest accumulated stdout / stderr kept, in characters; older output is dropped. */
const MAX_OUTPUT = 1_000_000;

/** Grace period between SIGTERM and SIGKILL on stop. */
export const KILL_GRACE_MS = 2_000;

/**
 * The manifest fields the host reads.
 */
export interface PluginManifest {
	/** Plugin UUID. */
	UUID: string;
	/** Plugin version. */
	Version: string;
	/** Script to run, relative to the plugin folder; defaults to `bin/plugin.js`. */
	CodePath?: string;
	/** The profiles it bundles. */
	Profiles: BundledProfile[];
}

/**
 * How the plugin process ended.
 */
export interface ExitStatus {
	/** Exit code; `null` when a signal ended it. */
	code: number | null;
	/** Terminating signal; `null` when it exited by itself. */
	signal: NodeJS.Signals | null;
}

/**
 * The command line of a plugin, as the app builds it.
 */
export interface LaunchSpec {
	/** Absolute plugin folder, the working directory. */
	pluginDir: string;
	/** Script to run, relative to the plugin folder. */
	script: string;
	/** Node options placed before the script. */
	nodeArgs: string[];
	/** Port of the app's WebSocket server. */
	port: number;
	/** Plugin UUID passed as `-pluginUUID`. */
	pluginUUID: string;
	/** Registration info passed as `-info` (JSON). */
	info: string;
	/** Environment of the process. */
	env: NodeJS.ProcessEnv;
}

/**
 * Reads the fields of a plugin folder's `manifest.json` that the host needs.
 * @param pluginDir Absolute plugin folder.
 * @returns The manifest fields.
 */
export async function readPluginManifest(pluginDir: string): Promise<PluginManifest> {
	const parsed: unknown = JSON.parse(await readFile(join(pluginDir, "manifest.json"), "utf8"));
	if (!isWireObject(parsed) || typeof parsed.UUID !== "string" || typeof parsed.Version !== "string") {
		throw new Error(`${pluginDir}/manifest.json has no UUID or Version`);
	}
	return {
		UUID: parsed.UUID,
		Version: parsed.Version,
		CodePath: typeof parsed.CodePath === "string" ? parsed.CodePath : undefined,
		Profiles: (Array.isArray(parsed.Profiles) ? parsed.Profiles : []).filter(isWireObject).map((profile) => ({
			Name: String(profile.Name),
			DeviceType: Number(profile.DeviceType),
		})),
	};
}

/**
 * The plugin's Node.js process: started with the app's command line, its output kept, stopped on request.
 */
export class PluginProcess {
	/** Resolves when the process has exited. */
	public readonly exited: Promise<void>;

	/** The process. */
	private readonly child: ChildProcess;

	/** Accumulated stderr. */
	private err = "";

	/** How the process ended; `undefined` while it runs. */
	private exitInfo: ExitStatus | undefined;

	/** Grace between SIGTERM and SIGKILL on stop: longer while the process writes its coverage on the way out. */
	private readonly killGraceMs: number;

	/** Resolves `exited`. */
	private markExited!: () => void;

	/** Accumulated stdout. */
	private out = "";

	/** Stdout after its last complete line. */
	private partialLine = "";

	/**
	 * Spawns the process with `-port`, `-pluginUUID`, `-registerEvent` and `-info`, as the app does, on the Node of
	 * `PLUGIN_NODE` when set.
	 * @param spec The command line.
	 * @param onExit Called once when the process exits or cannot be spawned.
	 * @param onStdoutLine Called with each complete line of stdout, without its line end, as it arrives.
	 */
	constructor(
		spec: LaunchSpec,
		private readonly onExit: (status: ExitStatus) => void,
		private readonly onStdoutLine: (line: string) => void = () => undefined,
	) {
		this.exited = new Promise((done) => (this.markExited = done));
		const { nodeArgs, env, measured } = withCoverage(spec.pluginDir, spec.nodeArgs, spec.env);
		this.killGraceMs = measured ? COVERAGE_KILL_GRACE_MS : KILL_GRACE_MS;
		const args = [
			...nodeArgs,
			spec.script,
			"-port",
			String(spec.port),
			"-pluginUUID",
			spec.pluginUUID,
			"-registerEvent",
			"registerPlugin",
			"-info",
			spec.info,
		];
		const child = spawn(pluginNode(), args, {
			cwd: spec.pluginDir,
			env,
			stdio: ["ignore", "pipe", "pipe"],
		});
		this.child = child;
		child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
			this.out = clip(this.out + chunk);
			this.splitLines(chunk);
		});
		child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (this.err = clip(this.err + chunk)));
		child.on("error", (err) => {
			this.err = clip(`${this.err}[host] spawn failed: ${err.message}\n`);
			this.markExit(null, null);
		});
		child.on("exit", (code, signal) => this.markExit(code, signal));
	}

	/**
	 * How the process ended.
	 * @returns The exit code and signal; `undefined` while it runs.
	 */
	public get exit(): ExitStatus | undefined {
		return this.exitInfo;
	}

	/**
	 * Process id.
	 * @returns The pid; `undefined` when the spawn failed.
	 */
	public get pid(): number | undefined {
		return this.child.pid;
	}

	/**
	 * Accumulated standard error.
	 * @returns The output.
	 */
	public get stderr(): string {
		return this.err;
	}

	/**
	 * Accumulated standard output.
	 * @returns The output.
	 */
	public get stdout(): string {
		return this.out;
	}

	/**
	 * Ends the process (SIGTERM, SIGKILL after 2 s) unless it already exited, then drops its output streams.
	 */
	public async stop(): Promise<void> {
		const child = this.child;
		if (!this.exitInfo && child.pid !== undefined) {
			child.kill("SIGTERM");
			if (!(await settlesWithin(this.exited, this.killGraceMs))) {
				child.kill("SIGKILL");
				await settlesWithin(this.exited, KILL_GRACE_MS);
			}
		}
		child.stdout?.destroy();
		child.stderr?.destroy();
	}

	/**
	 * Records the exit, once.
	 * @param code Exit code.
	 * @param signal Terminating signal.
	 */
	private markExit(code: number | null, signal: NodeJS.Signals | null): void {
		if (this.exitInfo) {
			return;
		}
		this.exitInfo = { code, signal };
		this.markExited();
		this.onExit(this.exitInfo);
	}

	/**
	 * Hands on the complete lines of a chunk of stdout, keeping the rest for the next chunk.
	 * @param chunk The chunk.
	 */
	private splitLines(chunk: string): void {
		const lines = (this.partialLine + chunk).split("\n");
		this.partialLine = clip(lines.pop() ?? "");
		for (const line of lines) this.onStdoutLine(line.replace(/\r$/, ""));
	}
}

/**
 * Keeps the tail of accumulated output.
 * @param text Output so far.
 * @returns At most {@link MAX_OUTPUT} characters.
 */
function clip(text: string): string {
	return text.length > MAX_OUTPUT ? text.slice(-MAX_OUTPUT) : text;
}

/**
 * Whether a promise settles within a time limit.
 * @param promise The promise.
 * @param ms Limit.
 * @returns `true` when it settled in time.
 */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), ms)));
	try {
		return await Promise.race([promise.then(() => true as const), late]);
	} finally {
		clearTimeout(timer);
	}
}
