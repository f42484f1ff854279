import { fileURLToPath } from "node:url";

/**
 * Absolute path of the real plugin folder, `com.channel.companion.sdPlugin` at the repository root.
 */
export const PLUGIN_DIR = fileURLToPath(new URL("../../com.channel.companion.sdPlugin", import.meta.url));

/**
 * Absolute path of the bare-SDK fixture plugin, `bench/bare.sdPlugin`.
 */
export const BARE_PLUGIN_DIR = fileURLToPath(new URL("../../bench/bare.sdPlugin", import.meta.url));

/**
 * Absolute path of the probe fixture plugin used by the host's own tests, `tools/host/fixtures/probe.sdPlugin`.
 */
export const PROBE_PLUGIN_DIR = fileURLToPath(new URL("./fixtures/probe.sdPlugin", import.meta.url));
