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
// A bundle's state: its live history (the rollback stack) and the candidates a page may load.
export { SWITCH_REASON, byRollback, liveStack, siteRollbackReason } from './state/live-history';
export { rollbackTarget } from './state/rollback-target';
export {
  addCandidate,
  candidatesKey,
  mayLoadRelease,
  parseCandidates,
  readCandidates,
  withdrawCandidate,
} from './candidates/candidates';
export { mayServeReleaseFile } from './serving/release-gate';
// The commands: every number of a command line in its range, and the switches a process made.
export { checkedValue, checkedValues, onlyWith } from './commands/command-values';
export { WATCH_RANGES, rangeText, rangesLine } from './commands/value-ranges';
export type { ValueName } from './commands/value-ranges';
export { recordSwitch, switchesMade } from './commands/switches-made';
export { checkedLease, checkedShare } from './canary/canary-limits';
// The smoke run's pages in a browser.
export { checkPages } from './smoke/smoke-pages';
// The bundles, the one layout of a deployment target, and the targets (folder, S3, memory).
export {
  BUILT_IN_REMOTES,
  BUNDLES,
  REMOTE_BUNDLES,
  SHELL_BUNDLE,
  SITE,
  bundleNamed,
  type Bundle,
} from './bundles/site-bundles';
export { NOT_FOUND_PAGE, ROOT, RUNTIME_CONFIG_KEY, bundleKeys } from './layout/target-layout';
export {
  hasRelease,
  liveVersion,
  readHistory,
  releaseDir,
  updateHistory,
  writeHistory,
  type History,
  type ReleaseRecord,
} from './layout/release-history';
export type { DeploymentTarget } from './targets/deployment-target';
export { folderPaths, folderTarget } from './targets/folder-target';
export { memoryTarget } from './targets/memory-target';
export { CACHE_DIR, openTarget } from './targets/open-target';
export { s3Target, type S3Target } from './targets/s3-target';
export { readJson, writeFileAtomic } from './files/atomic';
export { filesBelow } from './files/files-below';
