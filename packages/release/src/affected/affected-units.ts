// Which bundles, and whether the database, a set of changed files affects: the pure rule of
// `npm run affected` (docs/affected.md), on the graph the command's entry read.
import { UsageError } from '../errors';
import { DATABASE, folderKey, folderOf, isNotShipped } from './file-areas';
import { dependencyClosure, type RepositoryGraph } from './repository-graph';

/** Something released on its own: a bundle, or the database. */
export interface ReleaseUnit {
  name: string;
  /** The folders a change in which affects it: its own and those of every package it depends on. */
  folders: Set<string>;
  /** Whether the root configuration (files in no folder of its own) reaches its build. */
  readsRoot: boolean;
}

/** The bundles (in the manifest's order), then the database, each with what reaches it. */
export function releaseUnits(graph: RepositoryGraph): ReleaseUnit[] {
  const workspaces = graph.workspaces.map(({ dir, manifest }) => ({ dir: folderKey(dir), manifest }));
  const names = new Set<string>();
  for (const { name } of graph.bundles) {
    if (name === DATABASE.name) throw new UsageError(`A bundle is named "${name}", the database's name: rename it.`);
    if (names.has(name)) throw new UsageError(`Two bundles are named "${name}".`);
    names.add(name);
  }
  const bundles = graph.bundles.map(({ name, dir }) => ({
    name,
    folders: dependencyClosure(workspaces, [folderKey(dir)]),
    readsRoot: true,
  }));
  const workspaceDirs = workspaces.map(({ dir }) => dir);
  const imported = graph.databaseImports
    .map((file) => folderOf(folderKey(file), workspaceDirs))
    .filter((dir): dir is string => dir !== null);
  const database = {
    name: DATABASE.name,
    folders: dependencyClosure(workspaces, [DATABASE.dir, ...imported]),
    readsRoot: false,
  };
  return [...bundles, database];
}

/**
 * The names of the units (bundles in the manifest's order, then `database`) that `changed` affects:
 * a file in a folder affects each unit that folder reaches; a file in no folder (the lockfile, the
 * root package.json, config/, scripts/) every bundle; a file nothing reads (isNotShipped) nothing.
 * @param changed files relative to the repository, as git prints them
 */
export function affectedUnits(changed: readonly string[], graph: RepositoryGraph): string[] {
  const units = releaseUnits(graph);
  const folders = new Set(units.flatMap((unit) => [...unit.folders]));
  for (const { dir } of graph.workspaces) folders.add(folderKey(dir));
  const hit = new Set<string>();
  for (const file of changed) {
    if (isNotShipped(file)) continue;
    const folder = folderOf(file, folders);
    for (const unit of units) {
      if (folder === null ? unit.readsRoot : unit.folders.has(folder)) hit.add(unit.name);
    }
  }
  return units.filter((unit) => hit.has(unit.name)).map((unit) => unit.name);
}
