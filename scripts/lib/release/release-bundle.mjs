// `npm run release -- <bundle>`: build alone, check against the live composition, smoke-run in
// Chromium, then publish and switch the live pointer (or, with --preview, publish only). Any
// failure leaves the live site untouched.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildBundle } from './build.mjs';
import { SHELL_BUNDLE } from './bundles.mjs';
import { checkCandidate, seconds } from './candidate-checks.mjs';
import { addCandidate } from './candidates.mjs';
import { assertCanaryBundle, refuseWhileCanary, startCanary } from './canary-commands.mjs';
import { checkedLease, checkedShare } from './canary-limits.mjs';
import { readLiveSite } from './composition.mjs';
import { declaredProblems } from './declared-checks.mjs';
import { RefusedError, UsageError } from 'release';
import { SWITCH_REASON } from './live-history.mjs';
import { prerenderOrWarn } from './prerender-site.mjs';
import { publishBuild } from './publish.mjs';
import { switchLive } from './pointer.mjs';
import { displayPath, sourceCommit } from './source-info.mjs';
import { ROOT } from './target.mjs';

/** Builds waiting for their checks. */
const STAGING = path.join(ROOT, '.local/staging');

/**
 * @param {object} options
 * @param {import('./bundles.mjs').Bundle} options.bundle
 * @param {import('./target.mjs').DeploymentTarget} options.target
 * @param {string} [options.source] package folder to build (default: the repository's)
 * @param {boolean} [options.preview] upload it without switching: live only for a browser that opens
 *   its preview link, until `npm run promote` switches it
 * @param {{ share: number, leaseSeconds?: number }} [options.canary] upload it without switching, and
 *   send `share` percent of page loads to it (canary-commands.mjs)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ version: string, previous: string | null }>}
 */
export async function releaseBundle({ bundle, target, source, preview = false, canary, log = console.log }) {
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
  const result = await target.withLock(bundle.name, async () => {
    // What is live, read once: the checks, the smoke run and the switch all work from it.
    const live = await readLiveSite(target);
    if (bundle.kind === 'remote' && !live.versions[SHELL_BUNDLE.name]) {
      throw new UsageError(
        `${target.label} has no live shell to check the release against: start the site once (npm start) or release the shell first.`,
      );
    }
    if (!preview)
      await refuseWhileCanary(target, bundle, canary ? `A canary of ${bundle.name}` : `Release of ${bundle.name}`);
    if (canary && !live.versions[bundle.name]) {
      throw new UsageError(`${bundle.name} has no live release for a canary to be measured against: release it first.`);
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
      await buildBundle({
        sourceDir,
        outDir: staging,
        node: !bundle.joinsAtRunTime,
        log: (line) => log(`  webpack: ${line}`),
      });
      log(`✔ Built in ${seconds(started)}`);

      await checkCandidate({
        live,
        bundle,
        dir: staging,
        label: `the new ${bundle.name} build`,
        action: `Release of ${bundle.name}`,
        log,
      });

      const previous = live.versions[bundle.name] ?? null;
      log(`▶ Uploading the release to ${target.label}…`);
      const uploadStarted = Date.now();
      const record = await publishBuild(target, bundle, staging, {
        commit: sourceCommit(sourceDir),
        source: displayPath(sourceDir),
      });
      log(`✔ Uploaded in ${seconds(uploadStarted)}`);
      // A preview's own manifest may be loaded on the live site from now on (candidates.mjs).
      if (preview) await addCandidate(target, bundle, record.version, 'preview');
      else if (canary) {
        const started = await startCanary({ target, bundle, version: record.version, live: previous ?? '', ...canary });
        log(`✔ Canary started: ${started.share} % of page loads get ${record.version} until ${started.leaseUntil}`);
      } else await switchLive(target, bundle, record.version, SWITCH_REASON.release, { from: previous });
      return { version: record.version, previous };
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
  if (preview) return result;
  // Outside the lock: a rollback must not wait for it. A run that a later switch overtakes writes nothing.
  await prerenderOrWarn({ target, log: (line) => log(`  prerender: ${line}`) });
  return result;
}
