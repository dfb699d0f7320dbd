/**
 * The names the public index (src/index.ts) of the package in `packageDir` (absolute, or relative
 * to the repository) exports that no source file outside the package imports, sorted (see
 * unused-exports.js).
 */
export function unusedExports(packageDir: string, options?: { root?: string }): string[];
/** The names a package's src/index.ts exports (`default` for a default export), sorted. */
export function exportedNames(indexFile: string): string[];
