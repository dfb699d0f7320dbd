// Which units a repository's history says to release: since one commit for all (a pull request
// against its base), or each since its own last successful release, marked by a tag.
import { affectedUnits, releaseUnits } from './affected-units';
import { changedSince, commitOf, tagCommit } from './git';
import type { RepositoryGraph } from './repository-graph';

/** Since one commit (`--base <ref>`), or each unit since the tag `<prefix><name>` (`--since-tags`). */
export type AffectedRequest = { base: string } | { tagPrefix: string };

/**
 * The names of the bundles (in the manifest's order), then `database`, that HEAD's changes affect.
 * With a tag prefix, a unit without its tag was never released from this history: it is affected.
 * @param repo the repository's top folder (repositoryRoot)
 */
export function affectedSince(repo: string, request: AffectedRequest, graph: RepositoryGraph): string[] {
  if ('base' in request) return affectedUnits(changedSince(repo, commitOf(repo, request.base)), graph);
  // Units released at the same commit share one diff.
  const byCommit = new Map<string, Set<string>>();
  const affectedAt = (commit: string) => {
    let names = byCommit.get(commit);
    if (!names) {
      names = new Set(affectedUnits(changedSince(repo, commit), graph));
      byCommit.set(commit, names);
    }
    return names;
  };
  return releaseUnits(graph)
    .filter(({ name }) => {
      const commit = tagCommit(repo, `${request.tagPrefix}${name}`);
      return commit === null || affectedAt(commit).has(name);
    })
    .map(({ name }) => name);
}
