// Where a changed file lies, as far as releases go: nowhere a build reads (the docs), in a folder
// of its own (a workspace package, a bundle, the database), or in the root configuration that
// every bundle's build reads (docs/affected.md).

/** The database: its name in the command's output and on its tag, and the Supabase CLI's folder. */
export const DATABASE = { name: 'database', dir: 'supabase' } as const;

/**
 * Files no build, release or migration reads: Markdown anywhere, and the folders of the docs, the
 * benchmarks and GitHub's settings (workflows, CODEOWNERS). A change to them affects nothing.
 */
const NOT_SHIPPED = [/\.md$/i, /^docs\//, /^bench\//, /^\.github\//, /(^|\/)CODEOWNERS$/];

/** True when no build, release or migration reads `file` (relative to the repository). */
export function isNotShipped(file: string): boolean {
  return NOT_SHIPPED.some((pattern) => pattern.test(file));
}

/** A folder relative to the repository, as git spells paths: `/`, no `./`, no trailing `/`. */
export function folderKey(dir: string): string {
  return dir
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '');
}

/** The innermost of `folders` that holds `file`, or null when none does (a root file). */
export function folderOf(file: string, folders: Iterable<string>): string | null {
  let found: string | null = null;
  for (const folder of folders) {
    if (file.startsWith(`${folder}/`) && (found === null || folder.length > found.length)) found = folder;
  }
  return found;
}
