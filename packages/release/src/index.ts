// The release system (docs/architecture.md): what a command may refuse with and its exit status,
// and whether a candidate fits the composition it joins.
export type { BuildManifest, Contract, SharedEntry } from './compatibility/build-manifest';
export { exposesProblems, verifyComposition } from './compatibility/verify-composition';
export { EXIT_STATUS, LockedError, RefusedError, ReleaseError, TargetError, UsageError, kindOf } from './errors';
// What a change affects (docs/affected.md): the bundles and the database a merge must release.
export { AFFECTED_USAGE, parseAffectedArguments } from './affected/affected-arguments';
export { affectedSince } from './affected/affected-since';
export { DATABASE } from './affected/file-areas';
export { repositoryRoot } from './affected/git';
export type { RepositoryGraph } from './affected/repository-graph';
