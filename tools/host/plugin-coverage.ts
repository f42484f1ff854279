import { basename } from "node:path";
import { fileURLToPath } from "node:url";

import { PLUGIN_DIR } from "./plugin-paths";

/**
 * Where the plugin processes write their V8 coverage when `npm run test:coverage` collects it (`PLUGIN_V8_COVERAGE`);
 * `undefined` in every other run. Only the plugin processes get `NODE_V8_COVERAGE`, not Vitest's workers, which
 * measure themselves.
 */
const COVERAGE_DIR = process.env.PLUGIN_V8_COVERAGE?.trim() || undefined;

/** Loaded into each plugin process first: it lets SIGTERM end the process by `process.exit`, which writes coverage. */
const EXIT_ON_SIGTERM = fileURLToPath(new URL("./fixtures/exit-on-sigterm.mjs", import.meta.url));

/** Grace between SIGTERM and SIGKILL while coverage is collected: the process writes its coverage on the way out. */
export const COVERAGE_KILL_GRACE_MS = 15_000;

/** How a plugin process is launched. */
export interface CoverageLaunch {
	/** Node options, before the script. */
	nodeArgs: string[];
	/** The process's environment. */
	env: NodeJS.ProcessEnv;
	/** Whether the process writes its coverage. */
	measured: boolean;
}

/**
 * The Node options and environment a plugin process is launched with, with what coverage needs added when it is
 * collected and the plugin is this repository's or a copy of it (fixture plugins are not measured): Node writes
 * `NODE_V8_COVERAGE`
 * only when a process exits by itself, and the host ends plugins with SIGTERM.
 * @param pluginDir The plugin folder.
 * @param nodeArgs The Node options the test asked for.
 * @param env The environment the test asked for.
 * @returns Both, unchanged outside coverage runs, and whether the process is measured.
 */
export function withCoverage(pluginDir: string, nodeArgs: string[], env: NodeJS.ProcessEnv): CoverageLaunch {
	if (COVERAGE_DIR === undefined || basename(pluginDir) !== basename(PLUGIN_DIR)) {
		return { nodeArgs, env, measured: false };
	}
	return {
		nodeArgs: ["--import", EXIT_ON_SIGTERM, ...nodeArgs],
		env: { ...env, NODE_V8_COVERAGE: COVERAGE_DIR },
		measured: true,
	};
}
