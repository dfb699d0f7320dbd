// The release system (docs/architecture.md): what a command may refuse with and its exit status.
export { EXIT_STATUS, RefusedError, UsageError, kindOf } from './errors';
// What a change affects (docs/affected.md): the bundles and the database a merge must release.
export { AFFECTED_USAGE, parseAffectedArguments } from './affected/affected-arguments';
export { affectedSince } from './affected/affected-since';
export { DATABASE } from './affected/file-areas';
export { repositoryRoot } from './affected/git';
export type { RepositoryGraph } from './affected/repository-graph';
// A bundle's state: its live history (the rollback stack) and the candidates a page may load.
export { SWITCH_REASON } from './state/live-history';
export { addCandidate, candidatesKey, parseCandidates, withdrawCandidate } from './candidates/candidates';
export { mayServeReleaseFile } from './serving/release-gate';
// What the servers send: the CDN of a bucket target (the apps of a folder target are below).
export { createBundleCdn } from './serving/bundle-cdn';
// The commands: every number of a command line in its range.
export { checkedValues, onlyWith } from './commands/command-values';
export { WATCH_RANGES, rangeText, rangesLine } from './commands/value-ranges';
// What a command that takes a build is given by its entry: the build and the smoke run.
export type { CommandTools } from './commands/command-tools';
// The commands that switch a bundle, or the whole site, to a release.
export { releaseBundle } from './commands/release-bundle';
export { promoteBundle } from './commands/promote-bundle';
export { rollbackBundle } from './commands/rollback-bundle';
export { rollbackSite } from './commands/site-rollback';
// A canary's state (canary.json): its share, its lease and its steps.
export {
  DEFAULT_LEASE_SECONDS,
  effectiveShare,
  lapsedWhy,
  readCanary,
  settledCanary,
  startedCanary,
  writeCanary,
} from './canary/canary-state';
// The canary commands: start, step, renew, abort, promote, and the canary a command acts on.
export { assertCanaryBundle, renewCanary, startCanary, stepCanary } from './canary/canary-commands';
export { abortCanary, promoteCanary } from './canary/canary-endings';
export { typedCanary } from './canary/canary-current';
// The canary's watcher: a look (read once, decide, act, write once) every interval, its options,
// and what a look reads of the telemetry (the reader is the entry's).
export { lookAtCanary } from './watcher/look-at-canary';
export { runWatch, type CanaryTelemetry } from './watcher/run-watch';
export { WATCH_OPTIONS, WATCH_USAGE, watchSettings } from './watcher/watch-settings';
export type { CanaryArm, ReadArms } from './watcher/read-arms';
// The site manifest a shell build was built from.
export { siteManifestOfShellBuild } from './live/release-builds';
// The smoke run: the candidate with the live site, on the servers and in the browser an entry gives.
export { smokeRun, type SmokeWiring } from './smoke/smoke-run';
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
export { ROOT, RUNTIME_CONFIG_KEY, bundleKeys } from './layout/target-layout';
export type { RuntimeConfig } from './layout/runtime-config';
export { hasRelease, liveVersion, type History } from './layout/release-history';
export type { DeploymentTarget } from './targets/deployment-target';
export { folderPaths, folderTarget } from './targets/folder-target';
export { CACHE_DIR, openTarget } from './targets/open-target';
export { s3Target, type S3Target } from './targets/s3-target';
// Publishing a build: where it came from, its upload, and how a failed command reports itself.
export { failCommand } from './failures/failure-report';
export { buildBundle } from './builds/build-bundle';
// The site's timeline: a snapshot of the whole composition at each switch, and what kind it is.
export { liveComposition } from './timeline/site-history';
export { releasesTable, timelineTable } from './listing/list-releases';
// The switch of a bundle's live pointer to a release.
export { switchLive } from './switching/switch-live';
// What follows each change of the live site: the journal of each change, then the first screens.
export { afterSwitch, type Journal } from './after-switch/after-switch';
// The journal and the renderer a command's entry gives the after-switch step: the release journal
// of the site's backend, and the first screens written into the target.
export { healthJournal } from './journal/health-journal';
export { prerenderSite } from './first-screens/prerender-site';
export { prerenderOrWarn, siteRenderer } from './first-screens/site-renderer';
export { prerenderedPagesOf } from './first-screens/folder-pages';
// `npm run publish` and `npm start`: every bundle's build published, the runtime config, the first screens.
export { publishInitialReleases } from './publish-site/initial-releases';
export { publishSite } from './publish-site/publish-site';
export { publishSummary, publishedBackend } from './publish-site/publish-summary';
export { buildEveryPackage } from './builds/build-every-package';
export { previewLink } from './publish/preview-link';
export { commandTarget } from './targets/command-target';
// The apps that serve a folder target's bundles, with the shell's Content-Security-Policy.
export { createShellApp } from './serving/shell-app';
export { createRemoteApp } from './serving/remote-app';
export { shellCsp } from './serving/shell-csp';
