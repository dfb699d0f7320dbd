// `npm run release -- <bundle>`: build alone, check against the live composition, smoke-run in
// Chromium, then publish and switch the live pointer (or, with --preview, publish only). Any
// failure leaves the live site untouched.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkCandidate, seconds } from './candidate-checks.mjs';
import { assertCanaryBundle, refuseWhileCanary, startCanary } from './canary-commands.mjs';
import { declaredProblems } from './declared-checks.mjs';
import {
  ROOT,
  RefusedError,
  SHELL_BUNDLE,
  SWITCH_REASON,
  UsageError,
  addCandidate,
  buildBundle,
  changing,
  checkedLease,
  checkedShare,
  displayPath,
  publishBuild,
  readHistory,
  readLiveSite,
  releaseDir,
  sourceCommit,
  switchLive,
  withCanary,
  withSwitch,
  writeHistory,
} from 'release';

/** Builds waiting for their checks. */
const STAGING = path.join(ROOT, '.local/staging');

/**
 * @param {object} options
 * @param {import('release').Bundle} options.bundle
 * @param {import('release').DeploymentTarget} options.target
 * @param {string} [options.source] package folder to build (default: the repository's)
 * @param {boolean} [options.preview] upload it without switching: live only for a browser that opens
 *   its preview link, until `npm run promote` switches it
 * @param {{ share: number, leaseSeconds?: number }} [options.canary] upload it without switching, and
 *   send `share` percent of page loads to it (canary-commands.mjs)
 * @param {(line: string) => void} [options.log]
 * @param {import('release').Journal | null} [options.journal] where the switch is journaled (cli.mjs)
 * @param {import('release').Renderer | null} [options.render] renders the first screens after it (cli.mjs)
 * @returns {Promise<{ version: string, previous: string | null }>}
 */
export async function releaseBundle({
  bundle,
  target,
  source,
  preview = false,
  canary,
  log = console.log,
  journal,
  render,
}) {
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
  const tools = {
    journal,
    render: preview ? null : render,
    log: (/** @type {string} */ line) => log(`  prerender: ${line}`),
  };
  return changing(tools, (changes) =>
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
          state: live.canaries[bundle.name],
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
        const record = await publishBuild(
          target,
          bundle,
          staging,
          { commit: sourceCommit(sourceDir), source: displayPath(sourceDir) },
          history,
        );
        log(`✔ Uploaded in ${seconds(uploadStarted)}`);
        const result = { version: record.version, previous };
        if (preview || canary) await writeHistory(target, bundle, history);
        // A preview's own manifest may be loaded on the live site from now on (the release package's candidates).
        if (preview) {
          await addCandidate(target, bundle, record.version, 'preview');
          return { result, liveSite: null };
        }
        if (canary) {
          const started = await startCanary({
            target,
            bundle,
            version: record.version,
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
        }).catch(async (/** @type {unknown} */ error) => {
          // A switch that failed before it wrote the history: the release is recorded all the same.
          if (history.live !== record.version) await writeHistory(target, bundle, history).catch(() => {});
          throw error;
        });
        // Outside the lock (after-switch.ts): a rollback must not wait for the rendering.
        return {
          result,
          liveSite: await withSwitch(target, live, bundle, record.version, { dir, moment: snapshot }),
        };
      } finally {
        rmSync(staging, { recursive: true, force: true });
      }
    }),
  );
}
