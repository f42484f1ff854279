import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Size of the plugin's bundle. */
export type BundleSize = {
	/** Path measured. */
	path: string;
	/** Bytes on disk, as built (minified by `npm run build`). */
	bytes: number;
	/** Bytes after gzip, for reference. */
	gzipBytes: number;
};

/**
 * Measures `bin/plugin.js` of a plugin folder.
 * @param pluginDir The `.sdPlugin` folder.
 * @returns Its size, raw and gzipped.
 */
export async function measureBundle(pluginDir: string): Promise<BundleSize> {
	const path = join(pluginDir, "bin", "plugin.js");
	const code = await readFile(path);
	return { path, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}
