// The release system (docs/architecture.md): what a command may refuse with and its exit status,
// and whether a candidate fits the composition it joins.
export type { BuildManifest, Contract, SharedEntry } from './compatibility/build-manifest';
export { exposesProblems, verifyComposition } from './compatibility/verify-composition';
export { EXIT_STATUS, RefusedError, ReleaseError, TargetError, UsageError, kindOf } from './errors';
// What a change affects (docs/affected.md): the bundles and the database a merge must release.
export { AFFECTED_USAGE, parseAffectedArguments } from './affected/affected-arguments';
export { affectedSince } from './affected/affected-since';
export { DATABASE } from './affected/file-areas';
export { repositoryRoot } from './affected/git';
export type { RepositoryGraph } from './affected/repository-graph';
// A bundle's state: its live history (the rollback stack) and the candidates a page may load.
export { SWITCH_REASON, siteRollbackReason } from './state/live-history';
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
// What the servers send: the prerendered pages of the live releases (or a canary's), and the CDN of a bucket target.
export { prerenderedPages, type PrerenderedLookup } from './serving/prerendered-pages';
export { createBundleCdn } from './serving/bundle-cdn';
// The commands: every number of a command line in its range.
export { checkedValue, checkedValues, onlyWith } from './commands/command-values';
export { WATCH_RANGES, rangeText, rangesLine } from './commands/value-ranges';
export type { ValueName } from './commands/value-ranges';
export { checkedLease, checkedShare } from './canary/canary-limits';
// A canary's state (canary.json): its share, its lease and its steps.
export {
  DEFAULT_LEASE_SECONDS,
  canaryKey,
  effectiveShare,
  endedCanary,
  endedWords,
  lapsedWhy,
  readCanary,
  renewedCanary,
  settledCanary,
  startedCanary,
  steppedCanary,
  withStepCounts,
  writeCanary,
  type CanaryState,
  type StepCounts,
} from './canary/canary-state';
// What is live, read once (LiveSite), and the builds a release is composed with.
export { readLiveSite, withCanary, withSwitch, type LiveSite, type Moment } from './live/live-site';
export { liveNeighbours, liveRoutesOf, neighboursAt } from './live/neighbours';
export {
  SHELL_SITE_MANIFEST,
  releaseBuild,
  shellReleaseContract,
  siteManifestOfShellBuild,
} from './live/release-builds';
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
export type { RuntimeConfig } from './layout/runtime-config';
export {
  hasRelease,
  liveVersion,
  readHistory,
  releaseDir,
  updateHistory,
  writeHistory,
  type History,
} from './layout/release-history';
export type { DeploymentTarget } from './targets/deployment-target';
export { folderPaths, folderTarget } from './targets/folder-target';
export { memoryTarget } from './targets/memory-target';
export { CACHE_DIR, openTarget } from './targets/open-target';
export { s3Target, type S3Target } from './targets/s3-target';
export { readJson } from './files/atomic';
// Publishing a build: where it came from, its upload, and how a failed command reports itself.
export { displayPath, fingerprint, publisher, sourceCommit } from './publish/source-info';
export { publishBuild } from './publish/publish-build';
export { failCommand } from './failures/failure-report';
export { buildBundle } from './builds/build-bundle';
// The site's timeline: a snapshot of the whole composition at each switch, and what kind it is.
export { appendSnapshot, liveComposition, readSiteHistory, snapshotNamed, withSiteLock } from './timeline/site-history';
export type { SwitchEntry } from './timeline/switch-kind';
export { writeUnlessOvertaken } from './timeline/render-guard';
export { releasesTable, timelineTable } from './listing/list-releases';
// The live pointer: a bundle's entry file, rewritten to lead into one release, and the switch to it.
export { liveEntryText, liveIndexHtml, switchLive } from './switching/pointer';
// What follows each change of the live site: the journal of each change, then the first screens.
export { afterSwitch, changing } from './after-switch/after-switch';
export type { AfterSwitchTools, Change, Journal, Renderer } from './after-switch/after-switch';
