// What `npm start` and the end-to-end suite serve: the builds in each package's dist/ become
// releases of the deployment target, unless that exact build is already live.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readJson, withLock } from './atomic.mjs';
import siteManifest from '../../../config/site-manifest.js';
import { liveShellContract, siteManifestOfShellBuild } from './composition.mjs';
import { verifyComposition } from './verify.mjs';
import { SITE } from './bundles.mjs';
import { UsageError } from './errors.mjs';
import { switchLive } from './pointer.mjs';
import { publishBuild } from './publish.mjs';
import { displayPath, fingerprint, sourceCommit } from './source-info.mjs';
import { ROOT, bundlePaths, liveVersion, readHistory } from './target.mjs';

/**
 * @param {object} options
 * @param {string} options.target deployment target folder
 * @param {Record<string, string>} [options.dist] build folder by bundle name (default: `<package>/dist`)
 * @param {boolean} [options.preferLive] keep a live release even when dist/ holds another build
 *   (SKIP_BUILD=1: the dist folders may be older than what was released since)
 * @param {(line: string) => void} [options.log]
 */
export async function publishInitialReleases({ target, dist = {}, preferLive = false, log = console.log }) {
  for (const bundle of SITE.bundleList) {
    const paths = bundlePaths(target, bundle);
    const buildDir = dist[bundle.name] ?? path.join(ROOT, bundle.packageDir, 'dist');
    await withLock(paths.lock, async () => {
      const live = liveVersion(paths);
      const hasBuild = existsSync(path.join(buildDir, bundle.entry));
      if (!hasBuild || (live && preferLive)) {
        if (live) return log(`${bundle.name}: live release ${live}`);
        throw new UsageError(
          `${bundle.name} has no release in ${target} and ${buildDir} holds no build: run npm run build.`,
        );
      }
      const print = fingerprint(buildDir);
      if (live && readHistory(paths).releases.find((r) => r.version === live)?.fingerprint === print) {
        return log(`${bundle.name}: live release ${live} (the build in ${displayPath(buildDir)})`);
      }
      if (preferLive) refuseMisfit({ target, bundle, buildDir });
      const record = publishBuild(paths, buildDir, {
        commit: sourceCommit(path.join(ROOT, bundle.packageDir)),
        source: displayPath(buildDir),
      });
      await switchLive(target, bundle, record.version, 'start');
      log(`${bundle.name}: published ${displayPath(buildDir)} as release ${record.version} (live)`);
    });
  }
}

/**
 * With SKIP_BUILD=1 the live releases stay, and a bundle with none gets its dist/ build: that build
 * must fit what is live (the modules the live shell loads, the shared singletons such as the
 * shared-ui it needs), as a release would check. Throws a UsageError saying what does not fit.
 * @param {{ target: string, bundle: import('./bundles.mjs').Bundle, buildDir: string }} options
 */
function refuseMisfit({ target, bundle, buildDir }) {
  const manifest = /** @type {import('./checks.mjs').BuildManifest | null} */ (
    readJson(path.join(buildDir, 'mf-manifest.json'), null)
  );
  if (!manifest) return;
  const contract =
    bundle.kind === 'shell' ? siteManifest.contractOf(siteManifestOfShellBuild(buildDir)) : liveShellContract(target);
  const label = `the build in ${displayPath(buildDir)}`;
  const problems = verifyComposition({ target, bundle, manifest, label, contract });
  if (problems.length) {
    throw new UsageError(
      `${bundle.name}: ${label} does not fit the releases that stay live (SKIP_BUILD=1):\n  - ${problems.join('\n  - ')}\n` +
        `Run npm start without SKIP_BUILD=1 (every bundle from its build), or release what it needs first (npm run release -- <bundle>).`,
    );
  }
}
