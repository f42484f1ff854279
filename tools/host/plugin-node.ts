import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The Node.js binary the host launches plugins with: `PLUGIN_NODE` when set (`npm run test:node24` sets it to the Node
 * 24 the Stream Deck app runs plugins on), else the Node running the tests.
 * @returns An absolute path.
 */
export function pluginNode(): string {
	const chosen = process.env.PLUGIN_NODE?.trim();
	if (!chosen) return process.execPath;
	// A wrong path would otherwise show up as every plugin test failing to register, far from its cause.
	if (!existsSync(chosen)) throw new Error(`PLUGIN_NODE names ${chosen}, which does not exist`);
	return chosen;
}

/**
 * The version of the Node.js that runs plugins, as `process.version` reads inside the plugin.
 * @returns E.g. `v24.11.0`.
 */
export function pluginNodeVersion(): string {
	const node = pluginNode();
	return node === process.execPath ? process.version : execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
}
