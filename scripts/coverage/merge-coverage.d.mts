import type { CoverageMap } from "istanbul-lib-coverage";

/**
 * Adds the plugin processes' coverage to Vitest's, on Vitest's statements, functions and branches (see
 * merge-coverage.mjs).
 * @param onto Vitest's coverage; changed in place.
 * @param from The plugin processes' coverage.
 */
export declare function mergeOnto(onto: CoverageMap, from: CoverageMap): void;
