import type { Linter } from "eslint";

/** The folders of `src/` and what each may import besides itself (see folder-layers.mjs). */
export declare const FOLDER_LAYERS: Readonly<Record<string, readonly string[]>>;

/**
 * The ESLint configuration that enforces {@link FOLDER_LAYERS}.
 * @param rootPath The project's root; the folders' patterns are relative to it.
 * @returns The configuration.
 */
export declare function folderLayers(rootPath?: string): Linter.Config[];
