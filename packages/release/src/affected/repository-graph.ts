// What a change can reach, read by the command's entry from the repository (the site manifest, the
// workspaces' package.json files, the database functions' import maps) and handed in as data: the
// package reads no file of the repository by a path of its own.

/** A workspace package: its folder and its package.json as read. */
export interface WorkspacePackage {
  /** Its folder, relative to the repository, with `/` (`shared-ui`, `packages/release`). */
  dir: string;
  /** Its package.json: the name and the dependency fields are read, the rest is ignored. */
  manifest: Record<string, unknown>;
}

/** A bundle of the site manifest: its name and the folder that builds it. */
export interface BundleFolder {
  name: string;
  /** relative to the repository */
  dir: string;
}

/** The repository as far as a change's reach goes. */
export interface RepositoryGraph {
  /** The bundles, in the site manifest's order (the order the command prints them in). */
  bundles: BundleFolder[];
  /** Every workspace package (the root package.json's `workspaces`). */
  workspaces: WorkspacePackage[];
  /**
   * Files outside the database's folder that its functions import (the targets of their import
   * maps), relative to the repository: the workspace holding one is a dependency of the database.
   */
  databaseImports: string[];
}

/** The fields of a package.json that name packages it needs, at build, test or run time. */
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** The package names a package.json depends on. */
function dependencyNames(manifest: Record<string, unknown>): string[] {
  return DEPENDENCY_FIELDS.flatMap((field) => {
    const value = manifest[field];
    return value && typeof value === 'object' ? Object.keys(value) : [];
  });
}

/**
 * The folders of the workspaces that `dirs` depend on, directly or through others, with `dirs`
 * themselves: a change in any of them can change what is built from `dirs`.
 */
export function dependencyClosure(workspaces: WorkspacePackage[], dirs: string[]): Set<string> {
  const dirOfName = new Map<string, string>();
  for (const { dir, manifest } of workspaces) {
    if (typeof manifest.name === 'string') dirOfName.set(manifest.name, dir);
  }
  const manifestOf = new Map(workspaces.map(({ dir, manifest }) => [dir, manifest]));
  const reached = new Set<string>();
  const pending = [...dirs];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    if (reached.has(dir)) continue;
    reached.add(dir);
    for (const name of dependencyNames(manifestOf.get(dir) ?? {})) {
      const dependency = dirOfName.get(name);
      if (dependency !== undefined) pending.push(dependency);
    }
  }
  return reached;
}
