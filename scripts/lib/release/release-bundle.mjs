// `npm run release -- <bundle>`: build alone, check against the live composition, smoke-run in
// Chromium, then publish and switch the live pointer. Any failure leaves the live site untouched.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildBundle } from './build.mjs';
import siteManifest from '../../../config/site-manifest.js';
import { SHELL_BUNDLE } from './bundles.mjs';
import { RefusedError, UsageError } from './errors.mjs';
import { liveRoutesOf, liveShellContract, siteManifestOfShellBuild } from './composition.mjs';
import { prerenderOrWarn } from '../prerender/prerender-site.mjs';
import { publishBuild } from './publish.mjs';
import { switchLive } from './pointer.mjs';
import { smokeRun } from './smoke.mjs';
import { displayPath, sourceCommit } from './source-info.mjs';
import { ROOT, liveVersion } from './target.mjs';
import { verifyComposition } from './verify.mjs';

/** Builds waiting for their checks. */
const STAGING = path.join(ROOT, '.local/staging');

/** @param {number} since */
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * @param {object} options
 * @param {import('./bundles.mjs').Bundle} options.bundle
 * @param {import('./target.mjs').DeploymentTarget} options.target
 * @param {string} [options.source] package folder to build (default: the repository's)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ version: string, previous: string | null }>}
 */
export async function releaseBundle({ bundle, target, source, log = console.log }) {
  const sourceDir = path.resolve(source ?? path.join(ROOT, bundle.packageDir));
  if (!existsSync(path.join(sourceDir, 'webpack.config.js'))) {
    throw new UsageError(`${sourceDir} is not a bundle's package folder (no webpack.config.js).`);
  }
  if (bundle.kind === 'remote' && !(await liveVersion(target, SHELL_BUNDLE))) {
    throw new UsageError(
      `${target.label} has no live shell to check the release against: start the site once (npm start) or release the shell first.`,
    );
  }
  const result = await target.withLock(bundle.name, async () => {
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

      const manifest = /** @type {import('./checks.mjs').BuildManifest} */ (
        JSON.parse(readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8'))
      );
      // A new shell brings its own manifest (the one it was built from): what it loads and serves.
      const shellSite = bundle.kind === 'shell' ? siteManifestOfShellBuild(staging) : null;
      const contract = shellSite ? siteManifest.contractOf(shellSite) : await liveShellContract(target);
      const routes = shellSite ? shellSite.host.routes : await liveRoutesOf(target, bundle);
      const label = `the new ${bundle.name} build`;
      const problems = await verifyComposition({ target, bundle, manifest, label, contract });
      if (problems.length)
        throw new RefusedError(`Release of ${bundle.name} refused: it would break the site.`, problems);
      log('✔ Exposed modules and shared singletons match the live site');

      log('▶ Smoke run: the new build with the live site, in Chromium…');
      const smokeStarted = Date.now();
      const failures = await smokeRun({
        target,
        bundle,
        candidateDir: staging,
        contract,
        routes,
        log: (l) => log(`  ${l}`),
      });
      if (failures.length) throw new RefusedError(`Release of ${bundle.name} refused: the smoke run failed.`, failures);
      log(`✔ Smoke run passed in ${seconds(smokeStarted)}`);

      const previous = await liveVersion(target, bundle);
      log(`▶ Uploading the release to ${target.label}…`);
      const uploadStarted = Date.now();
      const record = await publishBuild(target, bundle, staging, {
        commit: sourceCommit(sourceDir),
        source: displayPath(sourceDir),
      });
      log(`✔ Uploaded in ${seconds(uploadStarted)}`);
      await switchLive(target, bundle, record.version, 'release');
      return { version: record.version, previous };
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
  // Outside the lock: a rollback must not wait for it. A run that a later switch overtakes writes nothing.
  await prerenderOrWarn({ target, log: (line) => log(`  prerender: ${line}`) });
  return result;
}
