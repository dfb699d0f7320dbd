// `npm run release -- <bundle>`: build alone, check against the live composition, smoke-run in a
// browser, then publish and switch the live pointer (or, with --preview, publish only; with
// --canary, publish and start a canary). Any failure leaves the live site untouched.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type AfterSwitchTools, type Change, changing } from '../after-switch/after-switch';
import { SHELL_BUNDLE, type Bundle } from '../bundles/site-bundles';
import { checkedLease, checkedShare } from '../canary/canary-limits';
import { assertCanaryBundle, startCanary } from '../canary/canary-commands';
import { refuseWhileCanary } from '../canary/canary-current';
import { addCandidate } from '../candidates/candidates';
import { checkCandidate } from '../checks/candidate-checks';
import { seconds } from '../elapsed';
import { declaredProblems } from '../checks/declared-checks';
import { RefusedError, UsageError } from '../errors';
import { type History, readHistory, releaseDir, writeHistory } from '../layout/release-history';
import { ROOT } from '../layout/target-layout';
import { type LiveSite, readLiveSite, withCanary, withSwitch } from '../live/live-site';
import { publishBuild } from '../publish/publish-build';
import { displayPath, sourceCommit } from '../publish/source-info';
import { SWITCH_REASON } from '../state/live-history';
import { switchLive } from '../switching/switch-live';
import type { DeploymentTarget } from '../targets/deployment-target';
import type { CommandTools } from './command-tools';

/** Builds waiting for their checks. */
const STAGING = path.join(ROOT, '.local/staging');

/** What `npm run release` is given. */
export interface ReleaseOptions extends AfterSwitchTools {
  bundle: Bundle;
  target: DeploymentTarget;
  /** the build and the smoke run (the entry's; a test's stand-ins) */
  tools: CommandTools;
  /** package folder to build (default: the repository's) */
  source?: string;
  /** upload it without switching: live only for a browser that opens its preview link, until `npm run promote` switches it */
  preview?: boolean;
  /** upload it without switching, and send `share` percent of page loads to it (canary/) */
  canary?: { share: number; leaseSeconds?: number };
  log?: (line: string) => void;
}

/** Releases a new build of `bundle`; returns its version and the one live before. */
export async function releaseBundle({
  bundle,
  target,
  tools,
  source,
  preview = false,
  canary,
  log = console.log,
  journal,
  render,
}: ReleaseOptions): Promise<{ version: string; previous: string | null }> {
  if (canary) {
    assertCanaryBundle(bundle);
    // Before the build: a canary it could not start must not leave a release behind.
    checkedShare(canary.share);
    if (canary.leaseSeconds !== undefined) checkedLease(canary.leaseSeconds);
  }
  const sourceDir = path.resolve(source ?? path.join(ROOT, bundle.packageDir));
  if (!existsSync(path.join(sourceDir, 'webpack.config.js'))) {
    throw new UsageError(`${sourceDir} is not a bundle's package folder (no webpack.config.js).`);
  }
  // A preview switches nothing: it renders nothing either.
  const after = { journal, render: preview ? null : render, log: (line: string) => log(`  prerender: ${line}`) };
  return changing(after, (changes) =>
    target.withLock(bundle.name, async () => {
      // What is live, read once under the lock: the checks, the smoke run, the switch and the first
      // screens after it all work from it, as does the bundle's history, written once.
      const live = await readLiveSite(target);
      const history = await readHistory(target, bundle);
      if (bundle.kind === 'remote' && !live.versions[SHELL_BUNDLE.name]) {
        throw new UsageError(
          `${target.label} has no live shell to check the release against: start the site once (npm start) or release the shell first.`,
        );
      }
      if (!preview)
        await refuseWhileCanary(target, bundle, canary ? `A canary of ${bundle.name}` : `Release of ${bundle.name}`, {
          site: live,
          changes,
        });
      if (canary && !live.versions[bundle.name]) {
        throw new UsageError(
          `${bundle.name} has no live release for a canary to be measured against: release it first.`,
        );
      }
      const declared = declaredProblems({ live, bundle, sourceDir });
      if (declared.length)
        throw new RefusedError(`Release of ${bundle.name} refused: it would break the site.`, declared);
      const started = Date.now();
      // The build, outside the target: only a checked one is uploaded.
      const staging = path.join(STAGING, `${bundle.name}-${process.pid}-${Date.now()}`);
      mkdirSync(STAGING, { recursive: true });
      try {
        log(`▶ Building ${bundle.name} alone from ${displayPath(sourceDir)}…`);
        await tools.build({
          sourceDir,
          outDir: staging,
          node: !bundle.joinsAtRunTime,
          log: (line) => log(`  webpack: ${line}`),
        });
        log(`✔ Built in ${seconds(started)}`);
        const label = `the new ${bundle.name} build`;
        await checkCandidate(
          { live, bundle, dir: staging, label, action: `Release of ${bundle.name}`, log },
          tools.check,
        );
        return await publishChecked({
          target,
          bundle,
          live,
          history,
          staging,
          sourceDir,
          preview,
          canary,
          log,
          changes,
        });
      } finally {
        rmSync(staging, { recursive: true, force: true });
      }
    }),
  );
}

/** Uploads the checked build in `staging`, then switches to it, starts its canary or makes it a preview. */
async function publishChecked({
  target,
  bundle,
  live,
  history,
  staging,
  sourceDir,
  preview,
  canary,
  log,
  changes,
}: Pick<ReleaseOptions, 'target' | 'bundle' | 'canary'> & {
  live: LiveSite;
  history: History;
  staging: string;
  sourceDir: string;
  preview: boolean;
  log: (line: string) => void;
  changes: Change[];
}): Promise<{ result: { version: string; previous: string | null }; liveSite: LiveSite | null }> {
  const previous = live.versions[bundle.name] ?? null;
  log(`▶ Uploading the release to ${target.label}…`);
  const uploadStarted = Date.now();
  const source = { commit: sourceCommit(sourceDir), source: displayPath(sourceDir) };
  const record = await publishBuild(target, bundle, staging, source, history);
  log(`✔ Uploaded in ${seconds(uploadStarted)}`);
  const result = { version: record.version, previous };
  if (preview || canary) await writeHistory(target, bundle, history);
  // A preview's own manifest may be loaded on the live site from now on (candidates/).
  if (preview) {
    await addCandidate(target, bundle, record.version, 'preview');
    return { result, liveSite: null };
  }
  if (canary) {
    const version = record.version;
    const started = await startCanary({
      target,
      bundle,
      version,
      live: previous ?? '',
      ...canary,
      site: live,
      changes,
    });
    const { state } = started;
    log(`✔ Canary started: ${state.share} % of page loads get ${record.version} until ${state.leaseUntil}`);
    return { result, liveSite: withCanary(live, bundle, state, started.moment) };
  }
  const dir = await releaseDir(target, bundle, record.version);
  const snapshot = await switchLive(target, bundle, record.version, SWITCH_REASON.release, {
    from: previous,
    dir,
    site: live,
    history,
    changes,
  }).catch(async (error: unknown) => {
    // A switch that failed before it wrote the history: the release is recorded all the same.
    if (history.live !== record.version) await writeHistory(target, bundle, history).catch(() => {});
    throw error;
  });
  // Outside the lock (after-switch.ts): a rollback must not wait for the rendering.
  return { result, liveSite: await withSwitch(target, live, bundle, record.version, { dir, moment: snapshot }) };
}
